// The six specification tables of a requisition (job_qual_spec, job_certification_spec, work_auth,
// job_role_res, job_experience, job_skill): list by position, add, update and delete by row id.
import { SPEC_TABLES, type TSpecRow, type TSpecTable } from '@hr/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/prisma.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  type AuditContext,
  diffFields,
  recordAudit,
  requirementsChanged,
  type Tx,
} from '../requisition-core/index.js';
import type { JobPositionService } from './job-position.service.js';

type SpecInput = z.output<(typeof SPEC_TABLES)[TSpecTable]['input']>;
type SpecRecord = Record<string, unknown> & { id: number; jobPositionId: number };

/** The part of a Prisma delegate the tables use. */
interface Delegate {
  findMany(args: object): Promise<SpecRecord[]>;
  findUnique(args: object): Promise<SpecRecord | null>;
  create(args: object): Promise<SpecRecord>;
  update(args: object): Promise<SpecRecord>;
  delete(args: object): Promise<SpecRecord>;
}

interface TableDefinition {
  model:
    | 'jobQualificationSpec'
    | 'jobCertificationSpec'
    | 'workAuthorizationSpec'
    | 'jobDesignationSpec'
    | 'jobExperienceSpec'
    | 'jobSkillSpec';
  entity: string;
  /** Stored fields besides id and jobPositionId (also the audited ones). */
  fields: readonly string[];
}

const TABLES: Record<TSpecTable, TableDefinition> = {
  job_qual_spec: {
    model: 'jobQualificationSpec',
    entity: 'JobQualificationSpec',
    fields: ['jobQualityRefId', 'mandatory', 'weight', 'complianceDocument'],
  },
  job_certification_spec: {
    model: 'jobCertificationSpec',
    entity: 'JobCertificationSpec',
    fields: ['jobCertRefId', 'mandatory', 'weight', 'complianceDocument'],
  },
  work_auth: {
    model: 'workAuthorizationSpec',
    entity: 'WorkAuthorizationSpec',
    fields: ['workAuthRefId', 'mandatory', 'weight'],
  },
  job_role_res: {
    model: 'jobDesignationSpec',
    entity: 'JobDesignationSpec',
    fields: ['designationTypeId', 'mandatory', 'weight', 'responsibilityIds'],
  },
  job_experience: {
    model: 'jobExperienceSpec',
    entity: 'JobExperienceSpec',
    fields: [
      'industryId',
      'industryDisciplineId',
      'jobPositionTypeId',
      'minYears',
      'maxYears',
      'mandatory',
      'weight',
    ],
  },
  job_skill: {
    model: 'jobSkillSpec',
    entity: 'JobSkillSpec',
    fields: ['skillTypeId', 'level', 'mandatory', 'weight'],
  },
};

const isDesignation = (table: TSpecTable) => table === 'job_role_res';

function delegate(client: Tx | Database['prisma'], table: TSpecTable): Delegate {
  return client[TABLES[table].model] as unknown as Delegate;
}

/** The answer row: designations carry their responsibility ids. */
function toRow(table: TSpecTable, record: SpecRecord): Record<string, unknown> {
  const row: Record<string, unknown> = { id: record.id, jobPositionId: record.jobPositionId };
  for (const field of TABLES[table].fields) {
    if (field === 'responsibilityIds') {
      const items = (record.responsibilities ?? []) as { roleResponsibilityId: number }[];
      row.responsibilityIds = items.map((item) => item.roleResponsibilityId).sort((a, b) => a - b);
    } else {
      row[field] = record[field] ?? null;
    }
  }
  return row;
}

/** The stored columns of an input (without responsibilities and the position id). */
function columns(table: TSpecTable, input: SpecInput): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const source = input as Record<string, unknown>;
  for (const field of TABLES[table].fields) if (field !== 'responsibilityIds') data[field] = source[field];
  return data;
}

const responsibilityIds = (input: SpecInput) =>
  [...new Set((input as { responsibilityIds?: number[] }).responsibilityIds ?? [])].sort((a, b) => a - b);

const include = (table: TSpecTable) => (isDesignation(table) ? { include: { responsibilities: true } } : {});

export function createSpecTableService({ db }: Pick<ServiceDeps, 'db'>, positions: JobPositionService) {
  return {
    async list<T extends TSpecTable>(table: T, positionId: number): Promise<TSpecRow<T>[]> {
      await positions.get(positionId);
      const rows = await delegate(db.prisma, table).findMany({
        where: { jobPositionId: positionId },
        orderBy: { id: 'asc' },
        ...include(table),
      });
      return rows.map((row) => toRow(table, row) as TSpecRow<T>);
    },

    add<T extends TSpecTable>(context: AuditContext, table: T, raw: unknown): Promise<TSpecRow<T>> {
      const input = SPEC_TABLES[table].input.parse(raw) as SpecInput;
      const positionId = input.jobPositionId;
      return positions.change(positionId, async (tx) => {
        const data: Record<string, unknown> = { jobPositionId: positionId, ...columns(table, input) };
        if (isDesignation(table)) {
          data.responsibilities = {
            create: responsibilityIds(input).map((roleResponsibilityId) => ({ roleResponsibilityId })),
          };
        }
        const created = await delegate(tx, table).create({ data, ...include(table) });
        const row = toRow(table, created);
        await recordAudit(tx, context, {
          jobPositionId: positionId,
          action: 'CREATE',
          entity: TABLES[table].entity,
          entityId: created.id,
          changes: diffFields(null, row, TABLES[table].fields),
        });
        await requirementsChanged(tx, positionId);
        return row as TSpecRow<T>;
      });
    },

    async update<T extends TSpecTable>(
      context: AuditContext,
      table: T,
      id: number,
      raw: unknown,
    ): Promise<TSpecRow<T>> {
      const input = SPEC_TABLES[table].input.parse(raw) as SpecInput;
      const existing = await delegate(db.prisma, table).findUnique({ where: { id } });
      if (!existing) throw notFound('Row', id);
      if (existing.jobPositionId !== input.jobPositionId) {
        throw new AppError('VALIDATION_FAILED', 'The row belongs to another requisition.', {
          jobPositionId: 'does not match the row',
        });
      }
      return positions.change(existing.jobPositionId, async (tx) => {
        const before = await delegate(tx, table).findUnique({ where: { id }, ...include(table) });
        if (!before) throw notFound('Row', id);
        const data: Record<string, unknown> = columns(table, input);
        if (isDesignation(table)) {
          data.responsibilities = {
            deleteMany: {},
            create: responsibilityIds(input).map((roleResponsibilityId) => ({ roleResponsibilityId })),
          };
        }
        const updated = await delegate(tx, table).update({ where: { id }, data, ...include(table) });
        const row = toRow(table, updated);
        await recordAudit(tx, context, {
          jobPositionId: existing.jobPositionId,
          action: 'UPDATE',
          entity: TABLES[table].entity,
          entityId: id,
          changes: diffFields(toRow(table, before), row, TABLES[table].fields),
        });
        await requirementsChanged(tx, existing.jobPositionId);
        return row as TSpecRow<T>;
      });
    },

    async remove(context: AuditContext, table: TSpecTable, id: number): Promise<void> {
      const existing = await delegate(db.prisma, table).findUnique({ where: { id } });
      if (!existing) throw notFound('Row', id);
      await positions.change(existing.jobPositionId, async (tx) => {
        const before = await delegate(tx, table).findUnique({ where: { id }, ...include(table) });
        if (!before) throw notFound('Row', id);
        await delegate(tx, table).delete({ where: { id } });
        await recordAudit(tx, context, {
          jobPositionId: existing.jobPositionId,
          action: 'DELETE',
          entity: TABLES[table].entity,
          entityId: id,
          changes: diffFields(null, toRow(table, before), TABLES[table].fields).map((c) => ({
            field: c.field,
            oldValue: c.newValue,
            newValue: null,
          })),
        });
        await requirementsChanged(tx, existing.jobPositionId);
      });
    },
  };
}
