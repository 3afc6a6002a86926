-- The application list's derived columns, stored on the application row so every one of them is
-- filterable and sortable in SQL on an index (issue 9).

-- "Selected" (/hr-modules) is a set of statuses (contracts' SELECTED_APPLICATION_STATUSES), not a
-- flag that could disagree with the status.
DROP INDEX "application_selected_idx";
ALTER TABLE "application" DROP COLUMN "selected";

-- Letter state: the offer and contract letter tables stay the truth; triggers copy their status
-- onto the application (NONE while there is no letter).
ALTER TABLE "application"
  ADD COLUMN "job_offer" VARCHAR(20) NOT NULL DEFAULT 'NONE',
  ADD COLUMN "contract_offer" VARCHAR(20) NOT NULL DEFAULT 'NONE';

UPDATE "application" a SET "job_offer" = o."status" FROM "offer_letter" o WHERE o."application_id" = a."id";
UPDATE "application" a SET "contract_offer" = c."status" FROM "contract_letter" c WHERE c."application_id" = a."id";

-- One function for both letters: TG_ARGV[0] names the application column it keeps.
CREATE FUNCTION "application_letter_state_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('UPDATE "application" SET %I = ''NONE'' WHERE "id" = $1', TG_ARGV[0]) USING OLD."application_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('UPDATE "application" SET %I = $2 WHERE "id" = $1', TG_ARGV[0]) USING NEW."application_id", NEW."status";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "offer_letter_job_offer_sync"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "application_id" ON "offer_letter"
  FOR EACH ROW EXECUTE FUNCTION "application_letter_state_sync"('job_offer');
CREATE TRIGGER "contract_letter_contract_offer_sync"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "application_id" ON "contract_letter"
  FOR EACH ROW EXECUTE FUNCTION "application_letter_state_sync"('contract_offer');

-- Has a resume, and the next step on each side (contracts' APPLICATION_ACTIONS and
-- CONTRACT_ACTIONS): generated from the row, so they can never be stale.
ALTER TABLE "application"
  ADD COLUMN "resume" VARCHAR(3) GENERATED ALWAYS AS (CASE WHEN "resume_id" IS NULL THEN 'NO' ELSE 'YES' END) STORED,
  ADD COLUMN "action" VARCHAR(20) GENERATED ALWAYS AS (CASE
      WHEN "status" = 'NEW' THEN 'SCREEN'
      WHEN "status" = 'SCREENING' THEN 'SHORTLIST'
      WHEN "status" = 'SHORTLISTED' THEN 'INTERVIEW'
      WHEN "status" IN ('INTERVIEW', 'OFFERED') AND "job_offer" = 'NONE' THEN 'PREPARE_OFFER'
      WHEN "status" IN ('INTERVIEW', 'OFFERED') AND "job_offer" = 'DRAFT' THEN 'SEND_OFFER'
      WHEN "status" IN ('INTERVIEW', 'OFFERED') AND "job_offer" = 'SENT' THEN 'AWAIT_RESPONSE'
      WHEN "status" IN ('INTERVIEW', 'OFFERED') AND "job_offer" IN ('ACCEPTED', 'DECLINED') THEN 'RECORD_RESPONSE'
      ELSE 'NONE' END) STORED,
  ADD COLUMN "contract_action" VARCHAR(20) GENERATED ALWAYS AS (CASE
      WHEN "status" NOT IN ('OFFER_ACCEPTED', 'CONTRACTED') THEN 'NONE'
      WHEN "contract_offer" = 'NONE' THEN 'PREPARE_CONTRACT'
      WHEN "contract_offer" = 'DRAFT' THEN 'SEND_CONTRACT'
      WHEN "contract_offer" = 'SENT' THEN 'AWAIT_SIGNATURE'
      WHEN "status" = 'CONTRACTED' THEN 'ONBOARD'
      ELSE 'RECORD_CONTRACT' END) STORED;

CREATE INDEX "application_job_offer_idx" ON "application"("job_offer");
CREATE INDEX "application_contract_offer_idx" ON "application"("contract_offer");
CREATE INDEX "application_resume_idx" ON "application"("resume");
CREATE INDEX "application_action_idx" ON "application"("action");
CREATE INDEX "application_contract_action_idx" ON "application"("contract_action");
CREATE INDEX "application_missing_mandatory_items_idx" ON "application"("missing_mandatory_items");
CREATE INDEX "application_job_position_id_status_idx" ON "application"("job_position_id", "status");

-- The applicant columns the list filters with STR_EQUAL / NUM_EQUAL, on the very expressions the
-- list compares (apps/api/src/modules/applications/application-list.ts).
CREATE INDEX "applicant_full_name_lower_idx" ON "applicant"
  (lower("first_name" || ' ' || coalesce("middle_name" || ' ', '') || "sur_name"));
CREATE INDEX "applicant_email_lower_idx" ON "applicant"(lower("email"));
CREATE INDEX "applicant_mobile_digits_idx" ON "applicant"
  ((nullif(regexp_replace("mobile", '\D', '', 'g'), '')::bigint));
CREATE INDEX "applicant_current_salary_idx" ON "applicant"("current_salary");
CREATE INDEX "applicant_expected_salary_idx" ON "applicant"("expected_salary");
CREATE INDEX "applicant_total_experience_idx" ON "applicant"("total_experience");
