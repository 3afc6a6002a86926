// The new hire keeps their papers: once the applicant is an employee, their own record lists the
// signed letters (each PDF as issued and its signature certificate) and the documents they uploaded,
// and they still download them (as an Employee, no longer an Applicant); HR sees the same; nobody else.
import {
  EMPLOYEE_PATHS,
  FILE_PATHS,
  LETTER_MESSAGES,
  LETTER_PATHS as P,
  ROLES,
  type TEmployeePapers,
} from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { readPdf } from '../../../test/read-pdf.js';
import { TEST_PASSWORD, type TestUser, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);
const HR = '/api/hr/v1';
const V1 = '/api/v1';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let manager: TestUser;
let officer: TestUser;
let other: TestUser;
let hired: { employeeId: number; offerId: number; contractId: number; fileId: number; token: string };

async function get(path: string, token: string) {
  const res = await fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}

async function upload(token: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%police check\n')]), 'police-check.pdf');
  const res = await fetch(`${t.baseUrl}${V1}/file/upload?purpose=COMPLIANCE`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { data: { id: number } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data.id;
}

beforeAll(async () => {
  manager = await make.manager();
  officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  other = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  const req = await make.requisition({ complete: true, status: 'IN' });
  const email = 'hui.min.wang@test.local';
  const made = await make.application(req, { status: 'INTERVIEW', firstName: '王', surName: '慧敏', email });
  const applicant = await t.createUser({ roles: [ROLES.APPLICANT], email });
  await t.app.db.prisma.applicant.update({ where: { id: made.applicantId }, data: { userId: applicant.id } });
  const hr = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await t.request(method, `${HR}${path}`, { token, body });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const terms = {
    applicationId: made.applicationId,
    jobTitle: 'Geologist',
    salary: 118000,
    startDate: inDays(40),
    expiryDate: inDays(10),
    body: 'Dear {{applicantName}}, welcome.',
  };
  const offer = await hr('POST', P.offerSave, manager.token, {
    ...terms,
    documents: [{ name: 'Police check', mandatory: true }],
  });
  await hr('GET', P.offerSend(offer.id), manager.token);
  const row = (await hr('GET', P.offerCompliance(offer.id), applicant.token)).complianceDoc[0].id;
  const fileId = await upload(applicant.token);
  await hr('POST', P.offerUploadCompliance, applicant.token, {
    id: offer.id,
    docs: [{ id: row, applicantFileId: fileId }],
  });
  const answer = { decision: 'ACCEPT', signatureName: '王 慧敏', consent: true };
  await hr('POST', P.offerRespond(offer.id), applicant.token, answer);
  const contract = await hr('POST', P.contractSave, manager.token, {
    ...terms,
    contractType: 'Permanent, full time',
    documents: [],
  });
  await hr('GET', P.contractSend(contract.id), manager.token);
  await hr('POST', P.contractRespond(contract.id), applicant.token, answer);
  const employee = await t.request('POST', `${V1}${EMPLOYEE_PATHS.save(contract.id)}`, {
    token: manager.token,
    body: {},
  });
  expect(employee.status, JSON.stringify(employee.body)).toBe(200);
  // The applicant's account is an Employee's now: they sign in again.
  const login = await t.request('POST', '/auth/userLogin', { body: { email, password: TEST_PASSWORD } });
  expect(login.status).toBe(200);
  expect(login.body.token).toBeTruthy();
  hired = {
    employeeId: employee.body.employeeId,
    offerId: offer.id,
    contractId: contract.id,
    fileId,
    token: login.body.token,
  };
  expect(hired.employeeId).toBeGreaterThan(0);
});

describe('the employee keeps their papers', () => {
  it('lists the signed letters and the uploaded documents on their own record', async () => {
    const res = await get(`${HR}${P.employeePapers(hired.employeeId)}`, hired.token);
    expect(res.status).toBe(200);
    const papers = res.json() as TEmployeePapers;
    expect(papers.letters.map((l) => [l.kind, l.id, l.status, l.signerName, l.hasCertificate])).toEqual([
      ['offer', hired.offerId, 'ACCEPTED', '王 慧敏', true],
      ['contract', hired.contractId, 'SIGNED', '王 慧敏', true],
    ]);
    expect(papers.letters[1]!.signedAtText).toMatch(/\d{4}/);
    expect(papers.documents).toEqual([
      { letterKind: 'offer', name: 'Police check', fileId: hired.fileId, originalName: 'police-check.pdf' },
    ]);
    // HR (ONBOARDING) reads the same.
    const forHr = await get(`${HR}${P.employeePapers(hired.employeeId)}`, manager.token);
    expect(forHr.json()).toEqual(papers);
  });

  it('downloads the signed contract as issued, its certificate and the documents, as an Employee', async () => {
    const signed = await get(`${HR}${P.contractPdf(hired.contractId)}`, hired.token);
    expect(signed.status).toBe(200);
    const forHr = await get(`${HR}${P.contractPdf(hired.contractId)}`, manager.token);
    expect(forHr.bytes.equals(signed.bytes)).toBe(true);

    const certificate = await get(`${HR}${P.contractCertificate(hired.contractId)}`, hired.token);
    expect(certificate.status).toBe(200);
    const read = await readPdf(certificate.bytes);
    const text = read.text;
    expect(text).toContain('Signature certificate');
    expect(text).toContain('hui.min.wang@test.local');
    expect(text).toContain(`Employment contract ${hired.contractId}, version 1`);
    expect(read.pages).toBe(1);

    const file = await get(`${V1}${FILE_PATHS.download(hired.fileId)}`, hired.token);
    expect(file.status).toBe(200);
    expect(file.bytes.toString()).toContain('police check');
  });

  it('keeps them from other employees and from staff without ONBOARDING', async () => {
    expect((await get(`${HR}${P.employeePapers(hired.employeeId)}`, other.token)).status).toBe(404);
    expect((await get(`${HR}${P.contractPdf(hired.contractId)}`, other.token)).status).toBe(403);
    expect((await get(`${HR}${P.contractCertificate(hired.contractId)}`, other.token)).status).toBe(403);
    expect((await get(`${V1}${FILE_PATHS.download(hired.fileId)}`, other.token)).status).toBe(404);
    expect((await get(`${HR}${P.employeePapers(hired.employeeId)}`, officer.token)).status).toBe(403);
    expect((await fetch(`${t.baseUrl}${HR}${P.employeePapers(hired.employeeId)}`)).status).toBe(401);
    expect((await get(`${HR}${P.employeePapers(99999999)}`, manager.token)).status).toBe(404);
  });

  it('has no certificate for a letter not signed', async () => {
    const req = await make.requisition({ complete: true, status: 'IN' });
    const made = await make.application(req, { status: 'INTERVIEW' });
    const saved = await t.request('POST', `${HR}${P.offerSave}`, {
      token: manager.token,
      body: {
        applicationId: made.applicationId,
        jobTitle: 'Geologist',
        salary: 90000,
        startDate: inDays(40),
        expiryDate: inDays(10),
        body: 'Dear {{applicantName}}.',
        documents: [],
      },
    });
    await t.request('GET', `${HR}${P.offerSend(saved.body.id)}`, { token: manager.token });
    const res = await get(`${HR}${P.offerCertificate(saved.body.id)}`, manager.token);
    expect(res.status).toBe(404);
    expect(res.json().message).toBe(LETTER_MESSAGES.noCertificate);
  });
});
