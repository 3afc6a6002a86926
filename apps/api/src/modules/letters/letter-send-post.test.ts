// Sending a letter emails the applicant, so the web app sends it with a POST (issue 27 item 8): a
// prefetcher or a retrying proxy may repeat a GET. The spec's GET stays and does the same.
import { LETTER_PATHS as P, ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);
const HR = '/api/hr/v1';
const hr = (method: string, path: string, token?: string, body?: unknown) =>
  t.request(method, `${HR}${path}`, { token, body });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let manager: TestUser;
let employee: TestUser;
let req: number;

beforeAll(async () => {
  manager = await make.manager();
  employee = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  req = await make.requisition({ complete: true, status: 'IN' });
});

async function savedOffer(firstName: string, surName: string) {
  const email = `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { applicationId } = await make.application(req, { status: 'INTERVIEW', email, firstName, surName });
  const saved = await hr('POST', P.offerSave, manager.token, {
    applicationId,
    jobTitle: 'Site Engineer',
    salary: 95000,
    startDate: inDays(30),
    expiryDate: inDays(10),
    body: 'Dear {{applicantName}}, your salary is {{salary}} from {{startDate}}.',
    documents: [],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { offerId: saved.body.id as number, email };
}

const emailsTo = (toAddress: string) =>
  t.app.db.prisma.outboundEmail.count({ where: { toAddress, templateKey: 'OFFER_LETTER' } });

describe('sending a letter with a POST', () => {
  it('sends the offer once with a POST, as the GET does', async () => {
    const viaPost = await savedOffer('Zoë', 'Ðặng');
    const sent = await hr('POST', P.offerSend(viaPost.offerId), manager.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await emailsTo(viaPost.email)).toBe(1);
    const viaGet = await savedOffer('王', '秀英');
    expect((await hr('GET', P.offerSend(viaGet.offerId), manager.token)).status).toBe(200);
    expect(await emailsTo(viaGet.email)).toBe(1);
    expect(sent.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  it('keeps the guards and refusals of the GET: 403, 401, 404 and a body it does not take', async () => {
    const { offerId, email } = await savedOffer('Łukasz', 'Żółć');
    expect((await hr('POST', P.offerSend(offerId), employee.token)).status).toBe(403);
    expect((await hr('POST', P.offerSend(offerId))).status).toBe(401);
    expect((await hr('POST', P.offerSend(999999), manager.token)).status).toBe(404);
    expect((await hr('POST', P.offerSend(offerId), manager.token, { resend: true })).status).toBe(400);
    expect(await emailsTo(email)).toBe(0);
    expect((await hr('POST', P.contractSend(999999), manager.token)).status).toBe(404);
    expect((await hr('POST', P.contractSend(999999), employee.token)).status).toBe(403);
  });
});
