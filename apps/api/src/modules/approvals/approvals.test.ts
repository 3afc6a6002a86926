import { createHash } from 'node:crypto';
import { MESSAGES, ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);

let manager: { id: number; token: string };
let employee: string;
/** Recruits (CANDIDATE_ACCESS) without posting: reads approvals, comments. */
let recruiter: string;
let applicant: string;
/** Complete draft requisitions with a selection process, without approvals, one per scenario. */
let drafts: number[];
let incompleteDraft: number;
/** Every form step saved, no selection process. */
let noProcessDraft: number;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A requisition locked by an interview, and one cancelled (status CN). */
let locked: number;
let cancelled: number;

beforeAll(async () => {
  manager = await make.manager();
  employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
  recruiter = (await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER], authorities: ['CANDIDATE_ACCESS'] }))
    .token;
  applicant = (await t.createUser({ roles: [ROLES.APPLICANT] })).token;
  drafts = [];
  for (let i = 0; i < 5; i++) {
    drafts.push(await make.requisition({ complete: true }));
    await make.selectionSteps(drafts[i]!, ['Panel interview']);
  }
  incompleteDraft = await make.requisition();
  noProcessDraft = await make.requisition({ complete: true });
  locked = await make.requisition({ complete: true });
  await make.interview((await make.application(locked)).applicationId);
  cancelled = await make.requisition({ complete: true, status: 'CN' });
});

async function newApprover(name: string, userId?: number) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Math.random().toString(36).slice(2, 8)}@approvers.test`;
  const res = await t.request('POST', '/api/v1/approval/create_approver', {
    token: manager.token,
    body: { name, email, ...(userId ? { userId } : {}) },
  });
  expect(res.status).toBe(200);
  return res.body as { id: number; email: string };
}

async function add(positionId: number, approverId: number) {
  const res = await t.request('POST', '/api/v1/approval/add_approver', {
    token: manager.token,
    body: { positionId, approverId },
  });
  expect(res.status).toBe(200);
  return res.body.id as number;
}

/** Sends for approval and answers the token of each emailed link, by approver email. */
async function send(positionId: number): Promise<Map<string, string>> {
  const res = await t.request('POST', '/api/v1/approval/send_email', {
    token: manager.token,
    body: { positionId },
  });
  expect(res.status).toBe(200);
  const emails = await t.app.db.prisma.outboundEmail.findMany({
    where: { entity: 'approval', templateKey: 'APPROVAL_REQUEST' },
    orderBy: { id: 'desc' },
    take: res.body.sent,
  });
  const tokens = new Map<string, string>();
  for (const email of emails) {
    const match = /\/approval\/([\w-]+)/.exec(email.textBody);
    if (match?.[1]) tokens.set(email.toAddress, match[1]);
  }
  return tokens;
}

const status = async (id: number) =>
  (await t.app.db.prisma.jobPosition.findUniqueOrThrow({ where: { id } })).status;

describe('approvers', () => {
  it('lists the approvers to recruiters, not to employees', async () => {
    const listed = await newApprover('Fiona Listed');
    const res = await t.request('GET', '/api/v1/approval/approver', { token: recruiter });
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/api/v1/approval/approver', { token: employee })).status).toBe(403);
    expect(res.body.map((a: { email: string }) => a.email)).toContain(listed.email);
    expect((await t.request('GET', '/api/v1/approval/approver')).status).toBe(401);
    expect((await t.request('GET', '/api/v1/approval/approver', { token: applicant })).status).toBe(403);
  });

  it('creates an approver with a unique email (409 for a duplicate in any case)', async () => {
    const url = '/api/v1/approval/create_approver';
    const body = { name: 'Olga Owner', email: 'Olga.Owner@Approvers.test' };
    const res = await t.request('POST', url, { token: manager.token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Olga Owner', email: 'olga.owner@approvers.test', userId: null });
    const dup = await t.request('POST', url, {
      token: manager.token,
      body: { ...body, email: 'olga.owner@approvers.test' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('DUPLICATE_APPROVER');
    const bad = await t.request('POST', url, { token: manager.token, body: { name: 'X', email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['email']);
    expect((await t.request('POST', url, { token: employee, body })).status).toBe(403);
    expect((await t.request('POST', url, { body })).status).toBe(401);
  });

  it('adds an approver to a requisition once', async () => {
    const approver = await newApprover('Adam Add');
    const url = '/api/v1/approval/add_approver';
    const body = { positionId: drafts[4], approverId: approver.id };
    expect((await t.request('POST', url, { token: employee, body })).status).toBe(403);
    expect((await t.request('POST', url, { body })).status).toBe(401);
    expect((await t.request('POST', url, { token: manager.token, body })).status).toBe(200);
    const dup = await t.request('POST', url, { token: manager.token, body });
    expect(dup.status).toBe(409);
    const bad = await t.request('POST', url, { token: manager.token, body: { approverId: approver.id } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['positionId']);
    const unknown = await t.request('POST', url, {
      token: manager.token,
      body: { positionId: drafts[4], approverId: 99999 },
    });
    expect(unknown.status).toBe(404);
    const audit = await t.app.db.prisma.requisitionAuditLog.findFirstOrThrow({
      where: { jobPositionId: drafts[4], entity: 'Approval', action: 'CREATE' },
    });
    expect(audit).toMatchObject({
      userId: manager.id,
      field: 'approver',
      newValue: `Adam Add <${approver.email}>`,
    });
  });

  it('runs the approval round of a draft whose sourcing has started (the lock is about position data)', async () => {
    // A candidate moved on and an interview exists: the position's data is locked, its approval is not.
    await make.selectionSteps(locked, ['Panel interview']);
    const approver = await newApprover('Lou Locked');
    const added = await t.request('POST', '/api/v1/approval/add_approver', {
      token: manager.token,
      body: { positionId: locked, approverId: approver.id },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const sent = await t.request('POST', '/api/v1/approval/send_email', {
      token: manager.token,
      body: { positionId: locked },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const position = await t.app.db.prisma.jobPosition.findUniqueOrThrow({ where: { id: locked } });
    expect(position.status).toBe('RV');
  });
});

describe('POST /api/v1/approval/send_email', () => {
  it('refuses an incomplete requisition with 409 listing the missing steps', async () => {
    const approver = await newApprover('Ivy Incomplete');
    await add(incompleteDraft, approver.id);
    const res = await t.request('POST', '/api/v1/approval/send_email', {
      token: manager.token,
      body: { positionId: incompleteDraft },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('REQUISITION_INCOMPLETE');
    expect(res.body.message).toContain(MESSAGES.requisitionIncomplete);
    expect(Object.keys(res.body.fields).length).toBeGreaterThan(0);
    expect(Object.keys(res.body.fields)).toContain('selectionProcess');
    expect(await status(incompleteDraft)).toBe('DR');
  });

  it('refuses a complete requisition without a selection process (409 naming it), then sends once it is set', async () => {
    const approver = await newApprover('Renée Ørsted');
    await add(noProcessDraft, approver.id);
    const res = await t.request('POST', '/api/v1/approval/send_email', {
      token: manager.token,
      body: { positionId: noProcessDraft },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'REQUISITION_INCOMPLETE',
      message: `${MESSAGES.requisitionIncomplete}. Missing: Selection process.`,
      fields: { selectionProcess: 'Set the selection process: interviews are held at its steps' },
    });
    expect(await status(noProcessDraft)).toBe('DR');
    expect(await t.app.db.prisma.outboundEmail.count({ where: { toAddress: approver.email } })).toBe(0);

    const set = await t.request('POST', '/api/v1/selection_process', {
      token: manager.token,
      body: { positionId: noProcessDraft, steps: [{ name: 'Panel interview', stepType: 'INTERVIEW' }] },
    });
    expect(set.status).toBe(200);
    await send(noProcessDraft);
    expect(await status(noProcessDraft)).toBe('RV');
  });

  it('refuses a status that cannot go to review, and a requisition without approvers', async () => {
    const refused = await t.request('POST', '/api/v1/approval/send_email', {
      token: manager.token,
      body: { positionId: cancelled },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INVALID_TRANSITION');
    const none = await t.request('POST', '/api/v1/approval/send_email', {
      token: manager.token,
      body: { positionId: drafts[3] },
    });
    expect(none.status).toBe(409);
    expect(await status(drafts[3]!)).toBe('DR');
  });

  it('needs JOB_POSTING and a valid body', async () => {
    const url = '/api/v1/approval/send_email';
    expect((await t.request('POST', url, { token: employee, body: { positionId: drafts[0] } })).status).toBe(
      403,
    );
    expect((await t.request('POST', url, { body: { positionId: drafts[0] } })).status).toBe(401);
    const bad = await t.request('POST', url, { token: manager.token, body: { positionId: 'x' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['positionId']);
  });

  it('emails each pending approver a one-time link, stores only its hash, moves DR to RV, once a minute', async () => {
    const positionId = drafts[0]!;
    const a = await newApprover('Alice Approver');
    const b = await newApprover('Bob Approver');
    await add(positionId, a.id);
    await add(positionId, b.id);
    const started = new Date();
    const res = await t.request('POST', '/api/v1/approval/send_email', {
      token: manager.token,
      body: { positionId },
    });
    expect(res.status).toBe(200);
    expect(res.body.sent).toBe(2);
    expect(res.body.status).toBe('RV');
    expect(res.body.emails.map((e: { status: string }) => e.status)).toEqual(['CAPTURED', 'CAPTURED']);
    expect(await status(positionId)).toBe('RV');

    const emails = await t.app.db.prisma.outboundEmail.findMany({
      where: { templateKey: 'APPROVAL_REQUEST', toAddress: { in: [a.email, b.email] } },
    });
    expect(emails).toHaveLength(2);
    const approvals = await t.app.db.prisma.approval.findMany({ where: { jobPositionId: positionId } });
    for (const email of emails) {
      const token = /\/approval\/([\w-]+)/.exec(email.textBody)?.[1] ?? '';
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(email.textBody).toContain(`${t.app.config.publicUrl}/approval/${token}`);
      const hashes = approvals.map((row) => row.linkTokenHash);
      expect(hashes).toContain(sha256(token));
      expect(hashes).not.toContain(token);
    }
    expect(approvals.every((row) => row.emailSentAt !== null)).toBe(true);
    const audit = await t.app.db.prisma.requisitionAuditLog.findMany({
      where: { jobPositionId: positionId, action: 'STATUS', createdAt: { gte: started } },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((row) => `${row.oldValue}->${row.newValue}`)).toEqual(['DR->SB', 'SB->RV']);

    const again = await t.request('POST', '/api/v1/approval/send_email', {
      token: manager.token,
      body: { positionId },
    });
    expect(again.status).toBe(200);
    expect(again.body.sent).toBe(0);
    expect(
      await t.app.db.prisma.outboundEmail.count({
        where: { templateKey: 'APPROVAL_REQUEST', toAddress: { in: [a.email, b.email] } },
      }),
    ).toBe(2);
  });
});

describe('responses by the emailed token', () => {
  it('shows the summary, approves once with a comment, and moves to RVA when all approved', async () => {
    const positionId = drafts[1]!;
    const a = await newApprover('Carol Approver');
    const b = await newApprover('Dan Approver');
    await add(positionId, a.id);
    await add(positionId, b.id);
    const tokens = await send(positionId);
    const tokenA = tokens.get(a.email)!;
    const tokenB = tokens.get(b.email)!;

    const view = await t.request('GET', `/api/v1/approval/by-token/${tokenA}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ approverName: 'Carol Approver', open: true, expired: false });
    expect(view.body.requisition).toMatchObject({ id: positionId, status: 'RV' });
    expect(view.body.requisition.positionTitle.length).toBeGreaterThan(0);
    expect(view.body.requisition.compensationFrom).not.toBeNull();

    const first = await t.request('POST', '/api/v1/approval/change-response', {
      body: { token: tokenA, response: 'APPROVED', comment: 'Looks good to me.' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ response: 'APPROVED', status: 'RV' });
    const reuse = await t.request('POST', '/api/v1/approval/change-response', {
      body: { token: tokenA, response: 'DECLINED' },
    });
    expect(reuse.status).toBe(404);
    expect((await t.request('GET', `/api/v1/approval/by-token/${tokenA}`)).status).toBe(404);

    const last = await t.request('POST', '/api/v1/approval/change-response', {
      body: { token: tokenB, response: 'APPROVED' },
    });
    expect(last.status).toBe(200);
    expect(last.body.status).toBe('RVA');
    expect(await status(positionId)).toBe('RVA');

    const page = await t.request('GET', `/api/v1/approval?positionId=${positionId}&page=1&size=1`, {
      token: recruiter,
    });
    expect(page.status).toBe(200);
    expect(page.body.totalElements).toBe(2);
    expect(page.body.content).toHaveLength(1);
    expect(page.body.content[0]).toMatchObject({
      approverName: 'Carol Approver',
      approverEmail: a.email,
      response: 'APPROVED',
    });
    expect(page.body.content[0].respondedAt).not.toBeNull();
    expect(page.body.content[0].comments.map((c: { comment: string }) => c.comment)).toEqual([
      'Looks good to me.',
    ]);
    const rows = await t.app.db.prisma.approval.findMany({ where: { jobPositionId: positionId } });
    expect(rows.every((row) => row.linkTokenHash === null)).toBe(true);
    const audit = await t.app.db.prisma.requisitionAuditLog.findMany({
      where: { jobPositionId: positionId, entity: 'Approval', action: 'UPDATE' },
    });
    expect(audit.map((row) => `${row.oldValue}->${row.newValue}`)).toEqual([
      'PENDING->APPROVED',
      'PENDING->APPROVED',
    ]);
    // The log names the approver who answered by link, not "nobody".
    const log = await t.request('GET', `/api/v1/audit-log/${positionId}`, { token: manager.token });
    expect(log.body).toContainEqual(
      expect.objectContaining({
        action: 'STATUS',
        oldValue: 'RV',
        newValue: 'RVA',
        userId: null,
        actorName: 'Dan Approver (approver, by emailed link)',
      }),
    );
  });

  it('moves to RVD on a decline, and refuses answers once the round is decided', async () => {
    const positionId = drafts[2]!;
    const a = await newApprover('Eve Decliner');
    const b = await newApprover('Finn Late');
    await add(positionId, a.id);
    await add(positionId, b.id);
    const tokens = await send(positionId);
    const declined = await t.request('POST', '/api/v1/approval/change-response', {
      body: { token: tokens.get(a.email), response: 'DECLINED', comment: 'No budget.' },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('RVD');
    expect(await status(positionId)).toBe('RVD');
    const late = await t.request('POST', '/api/v1/approval/change-response', {
      body: { token: tokens.get(b.email), response: 'APPROVED' },
    });
    expect(late.status).toBe(409);
    const view = await t.request('GET', `/api/v1/approval/by-token/${tokens.get(b.email)}`);
    expect(view.status).toBe(200);
    expect(view.body.open).toBe(false);
  });

  it('refuses a wrong token (404), a malformed one (400) and an expired one', async () => {
    const wrong = 'A'.repeat(43);
    expect((await t.request('GET', `/api/v1/approval/by-token/${wrong}`)).status).toBe(404);
    const res = await t.request('POST', '/api/v1/approval/change-response', {
      body: { token: wrong, response: 'APPROVED' },
    });
    expect(res.status).toBe(404);
    const bad = await t.request('POST', '/api/v1/approval/change-response', {
      body: { token: wrong, response: 'MAYBE' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['response']);
    const neither = await t.request('POST', '/api/v1/approval/change-response', {
      body: { response: 'APPROVED' },
    });
    expect(neither.status).toBe(400);
    expect(Object.keys(neither.body.fields)).toEqual(['approvalId']);

    const positionId = drafts[3]!;
    const a = await newApprover('Gus Slow');
    const approvalId = await add(positionId, a.id);
    const token = (await send(positionId)).get(a.email)!;
    await t.app.db.prisma.approval.update({
      where: { id: approvalId },
      data: { emailSentAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) },
    });
    const view = await t.request('GET', `/api/v1/approval/by-token/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ expired: true, open: false });
    const expired = await t.request('POST', '/api/v1/approval/change-response', {
      body: { token, response: 'APPROVED' },
    });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('LINK_EXPIRED');
    expect((await t.app.db.prisma.approval.findUniqueOrThrow({ where: { id: approvalId } })).response).toBe(
      'PENDING',
    );
  });
});

describe('responses by a signed-in approver, comments, deletes', () => {
  it('lets only the approver answer by approval id', async () => {
    const positionId = drafts[3]!; // in review since the previous test, with one expired approval
    const approverUser = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    const approver = await newApprover('Hana Signed', approverUser.id);
    const approvalId = await add(positionId, approver.id);
    const url = '/api/v1/approval/change-response';
    const body = { approvalId, response: 'APPROVED' };
    expect((await t.request('POST', url, { body })).status).toBe(401);
    expect((await t.request('POST', url, { token: manager.token, body })).status).toBe(403);
    const res = await t.request('POST', url, {
      token: approverUser.token,
      body: { ...body, comment: 'Fine by me.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approvalId, response: 'APPROVED', status: 'RV' });
    const comment = await t.app.db.prisma.approvalComment.findFirstOrThrow({ where: { approvalId } });
    expect(comment).toMatchObject({ comment: 'Fine by me.', userId: approverUser.id });
  });

  it('posts a comment on a requisition and lists the thread', async () => {
    const positionId = drafts[4]!;
    const url = `/api/v1/approval/post_comment/${positionId}`;
    const res = await t.request('POST', url, { token: recruiter, body: { comment: '  Please hurry.  ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ comment: 'Please hurry.', approvalId: null });
    expect(res.body.author).toMatch(/^Test User/);
    const empty = await t.request('POST', url, { token: manager.token, body: { comment: ' ' } });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields)).toEqual(['comment']);
    expect((await t.request('POST', url, { body: { comment: 'x' } })).status).toBe(401);
    expect((await t.request('POST', url, { token: applicant, body: { comment: 'x' } })).status).toBe(403);
    expect((await t.request('POST', url, { token: employee, body: { comment: 'x' } })).status).toBe(403);
    expect(
      (
        await t.request('POST', '/api/v1/approval/post_comment/99999', {
          token: manager.token,
          body: { comment: 'x' },
        })
      ).status,
    ).toBe(404);
    const thread = await t.request('GET', `/api/v1/approval/comments/${positionId}`, { token: recruiter });
    expect(thread.status).toBe(200);
    expect(thread.body.map((c: { comment: string }) => c.comment)).toEqual(['Please hurry.']);
  });

  it('pages approval data and refuses bad queries', async () => {
    const bad = await t.request('GET', '/api/v1/approval?page=1', { token: manager.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['positionId']);
    expect((await t.request('GET', `/api/v1/approval?positionId=${drafts[0]}`)).status).toBe(401);
    expect(
      (await t.request('GET', `/api/v1/approval?positionId=${drafts[0]}`, { token: applicant })).status,
    ).toBe(403);
    const second = await t.request('GET', `/api/v1/approval?positionId=${drafts[0]}&page=2&size=1`, {
      token: manager.token,
    });
    expect(second.body.totalElements).toBe(2);
    expect(second.body.content[0].approverName).toBe('Bob Approver');
  });

  it('removes an approval with JOB_POSTING', async () => {
    const approver = await newApprover('Ida Removed');
    const approvalId = await add(drafts[4]!, approver.id);
    const url = `/api/v1/approval?approvalId=${approvalId}`;
    expect((await t.request('DELETE', url, { token: employee })).status).toBe(403);
    expect((await t.request('DELETE', url)).status).toBe(401);
    const res = await t.request('DELETE', url, { token: manager.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'deleted' });
    expect((await t.request('DELETE', url, { token: manager.token })).status).toBe(404);
  });
});
