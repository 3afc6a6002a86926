// Candidates of a requisition: the applicant object, the requisition's applications as a list,
// adding a candidate, and status changes through the one transition table of the contracts.
import {
  type ApplicationStatus,
  applicationExistsMessage,
  CANDIDATE_FILTERS,
  type Criteria,
  canMoveApplication,
  MESSAGES,
  NOT_FOUND_REASON,
  REQUISITION_FINAL_STATUSES,
  refusedMoveMessage,
  type TAddCandidateResult,
  type TApplicant,
  type TCandidateRow,
  type TChangeStatusBulkResult,
  type TChangeStatusResult,
  type ZAddCandidate,
  type ZCandidateCriteria,
  type ZChangeStatus,
  type ZChangeStatusBulk,
} from '@hr/contracts';
import type { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ExportHeaders } from '../../lib/list-export.js';
import { filterColumns, type ListDefinition, likePattern, runCriteria } from '../../lib/list-query.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { refuseWhileAwaitingApproval } from '../requisition-core/index.js';

type Tx = Prisma.TransactionClient;
const num = (value: Prisma.Decimal | null): number | null => (value === null ? null : Number(value));
const money = (column: string) => `${column}::float8`;

/** The candidates (applications) of one requisition. */
export function candidateList(requisitionId: number): ListDefinition {
  const name = `concat_ws(' ', ap.first_name, ap.middle_name, ap.sur_name)`;
  return {
    from: 'application a JOIN applicant ap ON ap.id = a.applicant_id',
    where: `a.job_position_id = ${Number(requisitionId)}`,
    select: {
      id: 'a.id',
      applicantId: 'a.applicant_id',
      applicantName: name,
      applicantEmail: 'ap.email',
      status: 'a.status',
      profileScore: 'a.profile_score',
      reviewScore: 'a.review_score',
      applicantSource: 'a.applicant_source',
      currentSalary: money('ap.current_salary'),
      expectedSalary: money('ap.expected_salary'),
      totalExperience: money('ap.total_experience'),
      createdAt: `to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    },
    sortable: {
      id: 'a.id',
      applicantId: 'a.applicant_id',
      applicantName: `lower(ap.sur_name || ' ' || ap.first_name)`,
      applicantEmail: 'ap.email',
      status: 'a.status',
      profileScore: 'a.profile_score',
      reviewScore: 'a.review_score',
      applicantSource: 'a.applicant_source',
      currentSalary: 'ap.current_salary',
      expectedSalary: 'ap.expected_salary',
      totalExperience: 'ap.total_experience',
      createdAt: 'a.created_at',
    },
    search: (term, param) => {
      const like = param(likePattern(term));
      return `${name} ILIKE ${like} OR ap.email ILIKE ${like} OR a.status ILIKE ${like}`;
    },
    filters: filterColumns(CANDIDATE_FILTERS, {
      id: 'a.id',
      applicantId: 'a.applicant_id',
      applicantName: name,
      applicantEmail: 'ap.email',
      status: 'a.status',
      profileScore: 'a.profile_score',
      reviewScore: 'a.review_score',
      applicantSource: 'a.applicant_source',
      currentSalary: 'ap.current_salary',
      expectedSalary: 'ap.expected_salary',
      totalExperience: 'ap.total_experience',
    }),
    tieBreaker: 'a.id',
  };
}

/** The candidate list's XLSX columns. */
export const CANDIDATE_EXPORT_HEADERS: ExportHeaders = {
  id: 'Application id',
  applicantId: 'Applicant id',
  applicantName: 'Name',
  applicantEmail: 'Email',
  status: 'Status',
  profileScore: 'Profile score',
  reviewScore: 'Review score',
  applicantSource: 'Source',
  currentSalary: 'Current salary',
  expectedSalary: 'Expected salary',
  totalExperience: 'Total experience',
  createdAt: 'Applied',
};

const applicantInclude = {
  qualifications: { select: { qualificationId: true } },
  lifecycles: { select: { lifecycleId: true } },
  skills: { select: { skillId: true } },
  computerSkills: { select: { computerSkillId: true } },
  languages: { select: { languageId: true } },
} as const;

type ApplicantWithLinks = Prisma.ApplicantGetPayload<{ include: typeof applicantInclude }>;

function toApplicant(a: ApplicantWithLinks): TApplicant {
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
    dateReceived: a.dateReceived ? a.dateReceived.toISOString().slice(0, 10) : null,
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

/** Locks the applications and moves every one the table allows; the rest are reported with why. */
async function moveApplications(
  tx: Tx,
  ids: readonly number[],
  to: ApplicationStatus,
  userId: number | null,
  note: string | undefined,
): Promise<TChangeStatusBulkResult> {
  const unique = [...new Set(ids)];
  const rows = await tx.$queryRaw<{ id: number; status: string }[]>`
    SELECT id, status FROM application WHERE id = ANY(${unique}::int[]) ORDER BY id FOR UPDATE`;
  const current = new Map(rows.map((row) => [row.id, row.status]));
  const result: TChangeStatusBulkResult = { moved: [], notMoved: [] };
  for (const id of unique) {
    const from = current.get(id);
    if (from === undefined) result.notMoved.push({ id, status: null, reason: NOT_FOUND_REASON });
    else if (!canMoveApplication(from, to)) {
      result.notMoved.push({ id, status: from, reason: refusedMoveMessage(from, to) });
    } else result.moved.push({ id, from, to });
  }
  if (result.moved.length > 0) {
    const movedIds = result.moved.map((m) => m.id);
    await tx.application.updateMany({ where: { id: { in: movedIds } }, data: { status: to } });
    await tx.applicationStatusHistory.createMany({
      data: result.moved.map((m) => ({
        applicationId: m.id,
        fromStatus: m.from,
        toStatus: to,
        userId,
        note: note || null,
      })),
    });
  }
  return result;
}

export function createApplicationService({ db }: Pick<ServiceDeps, 'db'>) {
  const { prisma } = db;

  /** The list of a requisition's candidates; 404 when the requisition does not exist. */
  async function requisitionCandidates(requisitionId: number): Promise<ListDefinition> {
    const exists = await prisma.jobPosition.findUnique({
      where: { id: requisitionId },
      select: { id: true },
    });
    if (!exists) throw notFound('Job requisition', requisitionId);
    return candidateList(requisitionId);
  }

  return {
    async applicant(id: number): Promise<TApplicant> {
      const found = await prisma.applicant.findUnique({ where: { id }, include: applicantInclude });
      if (!found) throw notFound('Applicant', id);
      return toApplicant(found);
    },

    candidateList: requisitionCandidates,

    async criteria(requisitionId: number, body: Criteria<typeof ZCandidateCriteria>) {
      return runCriteria<TCandidateRow>(db.pool, await requisitionCandidates(requisitionId), body);
    },

    /** Creates or reuses the applicant (email unique) and an application in NEW, in one transaction. */
    addCandidate(body: z.output<typeof ZAddCandidate>, userId: number | null): Promise<TAddCandidateResult> {
      return prisma.$transaction(async (tx) => {
        const requisition = await tx.jobPosition.findUnique({
          where: { id: body.requisitionId },
          select: { id: true, status: true },
        });
        if (!requisition) throw notFound('Job requisition', body.requisitionId);
        if ((REQUISITION_FINAL_STATUSES as readonly string[]).includes(requisition.status)) {
          throw new AppError('REQUISITION_CLOSED', 'This requisition is closed for new candidates.');
        }
        refuseWhileAwaitingApproval(requisition.status);
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
        return {
          applicationId: application.id,
          applicantId: applicant.id,
          status: 'NEW' as const,
          message: MESSAGES.successfullyCreated,
        };
      });
    },

    async changeStatus(
      body: z.output<typeof ZChangeStatus>,
      userId: number | null,
    ): Promise<TChangeStatusResult> {
      const result = await prisma.$transaction((tx) =>
        moveApplications(tx, [body.applicationId], body.status, userId, body.note),
      );
      const refused = result.notMoved[0];
      if (refused) {
        if (refused.status === null) throw new AppError('NOT_FOUND', NOT_FOUND_REASON);
        throw new AppError('STATUS_MOVE_REFUSED', refused.reason);
      }
      const moved = result.moved[0]!;
      return { ...moved, message: MESSAGES.successfullyUpdated };
    },

    changeStatusBulk(body: z.output<typeof ZChangeStatusBulk>, userId: number | null) {
      return prisma.$transaction((tx) =>
        moveApplications(tx, body.applicationIds, body.status, userId, body.note),
      );
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
        title: input.title ?? null,
        firstName: input.firstName,
        middleName: input.middleName ?? null,
        surName: input.surName,
        email: input.email,
        mobile: input.mobile ?? null,
        phone: input.phone ?? null,
        totalExperience: input.totalExperience ?? null,
        currentSalary: input.currentSalary ?? null,
        expectedSalary: input.expectedSalary ?? null,
        minExperience: input.minExperience ?? null,
        maxExperience: input.maxExperience ?? null,
        currentSalOption: input.currentSalOption ?? null,
        expectedSalOption: input.expectedSalOption ?? null,
        industryId: input.industryId ?? null,
        disciplineId: input.disciplineId ?? null,
        dateReceived: input.dateReceived ? new Date(`${input.dateReceived}T00:00:00Z`) : null,
        cvReference: input.cvReference ?? null,
        cvNotes: input.cvNotes ?? null,
        reference: input.reference ?? null,
        source: input.source ?? null,
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
