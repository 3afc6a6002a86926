// The requisition form: job position, location, financial, the six specification tables,
// compliance documents, regulatory items, summary, lock, clone and delete. Every change runs in one
// Prisma transaction that locks the requisition row, refuses locked requisitions, records the audit
// rows and refreshes the stored progress.
import {
  dateOfDay,
  dayOfDate,
  END_DATE_AFTER_TODAY,
  REQUISITION_STEPS,
  type TAuditLogEntry,
  type TComplianceDocument,
  type TComplianceDocumentInput,
  type TFinancial,
  type TFinancialInput,
  type TJobPosition,
  type TJobPositionInput,
  type TLocation,
  type TLocationInput,
  type TPositionRegulatory,
  type TProgressSummary,
  type TRequisitionCheck,
  type TRequisitionSummary,
  ZComplianceDocumentInput,
  ZFinancialInput,
  ZJobPositionInput,
  ZLocationInput,
} from '@hr/contracts';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import type { Database } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { orgToday } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  type AuditContext,
  checkCompleteness,
  diffFields,
  lockState,
  moveRequisitionStatus,
  recordAudit,
  refreshProgressIn,
  type Tx,
} from '../requisition-core/index.js';

const toDate = (value: string | null | undefined) =>
  value ? dateOfDay(value) : value === null ? null : undefined;
const dayText = (value: Date | null) => (value ? dayOfDate(value) : null);

const POSITION_FIELDS = [
  'positionTitle',
  'jobDescription',
  'numberOfPositions',
  'requestDate',
  'startDate',
  'endDate',
  'positionTypeId',
  'departmentId',
  'industryId',
  'disciplineId',
  'applicationTypeId',
  'priority',
  'hiringManagerId',
] as const;
const LOCATION_FIELDS = [
  'countryId',
  'cityId',
  'address',
  'remote',
  'distance',
  'mandatory',
  'weight',
] as const;
const FINANCIAL_FIELDS = [
  'compensationFrom',
  'compensationTo',
  'currency',
  'salaryOption',
  'budgetCode',
  'mandatory',
  'weight',
] as const;
const COMPLIANCE_FIELDS = ['name', 'description', 'source', 'mandatory'] as const;

type PositionRecord = Prisma.JobPositionGetPayload<object>;

export function toJobPosition(row: PositionRecord): TJobPosition {
  return {
    id: row.id,
    positionTitle: row.positionTitle,
    jobDescription: row.jobDescription,
    numberOfPositions: row.numberOfPositions,
    requestDate: dayText(row.requestDate),
    startDate: dayText(row.startDate),
    endDate: dayText(row.endDate),
    positionTypeId: row.positionTypeId,
    departmentId: row.departmentId,
    industryId: row.industryId,
    disciplineId: row.disciplineId,
    applicationTypeId: row.applicationTypeId,
    priority: row.priority,
    status: row.status,
    progress: row.progress,
    hiringManagerId: row.hiringManagerId,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toLocation = (row: Prisma.JobLocationGetPayload<object>): TLocation => ({ ...row });
const toFinancial = (row: Prisma.JobFinancialGetPayload<object>): TFinancial => ({
  ...row,
  compensationFrom: row.compensationFrom.toNumber(),
  compensationTo: row.compensationTo.toNumber(),
  salaryOption: row.salaryOption as TFinancial['salaryOption'],
});
const toCompliance = (row: Prisma.ComplianceDocumentGetPayload<object>): TComplianceDocument => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Saves the one row of a kind a requisition has (its location, its financial data) and audits the
 * fields that changed, as a CREATE the first time and an UPDATE after.
 */
async function auditedUpsert<Row extends { id: number }>(
  tx: Tx,
  context: AuditContext,
  jobPositionId: number,
  entity: string,
  fields: readonly string[],
  row: { find: () => Promise<Row | null>; upsert: () => Promise<Row> },
): Promise<Row> {
  const before = await row.find();
  const after = await row.upsert();
  await recordAudit(tx, context, {
    jobPositionId,
    action: before ? 'UPDATE' : 'CREATE',
    entity,
    entityId: after.id,
    changes: diffFields(before, after, fields),
  });
  return after;
}

/**
 * Locks the requisition row for the transaction: 404 when missing, 409 when edits are locked
 * (unless `allowLocked` says this change may go ahead anyway).
 */
async function lockForChange(tx: Tx, id: number, allowLocked?: (tx: Tx) => Promise<boolean>): Promise<void> {
  const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
    'SELECT id FROM job_position WHERE id = $1 FOR UPDATE',
    id,
  );
  if (rows.length === 0) throw notFound('Job requisition', id);
  const lock = await lockState(tx, id);
  if (lock.locked && !(await allowLocked?.(tx))) {
    throw new AppError(
      'REQUISITION_LOCKED',
      'This requisition is locked: an interview exists or an application has moved on from NEW.',
    );
  }
}

/** Foreign key failures inside the form mean a reference id that does not exist: a 400. */
function explainReference(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003') {
    const constraint = String(error.meta?.field_name ?? error.meta?.constraint ?? '');
    throw new AppError('INVALID_REFERENCE', 'A referenced record does not exist.', {
      [constraint || 'body']: 'does not exist',
    });
  }
  throw error;
}

/**
 * Removes a requisition and what belongs only to it (its tables, selection steps, approvals,
 * comments, audit rows: all cascade) in one transaction; 409 while it has applications.
 */
/**
 * Deletes a requisition and what belongs only to it. Its own audit log goes with it (cascade), so
 * the deletion itself is recorded in `audit_event`, which outlives the requisition.
 */
export async function deleteRequisition(
  prisma: Database['prisma'],
  id: number,
  userId: number | null,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRawUnsafe<
      { applications: number; position_title: string; status: string; progress: string }[]
    >(
      `SELECT jp.position_title, jp.status, jp.progress,
              (SELECT count(*)::int FROM application a WHERE a.job_position_id = jp.id) AS applications
         FROM job_position jp WHERE jp.id = $1 FOR UPDATE`,
      id,
    );
    const found = rows[0];
    if (!found) throw notFound('Job requisition', id);
    if (found.applications > 0) {
      throw new AppError(
        'REQUISITION_HAS_APPLICATIONS',
        `Job requisition ${id} has ${found.applications} application(s) and cannot be deleted.`,
      );
    }
    await tx.jobPosition.delete({ where: { id } });
    await audit(tx, {
      userId,
      entity: 'JobPosition',
      id,
      action: 'DELETE',
      details: { positionTitle: found.position_title, status: found.status, progress: found.progress },
    });
  });
}

export function createJobPositionService({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>) {
  // The organisation's today (its zone), as the DATE columns hold it.
  const today = async (tx: Pick<Tx, 'orgSetting'>) => orgToday(tx, clock());
  const prisma = db.prisma;

  /** Runs one change of requisition `id` (locked, audited, progress refreshed) in one transaction. */
  async function change<T>(
    id: number,
    work: (tx: Tx) => Promise<T>,
    allowLocked?: (tx: Tx) => Promise<boolean>,
  ): Promise<T> {
    try {
      return await prisma.$transaction(async (tx) => {
        await lockForChange(tx, id, allowLocked);
        const result = await work(tx);
        await refreshProgressIn(tx, id);
        return result;
      });
    } catch (error) {
      return explainReference(error);
    }
  }

  async function requirePosition(id: number): Promise<PositionRecord> {
    const row = await prisma.jobPosition.findUnique({ where: { id } });
    if (!row) throw notFound('Job requisition', id);
    return row;
  }

  function positionData(input: z.output<typeof ZJobPositionInput>) {
    return {
      positionTitle: input.positionTitle,
      jobDescription: input.jobDescription ?? null,
      numberOfPositions: input.numberOfPositions,
      startDate: toDate(input.startDate) as Date,
      endDate: toDate(input.endDate) as Date,
      positionTypeId: input.positionTypeId,
      departmentId: input.departmentId,
      industryId: input.industryId ?? null,
      disciplineId: input.disciplineId ?? null,
      applicationTypeId: input.applicationTypeId ?? null,
      priority: input.priority,
      hiringManagerId: input.hiringManagerId ?? null,
    };
  }

  return {
    lockState: (id: number) => requirePosition(id).then(() => lockState(prisma, id)),

    /** `POST /job_position/{id}/status`: one manual transition of the table, audited with its reason. */
    moveStatus: (context: AuditContext, id: number, to: string, reason?: string) =>
      prisma.$transaction((tx) => moveRequisitionStatus(tx, context, id, to, { reason })),

    async get(id: number): Promise<TJobPosition> {
      return toJobPosition(await requirePosition(id));
    },

    async create(context: AuditContext, raw: TJobPositionInput): Promise<{ id: number }> {
      const input = ZJobPositionInput.parse(raw);
      try {
        return await prisma.$transaction(async (tx) => {
          const row = await tx.jobPosition.create({
            data: {
              ...positionData(input),
              requestDate: toDate(input.requestDate) ?? dateOfDay(await today(tx)),
              status: 'DR',
              progress: 'IN_PROGRESS',
              createdById: context.userId,
            },
          });
          await recordAudit(tx, context, {
            jobPositionId: row.id,
            action: 'CREATE',
            entity: 'JobPosition',
            entityId: row.id,
            changes: diffFields(null, row, POSITION_FIELDS),
          });
          await refreshProgressIn(tx, row.id);
          return { id: row.id };
        });
      } catch (error) {
        return explainReference(error);
      }
    },

    /**
     * Replaces the position form. New dates alone (extending an expired requisition) are not a
     * position edit: they go through under the lock. A changed end date must be after today.
     */
    update(context: AuditContext, id: number, raw: TJobPositionInput): Promise<{ id: number }> {
      const input = ZJobPositionInput.parse(raw);
      const positionDataOf = () => {
        const data = positionData(input);
        return input.requestDate === undefined ? data : { ...data, requestDate: toDate(input.requestDate) };
      };
      const onlyDates = async (tx: Tx) => {
        const before = await tx.jobPosition.findUniqueOrThrow({ where: { id } });
        return diffFields(before, { ...before, ...positionDataOf() }, POSITION_FIELDS).every(
          (c) => c.field === 'startDate' || c.field === 'endDate',
        );
      };
      return change(
        id,
        async (tx) => {
          const before = await tx.jobPosition.findUniqueOrThrow({ where: { id } });
          const data = positionDataOf();
          const [endDate] = diffFields(before, data, ['endDate']);
          if (endDate?.newValue && endDate.newValue <= (await today(tx))) {
            throw new AppError('VALIDATION_FAILED', END_DATE_AFTER_TODAY, { endDate: END_DATE_AFTER_TODAY });
          }
          const after = await tx.jobPosition.update({ where: { id }, data });
          await recordAudit(tx, context, {
            jobPositionId: id,
            action: 'UPDATE',
            entity: 'JobPosition',
            entityId: id,
            changes: diffFields(before, after, POSITION_FIELDS),
          });
          return { id };
        },
        onlyDates,
      );
    },

    async check(id: number): Promise<TRequisitionCheck> {
      const completeness = (await checkCompleteness(db.pool, [id])).get(id);
      if (!completeness) throw notFound('Job requisition', id);
      return {
        complete: completeness.complete,
        missing: completeness.missing,
        readyToSubmit: completeness.missingToSubmit.length === 0,
        missingToSubmit: completeness.missingToSubmit,
      };
    },

    async progressSummary(id: number): Promise<TProgressSummary> {
      const position = await requirePosition(id);
      const completeness = (await checkCompleteness(db.pool, [id])).get(id);
      const missing = new Set(completeness?.missing ?? []);
      const steps = REQUISITION_STEPS.map((step) => ({ step, done: !missing.has(step) }));
      return {
        jobPositionId: id,
        progress: position.progress,
        status: position.status,
        completedSteps: steps.filter((step) => step.done).length,
        totalSteps: steps.length,
        steps,
      };
    },

    // ------------------------------------------------------------ location and financial

    async getLocation(positionId: number): Promise<TLocation | null> {
      await requirePosition(positionId);
      const row = await prisma.jobLocation.findUnique({ where: { jobPositionId: positionId } });
      return row ? toLocation(row) : null;
    },

    saveLocation(context: AuditContext, raw: TLocationInput): Promise<TLocation> {
      const input = ZLocationInput.parse(raw);
      const { jobPositionId, ...data } = { ...input, address: input.address ?? null };
      return change(jobPositionId, async (tx) =>
        toLocation(
          await auditedUpsert(tx, context, jobPositionId, 'JobLocation', LOCATION_FIELDS, {
            find: () => tx.jobLocation.findUnique({ where: { jobPositionId } }),
            upsert: () =>
              tx.jobLocation.upsert({
                where: { jobPositionId },
                create: { jobPositionId, ...data },
                update: data,
              }),
          }),
        ),
      );
    },

    async getFinancial(positionId: number): Promise<TFinancial | null> {
      await requirePosition(positionId);
      const row = await prisma.jobFinancial.findUnique({ where: { jobPositionId: positionId } });
      return row ? toFinancial(row) : null;
    },

    saveFinancial(context: AuditContext, raw: TFinancialInput): Promise<TFinancial> {
      const input = ZFinancialInput.parse(raw);
      const { jobPositionId, ...data } = { ...input, budgetCode: input.budgetCode ?? null };
      return change(jobPositionId, async (tx) =>
        toFinancial(
          await auditedUpsert(tx, context, jobPositionId, 'JobFinancial', FINANCIAL_FIELDS, {
            find: () => tx.jobFinancial.findUnique({ where: { jobPositionId } }),
            upsert: () =>
              tx.jobFinancial.upsert({
                where: { jobPositionId },
                create: { jobPositionId, ...data },
                update: data,
              }),
          }),
        ),
      );
    },

    // ------------------------------------------------------------ compliance documents

    async listCompliance(positionId: number): Promise<TComplianceDocument[]> {
      await requirePosition(positionId);
      const rows = await prisma.complianceDocument.findMany({
        where: { jobPositionId: positionId },
        orderBy: { id: 'asc' },
      });
      return rows.map(toCompliance);
    },

    addCompliance(context: AuditContext, raw: TComplianceDocumentInput): Promise<TComplianceDocument> {
      const input = ZComplianceDocumentInput.parse(raw);
      const data = { ...input, description: input.description ?? null };
      return change(input.jobPositionId, async (tx) => {
        const row = await tx.complianceDocument.create({ data });
        await recordAudit(tx, context, {
          jobPositionId: row.jobPositionId,
          action: 'CREATE',
          entity: 'ComplianceDocument',
          entityId: row.id,
          changes: diffFields(null, row, COMPLIANCE_FIELDS),
        });
        return toCompliance(row);
      });
    },

    async updateCompliance(
      context: AuditContext,
      id: number,
      raw: TComplianceDocumentInput,
    ): Promise<TComplianceDocument> {
      const input = ZComplianceDocumentInput.parse(raw);
      const existing = await prisma.complianceDocument.findUnique({ where: { id } });
      if (!existing) throw notFound('Compliance document', id);
      if (existing.jobPositionId !== input.jobPositionId) {
        throw new AppError('VALIDATION_FAILED', 'The document belongs to another requisition.', {
          jobPositionId: 'does not match the document',
        });
      }
      const { jobPositionId: _ignored, ...data } = { ...input, description: input.description ?? null };
      return change(existing.jobPositionId, async (tx) => {
        const before = await tx.complianceDocument.findUniqueOrThrow({ where: { id } });
        const after = await tx.complianceDocument.update({ where: { id }, data });
        await recordAudit(tx, context, {
          jobPositionId: after.jobPositionId,
          action: 'UPDATE',
          entity: 'ComplianceDocument',
          entityId: id,
          changes: diffFields(before, after, COMPLIANCE_FIELDS),
        });
        return toCompliance(after);
      });
    },

    async removeCompliance(context: AuditContext, id: number): Promise<void> {
      const existing = await prisma.complianceDocument.findUnique({ where: { id } });
      if (!existing) throw notFound('Compliance document', id);
      await change(existing.jobPositionId, async (tx) => {
        const before = await tx.complianceDocument.delete({ where: { id } });
        await recordAudit(tx, context, {
          jobPositionId: before.jobPositionId,
          action: 'DELETE',
          entity: 'ComplianceDocument',
          entityId: id,
          changes: diffFields(null, before, COMPLIANCE_FIELDS).map((c) => ({
            field: c.field,
            oldValue: c.newValue,
            newValue: null,
          })),
        });
      });
    },

    // ------------------------------------------------------------ regulatory items

    async listRegulatory(positionId: number): Promise<TPositionRegulatory[]> {
      await requirePosition(positionId);
      const rows = await prisma.jobPositionRegulatory.findMany({
        where: { jobPositionId: positionId },
        include: { regulatory: true },
        orderBy: { regulatoryId: 'asc' },
      });
      return rows.map((row) => ({ regulatoryId: row.regulatoryId, name: row.regulatory.name }));
    },

    async saveRegulatory(
      context: AuditContext,
      positionId: number,
      regulatoryIds: number[],
    ): Promise<TPositionRegulatory[]> {
      const wanted = [...new Set(regulatoryIds)].sort((a, b) => a - b);
      await change(positionId, async (tx) => {
        const before = await tx.jobPositionRegulatory.findMany({
          where: { jobPositionId: positionId },
          orderBy: { regulatoryId: 'asc' },
        });
        await tx.jobPositionRegulatory.deleteMany({ where: { jobPositionId: positionId } });
        await tx.jobPositionRegulatory.createMany({
          data: wanted.map((regulatoryId) => ({ jobPositionId: positionId, regulatoryId })),
        });
        await recordAudit(tx, context, {
          jobPositionId: positionId,
          action: 'UPDATE',
          entity: 'JobPositionRegulatory',
          entityId: positionId,
          changes: diffFields(
            { regulatoryIds: before.map((row) => row.regulatoryId) },
            { regulatoryIds: wanted },
            ['regulatoryIds'],
          ),
        });
      });
      return this.listRegulatory(positionId);
    },

    // ------------------------------------------------------------ summary and audit log

    async getSummary(positionId: number): Promise<TRequisitionSummary> {
      await requirePosition(positionId);
      const row = await prisma.jobRequisitionSummary.findUnique({ where: { jobPositionId: positionId } });
      return {
        jobPositionId: positionId,
        summary: row?.summary ?? '',
        updatedAt: row ? row.updatedAt.toISOString() : null,
      };
    },

    async saveSummary(
      context: AuditContext,
      positionId: number,
      summary: string,
    ): Promise<TRequisitionSummary> {
      const row = await change(positionId, async (tx) => {
        const before = await tx.jobRequisitionSummary.findUnique({ where: { jobPositionId: positionId } });
        const after = await tx.jobRequisitionSummary.upsert({
          where: { jobPositionId: positionId },
          create: { jobPositionId: positionId, summary },
          update: { summary },
        });
        await recordAudit(tx, context, {
          jobPositionId: positionId,
          action: before ? 'UPDATE' : 'CREATE',
          entity: 'JobRequisitionSummary',
          entityId: positionId,
          changes: diffFields(before, after, ['summary']),
        });
        return after;
      });
      return { jobPositionId: positionId, summary: row.summary, updatedAt: row.updatedAt.toISOString() };
    },

    async auditLog(positionId: number): Promise<TAuditLogEntry[]> {
      await requirePosition(positionId);
      const rows = await prisma.requisitionAuditLog.findMany({
        where: { jobPositionId: positionId },
        include: { user: { select: { email: true } } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 1000,
      });
      return rows.map((row) => ({
        id: Number(row.id),
        jobPositionId: row.jobPositionId,
        userId: row.userId,
        userEmail: row.user?.email ?? null,
        actorName: row.actorName,
        action: row.action as TAuditLogEntry['action'],
        entity: row.entity,
        entityId: row.entityId,
        field: row.field,
        oldValue: row.oldValue,
        newValue: row.newValue,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    // ------------------------------------------------------------ clone and delete

    /**
     * Copies the position and all its tables into a new draft (request date today, title kept).
     * Reads and writes one after another: a transaction's connection runs one query at a time.
     */
    async clone(context: AuditContext, sourceId: number): Promise<{ id: number }> {
      return prisma.$transaction(async (tx) => {
        const source = await tx.jobPosition.findUnique({ where: { id: sourceId } });
        if (!source) throw notFound('Job requisition', sourceId);
        const from = { where: { jobPositionId: sourceId } };
        const ordered = { ...from, orderBy: { id: 'asc' as const } };
        const copy = await tx.jobPosition.create({
          data: {
            positionTitle: source.positionTitle,
            jobDescription: source.jobDescription,
            numberOfPositions: source.numberOfPositions,
            requestDate: dateOfDay(await today(tx)),
            startDate: source.startDate,
            endDate: source.endDate,
            positionTypeId: source.positionTypeId,
            departmentId: source.departmentId,
            industryId: source.industryId,
            disciplineId: source.disciplineId,
            applicationTypeId: source.applicationTypeId,
            priority: source.priority,
            hiringManagerId: source.hiringManagerId,
            status: 'DR',
            progress: 'IN_PROGRESS',
            createdById: context.userId,
          },
        });
        const jobPositionId = copy.id;
        const rows = <T extends { id: number; jobPositionId: number }>(list: T[]) =>
          list.map(({ id: _id, jobPositionId: _p, ...rest }) => ({ ...rest, jobPositionId }));

        const location = await tx.jobLocation.findUnique(from);
        if (location)
          await tx.jobLocation.create({
            data: rows([location])[0] as Prisma.JobLocationUncheckedCreateInput,
          });
        const financial = await tx.jobFinancial.findUnique(from);
        if (financial) {
          await tx.jobFinancial.create({
            data: rows([financial])[0] as Prisma.JobFinancialUncheckedCreateInput,
          });
        }
        await tx.jobQualificationSpec.createMany({
          data: rows(await tx.jobQualificationSpec.findMany(ordered)),
        });
        await tx.jobCertificationSpec.createMany({
          data: rows(await tx.jobCertificationSpec.findMany(ordered)),
        });
        await tx.workAuthorizationSpec.createMany({
          data: rows(await tx.workAuthorizationSpec.findMany(ordered)),
        });
        await tx.jobExperienceSpec.createMany({ data: rows(await tx.jobExperienceSpec.findMany(ordered)) });
        await tx.jobSkillSpec.createMany({ data: rows(await tx.jobSkillSpec.findMany(ordered)) });
        for (const designation of await tx.jobDesignationSpec.findMany(ordered)) {
          const items = await tx.jobDesignationResponsibility.findMany({ where: { specId: designation.id } });
          const created = await tx.jobDesignationSpec.create({
            data: rows([designation])[0] as Prisma.JobDesignationSpecUncheckedCreateInput,
          });
          await tx.jobDesignationResponsibility.createMany({
            data: items.map((item) => ({
              specId: created.id,
              roleResponsibilityId: item.roleResponsibilityId,
            })),
          });
        }
        const documents = await tx.complianceDocument.findMany(ordered);
        await tx.complianceDocument.createMany({
          data: documents.map(({ id: _id, createdAt: _c, ...rest }) => ({ ...rest, jobPositionId })),
        });
        const regulatories = await tx.jobPositionRegulatory.findMany(from);
        await tx.jobPositionRegulatory.createMany({
          data: regulatories.map((row) => ({ jobPositionId, regulatoryId: row.regulatoryId })),
        });
        const summary = await tx.jobRequisitionSummary.findUnique(from);
        if (summary)
          await tx.jobRequisitionSummary.create({ data: { jobPositionId, summary: summary.summary } });
        for (const step of await tx.selectionProcessStep.findMany({
          ...from,
          orderBy: { stepOrder: 'asc' },
        })) {
          const interviewers = await tx.selectionStepInterviewer.findMany({ where: { stepId: step.id } });
          const created = await tx.selectionProcessStep.create({
            data: { jobPositionId, stepOrder: step.stepOrder, name: step.name, stepType: step.stepType },
          });
          await tx.selectionStepInterviewer.createMany({
            data: interviewers.map((item) => ({ stepId: created.id, userId: item.userId })),
          });
        }

        await recordAudit(tx, context, {
          jobPositionId,
          action: 'CREATE',
          entity: 'JobPosition',
          entityId: jobPositionId,
          changes: [
            { field: 'clonedFrom', oldValue: null, newValue: String(sourceId) },
            ...diffFields(null, copy, POSITION_FIELDS),
          ],
        });
        await refreshProgressIn(tx, jobPositionId);
        return { id: jobPositionId };
      });
    },

    change,
  };
}

export type JobPositionService = ReturnType<typeof createJobPositionService>;
