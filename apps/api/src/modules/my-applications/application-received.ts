// The "Application received" email: sent when an application arrives (the careers site's apply
// service calls it once the application is saved). Its link leads to "Your applications": for an
// applicant without a password it carries a one-time registration code tied to the application (the
// letters' registration, purpose APPLICATION); one who has registered already gets the page's plain
// link, where they sign in.
import { MY_APPLICATIONS_PAGE, NOT_FOUND_REASON } from '@hr/contracts';
import { AppError } from '../../lib/app-error.js';
import { hashToken, newToken } from '../../lib/one-time-code.js';
import { orgCompanyName } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

/** How long the registration link works: longer than a letter's, as hiring takes weeks. */
export const APPLICATION_CODE_DAYS = 60;

export type ApplicationReceivedDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'clock'>;

/**
 * Sends the applicant the "Application received" email for this application (recorded in the
 * Outbox, and sent when a mail server is set). Answers the email's id and whether the link is a
 * sign-in (registered applicant) or a registration. 404 when the application is gone.
 */
export async function sendApplicationReceived(
  deps: ApplicationReceivedDeps,
  { applicationId }: { applicationId: number },
): Promise<{ emailId: number; registered: boolean }> {
  const { prisma } = deps.db;
  const now = deps.clock();
  const { code, application } = await prisma.$transaction(async (tx) => {
    const application = await tx.application.findUnique({
      where: { id: applicationId },
      select: {
        id: true,
        jobPosition: { select: { positionTitle: true } },
        applicant: {
          select: {
            email: true,
            firstName: true,
            surName: true,
            userId: true,
            user: { select: { passwordHash: true } },
          },
        },
      },
    });
    if (!application) throw new AppError('NOT_FOUND', NOT_FOUND_REASON);
    const { applicant } = application;
    // Registered: their account, or one with their email (case-insensitive), has a password.
    const registered =
      Boolean(applicant.user?.passwordHash) ||
      (await tx.user.count({
        where: { email: { equals: applicant.email, mode: 'insensitive' }, passwordHash: { not: null } },
      })) > 0;
    // Sent again: only the newest link registers.
    await tx.registrationCode.updateMany({
      where: { applicationId: application.id, purpose: 'APPLICATION', usedAt: null },
      data: { usedAt: now },
    });
    if (registered) return { code: null, application };
    const code = newToken();
    await tx.registrationCode.create({
      data: {
        codeHash: hashToken(code),
        email: applicant.email,
        purpose: 'APPLICATION',
        userId: applicant.userId,
        applicationId: application.id,
        expiresAt: new Date(now.getTime() + APPLICATION_CODE_DAYS * 86_400_000),
      },
    });
    return { code, application };
  });
  const { applicant } = application;
  const link = deps.mailer.link(MY_APPLICATIONS_PAGE, code ? { code } : undefined);
  const sent = await deps.mailer.send({
    templateKey: 'APPLICATION_RECEIVED',
    to: applicant.email,
    values: {
      applicantName: `${applicant.firstName} ${applicant.surName}`.trim(),
      jobTitle: application.jobPosition.positionTitle,
      companyName: await orgCompanyName(prisma),
      link,
    },
    entity: 'application',
    entityId: application.id,
  });
  return { emailId: sent.id, registered: code === null };
}
