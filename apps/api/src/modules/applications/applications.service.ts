// Candidates of a requisition: the applicant object and adding a candidate (the list is
// application-list.ts, status changes application-status.service.ts).
import {
  applicationExistsMessage,
  dayOfDate,
  MESSAGES,
  PHONE_MATCH_MIN_DIGITS,
  PHONE_MATCHES_LIMIT,
  phoneDigits,
  REQUISITION_FINAL_STATUSES,
  type TAddCandidateResult,
  type TApplicant,
  type TPhoneCheckAnswer,
  type ZAddCandidate,
  type ZPhoneCheck,
} from '@hr/contracts';
import type { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { refuseWhileAwaitingApproval } from '../requisition-core/index.js';
import { applicantColumns } from './applicant-columns.js';
import { rescoreApplications } from './scoring.js';

type Tx = Prisma.TransactionClient;
const num = (value: Prisma.Decimal | null): number | null => (value === null ? null : Number(value));

export const applicantInclude = {
  qualifications: { select: { qualificationId: true } },
  lifecycles: { select: { lifecycleId: true } },
  skills: { select: { skillId: true } },
  computerSkills: { select: { computerSkillId: true } },
  languages: { select: { languageId: true } },
} as const;

type ApplicantWithLinks = Prisma.ApplicantGetPayload<{ include: typeof applicantInclude }>;

export function toApplicant(a: ApplicantWithLinks): TApplicant {
  return {
    id: a.id,
    title: a.title,
    firstName: a.firstName,
    middleName: a.middleName,
    surName: a.surName,
    email: a.email,
    mobile: a.mobile,
    phone: a.phone,
    totalExperience: num(a.totalExperience),
    currentSalary: num(a.currentSalary),
    expectedSalary: num(a.expectedSalary),
    minExperience: num(a.minExperience),
    maxExperience: num(a.maxExperience),
    currentSalOption: a.currentSalOption,
    expectedSalOption: a.expectedSalOption,
    disciplineId: a.disciplineId,
    industryId: a.industryId,
    dateReceived: a.dateReceived ? dayOfDate(a.dateReceived) : null,
    cvReference: a.cvReference,
    cvNotes: a.cvNotes,
    reference: a.reference,
    source: a.source,
    qualificationIds: a.qualifications.map((q) => q.qualificationId).sort((x, y) => x - y),
    lifecycleIds: a.lifecycles.map((l) => l.lifecycleId).sort((x, y) => x - y),
    skillIds: a.skills.map((s) => s.skillId).sort((x, y) => x - y),
    computerSkillIds: a.computerSkills.map((c) => c.computerSkillId).sort((x, y) => x - y),
    languageIds: a.languages.map((l) => l.languageId).sort((x, y) => x - y),
  };
}

/**
 * The requisition a new application goes to: 404 when it does not exist, 409 when it is closed or
 * still awaiting approval (the one rule for add-candidate and the record's create).
 */
export async function requisitionTakingApplications(
  tx: Tx,
  id: number,
): Promise<{ id: number; status: string }> {
  const requisition = await tx.jobPosition.findUnique({ where: { id }, select: { id: true, status: true } });
  if (!requisition) throw notFound('Job requisition', id);
  if ((REQUISITION_FINAL_STATUSES as readonly string[]).includes(requisition.status)) {
    throw new AppError('REQUISITION_CLOSED', 'This requisition is closed for new candidates.');
  }
  refuseWhileAwaitingApproval(requisition.status);
  return requisition;
}

export function createApplicationService({ db }: Pick<ServiceDeps, 'db'>) {
  const { prisma } = db;

  return {
    async applicant(id: number): Promise<TApplicant> {
      const found = await prisma.applicant.findUnique({ where: { id }, include: applicantInclude });
      if (!found) throw notFound('Applicant', id);
      return toApplicant(found);
    },

    /**
     * Applicants other than the one with this email whose mobile or phone has the same digits: the
     * adding form's warning. Both columns are looked up on their digit indexes (migration
     * 20261127100000_applicant_phone_digits).
     */
    async phoneCheck(body: z.output<typeof ZPhoneCheck>): Promise<TPhoneCheckAnswer> {
      const phones = [...new Set(body.phones.map(phoneDigits))].filter(
        (digits) => digits.length >= PHONE_MATCH_MIN_DIGITS,
      );
      if (phones.length === 0) return { matches: [] };
      const rows = await prisma.$queryRaw<{ applicantId: number; name: string; email: string }[]>`
        SELECT id AS "applicantId", email,
               first_name || ' ' || coalesce(middle_name || ' ', '') || sur_name AS name
          FROM applicant
         WHERE (regexp_replace(mobile, '\\D', '', 'g') = ANY(${phones}::text[])
             OR regexp_replace(phone, '\\D', '', 'g') = ANY(${phones}::text[]))
           AND lower(email) <> lower(${body.email ?? ''})
           AND erased_at IS NULL
         ORDER BY id
         LIMIT ${PHONE_MATCHES_LIMIT}`;
      return { matches: rows };
    },

    /** Creates or reuses the applicant (email unique) and an application in NEW, in one transaction. */
    addCandidate(body: z.output<typeof ZAddCandidate>, userId: number | null): Promise<TAddCandidateResult> {
      return prisma.$transaction(async (tx) => {
        const requisition = await requisitionTakingApplications(tx, body.requisitionId);
        const applicant = await resolveApplicant(tx, body);
        const existing = await tx.application.findUnique({
          where: { jobPositionId_applicantId: { jobPositionId: requisition.id, applicantId: applicant.id } },
          select: { id: true },
        });
        if (existing) throw new AppError('APPLICATION_EXISTS', applicationExistsMessage(applicant.email));
        // A concurrent add of the same applicant meets the unique key: the same answer as above.
        const application = await tx.application
          .create({
            data: {
              jobPositionId: requisition.id,
              applicantId: applicant.id,
              status: 'NEW',
              applicantSource: applicant.source,
              statusHistory: { create: { fromStatus: null, toStatus: 'NEW', userId } },
            },
            select: { id: true },
          })
          .catch((error: unknown) => {
            if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
              throw new AppError('APPLICATION_EXISTS', applicationExistsMessage(applicant.email));
            }
            throw error;
          });
        await rescoreApplications(tx, [application.id]);
        return {
          applicationId: application.id,
          applicantId: applicant.id,
          status: 'NEW' as const,
          message: MESSAGES.successfullyCreated,
        };
      });
    },
  };
}

async function resolveApplicant(
  tx: Tx,
  body: z.output<typeof ZAddCandidate>,
): Promise<{ id: number; email: string; source: string | null }> {
  const select = { id: true, email: true, source: true } as const;
  if (body.applicantId !== undefined) {
    const found = await tx.applicant.findUnique({ where: { id: body.applicantId }, select });
    if (!found) throw notFound('Applicant', body.applicantId);
    return found;
  }
  const input = body.applicant!;
  const existing = await tx.applicant.findFirst({
    where: { email: { equals: input.email, mode: 'insensitive' } },
    select,
  });
  if (existing) return existing;
  const links = <K extends string>(ids: number[], key: K) => ({
    create: [...new Set(ids)].map((id) => ({ [key]: id }) as Record<K, number>),
  });
  try {
    return await tx.applicant.create({
      data: {
        ...applicantColumns(input),
        qualifications: links(input.qualificationIds, 'qualificationId'),
        lifecycles: links(input.lifecycleIds, 'lifecycleId'),
        skills: links(input.skillIds, 'skillId'),
        computerSkills: links(input.computerSkillIds, 'computerSkillId'),
        languages: links(input.languageIds, 'languageId'),
      },
      select,
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003') {
      throw new AppError('VALIDATION_FAILED', 'A referenced item does not exist.', {
        applicant: 'Unknown reference id',
      });
    }
    throw error;
  }
}
