// Which form steps of a requisition are saved: the one rule behind `check/{id}`, `progress`, the
// PDF export and submitting for approval (which also needs a selection process).
import {
  MESSAGES,
  REQUISITION_STEP_LABELS,
  REQUISITION_STEPS,
  type RequisitionStep,
  SUBMIT_STEPS,
  type SubmitStep,
} from '@hr/contracts';
import type pg from 'pg';
import { AppError } from '../../lib/app-error.js';

export interface Completeness {
  jobPositionId: number;
  complete: boolean;
  /** Steps not saved yet, in form order. */
  missing: RequisitionStep[];
  /** What submitting (or sending for approval) still needs: the missing steps, then the selection process. */
  missingToSubmit: SubmitStep[];
}

// One row per requisition: a flag per step, computed with EXISTS on the indexed foreign keys.
const STEP_SQL: Record<SubmitStep, string> = {
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
  selectionProcess: 'EXISTS (SELECT 1 FROM selection_process_step s WHERE s.job_position_id = jp.id)',
};

const COLUMNS = SUBMIT_STEPS.map((step) => `${STEP_SQL[step]} AS "${step}"`).join(',\n  ');

/** Completeness of each given requisition that exists (unknown ids are left out). */
export async function checkCompleteness(
  db: Pick<pg.Pool, 'query'>,
  ids: readonly number[],
): Promise<Map<number, Completeness>> {
  const result = await db.query<Record<SubmitStep, boolean> & { id: number }>(
    `SELECT jp.id,\n  ${COLUMNS}\nFROM job_position jp WHERE jp.id = ANY($1::int[])`,
    [ids],
  );
  const answer = new Map<number, Completeness>();
  for (const row of result.rows) {
    const missing = REQUISITION_STEPS.filter((step) => !row[step]);
    const missingToSubmit = SUBMIT_STEPS.filter((step) => !row[step]);
    answer.set(row.id, { jobPositionId: row.id, complete: missing.length === 0, missing, missingToSubmit });
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

/**
 * 409 REQUISITION_INCOMPLETE unless the requisition may be submitted (or sent for approval): the
 * message names every missing step and the selection process, `fields` has one entry each.
 */
export function refuseUnlessReadyToSubmit(completeness: Completeness | undefined): void {
  const missing = completeness?.missingToSubmit ?? [];
  if (missing.length === 0) return;
  const fields = Object.fromEntries(
    missing.map((step) => [
      step,
      step === 'selectionProcess'
        ? 'Set the selection process: interviews are held at its steps'
        : `${REQUISITION_STEP_LABELS[step]} is not saved`,
    ]),
  );
  throw new AppError(
    'REQUISITION_INCOMPLETE',
    `${MESSAGES.requisitionIncomplete}. Missing: ${missing.map((step) => REQUISITION_STEP_LABELS[step]).join(', ')}.`,
    fields,
  );
}
