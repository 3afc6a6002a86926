/**
 * The user works on the requisition `jp`: created it, is its hiring manager, or interviews at one of
 * its selection steps. `user` is SQL: a parameter or a whole number. The officer's dashboard and the
 * tracking list's "Yours" filter share it, so the figure and the list count the same requisitions.
 */
export const worksOn = (user: string) =>
  `(jp.created_by_id = ${user} OR jp.hiring_manager_id = ${user}
    OR EXISTS (SELECT 1 FROM selection_process_step s
                 JOIN selection_step_interviewer si ON si.step_id = s.id
                WHERE s.job_position_id = jp.id AND si.user_id = ${user}))`;
