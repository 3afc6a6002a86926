-- The careers site: a requisition's publication (since when, its closing day, its public text) and
-- the cover note an applicant sends with the careers site's form.
ALTER TABLE "job_position" ADD COLUMN "published" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "published_at" TIMESTAMPTZ(3),
ADD COLUMN "closing_date" DATE,
ADD COLUMN "public_description" TEXT;

ALTER TABLE "application" ADD COLUMN "cover_note" TEXT;

CREATE INDEX "job_position_published_published_at_idx" ON "job_position"("published", "published_at");

-- Every form sent to the careers site, for its per-address and per-email limits.
CREATE TABLE "careers_attempt" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "ip" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "careers_attempt_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "careers_attempt_ip_created_at_idx" ON "careers_attempt"("ip", "created_at");
CREATE INDEX "careers_attempt_email_created_at_idx" ON "careers_attempt"("email", "created_at");
