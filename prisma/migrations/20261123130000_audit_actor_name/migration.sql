-- Who acted without a user account (an approver answering by emailed link), for the audit log.
ALTER TABLE "requisition_audit_log" ADD COLUMN "actor_name" VARCHAR(200);
