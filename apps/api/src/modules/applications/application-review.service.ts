// Reviews of an application (one per reviewer, rescored on change) and its compliance review.
import type {
  ReviewType,
  TComplianceApplication,
  TReviews,
  ZChangeReview,
  ZComplianceStatusChange,
  ZSaveComplianceApplication,
} from '@hr/contracts';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { notFound } from '../../lib/app-error.js';
import { createRecordKit, personName, type RecordDeps } from './application-record-shared.js';
import { rescoreApplications } from './scoring.js';

export function createApplicationReviewService(deps: RecordDeps) {
  const { prisma } = deps.db;
  const { requireApplication } = createRecordKit(deps);

  async function reviews(applicationId: number): Promise<TReviews> {
    const app = await prisma.application.findUnique({
      where: { id: applicationId },
      select: {
        reviewScore: true,
        reviews: {
          include: { user: { select: { firstName: true, lastName: true } } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        },
      },
    });
    if (!app) throw notFound('Application', applicationId);
    return {
      applicationId,
      reviewScore: app.reviewScore,
      reviews: app.reviews.map((r) => ({
        id: r.id,
        userId: r.userId,
        userName: personName(r.user),
        reviewType: r.reviewType as ReviewType,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  return {
    reviews,

    /** The caller's review (one per reviewer, replaced on change); rescored in the same transaction. */
    async changeReview(body: z.output<typeof ZChangeReview>, userId: number): Promise<TReviews> {
      await requireApplication(body.applicationId);
      await prisma.$transaction(async (tx) => {
        await tx.applicationReview.upsert({
          where: { applicationId_userId: { applicationId: body.applicationId, userId } },
          create: { applicationId: body.applicationId, userId, reviewType: body.reviewTypeEnum },
          update: { reviewType: body.reviewTypeEnum, createdAt: new Date() },
        });
        await audit(tx, {
          userId,
          entity: 'application',
          id: body.applicationId,
          action: 'REVIEWED',
          fields: ['reviewType'],
          details: {
            reviewType: body.reviewTypeEnum,
          },
        });
        await rescoreApplications(tx, [body.applicationId]);
      });
      return reviews(body.applicationId);
    },

    async compliance(applicationId: number): Promise<TComplianceApplication | null> {
      await requireApplication(applicationId);
      const row = await prisma.complianceApplication.findFirst({
        where: { applicationId },
        orderBy: { id: 'desc' },
      });
      return row ? toCompliance(row, await reviewerName(row.reviewedById)) : null;
    },

    async saveCompliance(
      applicationId: number,
      body: z.output<typeof ZSaveComplianceApplication>,
      userId: number,
    ): Promise<TComplianceApplication> {
      await requireApplication(applicationId);
      const row = await prisma.$transaction(async (tx) => {
        const current = await tx.complianceApplication.findFirst({
          where: { applicationId },
          orderBy: { id: 'desc' },
          select: { id: true },
        });
        const saved = current
          ? await tx.complianceApplication.update({
              where: { id: current.id },
              data: { note: body.note ?? null },
            })
          : await tx.complianceApplication.create({ data: { applicationId, note: body.note ?? null } });
        await audit(tx, {
          userId,
          entity: 'application',
          id: applicationId,
          action: 'COMPLIANCE_SAVED',
          fields: ['note'],
        });
        return saved;
      });
      return toCompliance(row, await reviewerName(row.reviewedById));
    },

    async changeComplianceStatus(body: z.output<typeof ZComplianceStatusChange>, userId: number) {
      const found = await prisma.complianceApplication.findUnique({
        where: { id: body.id },
        select: { applicationId: true },
      });
      if (!found) throw notFound('Compliance application', body.id);
      return prisma.$transaction(async (tx) => {
        const row = await tx.complianceApplication.update({
          where: { id: body.id },
          data: {
            status: body.status,
            ...(body.note === undefined ? {} : { note: body.note }),
            reviewedById: userId,
            reviewedAt: new Date(),
          },
          select: { id: true, status: true },
        });
        await audit(tx, {
          userId,
          entity: 'application',
          id: found.applicationId,
          action: 'COMPLIANCE_STATUS',
          fields: ['status'],
          details: {
            status: body.status,
          },
        });
        return row;
      });
    },
  };

  async function reviewerName(userId: number | null) {
    if (userId === null) return null;
    return personName(
      await prisma.user.findUnique({ where: { id: userId }, select: { firstName: true, lastName: true } }),
    );
  }
}

function toCompliance(
  row: Prisma.ComplianceApplicationGetPayload<object>,
  reviewedBy: string | null,
): TComplianceApplication {
  return {
    id: row.id,
    applicationId: row.applicationId,
    status: row.status,
    note: row.note,
    reviewedBy,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
