// Publishing a requisition on the careers site (JOB_POSTING): only while approved and open, with an
// optional closing day (the organisation's today or later) and public text. Unpublishing keeps when it
// was published, so its page then answers 410 rather than 404. Both are in the requisition's audit log.
import {
  CAREERS_MESSAGES,
  CAREERS_SITE,
  dateOfDay,
  dayOfDate,
  PUBLISHABLE_STATUSES,
  type TPublication,
  type ZPublishRequisition,
} from '@hr/contracts';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { orgToday } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { diffFields, recordAudit, type Tx } from '../requisition-core/index.js';

const SELECT = {
  id: true,
  positionTitle: true,
  status: true,
  endDate: true,
  jobDescription: true,
  published: true,
  publishedAt: true,
  closingDate: true,
  publicDescription: true,
} as const;

const STATE_WORDS: Record<string, string> = {
  CD: CAREERS_MESSAGES.closed,
  CN: CAREERS_MESSAGES.cancelled,
  CO: CAREERS_MESSAGES.completed,
};

/** Why this requisition cannot be on the site now, or null when it can. */
export function refusalOf(row: { status: string; endDate: Date | null }, today: string): string | null {
  const why = STATE_WORDS[row.status];
  if (why) return CAREERS_MESSAGES.notPublishable(why);
  if (!(PUBLISHABLE_STATUSES as readonly string[]).includes(row.status))
    return CAREERS_MESSAGES.notPublishable(CAREERS_MESSAGES.notApproved);
  if (row.endDate && dayOfDate(row.endDate) < today)
    return CAREERS_MESSAGES.notPublishable(CAREERS_MESSAGES.expired);
  return null;
}

const AUDITED = ['published', 'closingDate', 'publicDescription'] as const;
type Row = Prisma.JobPositionGetPayload<{ select: typeof SELECT }>;

export function createPublicationService({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>) {
  const { prisma } = db;

  async function load(id: number) {
    const row = await prisma.jobPosition.findUnique({ where: { id }, select: SELECT });
    if (!row) throw notFound('Job requisition', id);
    return row;
  }

  /** The publication's change, saved and written in the requisition's audit log. */
  async function saveAudited(
    tx: Tx,
    before: Row,
    userId: number,
    data: Prisma.JobPositionUpdateInput,
  ): Promise<Row> {
    const after = await tx.jobPosition.update({ where: { id: before.id }, data, select: SELECT });
    await recordAudit(
      tx,
      { userId },
      {
        jobPositionId: before.id,
        action: 'UPDATE',
        entity: 'Careers site',
        entityId: before.id,
        changes: diffFields(before, after, AUDITED),
      },
    );
    return after;
  }

  function toPublication(row: Row, today: string): TPublication {
    const reason = refusalOf(row, today);
    return {
      published: row.published,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      closingDate: row.closingDate ? dayOfDate(row.closingDate) : null,
      publicDescription: row.publicDescription,
      jobDescription: row.jobDescription,
      url: row.published ? CAREERS_SITE.position(row.id, row.positionTitle) : null,
      publishable: reason === null,
      reason,
    };
  }

  return {
    async get(id: number): Promise<TPublication> {
      return toPublication(await load(id), await orgToday(prisma, clock()));
    },

    async publish(id: number, body: z.output<typeof ZPublishRequisition>, userId: number) {
      const today = await orgToday(prisma, clock());
      if (body.closingDate && body.closingDate < today) {
        throw new AppError('VALIDATION_FAILED', CAREERS_MESSAGES.closingDatePast, {
          closingDate: CAREERS_MESSAGES.closingDatePast,
        });
      }
      const saved = await prisma.$transaction(async (tx) => {
        // Locked: a status move in between cannot slip a closed requisition onto the site.
        await tx.$queryRaw`SELECT id FROM job_position WHERE id = ${id} FOR UPDATE`;
        const before = await tx.jobPosition.findUnique({ where: { id }, select: SELECT });
        if (!before) throw notFound('Job requisition', id);
        const refusal = refusalOf(before, today);
        if (refusal) throw new AppError('REQUISITION_NOT_PUBLISHABLE', refusal);
        return saveAudited(tx, before, userId, {
          published: true,
          // Republishing after a pause keeps its first day: the feed's and JSON-LD's datePosted.
          publishedAt: before.published && before.publishedAt ? before.publishedAt : clock(),
          closingDate: body.closingDate ? dateOfDay(body.closingDate) : null,
          publicDescription: body.publicDescription ?? null,
        });
      });
      return { message: CAREERS_MESSAGES.published, data: toPublication(saved, today) };
    },

    async unpublish(id: number, userId: number) {
      const today = await orgToday(prisma, clock());
      const saved = await prisma.$transaction(async (tx) => {
        const before = await tx.jobPosition.findUnique({ where: { id }, select: SELECT });
        if (!before) throw notFound('Job requisition', id);
        return saveAudited(tx, before, userId, { published: false });
      });
      return { message: CAREERS_MESSAGES.unpublished, data: toPublication(saved, today) };
    },
  };
}
