// The spec's "Job requisition PDF data" for a set of requisitions: a fixed number of queries for any
// number of ids (completeness, the position row with its single-valued parts, and every list).
import { MESSAGES, type TRequisitionIncomplete, type TRequisitionPdfData } from '@hr/contracts';
import type pg from 'pg';
import { notFound } from '../../lib/app-error.js';
import { checkCompleteness } from '../requisition-core/index.js';

/** Thrown when any requisition asked for is incomplete; the route answers 400 with its body. */
export class RequisitionIncompleteError extends Error {
  constructor(readonly body: TRequisitionIncomplete) {
    super(body.message);
    this.name = 'RequisitionIncompleteError';
  }
}

type ListKey =
  | 'authorizations'
  | 'qualifications'
  | 'certifications'
  | 'responsibilities'
  | 'designations'
  | 'skills';

// One query for every list of every requisition; names in a stable order within each list.
const LISTS_SQL = `
SELECT 'authorizations' AS kind, s.job_position_id AS id, r.name, s.id AS ord
  FROM work_auth_spec s JOIN ref_work_authorization r ON r.id = s.work_auth_ref_id
 WHERE s.job_position_id = ANY($1::int[])
UNION ALL
SELECT 'qualifications', s.job_position_id, r.name, s.id
  FROM job_qual_spec s JOIN ref_qualification r ON r.id = s.job_quality_ref_id
 WHERE s.job_position_id = ANY($1::int[])
UNION ALL
SELECT 'certifications', s.job_position_id, r.name, s.id
  FROM job_certification_spec s JOIN ref_certification r ON r.id = s.job_cert_ref_id
 WHERE s.job_position_id = ANY($1::int[])
UNION ALL
SELECT 'designations', s.job_position_id, r.name, s.id
  FROM job_role_res_spec s JOIN ref_designation r ON r.id = s.designation_type_id
 WHERE s.job_position_id = ANY($1::int[])
UNION ALL
SELECT 'responsibilities', s.job_position_id, r.name, s.id
  FROM job_role_res_spec s
  JOIN job_role_res_spec_item i ON i.spec_id = s.id
  JOIN ref_role_responsibility r ON r.id = i.role_responsibility_id
 WHERE s.job_position_id = ANY($1::int[])
UNION ALL
SELECT 'skills', s.job_position_id, r.name, s.id
  FROM job_skill_spec s JOIN ref_skill r ON r.id = s.skill_type_id
 WHERE s.job_position_id = ANY($1::int[])
ORDER BY 1, 2, 4, 3`;

const POSITIONS_SQL = `
SELECT jp.id, jp.position_title, COALESCE(jp.job_description, '') AS job_description,
       c.name AS city, f.compensation_from::float8 AS compensation_from,
       f.compensation_to::float8 AS compensation_to, f.currency, at.name AS contract_type,
       e.min_years, e.max_years
  FROM job_position jp
  LEFT JOIN job_location l ON l.job_position_id = jp.id
  LEFT JOIN ref_city c ON c.id = l.city_id
  LEFT JOIN job_financial f ON f.job_position_id = jp.id
  LEFT JOIN ref_application_type at ON at.id = jp.application_type_id
  LEFT JOIN (
    SELECT job_position_id, MIN(min_years) AS min_years, MAX(max_years) AS max_years
      FROM job_experience_spec WHERE job_position_id = ANY($1::int[]) GROUP BY job_position_id
  ) e ON e.job_position_id = jp.id
 WHERE jp.id = ANY($1::int[])`;

interface PositionRow {
  id: number;
  position_title: string;
  job_description: string;
  city: string | null;
  compensation_from: number | null;
  compensation_to: number | null;
  currency: string | null;
  contract_type: string | null;
  min_years: number | null;
  max_years: number | null;
}

/** Unknown ids 404; any incomplete requisition refuses the whole export. */
export async function assertExportable(
  db: Pick<pg.Pool, 'query'>,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const completeness = await checkCompleteness(db, unique);
  const unknown = unique.filter((id) => !completeness.has(id));
  if (unknown.length > 0) {
    throw notFound('Job requisition', unknown.join(', '));
  }
  const incompleteIds = unique.filter((id) => !completeness.get(id)?.complete);
  if (incompleteIds.length > 0) {
    throw new RequisitionIncompleteError({
      message: unique.length === 1 ? MESSAGES.requisitionIncomplete : MESSAGES.someRequisitionsIncomplete,
      code: 'EXPORT_INCOMPLETE',
      incompleteIds,
    });
  }
  return unique;
}

/** The PDF data of complete requisitions, in the order asked (repeated ids once). */
export async function loadPdfData(
  db: Pick<pg.Pool, 'query'>,
  ids: readonly number[],
): Promise<TRequisitionPdfData[]> {
  const unique = await assertExportable(db, ids);
  const [positions, lists] = await Promise.all([
    db.query<PositionRow>(POSITIONS_SQL, [unique]),
    db.query<{ kind: ListKey; id: number; name: string }>(LISTS_SQL, [unique]),
  ]);
  const byId = new Map<number, TRequisitionPdfData>();
  for (const row of positions.rows) {
    byId.set(row.id, {
      positionId: row.id,
      positionTitle: row.position_title,
      authorizations: [],
      city: row.city,
      compensationFrom: row.compensation_from,
      compensationTo: row.compensation_to,
      currency: row.currency,
      minExperience: row.min_years,
      maxExperience: row.max_years,
      contractType: row.contract_type,
      qualifications: [],
      certifications: [],
      responsibilities: [],
      designations: [],
      skills: [],
      jobDescription: row.job_description,
    });
  }
  for (const { kind, id, name } of lists.rows) {
    const list = byId.get(id)?.[kind];
    // A responsibility shared by two designations of one position is listed once.
    if (list && !list.includes(name)) list.push(name);
  }
  return unique.flatMap((id) => byId.get(id) ?? []);
}
