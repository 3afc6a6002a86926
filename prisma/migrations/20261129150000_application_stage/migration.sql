-- Reports and dashboards at a million applications (issue 29 item 1): each application's furthest
-- funnel stage, first hire and closed stage stays, and the applications per status, kept by
-- statement-level triggers on application and application_status_history. Triggers keep every
-- writer right (the API, imports, the large seed, SQL repairs); statement-level with transition
-- tables, so a bulk insert of a million rows costs set-based statements, not a million calls.
-- `npm run stats:repair` (apps/api) recounts all of it with refresh_application_stage().

-- An application's furthest stage (1..8), first move to HIRED, its requisition and day of creation.
CREATE TABLE "application_stage" (
  "application_id" INTEGER PRIMARY KEY REFERENCES "application"("id") ON DELETE CASCADE,
  "job_position_id" INTEGER NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL,
  "furthest_rank" SMALLINT NOT NULL,
  "hired_at" TIMESTAMPTZ(3)
);
CREATE INDEX "application_stage_job_position_id_idx" ON "application_stage"("job_position_id");
CREATE INDEX "application_stage_created_at_idx" ON "application_stage"("created_at") INCLUDE ("furthest_rank");
CREATE INDEX "application_stage_hired_at_idx" ON "application_stage"("hired_at") INCLUDE ("created_at")
  WHERE "hired_at" IS NOT NULL;

-- Each stay that has ended: the move into the stage (history_id) until the application's next move.
CREATE TABLE "application_stage_time" (
  "history_id" BIGINT PRIMARY KEY,
  "application_id" INTEGER NOT NULL REFERENCES "application"("id") ON DELETE CASCADE,
  "stage" VARCHAR(20) NOT NULL,
  "left_at" TIMESTAMPTZ(3) NOT NULL,
  "days" FLOAT8 NOT NULL
);
CREATE INDEX "application_stage_time_application_id_idx" ON "application_stage_time"("application_id");
CREATE INDEX "application_stage_time_left_at_idx" ON "application_stage_time"("left_at") INCLUDE ("stage", "days");

-- Applications per current status (the manager's pipeline): a handful of rows.
CREATE TABLE "application_status_count" (
  "status" VARCHAR(20) PRIMARY KEY,
  "n" BIGINT NOT NULL
);

-- The funnel's order: FUNNEL_STAGES of packages/contracts/src/reports.ts (the kept-figures test
-- compares with a recount made from that list).
CREATE FUNCTION "application_funnel_rank"(status TEXT) RETURNS SMALLINT IMMUTABLE LANGUAGE sql AS $$
  SELECT array_position(ARRAY['NEW', 'SCREENING', 'SHORTLISTED', 'INTERVIEW', 'OFFERED', 'OFFER_ACCEPTED',
                              'CONTRACTED', 'HIRED'], status)::smallint
$$;

-- Recounts the kept rows of the given applications from their history and current status: the
-- triggers' one rule, so what they keep always equals a full recount.
CREATE FUNCTION "refresh_application_stage"(ids INTEGER[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM application_stage_time t USING unnest(ids) AS x(id) WHERE t.application_id = x.id;
  INSERT INTO application_stage_time (history_id, application_id, stage, left_at, days)
  SELECT id, application_id, to_status, left_at, extract(epoch FROM (left_at - created_at)) / 86400
    FROM (SELECT h.id, h.application_id, h.to_status, h.created_at,
                 lead(h.created_at) OVER (PARTITION BY h.application_id ORDER BY h.created_at, h.id) AS left_at
            FROM application_status_history h JOIN (SELECT DISTINCT id FROM unnest(ids) AS u(id)) x
              ON x.id = h.application_id) moves
   WHERE left_at IS NOT NULL;
  DELETE FROM application_stage s USING unnest(ids) AS x(id)
   WHERE s.application_id = x.id AND NOT EXISTS (SELECT 1 FROM application a WHERE a.id = x.id);
  INSERT INTO application_stage (application_id, job_position_id, created_at, furthest_rank, hired_at)
  SELECT a.id, a.job_position_id, a.created_at,
         greatest(1, application_funnel_rank(a.status), h.furthest), h.hired_at
    FROM application a JOIN (SELECT DISTINCT id FROM unnest(ids) AS u(id)) x ON x.id = a.id
    LEFT JOIN (SELECT h.application_id, max(application_funnel_rank(h.to_status)) AS furthest,
                      min(h.created_at) FILTER (WHERE h.to_status = 'HIRED') AS hired_at
                 FROM application_status_history h JOIN (SELECT DISTINCT id FROM unnest(ids) AS u(id)) y
                   ON y.id = h.application_id
                GROUP BY h.application_id) h ON h.application_id = a.id
  ON CONFLICT (application_id) DO UPDATE SET
    job_position_id = EXCLUDED.job_position_id, created_at = EXCLUDED.created_at,
    furthest_rank = EXCLUDED.furthest_rank, hired_at = EXCLUDED.hired_at;
$$;

-- Adds each status's change in count; in status order, so concurrent writers lock rows alike.
CREATE FUNCTION "add_application_status_counts"(statuses TEXT[], deltas BIGINT[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO application_status_count (status, n)
  SELECT status, sum(delta) FROM unnest(statuses, deltas) AS d(status, delta)
   GROUP BY status HAVING sum(delta) <> 0 ORDER BY status
  ON CONFLICT (status) DO UPDATE SET n = application_status_count.n + EXCLUDED.n;
$$;

CREATE FUNCTION "application_stage_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_application_stage(ARRAY(SELECT id FROM new_rows));
  PERFORM add_application_status_counts(ARRAY(SELECT status FROM new_rows ORDER BY id),
                                        ARRAY(SELECT 1::bigint FROM new_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION "application_stage_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed INTEGER[];
  moved_from TEXT[];
  moved_to TEXT[];
BEGIN
  -- Most updates (scores, letters, the list's columns) change none of what is kept: they stop here.
  changed := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.status, n.job_position_id, n.created_at) IS DISTINCT FROM (o.status, o.job_position_id, o.created_at));
  IF cardinality(changed) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM refresh_application_stage(changed);
  SELECT array_agg(o.status), array_agg(n.status) INTO moved_from, moved_to
    FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.status <> o.status;
  IF moved_to IS NOT NULL THEN
    PERFORM add_application_status_counts(
      moved_to || moved_from,
      array_fill(1::bigint, ARRAY[cardinality(moved_to)]) || array_fill(-1::bigint, ARRAY[cardinality(moved_from)]));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION "application_stage_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The kept rows go with the application (ON DELETE CASCADE); the counts are adjusted here.
  PERFORM add_application_status_counts(ARRAY(SELECT status FROM old_rows), ARRAY(SELECT -1::bigint FROM old_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION "application_stage_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM application_status_count;
  RETURN NULL;
END $$;

CREATE FUNCTION "application_stage_history_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_application_stage(ARRAY(SELECT DISTINCT application_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_application_stage(ARRAY(SELECT DISTINCT application_id FROM old_rows));
  ELSE
    PERFORM refresh_application_stage(ARRAY(SELECT application_id FROM new_rows
                                            UNION SELECT application_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "application_stage_insert" AFTER INSERT ON "application"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_on_insert"();
CREATE TRIGGER "application_stage_update" AFTER UPDATE ON "application"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_on_update"();
CREATE TRIGGER "application_stage_delete" AFTER DELETE ON "application"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_on_delete"();
CREATE TRIGGER "application_stage_truncate" AFTER TRUNCATE ON "application"
  FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_on_truncate"();
CREATE TRIGGER "application_stage_history_insert" AFTER INSERT ON "application_status_history"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_history_changed"();
CREATE TRIGGER "application_stage_history_update" AFTER UPDATE ON "application_status_history"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_history_changed"();
CREATE TRIGGER "application_stage_history_delete" AFTER DELETE ON "application_status_history"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_history_changed"();

-- The backfill: every application as the triggers would have kept it.
SELECT refresh_application_stage(ARRAY(SELECT id FROM application));
INSERT INTO application_status_count (status, n) SELECT status, count(*) FROM application GROUP BY status;
