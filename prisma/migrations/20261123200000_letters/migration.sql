-- Offer and contract letters (issue 10): expiry, withdrawal, the applicant's signed answer, who sent
-- the letter (the answer is emailed to them) and the expiry reminder; a contract carries its own terms.
ALTER TABLE "offer_letter"
  ADD COLUMN "expiry_date" DATE,
  ADD COLUMN "withdrawn_at" TIMESTAMPTZ(3),
  ADD COLUMN "signature_name" VARCHAR(200),
  ADD COLUMN "response_ip" VARCHAR(64),
  ADD COLUMN "response_user_agent" VARCHAR(500),
  ADD COLUMN "sent_by_id" INTEGER,
  ADD COLUMN "reminded_at" TIMESTAMPTZ(3);

ALTER TABLE "contract_letter"
  ADD COLUMN "job_title" VARCHAR(200) NOT NULL DEFAULT '',
  ADD COLUMN "salary" DECIMAL(12,2),
  ADD COLUMN "start_date" DATE,
  ADD COLUMN "expiry_date" DATE,
  ADD COLUMN "withdrawn_at" TIMESTAMPTZ(3),
  ADD COLUMN "responded_at" TIMESTAMPTZ(3),
  ADD COLUMN "response_comment" TEXT,
  ADD COLUMN "signature_name" VARCHAR(200),
  ADD COLUMN "response_ip" VARCHAR(64),
  ADD COLUMN "response_user_agent" VARCHAR(500),
  ADD COLUMN "sent_by_id" INTEGER,
  ADD COLUMN "reminded_at" TIMESTAMPTZ(3);

-- Existing contracts take their terms from the offer they follow.
UPDATE "contract_letter" c SET "job_title" = o."job_title", "salary" = o."salary", "start_date" = o."start_date"
  FROM "offer_letter" o WHERE o."id" = c."offer_letter_id";

ALTER TABLE "offer_letter" ADD CONSTRAINT "offer_letter_sent_by_id_fkey"
  FOREIGN KEY ("sent_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "contract_letter" ADD CONSTRAINT "contract_letter_sent_by_id_fkey"
  FOREIGN KEY ("sent_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "offer_letter_sent_by_id_idx" ON "offer_letter"("sent_by_id");
CREATE INDEX "contract_letter_sent_by_id_idx" ON "contract_letter"("sent_by_id");
-- The reminder job looks for open letters by expiry date.
CREATE INDEX "offer_letter_status_expiry_date_idx" ON "offer_letter"("status", "expiry_date");
CREATE INDEX "contract_letter_status_expiry_date_idx" ON "contract_letter"("status", "expiry_date");

-- Registration code checks (public, like sign-in): counted per address and per code for the limit.
CREATE TABLE "registration_attempt" (
    "id" BIGSERIAL NOT NULL,
    "code_hash" VARCHAR(64) NOT NULL,
    "ip" VARCHAR(64) NOT NULL,
    "succeeded" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "registration_attempt_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "registration_attempt_code_hash_created_at_idx" ON "registration_attempt"("code_hash", "created_at");
CREATE INDEX "registration_attempt_ip_created_at_idx" ON "registration_attempt"("ip", "created_at");
CREATE INDEX "registration_attempt_created_at_idx" ON "registration_attempt"("created_at");

-- The organisation's name on letters and their PDF.
INSERT INTO "org_setting" ("key", "value") VALUES ('companyName', 'HireOnboard') ON CONFLICT ("key") DO NOTHING;

-- The next steps, with the new letter states: a withdrawn offer is prepared again (edited, then
-- sent); a withdrawn contract likewise; a declined contract is recorded. Generated columns cannot
-- change their expression in place before PostgreSQL 17: dropped and added again with their index.
ALTER TABLE "application" DROP COLUMN "action", DROP COLUMN "contract_action";
ALTER TABLE "application"
  ADD COLUMN "action" VARCHAR(20) GENERATED ALWAYS AS (CASE
      WHEN "status" = 'NEW' THEN 'SCREEN'
      WHEN "status" = 'SCREENING' THEN 'SHORTLIST'
      WHEN "status" = 'SHORTLISTED' THEN 'INTERVIEW'
      WHEN "status" IN ('INTERVIEW', 'OFFERED') AND "job_offer" IN ('NONE', 'WITHDRAWN') THEN 'PREPARE_OFFER'
      WHEN "status" IN ('INTERVIEW', 'OFFERED') AND "job_offer" = 'DRAFT' THEN 'SEND_OFFER'
      WHEN "status" IN ('INTERVIEW', 'OFFERED') AND "job_offer" = 'SENT' THEN 'AWAIT_RESPONSE'
      WHEN "status" IN ('INTERVIEW', 'OFFERED') AND "job_offer" IN ('ACCEPTED', 'DECLINED') THEN 'RECORD_RESPONSE'
      ELSE 'NONE' END) STORED,
  ADD COLUMN "contract_action" VARCHAR(20) GENERATED ALWAYS AS (CASE
      WHEN "status" NOT IN ('OFFER_ACCEPTED', 'CONTRACTED') THEN 'NONE'
      WHEN "contract_offer" IN ('NONE', 'WITHDRAWN') THEN 'PREPARE_CONTRACT'
      WHEN "contract_offer" = 'DRAFT' THEN 'SEND_CONTRACT'
      WHEN "contract_offer" = 'SENT' THEN 'AWAIT_SIGNATURE'
      WHEN "status" = 'CONTRACTED' THEN 'ONBOARD'
      ELSE 'RECORD_CONTRACT' END) STORED;
CREATE INDEX "application_action_idx" ON "application"("action");
CREATE INDEX "application_contract_action_idx" ON "application"("contract_action");
