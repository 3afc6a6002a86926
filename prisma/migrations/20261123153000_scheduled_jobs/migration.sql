-- When each scheduled job last ran, on the database's clock: with several API processes on one
-- database, the process whose claim updates this row runs the job, the others skip it.
CREATE TABLE "scheduled_job" (
    "name" VARCHAR(64) NOT NULL,
    "last_run_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "scheduled_job_pkey" PRIMARY KEY ("name")
);
