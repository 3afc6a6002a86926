// Interview invitations: the applicant's and each interviewer's email with its .ics invite, and the
// record's "Send again" within the resend window.
import { INTERVIEW_MODE_LABELS, INTERVIEW_RESEND_SECONDS, type InterviewMode } from '@hr/contracts';
import { notFound } from '../../lib/app-error.js';
import { orgTimeZone } from '../../lib/org-settings.js';
import { icsInvite, localInterviewTime } from './calendar.js';
import { type InterviewDeps, type InviteSide, personName } from './interview-shared.js';

export function createInterviewInvites({ db, mailer, clock }: InterviewDeps) {
  const { prisma } = db;

  /**
   * Stamps the side's emailed time. A resend claims it only when the side was not emailed within
   * the resend window (one atomic update, so two clicks at once claim it once); answers whether
   * this call may send.
   */
  async function stampEmailed(interviewId: number, to: InviteSide, now: Date, resend: boolean) {
    const cutoff = new Date(now.getTime() - INTERVIEW_RESEND_SECONDS * 1000);
    const due = (field: 'applicantEmailedAt' | 'interviewersEmailedAt') =>
      resend ? { OR: [{ [field]: null }, { [field]: { lte: cutoff } }] } : {};
    const { count } =
      to === 'applicant'
        ? await prisma.interview.updateMany({
            where: { id: interviewId, ...due('applicantEmailedAt') },
            data: { applicantEmailedAt: now },
          })
        : await prisma.interview.updateMany({
            where: { id: interviewId, ...due('interviewersEmailedAt') },
            data: { interviewersEmailedAt: now },
          });
    return count > 0;
  }

  /**
   * Emails the applicant or each interviewer, each email with the .ics invite, times in the
   * organisation's zone; a refused delivery is recorded by the mailer. Schedule and reschedule send
   * always; a `resend` (the record's buttons) sends nothing when that side was emailed within the
   * window. Answers how many were sent and when the side was last emailed.
   */
  async function sendInvites(
    interviewId: number,
    to: InviteSide,
    { resend = false }: { resend?: boolean } = {},
  ): Promise<{ sent: number; emailedAt: string | null }> {
    const i = await prisma.interview.findUnique({
      where: { id: interviewId },
      include: {
        application: {
          select: {
            applicant: { select: { firstName: true, surName: true, email: true } },
            jobPosition: { select: { positionTitle: true } },
          },
        },
        interviewers: {
          select: { user: { select: { firstName: true, lastName: true, email: true } } },
          orderBy: { userId: 'asc' },
        },
      },
    });
    if (!i) throw notFound('Interview', interviewId);
    const applicant = i.application.applicant;
    const interviewers = i.interviewers.map(({ user }) => ({ name: personName(user), email: user.email }));
    const lastEmailed = async () => {
      const row = await prisma.interview.findUnique({
        where: { id: interviewId },
        select: { applicantEmailedAt: true, interviewersEmailedAt: true },
      });
      const at = to === 'applicant' ? row?.applicantEmailedAt : row?.interviewersEmailedAt;
      return at?.toISOString() ?? null;
    };
    if (to === 'interviewers' && interviewers.length === 0)
      return { sent: 0, emailedAt: await lastEmailed() };
    const now = clock();
    if (!(await stampEmailed(interviewId, to, now, resend)))
      return { sent: 0, emailedAt: await lastEmailed() };

    const timeZone = await orgTimeZone(prisma);
    const applicantName = personName(applicant);
    const jobTitle = i.application.jobPosition.positionTitle ?? '';
    const location = i.location ?? i.meetingLink ?? INTERVIEW_MODE_LABELS[i.mode as InterviewMode] ?? i.mode;
    const common = { applicantName, jobTitle, location, ...localInterviewTime(i.scheduledAt, timeZone) };
    const ics = icsInvite({
      uid: `interview-${i.id}@hireonboard`,
      start: i.scheduledAt,
      durationMinutes: i.durationMinutes,
      timeZone,
      summary: `Interview: ${applicantName}, ${jobTitle}`,
      description: i.notes ?? '',
      location,
      organizer: interviewers[0]?.email ?? applicant.email,
      attendees: [{ name: applicantName, email: applicant.email }, ...interviewers],
      sequence: Math.floor(i.updatedAt.getTime() / 1000),
      now,
    });
    const attachments = [
      { filename: 'interview.ics', contentType: 'text/calendar; method=REQUEST', content: ics },
    ];
    if (to === 'applicant') {
      await mailer.send({
        templateKey: 'INTERVIEW_APPLICANT',
        to: applicant.email,
        values: { ...common, link: mailer.link('/') },
        entity: 'interview',
        entityId: i.id,
        attachments,
      });
      return { sent: 1, emailedAt: now.toISOString() };
    }
    for (const interviewer of interviewers) {
      await mailer.send({
        templateKey: 'INTERVIEW_INTERVIEWERS',
        to: interviewer.email,
        values: { ...common, interviewerName: interviewer.name },
        entity: 'interview',
        entityId: i.id,
        attachments,
      });
    }
    return { sent: interviewers.length, emailedAt: now.toISOString() };
  }

  /** Schedule and reschedule: the invitation goes to both sides, once each. */
  async function notify(interviewId: number) {
    await sendInvites(interviewId, 'applicant');
    await sendInvites(interviewId, 'interviewers');
  }

  return { sendInvites, notify };
}
