-- The pipeline's events (issue 24): letters, interviews, the employee record and erasure move
-- application statuses; a person makes only the early moves, rejections and withdrawals.

-- A rejected or withdrawn application keeps no open letter: whatever path closed it (the status
-- calls, a bulk change, an event), its sent letters are withdrawn and their links stop working.
CREATE FUNCTION "application_closed_withdraw_letters"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "registration_code" SET "used_at" = now()
   WHERE "used_at" IS NULL
     AND ("offer_letter_id" IN (SELECT "id" FROM "offer_letter" WHERE "application_id" = NEW."id" AND "status" = 'SENT')
       OR "contract_letter_id" IN (SELECT "id" FROM "contract_letter" WHERE "application_id" = NEW."id" AND "status" = 'SENT'));
  UPDATE "offer_letter" SET "status" = 'WITHDRAWN', "withdrawn_at" = now(), "updated_at" = now()
   WHERE "application_id" = NEW."id" AND "status" = 'SENT';
  UPDATE "contract_letter" SET "status" = 'WITHDRAWN', "withdrawn_at" = now(), "updated_at" = now()
   WHERE "application_id" = NEW."id" AND "status" = 'SENT';
  RETURN NULL;
END $$;
CREATE TRIGGER "application_closed_withdraw_letters"
  AFTER UPDATE OF "status" ON "application"
  FOR EACH ROW WHEN (NEW."status" IN ('REJECTED', 'WITHDRAWN') AND OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "application_closed_withdraw_letters"();

-- Repair: rows whose status and letters disagree (an offer sent or answered that moved nothing, a
-- status walked by hand past the letters, a manual Hired without an employee) take the status the
-- letters and the employee record give. Rejected and withdrawn stay (a person's final decision), but
-- lose their open letters. Each change is a history row and an audit event "repaired from letters".
CREATE TEMP TABLE "pipeline_repair" ON COMMIT DROP AS
SELECT a."id", a."status" AS "from_status",
       CASE
         WHEN EXISTS (SELECT 1 FROM "employee" e WHERE e."application_id" = a."id") THEN 'HIRED'
         WHEN a."status" IN ('REJECTED', 'WITHDRAWN') THEN a."status"
         WHEN c."status" = 'SIGNED' THEN 'CONTRACTED'
         WHEN c."status" = 'DECLINED' THEN 'WITHDRAWN'
         WHEN o."status" = 'ACCEPTED' THEN 'OFFER_ACCEPTED'
         WHEN o."status" = 'DECLINED' THEN 'OFFER_DECLINED'
         WHEN o."status" = 'SENT' THEN 'OFFERED'
         WHEN a."status" IN ('OFFERED', 'OFFER_ACCEPTED', 'OFFER_DECLINED', 'CONTRACTED', 'HIRED') THEN 'INTERVIEW'
         ELSE a."status"
       END AS "to_status"
  FROM "application" a
  LEFT JOIN "offer_letter" o ON o."application_id" = a."id"
  LEFT JOIN "contract_letter" c ON c."application_id" = a."id";
DELETE FROM "pipeline_repair" WHERE "to_status" = "from_status";

INSERT INTO "application_status_history" ("application_id", "from_status", "to_status", "user_id", "note")
SELECT "id", "from_status", "to_status", NULL, 'repaired from letters' FROM "pipeline_repair";
INSERT INTO "audit_event" ("user_id", "entity", "entity_id", "action", "fields", "details")
SELECT NULL, 'application', "id"::text, 'STATUS_REPAIR', ARRAY['status'],
       jsonb_build_object('from', "from_status", 'to', "to_status", 'reason', 'repaired from letters')
  FROM "pipeline_repair";
-- The trigger above withdraws the open letters of rows repaired to Withdrawn.
UPDATE "application" a SET "status" = r."to_status", "updated_at" = now()
  FROM "pipeline_repair" r WHERE r."id" = a."id";

-- Rejected and withdrawn applications whose letters were left open.
CREATE TEMP TABLE "letter_repair" ON COMMIT DROP AS
SELECT 'OfferLetter' AS "entity", o."id" FROM "offer_letter" o JOIN "application" a ON a."id" = o."application_id"
 WHERE o."status" = 'SENT' AND a."status" IN ('REJECTED', 'WITHDRAWN')
UNION ALL
SELECT 'ContractLetter', c."id" FROM "contract_letter" c JOIN "application" a ON a."id" = c."application_id"
 WHERE c."status" = 'SENT' AND a."status" IN ('REJECTED', 'WITHDRAWN');
INSERT INTO "audit_event" ("user_id", "entity", "entity_id", "action", "details")
SELECT NULL, "entity", "id"::text, 'WITHDRAW', jsonb_build_object('reason', 'repaired from letters')
  FROM "letter_repair";
UPDATE "registration_code" SET "used_at" = now()
 WHERE "used_at" IS NULL
   AND ("offer_letter_id" IN (SELECT "id" FROM "letter_repair" WHERE "entity" = 'OfferLetter')
     OR "contract_letter_id" IN (SELECT "id" FROM "letter_repair" WHERE "entity" = 'ContractLetter'));
UPDATE "offer_letter" SET "status" = 'WITHDRAWN', "withdrawn_at" = now(), "updated_at" = now()
 WHERE "id" IN (SELECT "id" FROM "letter_repair" WHERE "entity" = 'OfferLetter');
UPDATE "contract_letter" SET "status" = 'WITHDRAWN', "withdrawn_at" = now(), "updated_at" = now()
 WHERE "id" IN (SELECT "id" FROM "letter_repair" WHERE "entity" = 'ContractLetter');
