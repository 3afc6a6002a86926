-- Who acted without a user account (an approver answering by emailed link), for the audit log.
ALTER TABLE "requisition_audit_log" ADD COLUMN "actor_name" VARCHAR(200);

-- The requisition list sorts priority by its meaning (Low < Normal < High), not by its code.
-- An expression index (Prisma's schema cannot declare one) serves that order.
CREATE INDEX "job_position_priority_rank_idx" ON "job_position" ((CASE "priority" WHEN 'L' THEN 1 WHEN 'N' THEN 2 WHEN 'H' THEN 3 END));
