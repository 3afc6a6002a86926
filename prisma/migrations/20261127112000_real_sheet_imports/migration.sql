-- Imports of real sheets (issue 25 item 5).

-- A spreadsheet row imported as a requisition, by its key (its external reference, else a hash of
-- its content): uploading the same row again skips it. Deleting the requisition forgets the key.
CREATE TABLE "requisition_import" (
    "key" VARCHAR(120) NOT NULL,
    "job_position_id" INTEGER NOT NULL,
    "external_reference" VARCHAR(100),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "requisition_import_pkey" PRIMARY KEY ("key")
);
CREATE INDEX "requisition_import_job_position_id_idx" ON "requisition_import"("job_position_id");
ALTER TABLE "requisition_import" ADD CONSTRAINT "requisition_import_job_position_id_fkey"
  FOREIGN KEY ("job_position_id") REFERENCES "job_position"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Two states of one country may share a name when their codes tell them apart (Taiwan's Chiayi
-- County and Chiayi City): unique by country, name and code, a missing code counting as one value.
DROP INDEX "ref_state_country_id_name_key";
CREATE UNIQUE INDEX "ref_state_country_id_name_code_key" ON "ref_state"("country_id", "name", "code") NULLS NOT DISTINCT;
