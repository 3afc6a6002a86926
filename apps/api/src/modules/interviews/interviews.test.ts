import { INTERVIEW_OVERLAP_FIELD, MESSAGES, ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);

let manager: string;
let employee: { id: number; token: string };
let officer: string; // CANDIDATE_ACCESS without SHORTLISTING
let applicant: { id: number; token: string };
let interviewer: { id: number; email: string; token: string };
let positionId: number;
let otherPositionStepId: number;
let stepId: number;
let freeApplications: number[];
let closedApplicationId: number;

const DAY = 24 * 60 * 60 * 1000;
/** 10:00 UTC, `days` days from today. */
const future = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

beforeAll(async () => {
  manager = (await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] })).token;
  employee = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  interviewer = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  officer = (
    await t.createUser({
      roles: [ROLES.RECRUITMENT_OFFICER],
      authorities: ['CANDIDATE_ACCESS', 'JOB_POSTING'],
    })
  ).token;
  applicant = await t.createUser({ roles: [ROLES.APPLICANT] });
  // A requisition with three applications still open and without interviews, one closed, and a
  // selection step; another requisition with a step of its own.
  positionId = await make.requisition({ complete: true });
  freeApplications = [];
  for (const status of ['NEW', 'SCREENING', 'SHORTLISTED']) {
    freeApplications.push((await make.application(positionId, { status })).applicationId);
  }
  closedApplicationId = (await make.application(positionId, { status: 'REJECTED' })).applicationId;
  [stepId] = (await make.selectionSteps(positionId, ['Panel interview'])) as [number];
  const other = await make.requisition({ complete: true });
  [otherPositionStepId] = (await make.selectionSteps(other, ['Phone screen'])) as [number];
});

/** `iso` plus `minutes`. */
const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

const schedule = (applicationId: number, body: Record<string, unknown>, token = manager) =>
  t.request('POST', `/api/v1/interview/schedule/${applicationId}`, { token, body });

describe('POST /api/v1/interview/schedule/{candidateId}', () => {
  it('refuses to schedule while the requisition waits for approval (409)', async () => {
    const waiting = await make.requisition({ complete: true, status: 'RV' });
    const { applicationId } = await make.application(waiting);
    const res = await schedule(applicationId, { stepId: null, scheduledAt: future(4), interviewerIds: [] });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('REQUISITION_AWAITING_APPROVAL');
    expect(await t.app.db.prisma.interview.count({ where: { applicationId } })).toBe(0);
  });

  it('schedules an interview with interviewers, brings the application to Interview and emails everybody', async () => {
    const applicationId = freeApplications[0]!;
    const before = await t.app.db.prisma.application.findUniqueOrThrow({ where: { id: applicationId } });
    const res = await schedule(applicationId, {
      stepId,
      scheduledAt: future(3),
      durationMinutes: 45,
      mode: 'VIDEO',
      meetingLink: 'https://meet.example.com/x',
      interviewerIds: [interviewer.id],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      applicationId,
      stepId,
      durationMinutes: 45,
      mode: 'VIDEO',
      status: 'SCHEDULED',
      feedbackCount: 0,
      interviewers: [{ id: interviewer.id }],
    });
    expect(res.body.applicantName.length).toBeGreaterThan(0);
    const after = await t.app.db.prisma.application.findUniqueOrThrow({ where: { id: applicationId } });
    expect(before.status).not.toBe('INTERVIEW');
    expect(after.status).toBe('INTERVIEW');
    const emails = await t.app.db.prisma.outboundEmail.findMany({
      where: { entity: 'interview', entityId: String(res.body.id) },
    });
    expect(emails.map((e) => e.templateKey).sort()).toEqual([
      'INTERVIEW_APPLICANT',
      'INTERVIEW_INTERVIEWERS',
    ]);
    const toInterviewer = emails.find((e) => e.templateKey === 'INTERVIEW_INTERVIEWERS')!;
    expect(toInterviewer.toAddress).toBe(interviewer.email);
    expect(toInterviewer.textBody).toContain(future(3).slice(0, 10));
  });

  it('allows two interviews of one candidate on a day when they do not overlap, refuses an overlap (409)', async () => {
    const applicationId = freeApplications[1]!;
    expect((await schedule(applicationId, { scheduledAt: future(4, 9) })).status).toBe(200);
    const morning = await schedule(applicationId, { scheduledAt: future(5, 9), durationMinutes: 60 });
    expect(morning.status).toBe(200);
    // The afternoon, and straight after the first one ends: both accepted.
    expect((await schedule(applicationId, { scheduledAt: future(5, 15) })).status).toBe(200);
    expect((await schedule(applicationId, { scheduledAt: future(5, 10), durationMinutes: 30 })).status).toBe(
      200,
    );
    // Starting inside the first one, and a long one running into the afternoon: refused.
    for (const body of [
      { scheduledAt: at(future(5, 9), 30) },
      { scheduledAt: future(5, 13), durationMinutes: 180 },
    ]) {
      const clash = await schedule(applicationId, body);
      expect(clash.status).toBe(409);
      expect(clash.body).toEqual({
        code: 'INTERVIEW_ALREADY_EXISTS_THIS_DATE',
        message: 'interview already exists this date',
        fields: { scheduledAt: INTERVIEW_OVERLAP_FIELD },
      });
    }
    // A cancelled interview frees its time.
    const cancelled = await t.request('POST', `/api/v1/interview/update/${morning.body.id}`, {
      token: manager,
      body: { status: 'CANCELLED' },
    });
    expect(cancelled.status).toBe(200);
    expect(
      (await schedule(applicationId, { scheduledAt: at(future(5, 9), 15), durationMinutes: 30 })).status,
    ).toBe(200);
    const day = await t.app.db.prisma.interview.count({
      where: {
        applicationId,
        status: { not: 'CANCELLED' },
        scheduledAt: { gte: new Date(future(5, 0)), lt: new Date(future(6, 0)) },
      },
    });
    expect(day).toBe(3);
  });

  it('names the field for a past date, a foreign step, a non-staff interviewer and a bad mode (400)', async () => {
    const applicationId = freeApplications[2]!;
    const past = await schedule(applicationId, { scheduledAt: new Date(Date.now() - DAY).toISOString() });
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.fields)).toEqual(['scheduledAt']);
    const step = await schedule(applicationId, { scheduledAt: future(6), stepId: otherPositionStepId });
    expect(step.status).toBe(400);
    expect(Object.keys(step.body.fields)).toEqual(['stepId']);
    const staff = await schedule(applicationId, { scheduledAt: future(6), interviewerIds: [applicant.id] });
    expect(staff.status).toBe(400);
    expect(Object.keys(staff.body.fields)).toEqual(['interviewerIds']);
    const mode = await schedule(applicationId, { scheduledAt: future(6), mode: 'CARRIER_PIGEON' });
    expect(mode.status).toBe(400);
    expect(Object.keys(mode.body.fields)).toEqual(['mode']);
    const missing = await schedule(applicationId, {});
    expect(Object.keys(missing.body.fields)).toEqual(['scheduledAt']);
  });

  it('refuses a closed application (409), an unknown one (404), no token (401) and no SHORTLISTING (403)', async () => {
    const closed = await schedule(closedApplicationId, { scheduledAt: future(7) });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('APPLICATION_CLOSED');
    expect((await schedule(99_999_999, { scheduledAt: future(7) })).status).toBe(404);
    expect((await t.request('POST', `/api/v1/interview/schedule/${freeApplications[2]}`)).status).toBe(401);
    expect((await schedule(freeApplications[2]!, { scheduledAt: future(7) }, employee.token)).status).toBe(
      403,
    );
    expect((await schedule(freeApplications[2]!, { scheduledAt: future(7) }, officer)).status).toBe(403);
  });
});

describe('interview lists of a requisition', () => {
  it('GET lists the interviews with candidate, step, interviewers and feedback counts', async () => {
    const res = await t.request('GET', `/api/v1/interview/requisition/${positionId}`, { token: officer });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    const ours = res.body.find((r: { applicationId: number }) => r.applicationId === freeApplications[0]);
    expect(ours).toMatchObject({ stepId, interviewers: [{ id: interviewer.id }] });
    expect(ours.stepName).toBeTruthy();
    const applications = await t.app.db.prisma.application.findMany({
      where: { jobPositionId: positionId },
      select: { id: true },
    });
    const ids = new Set(applications.map((a) => a.id));
    expect(res.body.every((r: { applicationId: number }) => ids.has(r.applicationId))).toBe(true);
  });

  it('POST criteria pages and filters by status, day and applicant', async () => {
    const all = await t.request('POST', `/api/v1/interview/criteria/${positionId}`, {
      token: manager,
      body: { size: 2, page: 1, sort: 'scheduledAt', direction: 'asc' },
    });
    expect(all.status).toBe(200);
    expect(all.body.responseDataList).toHaveLength(2);
    expect(all.body.paging.totalElements).toBeGreaterThanOrEqual(3);
    const byDay = await t.request('POST', `/api/v1/interview/criteria/${positionId}`, {
      token: manager,
      body: {
        columns: ['scheduledAt', 'applicationId'],
        operators: ['TIME_EQUAL', 'NUM_EQUAL'],
        values: [future(4).slice(0, 10), String(freeApplications[1])],
      },
    });
    expect(byDay.status).toBe(200);
    expect(byDay.body.responseDataList).toHaveLength(1);
    expect(byDay.body.responseDataList[0].applicationId).toBe(freeApplications[1]);
    const bad = await t.request('POST', `/api/v1/interview/criteria/${positionId}`, {
      token: manager,
      body: { columns: ['status'], operators: ['SEL_EQUAL'], values: ['LOST'] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['values']);
  });

  it('POST criteria searches names literally: % and _ are not wildcards', async () => {
    const search = async (term: string) =>
      (
        await t.request('POST', `/api/v1/interview/criteria/${positionId}`, {
          token: manager,
          body: { search: term },
        })
      ).body.paging.totalElements;
    expect(await search('_')).toBe(0);
    expect(await search('%')).toBe(0);
    expect(await search('e')).toBeGreaterThan(0);
  });

  it('GET candidates lists the open applications only', async () => {
    const res = await t.request('GET', `/api/v1/interview/candidates/${positionId}`, { token: manager });
    expect(res.status).toBe(200);
    const ids = res.body.map((c: { applicationId: number }) => c.applicationId);
    expect(ids).toEqual(expect.arrayContaining(freeApplications));
    expect(
      res.body.every((c: { status: string }) => !['REJECTED', 'WITHDRAWN', 'HIRED'].includes(c.status)),
    ).toBe(true);
  });

  it('refuses a bad id (400), an unknown requisition (404), no token (401) and no CANDIDATE_ACCESS (403)', async () => {
    const bad = await t.request('GET', '/api/v1/interview/requisition/abc', { token: manager });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['reqId']);
    expect(
      (await t.request('GET', '/api/v1/interview/requisition/99999999', { token: manager })).status,
    ).toBe(404);
    expect(
      (await t.request('POST', '/api/v1/interview/criteria/99999999', { token: manager, body: {} })).status,
    ).toBe(404);
    expect((await t.request('GET', `/api/v1/interview/requisition/${positionId}`)).status).toBe(401);
    expect((await t.request('POST', `/api/v1/interview/criteria/${positionId}`, { body: {} })).status).toBe(
      401,
    );
    expect(
      (await t.request('GET', `/api/v1/interview/requisition/${positionId}`, { token: employee.token }))
        .status,
    ).toBe(403);
    expect(
      (await t.request('GET', `/api/v1/interview/candidates/${positionId}`, { token: employee.token }))
        .status,
    ).toBe(403);
  });
});

/** A fresh interview on its own day for the change tests. */
async function freshInterview(days: number, interviewerIds: number[] = []) {
  const res = await schedule(freeApplications[2]!, { scheduledAt: future(days), interviewerIds });
  expect(res.status).toBe(200);
  return res.body as { id: number; applicationId: number };
}

describe('POST /api/v1/interview/update/{interviewId}', () => {
  it('edits mode, location, notes, duration and status', async () => {
    const interview = await freshInterview(10);
    const res = await t.request('POST', `/api/v1/interview/update/${interview.id}`, {
      token: manager,
      body: {
        mode: 'ONSITE',
        location: 'Room 4',
        notes: 'Bring ID',
        durationMinutes: 90,
        status: 'COMPLETED',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      mode: 'ONSITE',
      location: 'Room 4',
      notes: 'Bring ID',
      durationMinutes: 90,
      status: 'COMPLETED',
    });
  });

  it("refuses a longer duration that runs into the candidate's next interview (409)", async () => {
    const first = await freshInterview(21);
    const next = await schedule(freeApplications[2]!, { scheduledAt: future(21, 12) });
    expect(next.status).toBe(200);
    const longer = await t.request('POST', `/api/v1/interview/update/${first.id}`, {
      token: manager,
      body: { durationMinutes: 150 },
    });
    expect(longer.status).toBe(409);
    expect(longer.body.code).toBe('INTERVIEW_ALREADY_EXISTS_THIS_DATE');
    const fits = await t.request('POST', `/api/v1/interview/update/${first.id}`, {
      token: manager,
      body: { durationMinutes: 120 },
    });
    expect(fits.status).toBe(200);
    expect(fits.body.durationMinutes).toBe(120);
  });

  it('refuses a bad status (400), an unknown interview (404), no token (401) and no SHORTLISTING (403)', async () => {
    const interview = await freshInterview(11);
    const bad = await t.request('POST', `/api/v1/interview/update/${interview.id}`, {
      token: manager,
      body: { status: 'RESCHEDULED' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['status']);
    expect(
      (await t.request('POST', '/api/v1/interview/update/99999999', { token: manager, body: { notes: 'x' } }))
        .status,
    ).toBe(404);
    expect((await t.request('POST', `/api/v1/interview/update/${interview.id}`, { body: {} })).status).toBe(
      401,
    );
    expect(
      (
        await t.request('POST', `/api/v1/interview/update/${interview.id}`, {
          token: officer,
          body: { notes: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /api/v1/interview/reschedule', () => {
  it('moves the interview, marks it RESCHEDULED, keeps the reason and emails again', async () => {
    const interview = await freshInterview(12, [interviewer.id]);
    const res = await t.request('POST', '/api/v1/interview/reschedule', {
      token: manager,
      body: { interviewId: interview.id, scheduledAt: future(13), reason: 'Panel unavailable' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('RESCHEDULED');
    expect(res.body.scheduledAt).toBe(future(13));
    expect(res.body.notes).toContain('Panel unavailable');
    const emails = await t.app.db.prisma.outboundEmail.count({
      where: { entity: 'interview', entityId: String(interview.id), templateKey: 'INTERVIEW_APPLICANT' },
    });
    expect(emails).toBe(2);
    // Moving within its own time is allowed; onto another interview's time is not, beside it is.
    const sameDay = await t.request('POST', '/api/v1/interview/reschedule', {
      token: manager,
      body: { interviewId: interview.id, scheduledAt: future(13, 15) },
    });
    expect(sameDay.status).toBe(200);
    const other = await freshInterview(14);
    const clash = await t.request('POST', '/api/v1/interview/reschedule', {
      token: manager,
      body: { interviewId: other.id, scheduledAt: at(future(13, 15), 30) },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('INTERVIEW_ALREADY_EXISTS_THIS_DATE');
    const beside = await t.request('POST', '/api/v1/interview/reschedule', {
      token: manager,
      body: { interviewId: other.id, scheduledAt: future(13, 8) },
    });
    expect(beside.status).toBe(200);
  });

  it('refuses a past date (400), an unknown interview (404), no token (401) and no SHORTLISTING (403)', async () => {
    const interview = await freshInterview(15);
    const past = await t.request('POST', '/api/v1/interview/reschedule', {
      token: manager,
      body: { interviewId: interview.id, scheduledAt: new Date(Date.now() - DAY).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.fields)).toEqual(['scheduledAt']);
    const missing = await t.request('POST', '/api/v1/interview/reschedule', { token: manager, body: {} });
    expect(Object.keys(missing.body.fields).sort()).toEqual(['interviewId', 'scheduledAt']);
    expect(
      (
        await t.request('POST', '/api/v1/interview/reschedule', {
          token: manager,
          body: { interviewId: 99_999_999, scheduledAt: future(16) },
        })
      ).status,
    ).toBe(404);
    expect((await t.request('POST', '/api/v1/interview/reschedule', { body: {} })).status).toBe(401);
    expect(
      (
        await t.request('POST', '/api/v1/interview/reschedule', {
          token: employee.token,
          body: { interviewId: interview.id, scheduledAt: future(16) },
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /api/v1/interview/assign-interviewer', () => {
  it('replaces the interviewers, or adds to them', async () => {
    const interview = await freshInterview(17, [interviewer.id]);
    const replaced = await t.request('POST', '/api/v1/interview/assign-interviewer', {
      token: manager,
      body: { interviewId: interview.id, userIds: [employee.id] },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.interviewers.map((u: { id: number }) => u.id)).toEqual([employee.id]);
    const added = await t.request('POST', '/api/v1/interview/assign-interviewer', {
      token: manager,
      body: { interviewId: interview.id, userIds: [interviewer.id], replace: false },
    });
    expect(added.body.interviewers.map((u: { id: number }) => u.id).sort()).toEqual(
      [employee.id, interviewer.id].sort(),
    );
  });

  it('refuses non-staff or no users (400), an unknown interview (404), no token (401) and no SHORTLISTING (403)', async () => {
    const interview = await freshInterview(18);
    const applicantUser = await t.request('POST', '/api/v1/interview/assign-interviewer', {
      token: manager,
      body: { interviewId: interview.id, userIds: [applicant.id] },
    });
    expect(applicantUser.status).toBe(400);
    expect(Object.keys(applicantUser.body.fields)).toEqual(['userIds']);
    const none = await t.request('POST', '/api/v1/interview/assign-interviewer', {
      token: manager,
      body: { interviewId: interview.id, userIds: [] },
    });
    expect(Object.keys(none.body.fields)).toEqual(['userIds']);
    expect(
      (
        await t.request('POST', '/api/v1/interview/assign-interviewer', {
          token: manager,
          body: { interviewId: 99_999_999, userIds: [employee.id] },
        })
      ).status,
    ).toBe(404);
    expect((await t.request('POST', '/api/v1/interview/assign-interviewer', { body: {} })).status).toBe(401);
    expect(
      (
        await t.request('POST', '/api/v1/interview/assign-interviewer', {
          token: officer,
          body: { interviewId: interview.id, userIds: [employee.id] },
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /api/v1/interview/add-feedback/{interviewId}', () => {
  const feedback = { rating: 4, recommendation: 'HIRE', meetsRequirement: true, comments: 'Strong' };

  it('takes feedback from an interviewer once (409 on a second) and counts it', async () => {
    const interview = await freshInterview(19, [interviewer.id]);
    const url = `/api/v1/interview/add-feedback/${interview.id}`;
    const first = await t.request('POST', url, { token: interviewer.token, body: feedback });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ interviewId: interview.id, userId: interviewer.id, rating: 4 });
    const second = await t.request('POST', url, { token: interviewer.token, body: feedback });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('FEEDBACK_ALREADY_GIVEN');
    // A SHORTLISTING holder who is not on the panel may add theirs too.
    expect((await t.request('POST', url, { token: manager, body: feedback })).status).toBe(200);
    const list = await t.request('GET', `/api/v1/interview/requisition/${positionId}`, { token: manager });
    expect(list.body.find((r: { id: number }) => r.id === interview.id).feedbackCount).toBe(2);
  });

  it('refuses staff off the panel (403), the applicant kind (403), bad input (400), unknown (404), no token (401)', async () => {
    const interview = await freshInterview(20, [interviewer.id]);
    const url = `/api/v1/interview/add-feedback/${interview.id}`;
    expect((await t.request('POST', url, { token: employee.token, body: feedback })).status).toBe(403);
    expect((await t.request('POST', url, { token: officer, body: feedback })).status).toBe(403);
    expect((await t.request('POST', url, { token: applicant.token, body: feedback })).status).toBe(403);
    const bad = await t.request('POST', url, { token: interviewer.token, body: { ...feedback, rating: 6 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['rating']);
    expect(
      (await t.request('POST', '/api/v1/interview/add-feedback/99999999', { token: manager, body: feedback }))
        .status,
    ).toBe(404);
    expect((await t.request('POST', url, { body: feedback })).status).toBe(401);
  });
});

describe('interview invitations: sent once, sent again on request', () => {
  const emails = (interviewId: number, templateKey: string) =>
    t.app.db.prisma.outboundEmail.count({
      where: { entity: 'interview', entityId: String(interviewId), templateKey },
    });
  const send = (interviewId: number, to: 'applicant' | 'interviewers', token = manager) =>
    t.request('GET', `/api/v1/interview/send-email-${to}/${interviewId}`, { token });
  /** Moves a side's last email out of the resend window, as if a minute had passed. */
  const aMinuteAgo = async (interviewId: number) => {
    const earlier = new Date(Date.now() - 60_000);
    await t.app.db.prisma.interview.update({
      where: { id: interviewId },
      data: { applicantEmailedAt: earlier, interviewersEmailedAt: earlier },
    });
    return earlier.toISOString();
  };
  let panelist: { id: number; email: string };

  beforeAll(async () => {
    panelist = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  });

  it('scheduling emails each side once and records when, in the answer and the lists', async () => {
    const { applicationId } = await make.application(positionId, { firstName: '王', surName: '秀英' });
    const before = Date.now();
    const res = await schedule(applicationId, {
      scheduledAt: future(22),
      interviewerIds: [interviewer.id, panelist.id],
    });
    expect(res.status).toBe(200);
    expect(await emails(res.body.id, 'INTERVIEW_APPLICANT')).toBe(1);
    expect(await emails(res.body.id, 'INTERVIEW_INTERVIEWERS')).toBe(2);
    for (const side of ['applicantEmailedAt', 'interviewersEmailedAt'] as const) {
      expect(Date.parse(res.body[side])).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(res.body[side])).toBeLessThanOrEqual(Date.now());
    }
    const list = await t.request('GET', `/api/v1/interview/requisition/${positionId}`, { token: manager });
    expect(list.body.find((r: { id: number }) => r.id === res.body.id)).toMatchObject({
      applicantEmailedAt: res.body.applicantEmailedAt,
      interviewersEmailedAt: res.body.interviewersEmailedAt,
    });

    // "Send again" right after scheduling sends nothing and answers when the email went.
    const again = await send(res.body.id, 'applicant');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      sent: 0,
      message: MESSAGES.messageSent,
      emailedAt: res.body.applicantEmailedAt,
    });
    expect(await emails(res.body.id, 'INTERVIEW_APPLICANT')).toBe(1);
  });

  it('sends again once the window has passed, and records the new time per side', async () => {
    const { applicationId } = await make.application(positionId, { firstName: 'محمد', surName: 'Haddad' });
    const { body: interview } = await schedule(applicationId, {
      scheduledAt: future(23),
      interviewerIds: [panelist.id],
    });
    const earlier = await aMinuteAgo(interview.id);
    const toApplicant = await send(interview.id, 'applicant');
    expect(toApplicant.body).toMatchObject({ sent: 1, message: MESSAGES.messageSent });
    expect(Date.parse(toApplicant.body.emailedAt)).toBeGreaterThan(Date.parse(earlier));
    expect(await emails(interview.id, 'INTERVIEW_APPLICANT')).toBe(2);
    // The other side keeps its own time until it is sent again too.
    const row = await t.app.db.prisma.interview.findUniqueOrThrow({ where: { id: interview.id } });
    expect(row.applicantEmailedAt?.toISOString()).toBe(toApplicant.body.emailedAt);
    expect(row.interviewersEmailedAt?.toISOString()).toBe(earlier);
    const toPanel = await send(interview.id, 'interviewers');
    expect(toPanel.body).toMatchObject({ sent: 1 });
    expect(await emails(interview.id, 'INTERVIEW_INTERVIEWERS')).toBe(2);
    const step = await t.request('GET', `/api/v1/interview/requisition/${positionId}`, { token: manager });
    expect(step.body.find((r: { id: number }) => r.id === interview.id)).toMatchObject({
      applicantEmailedAt: toApplicant.body.emailedAt,
      interviewersEmailedAt: toPanel.body.emailedAt,
    });
  });

  it('sends once for a double click', async () => {
    const { applicationId } = await make.application(positionId, { firstName: 'Zoë', surName: 'Ðặng' });
    const { body: interview } = await schedule(applicationId, {
      scheduledAt: future(24),
      interviewerIds: [interviewer.id, panelist.id],
    });
    await aMinuteAgo(interview.id);
    for (const [to, template, per] of [
      ['applicant', 'INTERVIEW_APPLICANT', 1],
      ['interviewers', 'INTERVIEW_INTERVIEWERS', 2],
    ] as const) {
      const [a, b] = await Promise.all([send(interview.id, to), send(interview.id, to)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.body.sent, b.body.sent].sort()).toEqual([0, per]);
      expect(a.body.emailedAt).toBe(b.body.emailedAt);
      expect(await emails(interview.id, template)).toBe(2 * per);
    }
  });

  it('emails no interviewers when there are none, and refuses an unknown interview (404) and no SHORTLISTING (403)', async () => {
    const { applicationId } = await make.application(positionId, { firstName: 'Łukasz', surName: 'Żółć' });
    const { body: interview } = await schedule(applicationId, { scheduledAt: future(25) });
    expect(interview.interviewersEmailedAt).toBeNull();
    expect((await send(interview.id, 'interviewers')).body).toEqual({
      sent: 0,
      message: MESSAGES.messageSent,
      emailedAt: null,
    });
    expect((await send(99_999_999, 'applicant')).status).toBe(404);
    expect((await send(interview.id, 'applicant', officer)).status).toBe(403);
  });
});
