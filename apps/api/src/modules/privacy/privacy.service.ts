// Personal data rights (docs/decisions.md, "Personal data rights"): everything held about one
// applicant as a ZIP (data.json plus their files), erasure of an applicant who was not hired (personal
// fields and files gone, applications kept with status, dates and requisition for the statistics), and
// the retention job that erases unsuccessful applicants after the organisation's retention.
import {
  isApplicantOnly,
  joinRoles,
  PRIVACY_MESSAGES,
  type TEraseAnswer,
  UNSUCCESSFUL_APPLICATION_STATUSES,
} from '@hr/contracts';
import JSZip from 'jszip';
import { audit } from '../../db/audit.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { DecryptionError } from '../../lib/crypto.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { applyPipelineEvent } from '../applications/index.js';

type Deps = Pick<ServiceDeps, 'db' | 'storage' | 'clock' | 'crypto'>;

/** The org_setting row of the retention in months (0: never erase automatically). */
export const RETENTION_KEY = 'applicantRetentionMonths';
export const DEFAULT_RETENTION_MONTHS = 24;

/** Months after which an unsuccessful applicant is erased (0: never); the careers site's notice says it. */
export async function applicantRetentionMonths(prisma: Pick<PrismaClient, 'orgSetting'>): Promise<number> {
  const row = await prisma.orgSetting.findUnique({
    where: { key: RETENTION_KEY },
    select: { value: true },
  });
  const months = row ? Number.parseInt(row.value, 10) : DEFAULT_RETENTION_MONTHS;
  return Number.isFinite(months) && months >= 0 ? months : DEFAULT_RETENTION_MONTHS;
}

const HIRED_STATUSES = ['HIRED'];

/** "•••••789": the last three characters only, as the employee record shows sensitive fields. */
function masked(value: string | null): string | null {
  if (!value) return null;
  return `${'•'.repeat(Math.max(3, value.length - 3))}${value.slice(-3)}`;
}

/** A name safe inside the ZIP: the stored (already sanitised) name without separators. */
const zipName = (fileId: number, originalName: string) =>
  `files/${fileId}-${originalName.replace(/[\\/]/g, '_')}`;

export function createPrivacyService(deps: Deps) {
  const { prisma } = deps.db;

  function decryptMasked(stored: string | null): string | null {
    if (!stored) return null;
    try {
      return masked(deps.crypto.decrypt(stored));
    } catch (error) {
      if (error instanceof DecryptionError) return '•••';
      throw error;
    }
  }

  const retentionMonths = () => applicantRetentionMonths(prisma);

  async function loadApplicant(id: number) {
    const applicant = await prisma.applicant.findUnique({
      where: { id },
      include: {
        industry: { select: { name: true } },
        discipline: { select: { name: true } },
        qualifications: { select: { qualification: { select: { name: true } } } },
        skills: { select: { skill: { select: { name: true } } } },
        computerSkills: { select: { computerSkill: { select: { name: true } } } },
        languages: { select: { language: { select: { name: true } } } },
        lifecycles: { select: { lifecycle: { select: { name: true } } } },
        user: { select: { id: true, email: true, roles: { select: { role: { select: { name: true } } } } } },
        resumes: { include: { file: true } },
        applications: {
          orderBy: { id: 'asc' },
          include: {
            jobPosition: { select: { id: true, positionTitle: true } },
            statusHistory: { orderBy: { createdAt: 'asc' } },
            reviews: { select: { reviewType: true, createdAt: true } },
            interviews: { include: { feedback: true } },
            offerLetter: { include: { compliance: { include: { applicantFile: true } } } },
            contractLetter: { include: { compliance: { include: { applicantFile: true } } } },
            complianceApplications: true,
          },
        },
      },
    });
    if (!applicant) throw notFound('Applicant', id);
    return applicant;
  }
  type Loaded = Awaited<ReturnType<typeof loadApplicant>>;

  /** The files linked to the applicant's records: resumes and letter compliance uploads. */
  function attachedFilesOf(applicant: Loaded) {
    const byId = new Map<
      number,
      { id: number; storageKey: string; originalName: string; mimeType: string }
    >();
    for (const resume of applicant.resumes) byId.set(resume.file.id, resume.file);
    for (const application of applicant.applications) {
      for (const letter of [application.offerLetter, application.contractLetter]) {
        for (const item of letter?.compliance ?? [])
          if (item.applicantFile) byId.set(item.applicantFile.id, item.applicantFile);
      }
    }
    return byId;
  }

  /**
   * Every uploaded file of the applicant, for erasure: the attached ones and whatever their own
   * applicant account uploaded (linked or not yet).
   */
  async function filesOf(applicant: Loaded) {
    const byId = attachedFilesOf(applicant);
    if (applicant.user && isApplicantOnly(joinRoles(applicant.user.roles.map((r) => r.role.name)))) {
      const own = await prisma.uploadedFile.findMany({ where: { uploadedById: applicant.user.id } });
      for (const file of own) byId.set(file.id, file);
    }
    return [...byId.values()];
  }

  /** The employee records made from the applicant's applications: plain parts, sensitive ones masked. */
  async function employeesOf(applicationIds: number[]) {
    const employees = await prisma.employee.findMany({
      where: { applicationId: { in: applicationIds } },
      include: {
        department: { select: { name: true } },
        positionType: { select: { name: true } },
        personalDetails: true,
        addresses: true,
        contacts: true,
        superannuationFund: true,
        bankDetail: true,
        taxDetail: true,
        disability: true,
        driversLicense: true,
        statusHistory: { orderBy: { createdAt: 'asc' } },
      },
    });
    return employees.map((employee) => ({
      id: employee.id,
      employeeCode: employee.employeeCode,
      applicationId: employee.applicationId,
      department: employee.department?.name ?? null,
      positionType: employee.positionType?.name ?? null,
      employmentStartDate: employee.employmentStartDate,
      status: employee.status,
      personalDetails: employee.personalDetails,
      addresses: employee.addresses,
      contacts: employee.contacts,
      superannuationFund: employee.superannuationFund,
      bankDetail: employee.bankDetail && {
        accountName: employee.bankDetail.accountName,
        bankName: employee.bankDetail.bankName,
        bsb: employee.bankDetail.bsb,
        accountNumber: employee.bankDetail.accountLast4
          ? `•••${employee.bankDetail.accountLast4.slice(-3)}`
          : decryptMasked(employee.bankDetail.accountNumberEnc),
      },
      taxDetail: employee.taxDetail && {
        taxFileNumber: decryptMasked(employee.taxDetail.taxFileNumberEnc),
        residencyStatus: employee.taxDetail.residencyStatus,
        taxFreeThreshold: employee.taxDetail.taxFreeThreshold,
        studyLoanDebt: employee.taxDetail.studyLoanDebt,
      },
      disability: employee.disability && {
        hasDisability: employee.disability.hasDisability,
        details: decryptMasked(employee.disability.detailsEnc),
      },
      driversLicense: employee.driversLicense && {
        licenseNumber: decryptMasked(employee.driversLicense.licenseNumberEnc),
        state: employee.driversLicense.state,
        licenseClass: employee.driversLicense.licenseClass,
        expiryDate: employee.driversLicense.expiryDate,
      },
      statusHistory: employee.statusHistory.map(({ id: _id, employeeId: _e, userId: _u, ...row }) => row),
    }));
  }

  /** Whether the applicant became an employee: then HR keeps the data, and erasure is refused. */
  async function wasHired(applicant: Loaded) {
    if (applicant.applications.some((application) => HIRED_STATUSES.includes(application.status)))
      return true;
    const employee = await prisma.employee.findFirst({
      where: {
        OR: [
          { applicationId: { in: applicant.applications.map((application) => application.id) } },
          ...(applicant.userId ? [{ userId: applicant.userId }] : []),
        ],
      },
      select: { id: true },
    });
    return employee !== null;
  }

  /** Removes the personal data; `userId` null for the retention job. Answers the storage keys to remove. */
  async function eraseRows(applicant: Loaded, userId: number | null, action: 'ERASE' | 'RETENTION_ERASE') {
    const files = await filesOf(applicant);
    const applicationIds = applicant.applications.map((application) => application.id);
    const offerIds = applicant.applications.flatMap((a) => (a.offerLetter ? [a.offerLetter.id] : []));
    const contractIds = applicant.applications.flatMap((a) =>
      a.contractLetter ? [a.contractLetter.id] : [],
    );
    const fileIds = files.map((file) => file.id);
    const now = deps.clock();
    await prisma.$transaction(async (tx) => {
      // An erased applicant's open applications end (Withdrawn, their open letters withdrawn).
      for (const applicationId of applicationIds)
        await applyPipelineEvent(tx, applicationId, 'APPLICANT_ERASED', userId);
      // Letters keep status and dates; their text, signature and the answer's address go.
      const letterText = {
        body: '',
        bodyTemplate: null,
        responseComment: null,
        signatureName: null,
        responseIp: null,
        responseUserAgent: null,
        jobTitle: '',
        salary: null,
      };
      await tx.offerLetterCompliance.updateMany({
        where: { offerLetterId: { in: offerIds } },
        data: { applicantFileId: null },
      });
      await tx.contractLetterCompliance.updateMany({
        where: { contractLetterId: { in: contractIds } },
        data: { applicantFileId: null },
      });
      await tx.offerLetter.updateMany({ where: { id: { in: offerIds } }, data: letterText });
      await tx.contractLetter.updateMany({ where: { id: { in: contractIds } }, data: letterText });
      // The versions as sent keep their hashes (a returned copy still does not match anything new),
      // not their text or the signer's address; the signed PDFs are the account's files, removed below.
      await tx.letterVersion.updateMany({
        where: { OR: [{ offerLetterId: { in: offerIds } }, { contractLetterId: { in: contractIds } }] },
        data: { content: '', signerEmail: null },
      });
      await tx.registrationCode.deleteMany({
        where: {
          OR: [
            { offerLetterId: { in: offerIds } },
            { contractLetterId: { in: contractIds } },
            { email: applicant.email },
          ],
        },
      });
      await tx.application.updateMany({ where: { id: { in: applicationIds } }, data: { resumeId: null } });
      await tx.resume.deleteMany({ where: { applicantId: applicant.id } });
      await tx.applicationStatusHistory.updateMany({
        where: { applicationId: { in: applicationIds } },
        data: { note: null },
      });
      await tx.interview.updateMany({
        where: { applicationId: { in: applicationIds } },
        data: { notes: null, location: null, meetingLink: null },
      });
      await tx.interviewFeedback.updateMany({
        where: { interview: { applicationId: { in: applicationIds } } },
        data: { comments: null },
      });
      await tx.complianceApplication.updateMany({
        where: { applicationId: { in: applicationIds } },
        data: { note: null },
      });
      await tx.outboundEmail.deleteMany({
        where: { toAddress: { equals: applicant.email, mode: 'insensitive' } },
      });
      await tx.applicantQualification.deleteMany({ where: { applicantId: applicant.id } });
      await tx.applicantSkill.deleteMany({ where: { applicantId: applicant.id } });
      await tx.applicantComputerSkill.deleteMany({ where: { applicantId: applicant.id } });
      await tx.applicantLanguage.deleteMany({ where: { applicantId: applicant.id } });
      await tx.applicantLifecycle.deleteMany({ where: { applicantId: applicant.id } });
      // The applicant's own sign-in goes with them; a staff account that also applied only unlinks.
      const user = applicant.user;
      if (user && isApplicantOnly(joinRoles(user.roles.map((r) => r.role.name)))) {
        await tx.userSession.deleteMany({ where: { userId: user.id } });
        await tx.user.update({
          where: { id: user.id },
          data: {
            email: `erased-user-${user.id}@erased.invalid`,
            firstName: 'Erased',
            lastName: 'user',
            passwordHash: null,
            active: false,
          },
        });
      }
      await tx.applicant.update({
        where: { id: applicant.id },
        data: {
          userId: null,
          title: null,
          firstName: 'Erased',
          middleName: null,
          surName: `applicant ${applicant.id}`,
          email: `erased-${applicant.id}@erased.invalid`,
          mobile: null,
          phone: null,
          totalExperience: null,
          currentSalary: null,
          expectedSalary: null,
          minExperience: null,
          maxExperience: null,
          currentSalOption: null,
          expectedSalOption: null,
          dateReceived: null,
          cvReference: null,
          cvNotes: null,
          reference: null,
          erasedAt: now,
        },
      });
      await tx.uploadedFile.deleteMany({ where: { id: { in: fileIds } } });
      await audit(tx, {
        userId,
        entity: 'Applicant',
        id: applicant.id,
        action,
        details: { applications: applicationIds.length, files: fileIds.length },
      });
    });
    // The rows are gone first: a failed removal leaves unreachable bytes, never a row without them.
    for (const file of files) await deps.storage.remove(file.storageKey);
    return files.length;
  }

  return {
    async exportApplicant(id: number, userId: number): Promise<Buffer> {
      const applicant = await loadApplicant(id);
      // Only what their records hold: an upload nothing links is no part of their file (and is
      // removed a day after its upload).
      const files = [...attachedFilesOf(applicant).values()];
      const applicationIds = applicant.applications.map((application) => application.id);
      const data = {
        exportedAt: deps.clock().toISOString(),
        applicant: {
          id: applicant.id,
          title: applicant.title,
          firstName: applicant.firstName,
          middleName: applicant.middleName,
          surName: applicant.surName,
          email: applicant.email,
          mobile: applicant.mobile,
          phone: applicant.phone,
          totalExperience: applicant.totalExperience,
          currentSalary: applicant.currentSalary,
          expectedSalary: applicant.expectedSalary,
          industry: applicant.industry?.name ?? null,
          discipline: applicant.discipline?.name ?? null,
          dateReceived: applicant.dateReceived,
          cvReference: applicant.cvReference,
          cvNotes: applicant.cvNotes,
          reference: applicant.reference,
          source: applicant.source,
          qualifications: applicant.qualifications.map((row) => row.qualification.name),
          skills: applicant.skills.map((row) => row.skill.name),
          computerSkills: applicant.computerSkills.map((row) => row.computerSkill.name),
          languages: applicant.languages.map((row) => row.language.name),
          lifecycles: applicant.lifecycles.map((row) => row.lifecycle.name),
          account: applicant.user ? { email: applicant.user.email } : null,
          erasedAt: applicant.erasedAt,
          createdAt: applicant.createdAt,
          updatedAt: applicant.updatedAt,
        },
        resumes: applicant.resumes.map((resume) => ({
          id: resume.id,
          file: zipName(resume.file.id, resume.file.originalName),
          profileText: resume.profileText,
          createdAt: resume.createdAt,
        })),
        applications: applicant.applications.map((application) => ({
          id: application.id,
          requisition: application.jobPosition,
          status: application.status,
          source: application.applicantSource,
          createdAt: application.createdAt,
          updatedAt: application.updatedAt,
          statusHistory: application.statusHistory.map((row) => ({
            fromStatus: row.fromStatus,
            toStatus: row.toStatus,
            note: row.note,
            at: row.createdAt,
          })),
          reviews: application.reviews,
          interviews: application.interviews.map((interview) => ({
            scheduledAt: interview.scheduledAt,
            durationMinutes: interview.durationMinutes,
            mode: interview.mode,
            location: interview.location,
            status: interview.status,
            meetsRequirement: interview.meetsRequirement,
            feedback: interview.feedback.map((row) => ({
              rating: row.rating,
              recommendation: row.recommendation,
              comments: row.comments,
              scorecard: row.scorecard,
            })),
          })),
          offerLetter: application.offerLetter && letterExport(application.offerLetter),
          contractLetter: application.contractLetter && letterExport(application.contractLetter),
          compliance: application.complianceApplications.map((row) => ({
            status: row.status,
            note: row.note,
            createdAt: row.createdAt,
          })),
        })),
        employees: await employeesOf(applicationIds),
        files: files.map((file) => ({
          id: file.id,
          name: file.originalName,
          type: file.mimeType,
          path: zipName(file.id, file.originalName),
        })),
      };
      const zip = new JSZip();
      zip.file('data.json', JSON.stringify(data, null, 2));
      for (const file of files) {
        const stream = await deps.storage.get(file.storageKey);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk));
        zip.file(zipName(file.id, file.originalName), Buffer.concat(chunks));
      }
      await audit(prisma, {
        userId,
        entity: 'Applicant',
        id,
        action: 'EXPORT',
        details: { applications: applicationIds.length, files: files.length },
      });
      return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    },

    async erase(id: number, confirmEmail: string, userId: number): Promise<TEraseAnswer> {
      const applicant = await loadApplicant(id);
      if (applicant.erasedAt) throw new AppError('ALREADY_ERASED', PRIVACY_MESSAGES.alreadyErased);
      if (confirmEmail.toLowerCase() !== applicant.email.toLowerCase())
        throw new AppError('VALIDATION_FAILED', PRIVACY_MESSAGES.confirmEmailMismatch, {
          confirmEmail: PRIVACY_MESSAGES.confirmEmailMismatch,
        });
      if (await wasHired(applicant)) throw new AppError('APPLICANT_HIRED', PRIVACY_MESSAGES.hired);
      const filesRemoved = await eraseRows(applicant, userId, 'ERASE');
      return { message: PRIVACY_MESSAGES.erased, filesRemoved };
    },

    /**
     * The retention job: applicants not yet erased whose every application ended unsuccessfully and
     * whose last activity (applicant, application or status change) is older than the retention.
     */
    async eraseExpired(): Promise<number> {
      const months = await retentionMonths();
      if (months === 0) return 0;
      const { rows } = await deps.db.pool.query<{ id: number }>(
        `SELECT a.id FROM applicant a
          WHERE a.erased_at IS NULL
            AND EXISTS (SELECT 1 FROM application p WHERE p.applicant_id = a.id)
            AND NOT EXISTS (SELECT 1 FROM application p WHERE p.applicant_id = a.id AND p.status <> ALL($1::text[]))
            AND NOT EXISTS (SELECT 1 FROM employee e JOIN application p ON p.id = e.application_id WHERE p.applicant_id = a.id)
            AND GREATEST(
                  a.updated_at,
                  (SELECT max(p.updated_at) FROM application p WHERE p.applicant_id = a.id),
                  (SELECT max(h.created_at) FROM application_status_history h JOIN application p ON p.id = h.application_id
                    WHERE p.applicant_id = a.id)
                ) < $2::timestamptz - make_interval(months => $3)
          ORDER BY a.id
          LIMIT 500`,
        [[...UNSUCCESSFUL_APPLICATION_STATUSES], deps.clock(), months],
      );
      for (const { id } of rows) await eraseRows(await loadApplicant(id), null, 'RETENTION_ERASE');
      return rows.length;
    },

    async settings() {
      return { retentionMonths: await retentionMonths() };
    },

    async saveSettings(retentionMonths: number, userId: number) {
      const value = String(retentionMonths);
      await prisma.$transaction([
        prisma.orgSetting.upsert({
          where: { key: RETENTION_KEY },
          create: { key: RETENTION_KEY, value },
          update: { value, updatedAt: deps.clock() },
        }),
        audit(prisma, {
          userId,
          entity: 'OrgSetting',
          id: RETENTION_KEY,
          action: 'UPDATE',
          fields: ['retentionMonths'],
          details: { retentionMonths },
        }),
      ]);
      return { message: PRIVACY_MESSAGES.settingsSaved, data: { retentionMonths } };
    },
  };
}

type LetterForExport = {
  status: string;
  jobTitle: string;
  salary: unknown;
  startDate: Date | null;
  body: string;
  sentAt: Date | null;
  respondedAt: Date | null;
  responseComment: string | null;
  signatureName: string | null;
  compliance: { name: string; applicantFile: { id: number; originalName: string } | null }[];
};

function letterExport(letter: LetterForExport) {
  return {
    status: letter.status,
    jobTitle: letter.jobTitle,
    salary: letter.salary,
    startDate: letter.startDate,
    body: letter.body,
    sentAt: letter.sentAt,
    respondedAt: letter.respondedAt,
    responseComment: letter.responseComment,
    signatureName: letter.signatureName,
    compliance: letter.compliance.map((item) => ({
      name: item.name,
      file: item.applicantFile && zipName(item.applicantFile.id, item.applicantFile.originalName),
    })),
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
