// Reading the application record (`/appfrm/{id}`) and its interview steps.
import {
  type ApplicationStatus,
  manualMoves,
  RECORD_HISTORY_LIMIT,
  type TApplicationRecord,
  type TInterviewStep,
} from '@hr/contracts';
import { notFound } from '../../lib/app-error.js';
import { createRecordKit, personName, type RecordDeps } from './application-record-shared.js';
import { applicantInclude, toApplicant } from './applications.service.js';
import { isReadable } from './resume-facts.js';

export function createApplicationReadService(deps: RecordDeps) {
  const { prisma } = deps.db;
  const { requireApplication } = createRecordKit(deps);

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
}
