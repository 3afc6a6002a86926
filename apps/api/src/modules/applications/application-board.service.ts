// The pipeline board of a requisition: its applications as cards, each with the time it entered its
// current status. One statement for the cards whatever their number (no query per card).
import { MAX_BOARD_CARDS, type TBoard, type TBoardCard } from '@hr/contracts';
import { notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

export function createApplicationBoardService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    async board(requisitionId: number): Promise<TBoard> {
      const requisition = await db.prisma.jobPosition.findUnique({
        where: { id: requisitionId },
        select: { id: true, positionTitle: true },
      });
      if (!requisition) throw notFound('Job requisition', requisitionId);
      const [cards, count] = await Promise.all([
        db.pool.query<TBoardCard>(
          `SELECT a.id, ap.first_name || ' ' || coalesce(ap.middle_name || ' ', '') || ap.sur_name AS "applicantName",
                  a.status, a.profile_score AS "profileScore", a.review_score AS "reviewScore",
                  to_char(coalesce(h.entered, a.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "enteredAt"
             FROM application a
             JOIN applicant ap ON ap.id = a.applicant_id
             LEFT JOIN LATERAL (
               SELECT max(created_at) AS entered FROM application_status_history
                WHERE application_id = a.id AND to_status = a.status) h ON true
            WHERE a.job_position_id = $1
            ORDER BY a.id DESC
            LIMIT $2`,
          [requisitionId, MAX_BOARD_CARDS],
        ),
        db.pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM application WHERE job_position_id = $1',
          [requisitionId],
        ),
      ]);
      return {
        requisitionId: requisition.id,
        positionTitle: requisition.positionTitle,
        cards: cards.rows,
        total: count.rows[0]?.n ?? 0,
      };
    },
  };
}
