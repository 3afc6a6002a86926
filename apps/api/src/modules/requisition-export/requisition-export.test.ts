import { EXPORT_MAX_IDS, EXPORT_PATHS, MESSAGES, ROLES, type TRequisitionPdfData } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { readPdf } from '../../../test/read-pdf.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);
const api = (path: string) => `/api/v1${path}`;

let manager: string;
let officer: string;
let employee: string;
let applicant: string;
let complete: number[];
let incomplete: number[];

beforeAll(async () => {
  manager = (await make.manager()).token;
  officer = (await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER], authorities: ['CANDIDATE_ACCESS'] }))
    .token;
  employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
  applicant = (await t.createUser({ roles: [ROLES.APPLICANT] })).token;
  // Three complete requisitions and two with steps missing (the reference rows come with them).
  complete = [];
  for (let i = 0; i < 3; i++) complete.push(await make.requisition({ complete: true }));
  incomplete = [await make.requisition(), await make.requisition()];
}, 120_000);

// ------------------------------------------------------------------ a minimal PDF reader

interface PdfFile {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

async function fetchPdf(ids: unknown, token: string | undefined = manager): Promise<PdfFile> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${t.baseUrl}${api(EXPORT_PATHS.pdf)}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ids }),
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

// ------------------------------------------------------------------ pdfdata

describe('POST /api/v1/job_position/pdfdata', () => {
  it('answers the PDF data of a complete requisition from its tables', async () => {
    expect(complete.length).toBeGreaterThan(2);
    const id = complete[0] as number;
    const res = await t.request('POST', api(EXPORT_PATHS.pdfData), { token: officer, body: { ids: [id] } });
    expect(res.status).toBe(200);
    const [data] = res.body as TRequisitionPdfData[];

    const p = await t.app.db.prisma.jobPosition.findUniqueOrThrow({
      where: { id },
      include: {
        location: { include: { city: true } },
        financial: true,
        applicationType: true,
        qualifications: { include: { qualification: true } },
        certifications: { include: { certification: true } },
        workAuthorizations: { include: { workAuthorization: true } },
        designations: {
          include: { designation: true, responsibilities: { include: { roleResponsibility: true } } },
        },
        experience: true,
        skills: { include: { skill: true } },
      },
    });
    const names = (items: ({ name: string } | null)[]) => items.map((i) => i?.name).sort();
    expect(data).toMatchObject({
      positionId: id,
      positionTitle: p.positionTitle,
      city: p.location?.city.name,
      compensationFrom: Number(p.financial?.compensationFrom),
      compensationTo: Number(p.financial?.compensationTo),
      currency: p.financial?.currency,
      contractType: p.applicationType?.name ?? null,
      minExperience: Math.min(...p.experience.map((e) => e.minYears)),
      jobDescription: p.jobDescription ?? '',
    });
    const maxes = p.experience.map((e) => e.maxYears).filter((m): m is number => m !== null);
    expect(data?.maxExperience).toBe(maxes.length > 0 ? Math.max(...maxes) : null);
    expect([...(data?.qualifications ?? [])].sort()).toEqual(
      names(p.qualifications.map((q) => q.qualification)),
    );
    expect([...(data?.certifications ?? [])].sort()).toEqual(
      names(p.certifications.map((c) => c.certification)),
    );
    expect([...(data?.authorizations ?? [])].sort()).toEqual(
      names(p.workAuthorizations.map((w) => w.workAuthorization)),
    );
    expect([...(data?.designations ?? [])].sort()).toEqual(names(p.designations.map((d) => d.designation)));
    expect([...(data?.responsibilities ?? [])].sort()).toEqual(
      [
        ...new Set(p.designations.flatMap((d) => d.responsibilities.map((r) => r.roleResponsibility.name))),
      ].sort(),
    );
    expect([...(data?.skills ?? [])].sort()).toEqual(names(p.skills.map((s) => s.skill)));
    expect(data?.skills.length).toBeGreaterThan(0);
  });

  it('answers several in the order asked', async () => {
    const ids = [complete[2], complete[0], complete[1]] as number[];
    const res = await t.request('POST', api(EXPORT_PATHS.pdfData), { token: manager, body: { ids } });
    expect(res.status).toBe(200);
    expect((res.body as TRequisitionPdfData[]).map((d) => d.positionId)).toEqual(ids);
  });

  it('refuses one incomplete requisition with the spec message', async () => {
    expect(incomplete.length).toBeGreaterThan(0);
    const id = incomplete[0] as number;
    const res = await t.request('POST', api(EXPORT_PATHS.pdfData), { token: manager, body: { ids: [id] } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: MESSAGES.requisitionIncomplete,
      code: 'EXPORT_INCOMPLETE',
      incompleteIds: [id],
    });
  });

  it('refuses several when any is incomplete, naming the incomplete ones', async () => {
    const id = incomplete[0] as number;
    const res = await t.request('POST', api(EXPORT_PATHS.pdfData), {
      token: manager,
      body: { ids: [complete[0], id, complete[1]] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: MESSAGES.someRequisitionsIncomplete, incompleteIds: [id] });
  });

  it('answers 404 for an unknown id and 400 for a bad body', async () => {
    const unknown = await t.request('POST', api(EXPORT_PATHS.pdfData), {
      token: manager,
      body: { ids: [complete[0], 987654] },
    });
    expect(unknown.status).toBe(404);
    for (const body of [
      { ids: [] },
      { ids: ['x'] },
      {},
      { ids: Array.from({ length: EXPORT_MAX_IDS + 1 }, (_, i) => i + 1) },
    ]) {
      const res = await t.request('POST', api(EXPORT_PATHS.pdfData), { token: manager, body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields ?? {}).some((key) => key.startsWith('ids'))).toBe(true);
    }
  });

  it('is for recruiters only (it holds the compensation)', async () => {
    const body = { ids: [complete[0]] };
    expect((await t.request('POST', api(EXPORT_PATHS.pdfData), { body })).status).toBe(401);
    expect((await t.request('POST', api(EXPORT_PATHS.pdfData), { token: applicant, body })).status).toBe(403);
    expect((await t.request('POST', api(EXPORT_PATHS.pdfData), { token: employee, body })).status).toBe(403);
    expect((await t.request('POST', api(EXPORT_PATHS.pdfData), { token: manager, body })).status).toBe(200);
  });
});

// ------------------------------------------------------------------ the PDF

describe('POST /api/v1/job_position/pdf', () => {
  it('makes one A4 landscape page named after the requisition', async () => {
    const id = complete[0] as number;
    const file = await fetchPdf([id]);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Job-Requisition_${id}.pdf"`);
    const pdf = await readPdf(file.bytes);
    expect(pdf.header).toBe('%PDF-');
    expect(pdf.pages).toBe(1);
    expect(pdf.mediaBoxes).toEqual(['0 0 841.89 595.28']);
    const position = await t.app.db.prisma.jobPosition.findUniqueOrThrow({ where: { id } });
    expect(pdf.text).toContain(position.positionTitle);
    expect(pdf.text).toContain(`Position ID ${id}`);
  });

  it('combines several into one file, one page each, even with very long descriptions', async () => {
    const ids = complete.slice(0, 3);
    const long = `${'A very long job description that keeps going. '.repeat(400)}THE END`;
    await t.app.db.prisma.jobPosition.update({
      where: { id: ids[1] as number },
      data: { jobDescription: long },
    });
    const file = await fetchPdf(ids);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Job-Requisitions_3.pdf"');
    const pdf = await readPdf(file.bytes);
    expect(pdf.pages).toBe(3);
    expect(new Set(pdf.mediaBoxes)).toEqual(new Set(['0 0 841.89 595.28']));
    const titles = await t.app.db.prisma.jobPosition.findMany({ where: { id: { in: ids } } });
    for (const p of titles) expect(pdf.text).toContain(p.positionTitle);
    // Cut with an ellipsis, not carried over to another page.
    expect(pdf.text).not.toContain('THE END');
    expect(pdf.text).toContain('…');
  });

  it('exports the largest allowed batch, 200 requisitions, one page each', async () => {
    const source = await t.app.db.prisma.jobPosition.findUniqueOrThrow({
      where: { id: complete[0] as number },
      include: {
        location: true,
        financial: true,
        qualifications: true,
        certifications: true,
        workAuthorizations: true,
        designations: { include: { responsibilities: true } },
        experience: true,
        skills: true,
        complianceDocuments: true,
      },
    });
    // 200 distinct complete requisitions: copies of a complete one.
    const created: number[] = [];
    for (let i = 0; i < EXPORT_MAX_IDS; i += 1) {
      const copy = await t.app.db.prisma.jobPosition.create({
        data: {
          positionTitle: `Export copy ${i}`,
          jobDescription: source.jobDescription,
          positionTypeId: source.positionTypeId,
          departmentId: source.departmentId,
          applicationTypeId: source.applicationTypeId,
          startDate: source.startDate,
          endDate: source.endDate,
          progress: 'COMPLETED',
          location: {
            create: {
              cityId: source.location?.cityId as number,
              countryId: source.location?.countryId as number,
            },
          },
          financial: { create: { compensationFrom: 50000, compensationTo: 70000 } },
          qualifications: {
            create: source.qualifications.map((q) => ({ jobQualityRefId: q.jobQualityRefId })),
          },
          certifications: { create: source.certifications.map((c) => ({ jobCertRefId: c.jobCertRefId })) },
          workAuthorizations: {
            create: source.workAuthorizations.map((w) => ({ workAuthRefId: w.workAuthRefId })),
          },
          designations: {
            create: source.designations.map((d) => ({
              designationTypeId: d.designationTypeId,
              responsibilities: {
                create: d.responsibilities.map((r) => ({ roleResponsibilityId: r.roleResponsibilityId })),
              },
            })),
          },
          experience: {
            create: source.experience.map((e) => ({ minYears: e.minYears, maxYears: e.maxYears })),
          },
          skills: { create: source.skills.map((s) => ({ skillTypeId: s.skillTypeId })) },
          complianceDocuments: {
            create: source.complianceDocuments.map(({ id: _id, jobPositionId: _p, ...rest }) => rest),
          },
        },
      });
      created.push(copy.id);
    }
    // Speed is measured outside the tests (about 2 s for 200 on this machine); this proves the
    // largest allowed export completes, one page each.
    const file = await fetchPdf(created);
    expect(file.status).toBe(200);
    expect((await readPdf(file.bytes)).pages).toBe(EXPORT_MAX_IDS);
  }, 120_000);

  it('refuses incomplete requisitions with the spec messages', async () => {
    const one = await fetchPdf([incomplete[0]]);
    expect(one.status).toBe(400);
    expect(JSON.parse(one.bytes.toString()).message).toBe(MESSAGES.requisitionIncomplete);
    const several = await fetchPdf([complete[0], incomplete[0]]);
    expect(several.status).toBe(400);
    expect(JSON.parse(several.bytes.toString()).message).toBe(MESSAGES.someRequisitionsIncomplete);
  });

  it('is for staff only and checks the body', async () => {
    expect((await fetchPdf([complete[0]], '')).status).toBe(401);
    expect((await fetchPdf([complete[0]], applicant)).status).toBe(403);
    expect((await fetchPdf([complete[0]], employee)).status).toBe(403);
    expect((await fetchPdf([])).status).toBe(400);
  });
});
