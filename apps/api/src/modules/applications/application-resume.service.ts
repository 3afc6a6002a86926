// The application's resume: replacing it, its report against the requisition, and filling the
// applicant's profile from it. Every write rescores in the same transaction.
import {
  MESSAGES,
  PROFILE_FILL_FIELDS,
  RESUME_MESSAGES,
  type TCreateProfileResult,
  type TResumeReplaced,
  type TResumeReport,
} from '@hr/contracts';
import { audit } from '../../db/audit.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { createRecordKit, lockOf, type RecordDeps, refuseLocked } from './application-record-shared.js';
import { applicantInclude, toApplicant } from './applications.service.js';
import {
  type ContactFacts,
  contactFacts,
  isReadable,
  middleNameIn,
  yearsOfExperience,
} from './resume-facts.js';
import { meetsText, mentions, requirementsOf, rescoreApplications, toScoreItem } from './scoring.js';

export function createApplicationResumeService(deps: RecordDeps) {
  const { db, clock } = deps;
  const { prisma } = db;
  const { resumeFile, requireApplication, applicationsOf } = createRecordKit(deps);

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

  return {
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
  };
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
