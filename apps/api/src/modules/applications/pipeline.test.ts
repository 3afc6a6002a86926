// The pipeline's events: letters, interviews, the employee record and erasure move application
// statuses; a person makes only the moves the table marks PERSON; a letter waits for its stage; the
// repair migration sets rows whose letters and status disagree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CANDIDATE_PATHS,
  EMPLOYEE_PATHS,
  LETTER_PATHS as L,
  letterStageRefusal,
  PRIVACY_PATHS,
  refusedMoveMessage,
} from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';
import { REPO_ROOT } from '../../db/migrate.js';

const t = useTestApp();
const make = factories(t);
const V1 = '/api/v1';
const HR = '/api/hr/v1';

let manager: TestUser;
let req: number;
let counter = 0;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// People named in several scripts: the signature is their full name as the letter gives it.
const PEOPLE = [
  ['Zoë', 'Ðặng'],
  ['Łukasz', 'Żółć'],
  ['Siobhán', "O'Brien"],
  ['Mehmet', 'Yılmaz'],
  ['Ana-Maria', 'Popescu'],
  ['Nguyễn', 'Thị Hoa'],
] as const;

/** An applicant at `status` with an Applicant account linked to them. */
async function candidate(status: string) {
  counter += 1;
  const [firstName, surName] = PEOPLE[counter % PEOPLE.length]!;
  const email = `pipeline${counter}@test.local`;
  const made = await make.applicantWithAccount(req, { status, firstName, surName, email });
  return { ...made, fullName: `${firstName} ${surName}` };
}

const statusOf = async (applicationId: number) =>
  (await t.app.db.prisma.application.findUniqueOrThrow({ where: { id: applicationId } })).status;

const changeStatus = (applicationId: number, status: string, token = manager.token) =>
  t.request('POST', `${V1}${CANDIDATE_PATHS.changeStatus}`, { token, body: { applicationId, status } });

const letterBody = (applicationId: number, over: Record<string, unknown> = {}) => ({
  applicationId,
  jobTitle: 'Geologist',
  salary: 120000,
  startDate: inDays(40),
  expiryDate: inDays(10),
  body: 'Dear {{applicantName}}, welcome.',
  documents: [],
  ...over,
});

async function saveAndSend(kind: 'offer' | 'contract', applicationId: number) {
  const saved = await t.request('POST', `${HR}${kind === 'offer' ? L.offerSave : L.contractSave}`, {
    token: manager.token,
    body: letterBody(applicationId, kind === 'contract' ? { contractType: 'Permanent, full time' } : {}),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const sent = await t.request(
    'GET',
    `${HR}${kind === 'offer' ? L.offerSend(saved.body.id) : L.contractSend(saved.body.id)}`,
    {
      token: manager.token,
    },
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return saved.body.id as number;
}

function answer(
  kind: 'offer' | 'contract',
  id: number,
  who: { user: TestUser; fullName: string },
  decision: string,
) {
  return t.request('POST', `${HR}${kind === 'offer' ? L.offerRespond(id) : L.contractRespond(id)}`, {
    token: who.user.token,
    body: { decision, signatureName: who.fullName, consent: true },
  });
}

beforeAll(async () => {
  manager = await make.manager();
  req = await make.requisition({ complete: true, status: 'IN' });
});

describe('a person moves only what the table gives them', () => {
  it.each([
    ['INTERVIEW', 'OFFERED', 'the offer letter is sent'],
    ['OFFERED', 'OFFER_ACCEPTED', 'the applicant accepts the offer letter'],
    ['OFFER_ACCEPTED', 'CONTRACTED', 'the applicant signs the contract letter'],
    ['CONTRACTED', 'HIRED', 'the employee record is created from the signed contract'],
    ['SCREENING', 'INTERVIEW', 'an interview is scheduled'],
  ])('refuses %s -> %s, naming the event that makes it', async (from, to, event) => {
    const who = await candidate(from);
    const res = await changeStatus(who.applicationId, to);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(refusedMoveMessage(from, to));
    expect(res.body.message).toContain(event);
    expect(await statusOf(who.applicationId)).toBe(from);
  });

  it('moves a shortlisted candidate to Interview by hand, and reports event moves in a bulk change', async () => {
    const a = await candidate('SHORTLISTED');
    expect((await changeStatus(a.applicationId, 'INTERVIEW')).status).toBe(200);
    const b = await candidate('INTERVIEW');
    const bulk = await t.request('POST', `${V1}${CANDIDATE_PATHS.changeStatusBulk}`, {
      token: manager.token,
      body: { applicationIds: [a.applicationId, b.applicationId], status: 'OFFERED' },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.moved).toEqual([]);
    expect(bulk.body.notMoved.map((n: { reason: string }) => n.reason)).toEqual([
      refusedMoveMessage('INTERVIEW', 'OFFERED'),
      refusedMoveMessage('INTERVIEW', 'OFFERED'),
    ]);
  });

  it('offers only the manual moves on the record', async () => {
    const who = await candidate('INTERVIEW');
    const record = await t.request('GET', `${V1}/application/${who.applicationId}`, { token: manager.token });
    expect(record.body.allowedStatuses).toEqual(['REJECTED', 'WITHDRAWN']);
  });
});

describe('letters wait for their stage', () => {
  it.each(['NEW', 'SCREENING', 'SHORTLISTED'])(
    'refuses an offer at %s with the status and the way on',
    async (status) => {
      const who = await candidate(status);
      const details = await t.request('GET', `${HR}${L.offerApplicationDetails(who.applicationId)}`, {
        token: manager.token,
      });
      expect(details.status).toBe(200);
      expect(details.body.stageRefusal).toBe(letterStageRefusal('offer', status));
      const saved = await t.request('POST', `${HR}${L.offerSave}`, {
        token: manager.token,
        body: letterBody(who.applicationId),
      });
      expect(saved.status).toBe(409);
      expect(saved.body.code).toBe('APPLICATION_STAGE');
      expect(saved.body.message).toContain('Interview');
      expect(await t.app.db.prisma.offerLetter.count({ where: { applicationId: who.applicationId } })).toBe(
        0,
      );
    },
  );

  it('refuses to send a draft offer once the application was rejected', async () => {
    const who = await candidate('INTERVIEW');
    const saved = await t.request('POST', `${HR}${L.offerSave}`, {
      token: manager.token,
      body: letterBody(who.applicationId),
    });
    expect(saved.status).toBe(200);
    expect((await changeStatus(who.applicationId, 'REJECTED')).status).toBe(200);
    const sent = await t.request('GET', `${HR}${L.offerSend(saved.body.id)}`, { token: manager.token });
    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe(letterStageRefusal('offer', 'REJECTED'));
    expect(await t.app.db.prisma.outboundEmail.count({ where: { toAddress: who.email } })).toBe(0);
  });

  it('refuses a contract before the offer is accepted', async () => {
    const who = await candidate('INTERVIEW');
    await saveAndSend('offer', who.applicationId);
    const contract = await t.request('GET', `${HR}${L.contractApplicationDetails(who.applicationId)}`, {
      token: manager.token,
    });
    expect(contract.body.stageRefusal).toBe(letterStageRefusal('contract', 'OFFERED'));
  });
});

describe('events move the pipeline', () => {
  it('takes a screened application to Hired through an interview, the letters and the employee record', async () => {
    const who = await candidate('SCREENING');
    await make.interview(who.applicationId);
    expect(await statusOf(who.applicationId)).toBe('INTERVIEW');

    const offerId = await saveAndSend('offer', who.applicationId);
    expect(await statusOf(who.applicationId)).toBe('OFFERED');
    expect((await answer('offer', offerId, who, 'ACCEPT')).status).toBe(200);
    expect(await statusOf(who.applicationId)).toBe('OFFER_ACCEPTED');

    const contractId = await saveAndSend('contract', who.applicationId);
    expect(await statusOf(who.applicationId)).toBe('OFFER_ACCEPTED');
    expect((await answer('contract', contractId, who, 'ACCEPT')).status).toBe(200);
    expect(await statusOf(who.applicationId)).toBe('CONTRACTED');

    const employee = await t.request('POST', `${V1}${EMPLOYEE_PATHS.save(contractId)}`, {
      token: manager.token,
      body: {},
    });
    expect(employee.status, JSON.stringify(employee.body)).toBe(200);
    expect(await statusOf(who.applicationId)).toBe('HIRED');

    const history = await t.app.db.prisma.applicationStatusHistory.findMany({
      where: { applicationId: who.applicationId },
      orderBy: { id: 'asc' },
    });
    expect(history.map((h) => h.toStatus)).toEqual([
      'SCREENING',
      'INTERVIEW',
      'OFFERED',
      'OFFER_ACCEPTED',
      'CONTRACTED',
      'HIRED',
    ]);
    expect(history.at(-1)!.userId).toBe(manager.id);
    expect(history.at(-2)!.userId).toBe(who.user.id);
  });

  it('declining the offer ends the application; declining the contract withdraws it', async () => {
    const a = await candidate('INTERVIEW');
    const offer = await saveAndSend('offer', a.applicationId);
    expect((await answer('offer', offer, a, 'DECLINE')).status).toBe(200);
    expect(await statusOf(a.applicationId)).toBe('OFFER_DECLINED');

    const b = await candidate('INTERVIEW');
    const offerB = await saveAndSend('offer', b.applicationId);
    expect((await answer('offer', offerB, b, 'ACCEPT')).status).toBe(200);
    const contract = await saveAndSend('contract', b.applicationId);
    expect((await answer('contract', contract, b, 'DECLINE')).status).toBe(200);
    expect(await statusOf(b.applicationId)).toBe('WITHDRAWN');
  });

  it('withdrawing the offer brings the application back to Interview, and sending again to Offered', async () => {
    const who = await candidate('INTERVIEW');
    const offerId = await saveAndSend('offer', who.applicationId);
    const withdrawn = await t.request('POST', `${HR}${L.offerWithdraw(offerId)}`, { token: manager.token });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(await statusOf(who.applicationId)).toBe('INTERVIEW');
    const again = await t.request('GET', `${HR}${L.offerSend(offerId)}`, { token: manager.token });
    expect(again.status).toBe(200);
    expect(await statusOf(who.applicationId)).toBe('OFFERED');
  });

  it('a manual withdrawal withdraws the open offer: its link and its answer stop working', async () => {
    const who = await candidate('INTERVIEW');
    const offerId = await saveAndSend('offer', who.applicationId);
    expect((await changeStatus(who.applicationId, 'WITHDRAWN')).status).toBe(200);
    const letter = await t.app.db.prisma.offerLetter.findUniqueOrThrow({ where: { id: offerId } });
    expect(letter.status).toBe('WITHDRAWN');
    expect(
      await t.app.db.prisma.registrationCode.count({ where: { offerLetterId: offerId, usedAt: null } }),
    ).toBe(0);
    const late = await answer('offer', offerId, who, 'ACCEPT');
    expect(late.status).toBe(409);
    expect(await statusOf(who.applicationId)).toBe('WITHDRAWN');
  });

  it('refuses to make an employee of an application withdrawn after signing', async () => {
    const who = await candidate('INTERVIEW');
    const offer = await saveAndSend('offer', who.applicationId);
    await answer('offer', offer, who, 'ACCEPT');
    const contract = await saveAndSend('contract', who.applicationId);
    await answer('contract', contract, who, 'ACCEPT');
    expect((await changeStatus(who.applicationId, 'WITHDRAWN')).status).toBe(200);
    const employee = await t.request('POST', `${V1}${EMPLOYEE_PATHS.save(contract)}`, {
      token: manager.token,
      body: {},
    });
    expect(employee.status).toBe(409);
    expect(employee.body.message).toBe(
      'This application is Withdrawn: it cannot move on when the employee record is created from the signed contract.',
    );
    expect(await t.app.db.prisma.employee.count({ where: { applicationId: who.applicationId } })).toBe(0);
  });

  it('erasing an applicant withdraws their open applications', async () => {
    const who = await candidate('OFFERED');
    const erased = await t.request('POST', `${V1}${PRIVACY_PATHS.erase(who.applicantId)}`, {
      token: manager.token,
      body: { confirmEmail: who.email },
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(await statusOf(who.applicationId)).toBe('WITHDRAWN');
  });
});

describe('the repair migration', () => {
  const sql = readFileSync(
    path.join(REPO_ROOT, 'prisma/migrations/20261127090000_pipeline_events/migration.sql'),
    'utf8',
  );
  const repair = sql.slice(sql.indexOf('-- Repair:'));

  it('sets each status from the letters and the employee record, with history and audit', async () => {
    const prisma = t.app.db.prisma;
    // Rows as the earlier code could leave them.
    const offerSent = await candidate('SHORTLISTED');
    const offerSigned = await candidate('NEW');
    const manualHired = await candidate('HIRED');
    const manualAccepted = await candidate('OFFER_ACCEPTED');
    const rejectedOpen = await candidate('REJECTED');
    const consistent = await candidate('OFFERED');
    const letter = (applicationId: number, status: string) =>
      prisma.offerLetter.create({ data: { applicationId, jobTitle: 'Geologist', body: 'Offer', status } });
    await letter(offerSent.applicationId, 'SENT');
    const accepted = await letter(offerSigned.applicationId, 'ACCEPTED');
    await prisma.contractLetter.create({
      data: {
        applicationId: offerSigned.applicationId,
        offerLetterId: accepted.id,
        body: 'C',
        status: 'SIGNED',
      },
    });
    await letter(manualHired.applicationId, 'ACCEPTED');
    await prisma.contractLetter.create({
      data: { applicationId: manualHired.applicationId, body: 'C', status: 'SIGNED' },
    });
    const open = await letter(rejectedOpen.applicationId, 'SENT');
    await letter(consistent.applicationId, 'SENT');

    await prisma.$transaction(async (tx) => {
      for (const statement of repair.split(/;\s*\n/).filter((s) => s.replace(/--.*$/gm, '').trim())) {
        await tx.$executeRawUnsafe(statement);
      }
    });

    expect(await statusOf(offerSent.applicationId)).toBe('OFFERED');
    expect(await statusOf(offerSigned.applicationId)).toBe('CONTRACTED');
    expect(await statusOf(manualHired.applicationId)).toBe('CONTRACTED');
    expect(await statusOf(manualAccepted.applicationId)).toBe('INTERVIEW');
    expect(await statusOf(rejectedOpen.applicationId)).toBe('REJECTED');
    expect(await statusOf(consistent.applicationId)).toBe('OFFERED');
    expect((await prisma.offerLetter.findUniqueOrThrow({ where: { id: open.id } })).status).toBe('WITHDRAWN');

    // Earlier tests' rows are repaired too (an Offered application made without a letter): look at these.
    const mine = [offerSent, offerSigned, manualHired, manualAccepted, rejectedOpen, consistent].map(
      (who) => who.applicationId,
    );
    const repaired = await prisma.applicationStatusHistory.findMany({
      where: { note: 'repaired from letters', applicationId: { in: mine } },
      orderBy: { applicationId: 'asc' },
    });
    expect(repaired.map((h) => [h.applicationId, h.fromStatus, h.toStatus])).toEqual([
      [offerSent.applicationId, 'SHORTLISTED', 'OFFERED'],
      [offerSigned.applicationId, 'NEW', 'CONTRACTED'],
      [manualHired.applicationId, 'HIRED', 'CONTRACTED'],
      [manualAccepted.applicationId, 'OFFER_ACCEPTED', 'INTERVIEW'],
    ]);
    const audit = await prisma.auditEvent.findMany({
      where: { action: 'STATUS_REPAIR', entityId: { in: mine.map(String) } },
    });
    expect(audit).toHaveLength(4);
    expect(audit[0]!.details).toMatchObject({ reason: 'repaired from letters' });
    expect(
      await prisma.auditEvent.count({
        where: { entity: 'OfferLetter', entityId: String(open.id), action: 'WITHDRAW' },
      }),
    ).toBe(1);
  });
});
