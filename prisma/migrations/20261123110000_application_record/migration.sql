-- The application record (issue 9 part B): the organisation's settings (its time zone for
-- interview invites), email attachments (the .ics invite, shown in the Outbox), interview
-- scorecards and the step decision (meetsRequirement).

CREATE TABLE "org_setting" (
    "key" VARCHAR(50) NOT NULL,
    "value" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "org_setting_pkey" PRIMARY KEY ("key")
);
INSERT INTO "org_setting" ("key", "value") VALUES ('timeZone', 'Australia/Sydney');

ALTER TABLE "outbound_email" ADD COLUMN "attachments" JSONB NOT NULL DEFAULT '[]';

ALTER TABLE "interview_feedback" ADD COLUMN "scorecard" JSONB NOT NULL DEFAULT '[]';

ALTER TABLE "interview" ADD COLUMN "meets_requirement" BOOLEAN,
    ADD COLUMN "decided_at" TIMESTAMPTZ(3),
    ADD COLUMN "decided_by_id" INTEGER;
ALTER TABLE "interview" ADD CONSTRAINT "interview_decided_by_id_fkey" FOREIGN KEY ("decided_by_id")
    REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
