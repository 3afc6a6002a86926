import { REF_KINDS, REF_NAME_MAX, REF_PATHS, ROLES, SERVER_MESSAGES, type TRefKind } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

let manager: string;
let employee: string;
let applicant: string;
let countryId: number;
let industryId: number;
let designationId: number;
let positionId: number;
let applicantId: number;

const api = (path: string) => `/api/v1${path}`;

beforeAll(async () => {
  manager = (await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] })).token;
  employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
  applicant = (await t.createUser({ roles: [ROLES.APPLICANT] })).token;
  const prisma = t.app.db.prisma;
  countryId = (await prisma.country.create({ data: { name: 'Fixture Land', code: 'FXL' } })).id;
  industryId = (await prisma.industry.create({ data: { name: 'Fixture Industry' } })).id;
  designationId = (await prisma.designation.create({ data: { name: 'Fixture Designation' } })).id;
  positionId = (await prisma.jobPosition.create({ data: { positionTitle: 'Fixture position' } })).id;
  applicantId = (
    await prisma.applicant.create({
      data: { firstName: 'Ada', surName: 'Fixture', email: 'ada.fixture@test.local' },
    })
  ).id;
});

interface KindCase {
  /** A valid create body with this name. */
  body(name: string): Record<string, unknown>;
  /** Where values are listed and created (role responsibilities: under the fixture designation). */
  listPath?: () => string;
  createPath?: () => string;
  /** Makes the value with this id used by another record. */
  use(id: number): Promise<unknown>;
  /** What the in-use message names. */
  usedBy: RegExp;
}

const prisma = () => t.app.db.prisma;
let codes = 0;
/** A fresh country code (QAA, QAB...) for every country a test creates. */
const nextCountryCode = () => {
  codes += 1;
  return `Q${String.fromCharCode(65 + Math.floor(codes / 26))}${String.fromCharCode(65 + (codes % 26))}`;
};
const positionWith = (data: Record<string, number>) =>
  prisma().jobPosition.create({ data: { positionTitle: 'Uses a value', ...data } });

const CASES: Record<TRefKind, KindCase> = {
  countries: {
    body: (name) => ({ name, code: nextCountryCode() }),
    use: (id) => prisma().city.create({ data: { name: 'Used City', countryId: id } }),
    usedBy: /is used by 1 city; remove those first\.$/,
  },
  cities: {
    body: (name) => ({ name, countryId }),
    use: async (id) => {
      const position = await positionWith({});
      return prisma().jobLocation.create({ data: { jobPositionId: position.id, countryId, cityId: id } });
    },
    usedBy: /is used by 1 requisition location;/,
  },
  industry: {
    body: (name) => ({ name }),
    use: async (id) => {
      await prisma().industryDiscipline.create({ data: { name: 'Used discipline', industryId: id } });
      await positionWith({ industryId: id });
      return positionWith({ industryId: id });
    },
    usedBy: /is used by 1 discipline and 2 requisitions; remove those first\.$/,
  },
  industry_discipline: {
    body: (name) => ({ name, industryId }),
    use: (id) => positionWith({ disciplineId: id }),
    usedBy: /is used by 1 requisition;/,
  },
  position_type: {
    body: (name) => ({ name }),
    use: (id) => positionWith({ positionTypeId: id }),
    usedBy: /is used by 1 requisition;/,
  },
  departments: {
    body: (name) => ({ name }),
    use: (id) => positionWith({ departmentId: id }),
    usedBy: /is used by 1 requisition;/,
  },
  work_auth: {
    body: (name) => ({ name }),
    use: (id) =>
      prisma().workAuthorizationSpec.create({ data: { jobPositionId: positionId, workAuthRefId: id } }),
    usedBy: /is used by 1 requisition;/,
  },
  job_qualification: {
    body: (name) => ({ name }),
    use: (id) => prisma().applicantQualification.create({ data: { applicantId, qualificationId: id } }),
    usedBy: /is used by 1 applicant;/,
  },
  certification_ref: {
    body: (name) => ({ name }),
    use: (id) =>
      prisma().jobCertificationSpec.create({ data: { jobPositionId: positionId, jobCertRefId: id } }),
    usedBy: /is used by 1 requisition;/,
  },
  job_skill: {
    body: (name) => ({ name }),
    use: (id) => prisma().jobSkillSpec.create({ data: { jobPositionId: positionId, skillTypeId: id } }),
    usedBy: /is used by 1 requisition;/,
  },
  job_designation: {
    body: (name) => ({ name }),
    use: (id) =>
      prisma().jobDesignationSpec.create({ data: { jobPositionId: positionId, designationTypeId: id } }),
    usedBy: /is used by 1 requisition;/,
  },
  job_role_res: {
    body: (name) => ({ name }),
    listPath: () => REF_PATHS.roleResponsibilities(designationId),
    createPath: () => REF_PATHS.roleResponsibilities(designationId),
    use: (id) =>
      prisma().jobDesignationSpec.create({
        data: {
          jobPositionId: positionId,
          designationTypeId: designationId,
          responsibilities: { create: { roleResponsibilityId: id } },
        },
      }),
    usedBy: /is used by 1 requisition;/,
  },
  job_appl_type: {
    body: (name) => ({ name }),
    use: (id) => positionWith({ applicationTypeId: id }),
    usedBy: /is used by 1 requisition;/,
  },
  lifecycle: {
    body: (name) => ({ name }),
    use: (id) => prisma().applicantLifecycle.create({ data: { applicantId, lifecycleId: id } }),
    usedBy: /is used by 1 applicant;/,
  },
  'computer-skill': {
    body: (name) => ({ name }),
    use: (id) => prisma().applicantComputerSkill.create({ data: { applicantId, computerSkillId: id } }),
    usedBy: /is used by 1 applicant;/,
  },
  language: {
    body: (name) => ({ name }),
    use: (id) => prisma().applicantLanguage.create({ data: { applicantId, languageId: id } }),
    usedBy: /is used by 1 applicant;/,
  },
  regulatory: {
    body: (name) => ({ name }),
    use: (id) =>
      prisma().jobPositionRegulatory.create({ data: { jobPositionId: positionId, regulatoryId: id } }),
    usedBy: /is used by 1 requisition;/,
  },
};

describe.each(REF_KINDS.map((kind) => [kind, CASES[kind]] as const))('reference data %s', (kind, c) => {
  const listPath = () => api(c.listPath?.() ?? REF_PATHS.list(kind));
  const createPath = () => api(c.createPath?.() ?? REF_PATHS.create(kind));
  const create = (name: string) => t.request('POST', createPath(), { token: manager, body: c.body(name) });

  it('creates (201, name trimmed) and lists sorted by name for any staff user', async () => {
    const zulu = await create('  Zulu value  ');
    expect(zulu.status).toBe(201);
    expect(zulu.body).toMatchObject({ id: expect.any(Number), name: 'Zulu value' });
    expect((await create('Alpha value')).status).toBe(201);
    const list = await t.request('GET', listPath(), { token: employee });
    expect(list.status).toBe(200);
    const names = list.body.map((row: { name: string }) => row.name);
    expect(names.indexOf('Alpha value')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Alpha value')).toBeLessThan(names.indexOf('Zulu value'));
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('refuses an invalid body with 400 naming the field', async () => {
    const empty = await t.request('POST', createPath(), {
      token: manager,
      body: { ...c.body('x'), name: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty('name');
    const tooLong = await create('x'.repeat(REF_NAME_MAX[kind] + 1));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.name).toContain(`at most ${REF_NAME_MAX[kind]}`);
    const missing = await t.request('POST', createPath(), { token: manager, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('name');
  });

  it('refuses a duplicate name, ignoring case, with 409', async () => {
    expect((await create('Twin value')).status).toBe(201);
    const twin = await create('TWIN VALUE');
    expect(twin.status).toBe(409);
    expect(twin.body.code).toBe('DUPLICATE');
    expect(twin.body.message).toMatch(/'Twin value' already exists\.$/);
  });

  it('updates a value, refusing a clash (409), an unknown id (404) and a bad id (400)', async () => {
    const { body: created } = await create('Before rename');
    const renamed = await t.request('PUT', api(REF_PATHS.update(kind, created.id)), {
      token: manager,
      body: c.body('After rename'),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: created.id, name: 'After rename' });
    const clash = await t.request('PUT', api(REF_PATHS.update(kind, created.id)), {
      token: manager,
      body: c.body('twin value'),
    });
    expect(clash.status).toBe(409);
    const invalid = await t.request('PUT', api(REF_PATHS.update(kind, created.id)), {
      token: manager,
      body: { ...c.body('x'), name: '' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toHaveProperty('name');
    const unknown = await t.request('PUT', api(REF_PATHS.update(kind, 999_999)), {
      token: manager,
      body: c.body('Nobody'),
    });
    expect(unknown.status).toBe(404);
    const bad = await t.request('PUT', api(REF_PATHS.update(kind, 'abc')), {
      token: manager,
      body: c.body('y'),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('id');
  });

  it('deletes an unused value, and refuses one in use with 409 saying where', async () => {
    const { body: used } = await create('Used value');
    await c.use(used.id);
    const refused = await t.request('DELETE', api(REF_PATHS.remove(kind, used.id)), { token: manager });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('IN_USE');
    expect(refused.body.message).toMatch(/^.+ 'Used value' is used by /);
    expect(refused.body.message).toMatch(c.usedBy);

    const { body: spare } = await create('Spare value');
    const deleted = await t.request('DELETE', api(REF_PATHS.remove(kind, spare.id)), { token: manager });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'deleted' });
    const list = await t.request('GET', listPath(), { token: manager });
    expect(list.body.map((row: { id: number }) => row.id)).not.toContain(spare.id);
    expect(
      (await t.request('DELETE', api(REF_PATHS.remove(kind, spare.id)), { token: manager })).status,
    ).toBe(404);
    const bad = await t.request('DELETE', api(REF_PATHS.remove(kind, 'abc')), { token: manager });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('id');
  });

  it('needs JOB_POSTING to change (403 for an employee), a token for everything (401)', async () => {
    const { body: row } = await create('Guarded value');
    const calls: Array<[string, string, unknown]> = [
      ['POST', createPath(), c.body('Employee try')],
      ['PUT', api(REF_PATHS.update(kind, row.id)), c.body('Employee try')],
      ['DELETE', api(REF_PATHS.remove(kind, row.id)), undefined],
    ];
    for (const [method, path, body] of calls) {
      const denied = await t.request(method, path, { token: employee, body });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body).toEqual({ message: SERVER_MESSAGES.forbidden, code: 'FORBIDDEN' });
      expect((await t.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    expect((await t.request('GET', listPath())).status).toBe(401);
    expect((await t.request('GET', listPath(), { token: applicant })).status).toBe(403);
  });
});

describe('countries with their states', () => {
  it('creates a country with states, answers them in GET /all and keeps GET light', async () => {
    const res = await t.request('POST', api(REF_PATHS.create('countries')), {
      token: manager,
      body: { name: 'Statesland', code: 'stl', states: ['North', ' South '] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Statesland', code: 'STL' });
    expect(res.body.states.map((s: { name: string }) => s.name)).toEqual(['North', 'South']);
    const all = await t.request('GET', api(REF_PATHS.all('countries')), { token: employee });
    expect(all.status).toBe(200);
    const found = all.body.find((c: { id: number }) => c.id === res.body.id);
    expect(found.states.map((s: { name: string }) => s.name)).toEqual(['North', 'South']);
    const light = await t.request('GET', api(REF_PATHS.list('countries')), { token: employee });
    expect(Object.keys(light.body[0]).sort()).toEqual(['code', 'id', 'name']);
  });

  it('replaces the states on update, refusing to drop one a city uses', async () => {
    const { body: country } = await t.request('POST', api(REF_PATHS.create('countries')), {
      token: manager,
      body: { name: 'Changeland', code: 'CHG', states: ['East', 'West'] },
    });
    const east = country.states.find((s: { name: string }) => s.name === 'East');
    await prisma().city.create({ data: { name: 'Eastville', countryId: country.id, stateId: east.id } });
    const path = api(REF_PATHS.update('countries', country.id));
    const refused = await t.request('PUT', path, {
      token: manager,
      body: { name: 'Changeland', code: 'CHG', states: ['West'] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: "State 'East' is used by 1 city; remove those first.",
      code: 'IN_USE',
    });
    const ok = await t.request('PUT', path, {
      token: manager,
      body: { name: 'Changeland', code: 'CHG', states: ['East', 'Central'] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.states.map((s: { name: string }) => s.name)).toEqual(['Central', 'East']);
    // A code given later goes to the state of that name: the city that uses it keeps it.
    const coded = await t.request('PUT', path, {
      token: manager,
      body: { name: 'Changeland', code: 'CHG', states: ['East (E)', 'Central'] },
    });
    expect(coded.status).toBe(200);
    expect(coded.body.states).toEqual([
      { id: expect.any(Number), name: 'Central', code: null },
      { id: east.id, name: 'East', code: 'E' },
    ]);
  });

  it('holds two states of one name when their codes tell them apart (Taiwan)', async () => {
    const created = await t.request('POST', api(REF_PATHS.create('countries')), {
      token: manager,
      body: { name: 'Taiwan', code: 'TW', states: ['Chiayi (CYI)', 'Chiayi (CYQ)', 'Taipei'] },
    });
    expect(created.status).toBe(201);
    expect(
      created.body.states.map((s: { name: string; code: string | null }) => `${s.name}/${s.code}`),
    ).toEqual(['Chiayi/CYI', 'Chiayi/CYQ', 'Taipei/null']);
    // Saved again as the form shows them, nothing changes.
    const again = await t.request('PUT', api(REF_PATHS.update('countries', created.body.id)), {
      token: manager,
      body: { name: 'Taiwan', code: 'TW', states: ['Chiayi (CYI)', 'Chiayi (CYQ)', 'Taipei'] },
    });
    expect(again.body.states).toEqual(created.body.states);
  });

  it('refuses a bad code, repeated states and a code in use', async () => {
    const post = (body: unknown) =>
      t.request('POST', api(REF_PATHS.create('countries')), { token: manager, body });
    const badCode = await post({ name: 'Codeless', code: 'X1' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.fields).toHaveProperty('code');
    const twice = await post({ name: 'Twiceland', code: 'TWC', states: ['A', 'a'] });
    expect(twice.status).toBe(400);
    expect(twice.body.fields.states).toBe(
      "State 'A' is listed twice; give each its code to tell them apart, as in 'A (CODE)'.",
    );
    const codeTwice = await post({ name: 'Twiceland', code: 'TWC', states: ['North (N)', 'Nord (N)'] });
    expect(codeTwice.body.fields.states).toBe("State code 'N' is listed twice.");
    const taken = await post({ name: 'Another Fixture', code: 'fxl' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: "Country code 'FXL' already exists.", code: 'DUPLICATE' });
  });
});

describe('cities', () => {
  it('lists the cities of a country, and checks the country and state', async () => {
    const other = await prisma().country.create({
      data: { name: 'Otherland', code: 'OTL', states: { create: { name: 'Far' } } },
      include: { states: true },
    });
    await t.request('POST', api(REF_PATHS.create('cities')), {
      token: manager,
      body: { name: 'Far City', countryId: other.id, stateId: other.states[0]!.id },
    });
    const ofOther = await t.request('GET', api(REF_PATHS.citiesOfCountry(other.id)), { token: employee });
    expect(ofOther.status).toBe(200);
    expect(ofOther.body).toEqual([
      {
        id: expect.any(Number),
        name: 'Far City',
        countryId: other.id,
        countryName: 'Otherland',
        stateId: other.states[0]!.id,
        stateName: 'Far',
      },
    ]);
    // The same name in another country is another city.
    const sameName = await t.request('POST', api(REF_PATHS.create('cities')), {
      token: manager,
      body: { name: 'Far City', countryId },
    });
    expect(sameName.status).toBe(201);
    const wrongState = await t.request('POST', api(REF_PATHS.create('cities')), {
      token: manager,
      body: { name: 'Misplaced', countryId, stateId: other.states[0]!.id },
    });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.fields).toHaveProperty('stateId');
    const noCountry = await t.request('POST', api(REF_PATHS.create('cities')), {
      token: manager,
      body: { name: 'Nowhere', countryId: 999_999 },
    });
    expect(noCountry.status).toBe(400);
    expect(noCountry.body.fields).toHaveProperty('countryId');
    expect((await t.request('GET', api(REF_PATHS.citiesOfCountry(999_999)), { token: manager })).status).toBe(
      404,
    );
    const bad = await t.request('GET', api(REF_PATHS.citiesOfCountry('abc')), { token: manager });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('countryId');
  });
});

describe('POST /api/v1/ref/cities/{countryId} (the spec lists POST there)', () => {
  it('creates a city in the country of the path; 400 for an unknown country; 403 without JOB_POSTING', async () => {
    const path = (id: number | string) => api(REF_PATHS.citiesOfCountry(id));
    const res = await t.request('POST', path(countryId), { token: manager, body: { name: 'Path City' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Path City', countryId });
    const listed = await t.request('GET', path(countryId), { token: employee });
    expect(listed.body.map((c: { name: string }) => c.name)).toContain('Path City');
    const unknown = await t.request('POST', path(999_999), { token: manager, body: { name: 'Nowhere' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('countryId');
    const noName = await t.request('POST', path(countryId), { token: manager, body: {} });
    expect(noName.status).toBe(400);
    expect(noName.body.fields).toHaveProperty('name');
    expect((await t.request('POST', path(countryId), { token: employee, body: { name: 'X' } })).status).toBe(
      403,
    );
    expect((await t.request('POST', path(countryId), { body: { name: 'X' } })).status).toBe(401);
  });
});

describe('disciplines and role responsibilities', () => {
  it('filters disciplines by industry and checks the industry exists', async () => {
    const other = await prisma().industry.create({ data: { name: 'Other Industry' } });
    await prisma().industryDiscipline.create({ data: { name: 'Only here', industryId: other.id } });
    const res = await t.request(
      'GET',
      `${api(REF_PATHS.list('industry_discipline'))}?industryId=${other.id}`,
      {
        token: employee,
      },
    );
    expect(res.body).toEqual([
      { id: expect.any(Number), name: 'Only here', industryId: other.id, industryName: 'Other Industry' },
    ]);
    const all = await t.request('GET', api(REF_PATHS.all('industry_discipline')), { token: employee });
    expect(all.body.length).toBeGreaterThan(1);
    const unknown = await t.request('POST', api(REF_PATHS.create('industry_discipline')), {
      token: manager,
      body: { name: 'Orphan', industryId: 999_999 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('industryId');
    const noIndustry = await t.request('POST', api(REF_PATHS.create('industry_discipline')), {
      token: manager,
      body: { name: 'Orphan' },
    });
    expect(noIndustry.status).toBe(400);
    expect(noIndustry.body.fields).toHaveProperty('industryId');
  });

  it('scopes role responsibilities to their designation', async () => {
    const other = await prisma().designation.create({ data: { name: 'Other Designation' } });
    const path = api(REF_PATHS.roleResponsibilities(other.id));
    const created = await t.request('POST', path, { token: manager, body: { name: 'Zulu value' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Zulu value', designationId: other.id });
    const list = await t.request('GET', path, { token: employee });
    expect(list.body.map((r: { name: string }) => r.name)).toEqual(['Zulu value']);
    expect(
      (await t.request('GET', api(REF_PATHS.roleResponsibilities(999_999)), { token: manager })).status,
    ).toBe(404);
    expect(
      (
        await t.request('POST', api(REF_PATHS.roleResponsibilities(999_999)), {
          token: manager,
          body: { name: 'Lost' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('the access matrix', () => {
  it('reads with the staff guard and changes with JOB_POSTING on every reference route', () => {
    const routes = t.app.routeGuards.filter(
      (r) =>
        /^\/api\/v1\/(ref\/|lifecycle|computer-skill|language|regulatory)/.test(r.url) && r.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(REF_KINDS.length * 4);
    for (const route of routes) {
      const changes = route.method !== 'GET' || route.url.endsWith('/excel-template');
      expect(route.guard, `${route.method} ${route.url}`).toEqual(
        changes ? { kind: 'authority', authority: 'JOB_POSTING' } : { kind: 'staff' },
      );
    }
  });
});
