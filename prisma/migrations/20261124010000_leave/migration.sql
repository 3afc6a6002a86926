-- Leave management (issue 13): leave types, public holidays, requests, the balance ledger and the
-- emailed decision links.
CREATE TABLE "leave_type" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "paid" BOOLEAN NOT NULL,
    "accrual_days_per_year" DECIMAL(6,2) NOT NULL,
    "accrual_frequency" VARCHAR(20) NOT NULL,
    "pro_rata" BOOLEAN NOT NULL DEFAULT true,
    "carry_over_cap" DECIMAL(6,2),
    "document_required_after_days" DECIMAL(6,2),
    "half_days_allowed" BOOLEAN NOT NULL DEFAULT true,
    "negative_balance_allowed" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "leave_type_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "leave_type_name_key" ON "leave_type"("name");

CREATE TABLE "leave_type_position_type" (
    "leave_type_id" INTEGER NOT NULL,
    "position_type_id" INTEGER NOT NULL,
    CONSTRAINT "leave_type_position_type_pkey" PRIMARY KEY ("leave_type_id","position_type_id")
);
CREATE INDEX "leave_type_position_type_position_type_id_idx" ON "leave_type_position_type"("position_type_id");
ALTER TABLE "leave_type_position_type" ADD CONSTRAINT "leave_type_position_type_leave_type_id_fkey"
  FOREIGN KEY ("leave_type_id") REFERENCES "leave_type"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "leave_type_position_type" ADD CONSTRAINT "leave_type_position_type_position_type_id_fkey"
  FOREIGN KEY ("position_type_id") REFERENCES "ref_position_type"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "public_holiday" (
    "id" SERIAL NOT NULL,
    "country_id" INTEGER NOT NULL,
    "state_id" INTEGER,
    "date" DATE NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    CONSTRAINT "public_holiday_pkey" PRIMARY KEY ("id")
);
-- NULLS NOT DISTINCT: a national holiday (no state) is unique per country and date too.
CREATE UNIQUE INDEX "public_holiday_country_id_state_id_date_key" ON "public_holiday"("country_id", "state_id", "date") NULLS NOT DISTINCT;
CREATE INDEX "public_holiday_date_idx" ON "public_holiday"("date");
CREATE INDEX "public_holiday_state_id_idx" ON "public_holiday"("state_id");
ALTER TABLE "public_holiday" ADD CONSTRAINT "public_holiday_country_id_fkey"
  FOREIGN KEY ("country_id") REFERENCES "ref_country"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "public_holiday" ADD CONSTRAINT "public_holiday_state_id_fkey"
  FOREIGN KEY ("state_id") REFERENCES "ref_state"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "leave_request" (
    "id" SERIAL NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "leave_type_id" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "half_day_start" BOOLEAN NOT NULL DEFAULT false,
    "half_day_end" BOOLEAN NOT NULL DEFAULT false,
    "days" DECIMAL(6,2) NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "document_file_id" INTEGER,
    "status" VARCHAR(20) NOT NULL,
    "requested_by_id" INTEGER,
    "decided_by_id" INTEGER,
    "decided_at" TIMESTAMPTZ(3),
    "decision_comment" TEXT,
    "cancel_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "leave_request_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "leave_request_employee_id_start_date_idx" ON "leave_request"("employee_id", "start_date");
CREATE INDEX "leave_request_leave_type_id_idx" ON "leave_request"("leave_type_id");
CREATE INDEX "leave_request_status_start_date_idx" ON "leave_request"("status", "start_date");
CREATE INDEX "leave_request_document_file_id_idx" ON "leave_request"("document_file_id");
CREATE INDEX "leave_request_requested_by_id_idx" ON "leave_request"("requested_by_id");
CREATE INDEX "leave_request_decided_by_id_idx" ON "leave_request"("decided_by_id");
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_employee_id_fkey"
  FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_leave_type_id_fkey"
  FOREIGN KEY ("leave_type_id") REFERENCES "leave_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_document_file_id_fkey"
  FOREIGN KEY ("document_file_id") REFERENCES "uploaded_file"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_requested_by_id_fkey"
  FOREIGN KEY ("requested_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_decided_by_id_fkey"
  FOREIGN KEY ("decided_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "leave_ledger_entry" (
    "id" SERIAL NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "leave_type_id" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "entry_key" VARCHAR(80) NOT NULL,
    "days" DECIMAL(7,3) NOT NULL,
    "effective_date" DATE NOT NULL,
    "request_id" INTEGER,
    "comment" TEXT,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "leave_ledger_entry_pkey" PRIMARY KEY ("id")
);
-- The key that makes every movement (an accrual period, a request's deduction) happen once.
CREATE UNIQUE INDEX "leave_ledger_entry_employee_id_leave_type_id_entry_key_key" ON "leave_ledger_entry"("employee_id", "leave_type_id", "entry_key");
CREATE INDEX "leave_ledger_entry_leave_type_id_idx" ON "leave_ledger_entry"("leave_type_id");
CREATE INDEX "leave_ledger_entry_request_id_idx" ON "leave_ledger_entry"("request_id");
CREATE INDEX "leave_ledger_entry_created_by_id_idx" ON "leave_ledger_entry"("created_by_id");
ALTER TABLE "leave_ledger_entry" ADD CONSTRAINT "leave_ledger_entry_employee_id_fkey"
  FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "leave_ledger_entry" ADD CONSTRAINT "leave_ledger_entry_leave_type_id_fkey"
  FOREIGN KEY ("leave_type_id") REFERENCES "leave_type"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "leave_ledger_entry" ADD CONSTRAINT "leave_ledger_entry_request_id_fkey"
  FOREIGN KEY ("request_id") REFERENCES "leave_request"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "leave_ledger_entry" ADD CONSTRAINT "leave_ledger_entry_created_by_id_fkey"
  FOREIGN KEY ("created_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "leave_decision_link" (
    "id" SERIAL NOT NULL,
    "request_id" INTEGER NOT NULL,
    "approver_id" INTEGER NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "leave_decision_link_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "leave_decision_link_token_hash_key" ON "leave_decision_link"("token_hash");
CREATE INDEX "leave_decision_link_request_id_idx" ON "leave_decision_link"("request_id");
CREATE INDEX "leave_decision_link_approver_id_idx" ON "leave_decision_link"("approver_id");
ALTER TABLE "leave_decision_link" ADD CONSTRAINT "leave_decision_link_request_id_fkey"
  FOREIGN KEY ("request_id") REFERENCES "leave_request"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "leave_decision_link" ADD CONSTRAINT "leave_decision_link_approver_id_fkey"
  FOREIGN KEY ("approver_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
