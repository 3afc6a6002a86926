// The applicant's details on an application: creating one (HR's form and the careers site), editing
// the details while the lock allows, and correcting the name and phones whatever the lock.
import {
  applicationExistsMessage,
  CONTACT_UPDATED,
  MESSAGES,
  RESUME_MESSAGES,
  type TApplicationSaved,
  type ZApplicantContactUpdate,
  type ZApplicationCreate,
  type ZApplicationUpdate,
} from '@hr/contracts';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { applicantColumns } from './applicant-columns.js';
import {
  createRecordKit,
  lockOf,
  type RecordDeps,
  refuseBadReference,
  refuseLocked,
  writeLinks,
} from './application-record-shared.js';
import { applicantInclude, requisitionTakingApplications, toApplicant } from './applications.service.js';
import { rescoreApplications } from './scoring.js';

export function createApplicationDetailsService(deps: RecordDeps) {
  const { prisma } = deps.db;
  const { resumeFile, applicationsOf, findExisting } = createRecordKit(deps);

  return {
    /**
     * A new application; the applicant is linked by email (ignoring case) when already on file. HR
     * creates them (`userId`); the careers site too, for a visitor (null) with their cover note.
     */
    async create(
      body: z.output<typeof ZApplicationCreate>,
      userId: number | null,
      extra: { coverNote?: string | null } = {},
    ): Promise<TApplicationSaved> {
      const file = body.resumeId === undefined ? null : await resumeFile(body.resumeId, userId);
      return prisma.$transaction(async (tx) => {
        const requisition = await requisitionTakingApplications(tx, body.jobPositionId);
        const existing = await findExisting(tx, body.applicant);
        let applicantId: number;
        if (existing) {
          applicantId = existing.id;
          const duplicate = await tx.application.findUnique({
            where: { jobPositionId_applicantId: { jobPositionId: requisition.id, applicantId } },
            select: { id: true },
          });
          if (duplicate) throw new AppError('APPLICATION_EXISTS', applicationExistsMessage(existing.email));
        } else {
          const created = await tx.applicant
            .create({ data: applicantColumns(body.applicant), select: { id: true } })
            .catch(refuseBadReference);
          applicantId = created.id;
          await writeLinks(tx, applicantId, body.applicant, false).catch(refuseBadReference);
        }
        const resume = file
          ? await tx.resume.create({
              data: { applicantId, fileId: file.id, profileText: file.text },
              select: { id: true },
            })
          : null;
        const application = await tx.application
          .create({
            data: {
              jobPositionId: requisition.id,
              applicantId,
              resumeId: resume?.id ?? null,
              status: 'NEW',
              applicantSource: body.applicant.source ?? null,
              coverNote: extra.coverNote ?? null,
              statusHistory: { create: { fromStatus: null, toStatus: 'NEW', userId } },
            },
            select: { id: true },
          })
          .catch((error: unknown) => {
            if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
              throw new AppError('APPLICATION_EXISTS', applicationExistsMessage(body.applicant.email));
            }
            throw error;
          });
        await audit(tx, {
          userId,
          entity: 'application',
          id: application.id,
          action: 'CREATED',
          details: { linkedExisting: existing !== null },
        });
        if (resume) {
          await audit(tx, {
            userId,
            entity: 'application',
            id: application.id,
            action: 'RESUME_ADDED',
            details: {
              resumeId: resume.id,
              readable: file!.readable,
            },
          });
        }
        await rescoreApplications(tx, [application.id]);
        return {
          applicationId: application.id,
          applicantId,
          linkedExisting: existing !== null,
          // Kept, but flagged: the report cannot use it.
          warning: file && !file.readable ? RESUME_MESSAGES.unreadable : null,
          message: MESSAGES.successfullyCreated,
        };
      });
    },

    async update(
      applicationId: number,
      body: z.output<typeof ZApplicationUpdate>,
      userId: number,
    ): Promise<TApplicationSaved> {
      return prisma.$transaction(async (tx) => {
        const rows = await tx.$queryRaw<{ id: number; status: string; applicantId: number }[]>`
          SELECT id, status, applicant_id AS "applicantId" FROM application WHERE id = ${applicationId} FOR UPDATE`;
        const app = rows[0];
        if (!app) throw notFound('Application', applicationId);
        refuseLocked(await lockOf(tx, applicationId, app.status));
        const before = await tx.applicant.findUniqueOrThrow({
          where: { id: app.applicantId },
          include: applicantInclude,
        });
        await tx.applicant
          .update({ where: { id: app.applicantId }, data: applicantColumns(body.applicant) })
          .catch(refuseBadReference);
        await writeLinks(tx, app.applicantId, body.applicant, true).catch(refuseBadReference);
        const after = toApplicant(
          await tx.applicant.findUniqueOrThrow({ where: { id: app.applicantId }, include: applicantInclude }),
        );
        const old = toApplicant(before);
        // Field names only: the values are personal data.
        const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
          (key) => JSON.stringify(after[key]) !== JSON.stringify(old[key]),
        );
        await audit(tx, {
          userId,
          entity: 'application',
          id: applicationId,
          action: 'UPDATED',
          fields: changed,
        });
        await rescoreApplications(tx, await applicationsOf(tx, app.applicantId));
        return {
          applicationId,
          applicantId: app.applicantId,
          linkedExisting: false,
          message: MESSAGES.successfullyUpdated,
        };
      });
    },

    /**
     * Corrects the applicant's name and phones whatever the lock (an interview, a later status):
     * audited on this application with the names of the fields that changed.
     */
    async updateContact(
      applicationId: number,
      body: z.output<typeof ZApplicantContactUpdate>,
      userId: number,
    ): Promise<TApplicationSaved> {
      return prisma.$transaction(async (tx) => {
        const app = await tx.application.findUnique({
          where: { id: applicationId },
          select: { applicantId: true },
        });
        if (!app) throw notFound('Application', applicationId);
        const contact = {
          title: body.title ?? null,
          firstName: body.firstName,
          middleName: body.middleName ?? null,
          surName: body.surName,
          mobile: body.mobile ?? null,
          phone: body.phone ?? null,
        };
        const before = await tx.applicant.findUniqueOrThrow({
          where: { id: app.applicantId },
          select: {
            title: true,
            firstName: true,
            middleName: true,
            surName: true,
            mobile: true,
            phone: true,
          },
        });
        // Field names only: the values are personal data.
        const changed = (Object.keys(contact) as (keyof typeof contact)[]).filter(
          (key) => contact[key] !== before[key],
        );
        if (changed.length > 0) {
          await tx.applicant.update({ where: { id: app.applicantId }, data: contact });
          await audit(tx, {
            userId,
            entity: 'application',
            id: applicationId,
            action: CONTACT_UPDATED,
            fields: changed,
          });
        }
        return {
          applicationId,
          applicantId: app.applicantId,
          linkedExisting: false,
          message: MESSAGES.successfullyUpdated,
        };
      });
    },
  };
}
