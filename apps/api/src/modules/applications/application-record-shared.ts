// What the application record's use cases share: the deps, the applicant's link rows, the lock of
// spec section 4, a resume file's checks and the lookups each use case starts from. The use cases
// are application-read (the record, interview steps), application-details (create, update, contact),
// application-resume (replace, report, profile from resume) and application-review (reviews,
// compliance review).
import {
  FILE_MESSAGES,
  isApplicationLocked,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  RESUME_TYPES,
  type TApplicationLock,
  type ZApplicantInput,
} from '@hr/contracts';
import type { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { isReadable } from './resume-facts.js';
import { resumeText } from './resume-text.js';

export type RecordDeps = Pick<ServiceDeps, 'db' | 'storage' | 'clock'>;
export type Tx = Prisma.TransactionClient;
export type ApplicantFields = z.output<typeof ZApplicantInput>;

export const personName = (u: { firstName: string | null; lastName: string | null } | null) =>
  u ? [u.firstName, u.lastName].filter(Boolean).join(' ') : null;
export const uniqueIds = (ids: readonly number[]) => [...new Set(ids)];

/** Replaces the applicant's link rows (qualifications, lifecycles, skills, computer skills, languages). */
export async function writeLinks(tx: Tx, applicantId: number, input: ApplicantFields, replace: boolean) {
  if (replace) {
    // One statement at a time: a transaction runs on one connection.
    await tx.applicantQualification.deleteMany({ where: { applicantId } });
    await tx.applicantLifecycle.deleteMany({ where: { applicantId } });
    await tx.applicantSkill.deleteMany({ where: { applicantId } });
    await tx.applicantComputerSkill.deleteMany({ where: { applicantId } });
    await tx.applicantLanguage.deleteMany({ where: { applicantId } });
  }
  await tx.applicantQualification.createMany({
    data: uniqueIds(input.qualificationIds).map((qualificationId) => ({ applicantId, qualificationId })),
  });
  await tx.applicantLifecycle.createMany({
    data: uniqueIds(input.lifecycleIds).map((lifecycleId) => ({ applicantId, lifecycleId })),
  });
  await tx.applicantSkill.createMany({
    data: uniqueIds(input.skillIds).map((skillId) => ({ applicantId, skillId })),
  });
  await tx.applicantComputerSkill.createMany({
    data: uniqueIds(input.computerSkillIds).map((computerSkillId) => ({ applicantId, computerSkillId })),
  });
  await tx.applicantLanguage.createMany({
    data: uniqueIds(input.languageIds).map((languageId) => ({ applicantId, languageId })),
  });
}

/** A reference id that does not exist (foreign key) or an email another applicant has: 400 / 409. */
export function refuseBadReference(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2003') {
      throw new AppError('INVALID_REFERENCE', 'A referenced item does not exist.', {
        applicant: 'Unknown reference id',
      });
    }
    if (error.code === 'P2002') {
      throw new AppError('DUPLICATE', 'Another applicant already has this email.', {
        'applicant.email': 'Another applicant already has this email',
      });
    }
  }
  throw error;
}

/** The lock of spec section 4: details are read-only once an interview exists or the status left NEW. */
export async function lockOf(tx: Tx | Prisma.TransactionClient, applicationId: number, status: string) {
  const interviews = await tx.interview.count({ where: { applicationId } });
  return {
    interviewExists: interviews > 0,
    statusIsNewApplication: status === 'NEW',
  } satisfies TApplicationLock;
}

export function refuseLocked(lock: TApplicationLock) {
  if (isApplicationLocked(lock)) {
    throw new AppError(
      'APPLICATION_LOCKED',
      'This application can no longer be edited: an interview exists or it has left New.',
    );
  }
}

/** The lookups the use cases start from, over the module's deps. */
export function createRecordKit({ db, storage }: RecordDeps) {
  const { prisma } = db;

  /**
   * A file the caller uploaded, as a resume: PDF or DOCX by its sniffed type, within the size limit.
   * A careers site visitor (null) names the file their own request just stored.
   */
  async function resumeFile(fileId: number, userId: number | null) {
    const file = await prisma.uploadedFile.findUnique({
      where: { id: fileId },
      select: {
        id: true,
        uploadedById: true,
        mimeType: true,
        size: true,
        storageKey: true,
        originalName: true,
      },
    });
    // Someone else's upload answers as a missing one (as the file download does).
    if (!file || file.uploadedById !== userId) throw notFound('File', fileId);
    if (!(RESUME_TYPES as readonly string[]).includes(file.mimeType)) {
      throw new AppError('UNSUPPORTED_FILE_TYPE', RESUME_MESSAGES.unsupportedType);
    }
    if (file.size > RESUME_MAX_BYTES) {
      throw new AppError('FILE_TOO_LARGE', FILE_MESSAGES.tooLarge(RESUME_MAX_BYTES / 1024 / 1024));
    }
    const text = await resumeText(await storage.get(file.storageKey), file.mimeType);
    return { ...file, text, readable: isReadable(text) };
  }

  async function requireApplication(id: number) {
    const found = await prisma.application.findUnique({
      where: { id },
      select: { id: true, status: true, applicantId: true, jobPositionId: true, resumeId: true },
    });
    if (!found) throw notFound('Application', id);
    return found;
  }

  /** Every application of the applicant: a profile change moves all their scores. */
  const applicationsOf = async (tx: Tx, applicantId: number) =>
    (await tx.application.findMany({ where: { applicantId }, select: { id: true } })).map((a) => a.id);

  /**
   * The applicant this input names: the one with the same email, ignoring case. Never by phone:
   * people share phones (families, agencies, switchboards), so a shared number is only the form's
   * warning (`applicant/phone-check`).
   */
  async function findExisting(tx: Tx, input: ApplicantFields) {
    const rows = await tx.$queryRaw<{ id: number; email: string }[]>`
      SELECT id, email FROM applicant WHERE lower(email) = lower(${input.email}) LIMIT 1`;
    return rows[0] ?? null;
  }

  return { resumeFile, requireApplication, applicationsOf, findExisting };
}
