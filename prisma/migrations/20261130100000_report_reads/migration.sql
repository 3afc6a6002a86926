-- The reports and the manager's dashboard at a million applications, as EXPLAIN showed them (issue 29
-- item 1): medians and 90th percentiles sorted every value (64,000 hires, 890,000 ended stays, on
-- disk past work_mem). Each percentile is now read at its place in an index on the days, after a
-- count (reports/percentiles.ts); the values are exactly those percentile_cont sorted.

-- Days from application to first hire, as the reports computed them (numeric, then float8).
ALTER TABLE "application_stage"
  ADD COLUMN "hire_days" FLOAT8 GENERATED ALWAYS AS ((extract(epoch FROM ("hired_at" - "created_at")) / 86400)::float8) STORED;
CREATE INDEX "application_stage_hire_days_idx" ON "application_stage" ("hire_days")
  INCLUDE ("hired_at", "job_position_id") WHERE "hired_at" IS NOT NULL;

-- Each stage's stays by their days (the stage times' percentiles), with when they ended.
CREATE INDEX "application_stage_time_stage_days_idx" ON "application_stage_time" ("stage", "days")
  INCLUDE ("left_at", "application_id");

-- Offers sent, by when (offers and decline reasons count them by sending time and outcome).
CREATE INDEX "offer_letter_sent_at_idx" ON "offer_letter" ("sent_at") INCLUDE ("status", "application_id")
  WHERE "sent_at" IS NOT NULL;
