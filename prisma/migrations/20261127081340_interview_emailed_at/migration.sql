-- When each side of an interview was last sent its invitation: the interview card shows it, and a
-- second send within the resend window emails nobody (a double click).
ALTER TABLE "interview"
  ADD COLUMN "applicant_emailed_at" TIMESTAMPTZ(3),
  ADD COLUMN "interviewers_emailed_at" TIMESTAMPTZ(3);

-- Interviews emailed before this migration: their last invitation as the Outbox recorded it.
UPDATE "interview" i
   SET "applicant_emailed_at" = e."applicant", "interviewers_emailed_at" = e."interviewers"
  FROM (SELECT "entity_id",
               max("created_at") FILTER (WHERE "template_key" = 'INTERVIEW_APPLICANT') AS "applicant",
               max("created_at") FILTER (WHERE "template_key" = 'INTERVIEW_INTERVIEWERS') AS "interviewers"
          FROM "outbound_email"
         WHERE "entity" = 'interview'
         GROUP BY "entity_id") e
 WHERE e."entity_id" = i."id"::text;
