// The Employee Pack through the real server: list, upload (fields, type 415, size 413), rename and
// replace (the old file kept as a version), soft delete, who may call, and the contract letter's
// documents filtered by the hire's department and position type.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  API_BASES,
  EMPLOYEE_PACK_PATHS,
  FILE_PATHS,
  LETTER_PATHS,
  MESSAGES,
  REF_PATHS,
  ROLES,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pack-test-'));
const t = useTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_MB: '1' });
const f = factories(t);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const PDF2 = Buffer.from('%PDF-1.7\n2 0 obj << >> endobj\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

let manager: TestUser;
let officer: TestUser;
let employee: TestUser;
let applicant: TestUser;

beforeAll(async () => {
  manager = await f.manager();
  officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  employee = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  applicant = await t.createUser({ roles: [ROLES.APPLICANT] });
});

const url = (p: string) => `${t.baseUrl}${API_BASES.main}${p}`;

/** A multipart call the way the browser's form sends it. */
async function send(
  method: 'POST' | 'PUT',
  p: string,
  fields: Record<string, string | string[]>,
  file?: { bytes: Uint8Array; name: string },
  token: string | null = manager.token,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  if (file)
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(url(p), { method, headers, body: form });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loose JSON
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body };
}

let counter = 0;
const unique = (name: string) => {
  counter += 1;
  return `${name} ${counter}`;
};
const upload = (fields: Record<string, string | string[]>, file = { bytes: PDF, name: 'policy.pdf' }) =>
  send('POST', EMPLOYEE_PACK_PATHS.create, fields, file);

describe('employee pack', () => {
  it('uploads a document with its audience and lists it', async () => {
    const ref = await f.reference();
    const name = unique('Code of conduct');
    const created = await upload({
      name,
      description: 'Read and sign',
      mandatory: 'true',
      departmentIds: String(ref.department),
      positionTypeIds: String(ref.positionType),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe(MESSAGES.successfullyUploaded);
    expect(created.body.data).toMatchObject({
      name,
      description: 'Read and sign',
      mandatory: true,
      departments: [{ id: ref.department, name: 'Engineering' }],
      positionTypes: [{ id: ref.positionType, name: 'Full time' }],
      file: { originalName: 'policy.pdf', mimeType: 'application/pdf' },
      version: 1,
      versions: [],
    });
    const list = await t.request(
      'GET',
      `${API_BASES.main}${EMPLOYEE_PACK_PATHS.list}?search=${encodeURIComponent(name)}`,
      {
        token: manager.token,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.responseDataList.map((d: { name: string }) => d.name)).toEqual([name]);
    const audit = await t.app.db.prisma.auditEvent.findFirst({
      where: { entity: 'EmployeePackDocument', entityId: String(created.body.data.id), action: 'CREATE' },
    });
    expect(audit?.userId).toBe(manager.id);
    // Every signed-in user may read a pack file, with its original name.
    const download = await fetch(url(FILE_PATHS.download(created.body.data.file.id)), {
      headers: { authorization: `Bearer ${applicant.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('policy.pdf');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
  });

  it('refuses bad input naming the field, a wrong type (415), a large file (413) and a repeated name (409)', async () => {
    const noName = await upload({ name: '  ' });
    expect(noName.status).toBe(400);
    expect(noName.body.fields).toHaveProperty('name');
    const badIds = await upload({ name: unique('Bad ids'), departmentIds: 'abc' });
    expect(badIds.status).toBe(400);
    expect(badIds.body.fields).toHaveProperty('departmentIds');
    const unknown = await upload({ name: unique('Unknown'), positionTypeIds: '999999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('positionTypeIds');
    const noFile = await send('POST', EMPLOYEE_PACK_PATHS.create, { name: unique('No file') });
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields).toHaveProperty('file');
    const exe = await upload({ name: unique('Program') }, { bytes: EXE, name: 'policy.pdf' });
    expect(exe.status).toBe(415);
    const big = await upload(
      { name: unique('Big') },
      { bytes: Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10)]), name: 'big.pdf' },
    );
    expect(big.status).toBe(413);
    const name = unique('Leave policy');
    expect((await upload({ name })).status).toBe(200);
    const again = await upload({ name: name.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.fields).toHaveProperty('name');
  });

  it('renames, and replaces the file keeping the previous one as a version', async () => {
    const created = await upload({ name: unique('Handbook'), mandatory: 'false' });
    const id = created.body.data.id as number;
    const firstFile = created.body.data.file.id as number;
    const renamed = await send('PUT', EMPLOYEE_PACK_PATHS.document(id), { name: unique('Staff handbook') });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe(MESSAGES.successfullyUpdated);
    expect(renamed.body.data).toMatchObject({ version: 1, mandatory: false, file: { id: firstFile } });
    const replaced = await send(
      'PUT',
      EMPLOYEE_PACK_PATHS.document(id),
      { mandatory: 'true' },
      {
        bytes: PDF2,
        name: 'handbook-v2.pdf',
      },
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.message).toBe(MESSAGES.successfullyReplaced);
    expect(replaced.body.data).toMatchObject({
      name: renamed.body.data.name,
      mandatory: true,
      version: 2,
      file: { originalName: 'handbook-v2.pdf' },
      versions: [{ version: 1, file: { id: firstFile, originalName: 'policy.pdf' } }],
    });
    // The old version is still downloadable.
    const old = await fetch(url(FILE_PATHS.download(firstFile)), {
      headers: { authorization: `Bearer ${employee.token}` },
    });
    expect(old.status).toBe(200);
    expect(Buffer.from(await old.arrayBuffer())).toEqual(PDF);
    const wrongType = await send('PUT', EMPLOYEE_PACK_PATHS.document(id), {}, { bytes: EXE, name: 'x.pdf' });
    expect(wrongType.status).toBe(415);
    const asJson = await t.request('PUT', `${API_BASES.main}${EMPLOYEE_PACK_PATHS.document(id)}`, {
      token: manager.token,
      body: { description: 'Updated by JSON' },
    });
    expect(asJson.status).toBe(200);
    expect(asJson.body.data).toMatchObject({ description: 'Updated by JSON', version: 2, mandatory: true });
    const badName = await send('PUT', EMPLOYEE_PACK_PATHS.document(id), { name: '' });
    expect(badName.status).toBe(400);
    expect(badName.body.fields).toHaveProperty('name');
    expect((await send('PUT', EMPLOYEE_PACK_PATHS.document(999999), { name: 'x' })).status).toBe(404);
  });

  it('deletes softly: gone from the list, a 404 after, and its name free again', async () => {
    const name = unique('Old form');
    const created = await upload({ name });
    const id = created.body.data.id as number;
    const path = `${API_BASES.main}${EMPLOYEE_PACK_PATHS.document(id)}`;
    const deleted = await t.request('DELETE', path, { token: manager.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(MESSAGES.deleted);
    const row = await t.app.db.prisma.employeePackDocument.findUniqueOrThrow({ where: { id } });
    expect(row.active).toBe(false);
    expect((await t.request('DELETE', path, { token: manager.token })).status).toBe(404);
    const list = await t.request(
      'GET',
      `${API_BASES.main}${EMPLOYEE_PACK_PATHS.list}?search=${encodeURIComponent(name)}`,
      {
        token: manager.token,
      },
    );
    expect(list.body.responseDataList.map((d: { id: number }) => d.id)).not.toContain(id);
    expect((await upload({ name })).status).toBe(200);
    expect(
      (
        await t.request('DELETE', `${API_BASES.main}${EMPLOYEE_PACK_PATHS.document('abc')}`, {
          token: manager.token,
        })
      ).status,
    ).toBe(400);
  });

  it('pages the documents by name (or as sorted), searching their names, and refuses an unknown sort', async () => {
    const stem = unique('Pack paging Ōsaka');
    const ids: number[] = [];
    for (const name of [`${stem} b`, `${stem} a`, `${stem} c`]) {
      const made = await upload({ name, mandatory: name.endsWith('c') ? 'true' : 'false' });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      ids.push(made.body.data.id);
    }
    const [b, a, c] = ids as [number, number, number];
    const page = async (query: string) => {
      const res = await t.request(
        'GET',
        `${API_BASES.main}${EMPLOYEE_PACK_PATHS.list}?search=${encodeURIComponent(stem)}&${query}`,
        {
          token: manager.token,
        },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { ids: res.body.responseDataList.map((d: { id: number }) => d.id), paging: res.body.paging };
    };
    expect(await page('page=1&size=2')).toEqual({
      ids: [a, b],
      paging: { page: 1, size: 2, totalElements: 3, totalPages: 2 },
    });
    expect((await page('page=2&size=2')).ids).toEqual([c]);
    expect((await page('sort=name&direction=desc')).ids).toEqual([c, b, a]);
    // Ties go by the key, in the same direction: the newer upload first.
    expect((await page('sort=mandatory&direction=desc')).ids).toEqual([c, a, b]);
    const unknown = await t.request('GET', `${API_BASES.main}${EMPLOYEE_PACK_PATHS.list}?sort=fileId`, {
      token: manager.token,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('sort');
  });

  it('needs a sign-in (401) and ONBOARDING (403)', async () => {
    const list = `${API_BASES.main}${EMPLOYEE_PACK_PATHS.list}`;
    expect((await t.request('GET', list)).status).toBe(401);
    for (const who of [officer, employee, applicant]) {
      expect((await t.request('GET', list, { token: who.token })).status).toBe(403);
      const file = { bytes: PDF, name: 'a.pdf' };
      expect((await send('POST', EMPLOYEE_PACK_PATHS.create, { name: 'x' }, file, who.token)).status).toBe(
        403,
      );
      expect(
        (await send('PUT', EMPLOYEE_PACK_PATHS.document(1), { name: 'x' }, undefined, who.token)).status,
      ).toBe(403);
      expect(
        (
          await t.request('DELETE', `${API_BASES.main}${EMPLOYEE_PACK_PATHS.document(1)}`, {
            token: who.token,
          })
        ).status,
      ).toBe(403);
    }
    expect(
      (await send('POST', EMPLOYEE_PACK_PATHS.create, { name: 'x' }, { bytes: PDF, name: 'a.pdf' }, null))
        .status,
    ).toBe(401);
    expect((await send('PUT', EMPLOYEE_PACK_PATHS.document(1), { name: 'x' }, undefined, null)).status).toBe(
      401,
    );
    expect((await t.request('DELETE', `${API_BASES.main}${EMPLOYEE_PACK_PATHS.document(1)}`)).status).toBe(
      401,
    );
  });
});

describe('reference data a pack document uses', () => {
  it('cannot be deleted (409 naming the pack)', async () => {
    const prisma = t.app.db.prisma;
    const department = await prisma.department.create({ data: { name: unique('Legal') } });
    const positionType = await prisma.positionType.create({ data: { name: unique('Contractor') } });
    await upload({
      name: unique('Legal forms'),
      departmentIds: String(department.id),
      positionTypeIds: String(positionType.id),
    });
    for (const [kind, id] of [
      ['departments', department.id],
      ['position_type', positionType.id],
    ] as const) {
      const refused = await t.request('DELETE', `${API_BASES.main}${REF_PATHS.remove(kind, id)}`, {
        token: manager.token,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('employee pack document');
    }
  });
});

describe("the contract letter's documents", () => {
  it('are the pack documents for the hire’s department and position type, and a sent contract keeps its own', async () => {
    const ref = await f.reference();
    const prisma = t.app.db.prisma;
    const finance = await prisma.department.create({ data: { name: unique('Finance') } });
    const casual = await prisma.positionType.create({ data: { name: unique('Casual') } });
    const everyone = await upload({ name: unique('Everyone') });
    const engineering = await upload({ name: unique('Engineers'), departmentIds: String(ref.department) });
    const financeOnly = await upload({ name: unique('Accountants'), departmentIds: String(finance.id) });
    const casuals = await upload({ name: unique('Casuals'), positionTypeIds: String(casual.id) });
    const engineeringFullTime = await upload({
      name: unique('Engineers full time'),
      departmentIds: [String(ref.department), String(finance.id)],
      positionTypeIds: String(ref.positionType),
    });
    const requisition = await f.requisition({ complete: true, status: 'RVA' });
    const { applicationId } = await f.application(requisition, { status: 'OFFER_ACCEPTED' });
    const details = await t.request(
      'GET',
      `${API_BASES.hr}${LETTER_PATHS.contractApplicationDetails(applicationId)}`,
      {
        token: manager.token,
      },
    );
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    const ids = details.body.employeeOnboardingDocuments.map((d: { id: number }) => d.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        everyone.body.data.id,
        engineering.body.data.id,
        engineeringFullTime.body.data.id,
      ]),
    );
    expect(ids).not.toContain(financeOnly.body.data.id);
    expect(ids).not.toContain(casuals.body.data.id);
    expect(
      details.body.employeeOnboardingDocuments.find((d: { id: number }) => d.id === everyone.body.data.id),
    ).toMatchObject({
      fileId: everyone.body.data.file.id,
      mandatory: false,
    });

    // A contract sent before a document was deleted still lists it; a later document is not its.
    const offer = await prisma.offerLetter.create({
      data: { applicationId, jobTitle: 'Engineer', body: 'Offer', status: 'ACCEPTED' },
    });
    const contract = await prisma.contractLetter.create({
      data: { applicationId, offerLetterId: offer.id, body: 'Contract', status: 'SENT', sentAt: new Date() },
    });
    await t.request('DELETE', `${API_BASES.main}${EMPLOYEE_PACK_PATHS.document(engineering.body.data.id)}`, {
      token: manager.token,
    });
    const later = await upload({ name: unique('Later') });
    const sent = await t.request('GET', `${API_BASES.hr}${LETTER_PATHS.contract(contract.id)}`, {
      token: manager.token,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const sentIds = sent.body.employeeOnboardingDocuments.map((d: { id: number }) => d.id);
    expect(sentIds).toContain(engineering.body.data.id);
    expect(sentIds).not.toContain(later.body.data.id);
  });
});
