// "Your applications": the signed-in applicant's own applications (identity is the email,
// case-insensitive, or the applicant record linked to their account), each with its stage in
// plain words, and their withdrawal. Answers carry nothing HR-only (scores, notes, reviewers).
import {
  APPLICANT_STAGE_WORDS,
  applicantStage,
  applicantWithdrawalRefusal,
  dayInZone,
  MY_APPLICATIONS_MESSAGES,
  type TMyApplication,
  type TMyApplications,
  type TMyWithdrawal,
} from '@hr/contracts';
import { audit } from '../../db/audit.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError } from '../../lib/app-error.js';
import { orgTimeZone } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { applyPipelineEvent, lockApplicationStatus } from '../applications/index.js';

type Tx = Prisma.TransactionClient;

const notFound = () => new AppError('NOT_FOUND', MY_APPLICATIONS_MESSAGES.notFound);

const ROW = {
  id: true,
  status: true,
  createdAt: true,
  jobPosition: { select: { positionTitle: true } },
} as const;

export function createMyApplicationsService({ db }: Pick<ServiceDeps, 'db'>) {
  const { prisma } = db;

  /** The caller's applications: their linked applicant record, or any applicant with their email. */
  async function ownedBy(tx: Tx, userId: number): Promise<Prisma.ApplicationWhereInput> {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true } });
    if (!user) throw notFound();
    return {
      applicant: {
        OR: [{ userId }, { email: { equals: user.email.trim(), mode: 'insensitive' } }],
      },
    };
  }

  /** The applications among these that the applicant withdrew themselves (a move they made). */
  async function withdrawnByThem(tx: Tx, userId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await tx.applicationStatusHistory.findMany({
      where: { applicationId: { in: ids }, toStatus: 'WITHDRAWN', userId },
      select: { applicationId: true },
    });
    return new Set(rows.map((row) => row.applicationId));
  }

  function answerOf(
    row: { id: number; status: string; createdAt: Date; jobPosition: { positionTitle: string } },
    zone: string,
    byThem: boolean,
  ): TMyApplication {
    const stage = applicantStage(row.status, byThem);
    return {
      id: row.id,
      positionTitle: row.jobPosition.positionTitle,
      appliedOn: dayInZone(row.createdAt, zone),
      stage,
      stageWords: APPLICANT_STAGE_WORDS[stage],
      canWithdraw: applicantWithdrawalRefusal(row.status) === null,
    };
  }

  return {
    async list(userId: number): Promise<TMyApplications> {
      const rows = await prisma.application.findMany({
        where: await ownedBy(prisma, userId),
        select: ROW,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      const [zone, mine] = await Promise.all([
        orgTimeZone(prisma),
        withdrawnByThem(
          prisma,
          userId,
          rows.filter((row) => row.status === 'WITHDRAWN').map((row) => row.id),
        ),
      ]);
      return { applications: rows.map((row) => answerOf(row, zone, mine.has(row.id))) };
    },

    /**
     * The applicant withdraws their application: the pipeline's APPLICANT_WITHDREW event (history
     * row by them, open letters withdrawn by the status trigger) and an audit event, in one
     * transaction. Another person's application answers 404; a closed one 409 with why.
     */
    async withdraw(userId: number, applicationId: number, ip: string): Promise<TMyWithdrawal> {
      const row = await prisma.$transaction(async (tx) => {
        const owned = await tx.application.findFirst({
          where: { id: applicationId, ...(await ownedBy(tx, userId)) },
          select: { id: true },
        });
        if (!owned) throw notFound();
        const from = await lockApplicationStatus(tx, applicationId);
        const refusal = applicantWithdrawalRefusal(from);
        if (refusal) throw new AppError('STATUS_MOVE_REFUSED', refusal);
        await applyPipelineEvent(
          tx,
          applicationId,
          'APPLICANT_WITHDREW',
          userId,
          MY_APPLICATIONS_MESSAGES.withdrawnNote,
        );
        await audit(tx, {
          userId,
          entity: 'application',
          id: applicationId,
          action: 'APPLICANT_WITHDREW',
          details: { from, ip: ip.slice(0, 64) },
        });
        return tx.application.findUniqueOrThrow({ where: { id: applicationId }, select: ROW });
      });
      const zone = await orgTimeZone(prisma);
      return { message: MY_APPLICATIONS_MESSAGES.withdrawn, application: answerOf(row, zone, true) };
    },
  };
}
