// Which form steps of a requisition are saved: the one rule behind `check/{id}`, `progress`, the
// PDF export and submitting for approval.
import { REQUISITION_STEPS, type RequisitionStep } from '@hr/contracts';
import type pg from 'pg';

export interface Completeness {
  jobPositionId: number;
  complete: boolean;
  /** Steps not saved yet, in form order. */
  missing: RequisitionStep[];
}

// One row per requisition: a flag per step, computed with EXISTS on the indexed foreign keys.
const STEP_SQL: Record<RequisitionStep, string> = {
  position: `(jp.position_title <> '' AND jp.position_type_id IS NOT NULL AND jp.department_id IS NOT NULL
    AND jp.start_date IS NOT NULL AND jp.end_date IS NOT NULL)`,
  qualification: 'EXISTS (SELECT 1 FROM job_qual_spec s WHERE s.job_position_id = jp.id)',
  certification: 'EXISTS (SELECT 1 FROM job_certification_spec s WHERE s.job_position_id = jp.id)',
  workAuthorization: 'EXISTS (SELECT 1 FROM work_auth_spec s WHERE s.job_position_id = jp.id)',
  location: 'EXISTS (SELECT 1 FROM job_location s WHERE s.job_position_id = jp.id)',
  financial: 'EXISTS (SELECT 1 FROM job_financial s WHERE s.job_position_id = jp.id)',
  experience: 'EXISTS (SELECT 1 FROM job_experience_spec s WHERE s.job_position_id = jp.id)',
  skills: 'EXISTS (SELECT 1 FROM job_skill_spec s WHERE s.job_position_id = jp.id)',
  designation: 'EXISTS (SELECT 1 FROM job_role_res_spec s WHERE s.job_position_id = jp.id)',
  compliance: 'EXISTS (SELECT 1 FROM job_compliance_document s WHERE s.job_position_id = jp.id)',
};

const COLUMNS = REQUISITION_STEPS.map((step) => `${STEP_SQL[step]} AS "${step}"`).join(',\n  ');

/** Completeness of each given requisition that exists (unknown ids are left out). */
export async function checkCompleteness(
  db: Pick<pg.Pool, 'query'>,
  ids: readonly number[],
): Promise<Map<number, Completeness>> {
  const result = await db.query<Record<RequisitionStep, boolean> & { id: number }>(
    `SELECT jp.id,\n  ${COLUMNS}\nFROM job_position jp WHERE jp.id = ANY($1::int[])`,
    [ids],
  );
  const answer = new Map<number, Completeness>();
  for (const row of result.rows) {
    const missing = REQUISITION_STEPS.filter((step) => !row[step]);
    answer.set(row.id, { jobPositionId: row.id, complete: missing.length === 0, missing });
  }
  return answer;
}

/**
 * Stores progress COMPLETED or IN_PROGRESS from the steps; call it (inside the same transaction
 * when there is one) after any change to a requisition's steps.
 */
export async function refreshProgress(
  db: Pick<pg.Pool, 'query'>,
  id: number,
): Promise<Completeness | undefined> {
  const completeness = (await checkCompleteness(db, [id])).get(id);
  if (completeness) {
    await db.query('UPDATE job_position SET progress = $2 WHERE id = $1 AND progress <> $2', [
      id,
      completeness.complete ? 'COMPLETED' : 'IN_PROGRESS',
    ]);
  }
  return completeness;
}
