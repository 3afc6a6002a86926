// The application record (`/appfrm/{id}`): the applicant's details, the resume and its report,
// reviews, compliance review and the interview steps. Every write that changes a score's input
// rescores in the same transaction.
import {
  type ApplicationStatus,
  applicationExistsMessage,
  CONTACT_UPDATED,
  FILE_MESSAGES,
  isApplicationLocked,
  MESSAGES,
  manualMoves,
  PROFILE_FILL_FIELDS,
  RECORD_HISTORY_LIMIT,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  RESUME_TYPES,
  type ReviewType,
  type TApplicationLock,
  type TApplicationRecord,
  type TApplicationSaved,
  type TComplianceApplication,
  type TCreateProfileResult,
  type TInterviewStep,
  type TResumeReplaced,
  type TResumeReport,
  type TReviews,
  type ZApplicantContactUpdate,
  type ZApplicantInput,
  type ZApplicationCreate,
  type ZApplicationUpdate,
  type ZChangeReview,
  type ZComplianceStatusChange,
  type ZSaveComplianceApplication,
} from '@hr/contracts';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { applicantColumns } from './applicant-columns.js';
import { applicantInclude, requisitionTakingApplications, toApplicant } from './applications.service.js';
import {
  type ContactFacts,
  contactFacts,
  isReadable,
  middleNameIn,
  yearsOfExperience,
} from './resume-facts.js';
import { resumeText } from './resume-text.js';
import { meetsText, mentions, requirementsOf, rescoreApplications, toScoreItem } from './scoring.js';

type Tx = Prisma.TransactionClient;
type ApplicantFields = z.output<typeof ZApplicantInput>;

const personName = (u: { firstName: string | null; lastName: string | null } | null) =>
  u ? [u.firstName, u.lastName].filter(Boolean).join(' ') : null;
const uniqueIds = (ids: readonly number[]) => [...new Set(ids)];

/** Replaces the applicant's link rows (qualifications, lifecycles, skills, computer skills, languages). */
async function writeLinks(tx: Tx, applicantId: number, input: ApplicantFields, replace: boolean) {
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
function refuseBadReference(error: unknown): never {
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
async function lockOf(tx: Tx | Prisma.TransactionClient, applicationId: number, status: string) {
  const interviews = await tx.interview.count({ where: { applicationId } });
  return {
    interviewExists: interviews > 0,
    statusIsNewApplication: status === 'NEW',
  } satisfies TApplicationLock;
}

function refuseLocked(lock: TApplicationLock) {
  if (isApplicationLocked(lock)) {
    throw new AppError(
      'APPLICATION_LOCKED',
      'This application can no longer be edited: an interview exists or it has left New.',
    );
  }
}

export function createApplicationRecordService({
  db,
  storage,
  clock,
}: Pick<ServiceDeps, 'db' | 'storage' | 'clock'>) {
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

  async function report(applicationId: number): Promise<TResumeReport> {
    const app = await prisma.application.findUnique({
      where: { id: applicationId },
      select: { jobPositionId: true, resume: { select: { profileText: true } } },
    });
    if (!app) throw notFound('Application', applicationId);
    const text = app.resume?.profileText ?? '';
    const readable = isReadable(text);
    const [requirements, languages, computerSkills] = await Promise.all([
      prisma.$transaction((tx) => requirementsOf(tx, [app.jobPositionId])),
      prisma.language.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }),
      prisma.computerSkill.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }),
    ]);
    const today = clock();
    const items = requirements.map((r) => toScoreItem(r, meetsText(r, text, today)));
    return {
      applicationId,
      hasResume: app.resume !== null,
      readable,
      wordCount: text ? text.split(/\s+/).length : 0,
      yearsOfExperience: yearsOfExperience(text, today),
      items,
      met: items.filter((i) => i.met).length,
      missing: items.filter((i) => !i.met).length,
      languages: languages.filter((l) => mentions(text, l.name)),
      computerSkills: computerSkills.filter((c) => mentions(text, c.name)),
    };
  }

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
    async get(id: number): Promise<TApplicationRecord> {
      // A fixed number of queries, however many reviews, interviews or history rows there are.
      const app = await prisma.application.findUnique({
        where: { id },
        include: {
          jobPosition: { select: { positionTitle: true } },
          applicant: { include: applicantInclude },
          resume: {
            select: {
              id: true,
              fileId: true,
              createdAt: true,
              profileText: true,
              file: { select: { originalName: true } },
            },
          },
          _count: { select: { interviews: true } },
        },
      });
      if (!app) throw notFound('Application', id);
      const [scores, others, history, auditRows, names] = await Promise.all([
        prisma.applicationScore.findMany({ where: { applicationId: id }, orderBy: { id: 'asc' } }),
        prisma.application.findMany({
          where: { applicantId: app.applicantId, id: { not: id } },
          select: {
            id: true,
            jobPositionId: true,
            status: true,
            jobPosition: { select: { positionTitle: true } },
          },
          orderBy: { id: 'desc' },
        }),
        prisma.applicationStatusHistory.findMany({
          where: { applicationId: id },
          include: { user: { select: { firstName: true, lastName: true } } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: RECORD_HISTORY_LIMIT,
        }),
        prisma.auditEvent.findMany({
          where: { entity: 'application', entityId: String(id) },
          include: { user: { select: { firstName: true, lastName: true } } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: RECORD_HISTORY_LIMIT,
        }),
        prisma.$queryRaw<{ criterion: string; id: number; name: string }[]>`
          SELECT 'QUALIFICATION' AS criterion, id, name FROM ref_qualification
           WHERE id IN (SELECT job_quality_ref_id FROM job_qual_spec WHERE job_position_id = ${app.jobPositionId})
          UNION ALL SELECT 'CERTIFICATION', id, name FROM ref_certification
           WHERE id IN (SELECT job_cert_ref_id FROM job_certification_spec WHERE job_position_id = ${app.jobPositionId})
          UNION ALL SELECT 'WORK_AUTHORIZATION', id, name FROM ref_work_authorization
           WHERE id IN (SELECT work_auth_ref_id FROM work_auth_spec WHERE job_position_id = ${app.jobPositionId})
          UNION ALL SELECT 'SKILL', id, name FROM ref_skill
           WHERE id IN (SELECT skill_type_id FROM job_skill_spec WHERE job_position_id = ${app.jobPositionId})
          UNION ALL SELECT 'EXPERIENCE', s.id, concat_ws(' ', s.min_years || '+ years', i.name, d.name)
            FROM job_experience_spec s LEFT JOIN ref_industry i ON i.id = s.industry_id
            LEFT JOIN ref_industry_discipline d ON d.id = s.industry_discipline_id
           WHERE s.job_position_id = ${app.jobPositionId}`,
      ]);
      const nameOf = new Map(names.map((n) => [`${n.criterion}:${n.id}`, n.name]));
      const status = app.status as ApplicationStatus;
      return {
        id: app.id,
        requisitionId: app.jobPositionId,
        jobPositionId: app.jobPositionId,
        positionTitle: app.jobPosition.positionTitle,
        status,
        allowedStatuses: manualMoves(status),
        profileScore: app.profileScore,
        reviewScore: app.reviewScore,
        missingMandatoryItems: app.missingMandatoryItems,
        applicantSource: app.applicantSource,
        createdAt: app.createdAt.toISOString(),
        resume: app.resume
          ? {
              id: app.resume.id,
              fileId: app.resume.fileId,
              originalName: app.resume.file.originalName,
              createdAt: app.resume.createdAt.toISOString(),
              readable: isReadable(app.resume.profileText),
            }
          : null,
        applicant: toApplicant(app.applicant),
        lock: { interviewExists: app._count.interviews > 0, statusIsNewApplication: status === 'NEW' },
        scores: scores.map((s) => ({
          criterion: s.criterion as TApplicationRecord['scores'][number]['criterion'],
          referenceId: s.referenceId,
          name: nameOf.get(`${s.criterion}:${s.referenceId}`) ?? '',
          weight: s.weight,
          mandatory: s.mandatory,
          met: s.met,
        })),
        otherApplications: others.map((o) => ({
          id: o.id,
          requisitionId: o.jobPositionId,
          positionTitle: o.jobPosition.positionTitle,
          status: o.status,
        })),
        history: history.map((h) => ({
          id: Number(h.id),
          fromStatus: h.fromStatus,
          toStatus: h.toStatus,
          note: h.note,
          userName: personName(h.user),
          createdAt: h.createdAt.toISOString(),
        })),
        audit: auditRows.map((a) => ({
          id: Number(a.id),
          action: a.action,
          fields: a.fields,
          userName: personName(a.user),
          createdAt: a.createdAt.toISOString(),
        })),
      };
    },

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

    /**
     * The new resume of an application. A file with no text to read is kept but flagged; it replaces
     * a readable resume only when `confirm` says the user chose so (409 RESUME_UNREADABLE otherwise).
     */
    async updateResume(
      applicationId: number,
      fileId: number,
      userId: number,
      confirm = false,
    ): Promise<TResumeReplaced> {
      const app = await requireApplication(applicationId);
      const file = await resumeFile(fileId, userId);
      if (!file.readable && !confirm && app.resumeId !== null) {
        const current = await prisma.resume.findUnique({
          where: { id: app.resumeId },
          select: { profileText: true },
        });
        if (isReadable(current?.profileText)) {
          throw new AppError('RESUME_UNREADABLE', RESUME_MESSAGES.unreadable);
        }
      }
      return prisma.$transaction(async (tx) => {
        const resume = await tx.resume.create({
          data: { applicantId: app.applicantId, fileId: file.id, profileText: file.text },
          select: { id: true },
        });
        await tx.application.update({ where: { id: applicationId }, data: { resumeId: resume.id } });
        const replaced = app.resumeId !== null;
        await audit(tx, {
          userId,
          entity: 'application',
          id: applicationId,
          action: replaced ? 'RESUME_REPLACED' : 'RESUME_ADDED',
          details: {
            resumeId: resume.id,
            readable: file.readable,
            ...(replaced ? { previousResumeId: app.resumeId } : {}),
          },
        });
        await rescoreApplications(tx, [applicationId]);
        return {
          resumeId: resume.id,
          fileId: file.id,
          originalName: file.originalName,
          replaced,
          readable: file.readable,
          warning: file.readable ? null : RESUME_MESSAGES.unreadable,
          message: replaced ? MESSAGES.successfullyReplaced : MESSAGES.successfullyUploaded,
        };
      });
    },

    report,

    /**
     * Adds the report's matched qualifications, skills, languages and computer skills to the profile,
     * and fills the applicant's empty middle name, mobile, phone and total experience from the resume
     * (never one that has a value). A resume with no text fills nothing: 409 RESUME_UNREADABLE.
     */
    async createProfile(applicationId: number, userId: number): Promise<TCreateProfileResult> {
      const found = await report(applicationId);
      if (found.hasResume && !found.readable) {
        throw new AppError('RESUME_UNREADABLE', RESUME_MESSAGES.unreadable);
      }
      const text =
        (
          await prisma.application.findUnique({
            where: { id: applicationId },
            select: { resume: { select: { profileText: true } } },
          })
        )?.resume?.profileText ?? '';
      const contact = contactFacts(text);
      return prisma.$transaction(async (tx) => {
        const app = await tx.application.findUniqueOrThrow({
          where: { id: applicationId },
          select: { status: true, applicantId: true },
        });
        refuseLocked(await lockOf(tx, applicationId, app.status));
        const applicantId = app.applicantId;
        const before = toApplicant(
          await tx.applicant.findUniqueOrThrow({ where: { id: applicantId }, include: applicantInclude }),
        );
        const metIds = (criterion: string) =>
          found.items.filter((i) => i.met && i.criterion === criterion && i.referenceId !== null);
        const fresh = <T extends { id: number }>(items: T[], have: number[]) =>
          items.filter((i) => !have.includes(i.id));
        const named = (items: typeof found.items) => items.map((i) => ({ id: i.referenceId!, name: i.name }));
        const added = {
          qualifications: fresh(named(metIds('QUALIFICATION')), before.qualificationIds),
          skills: fresh(named(metIds('SKILL')), before.skillIds),
          languages: fresh(found.languages, before.languageIds),
          computerSkills: fresh(found.computerSkills, before.computerSkillIds),
        };
        await tx.applicantQualification.createMany({
          data: added.qualifications.map((q) => ({ applicantId, qualificationId: q.id })),
          skipDuplicates: true,
        });
        await tx.applicantSkill.createMany({
          data: added.skills.map((s) => ({ applicantId, skillId: s.id })),
          skipDuplicates: true,
        });
        await tx.applicantLanguage.createMany({
          data: added.languages.map((l) => ({ applicantId, languageId: l.id })),
          skipDuplicates: true,
        });
        await tx.applicantComputerSkill.createMany({
          data: added.computerSkills.map((c) => ({ applicantId, computerSkillId: c.id })),
          skipDuplicates: true,
        });
        const fill = profileFill(before, text, contact, found.yearsOfExperience);
        if (Object.keys(fill).length > 0) {
          await tx.applicant.update({ where: { id: applicantId }, data: fill });
        }
        const filled = PROFILE_FILL_FIELDS.filter((field) => field in fill);
        const fields = [
          ...Object.entries(added)
            .filter(([, items]) => items.length > 0)
            .map(([key]) => key),
          ...filled,
        ];
        await audit(tx, {
          userId,
          entity: 'application',
          id: applicationId,
          action: 'PROFILE_FROM_RESUME',
          fields,
        });
        await rescoreApplications(tx, await applicationsOf(tx, applicantId));
        const applicant = toApplicant(
          await tx.applicant.findUniqueOrThrow({ where: { id: applicantId }, include: applicantInclude }),
        );
        return {
          applicant,
          added,
          filled,
          links: { linkedin: contact.linkedin, github: contact.github, website: contact.website },
          message: MESSAGES.successfullyUpdated,
        };
      });
    },

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

    /** The requisition's selection steps with this applicant's state at each (two queries). */
    async interviewSteps(applicationId: number): Promise<TInterviewStep[]> {
      const app = await requireApplication(applicationId);
      const [steps, interviews] = await Promise.all([
        prisma.selectionProcessStep.findMany({
          where: { jobPositionId: app.jobPositionId },
          orderBy: { stepOrder: 'asc' },
        }),
        prisma.interview.findMany({
          where: { applicationId, stepId: { not: null } },
          select: { id: true, stepId: true, status: true, scheduledAt: true, meetsRequirement: true },
          orderBy: { id: 'desc' },
        }),
      ]);
      return steps.map((step) => {
        const mine = interviews.filter((i) => i.stepId === step.id);
        // The live interview of the step wins over cancelled ones; the newest among equals.
        const current = mine.find((i) => i.status !== 'CANCELLED') ?? mine[0] ?? null;
        const state: TInterviewStep['state'] = !current
          ? 'NOT_SCHEDULED'
          : current.meetsRequirement === true
            ? 'PASSED'
            : current.meetsRequirement === false
              ? 'FAILED'
              : current.status === 'CANCELLED'
                ? 'CANCELLED'
                : 'SCHEDULED';
        return {
          stepId: step.id,
          stepOrder: step.stepOrder,
          name: step.name,
          stepType: step.stepType,
          state,
          interviewId: current?.id ?? null,
          scheduledAt: current?.scheduledAt.toISOString() ?? null,
        };
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

/**
 * The applicant's empty fields the resume fills: the middle name its heading gives, its phone (the
 * mobile when that is empty, else the phone when that is and the number differs), and the years of
 * experience it shows. First name, surname and email are required, so never empty.
 */
function profileFill(
  applicant: {
    firstName: string;
    surName: string;
    middleName: string | null;
    mobile: string | null;
    phone: string | null;
    totalExperience: number | null;
  },
  text: string,
  contact: ContactFacts,
  years: number | null,
): { middleName?: string; mobile?: string; phone?: string; totalExperience?: number } {
  const fill: { middleName?: string; mobile?: string; phone?: string; totalExperience?: number } = {};
  const empty = (value: string | null) => value === null || value.trim() === '';
  if (empty(applicant.middleName)) {
    const middle = middleNameIn(text, applicant.firstName, applicant.surName);
    if (middle) fill.middleName = middle;
  }
  if (contact.phone) {
    const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');
    if (empty(applicant.mobile)) fill.mobile = contact.phone;
    else if (empty(applicant.phone) && digits(applicant.mobile) !== digits(contact.phone)) {
      fill.phone = contact.phone;
    }
  }
  // The column holds up to 99.9.
  if (applicant.totalExperience === null && years !== null) fill.totalExperience = Math.min(years, 99.9);
  return fill;
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

export type ApplicationRecordService = ReturnType<typeof createApplicationRecordService>;
