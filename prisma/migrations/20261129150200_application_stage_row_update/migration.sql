-- The kept figures' update trigger (migration 20261129150000) as a row trigger with a WHEN clause:
-- PostgreSQL checks the clause itself, so the many updates that change no kept column (the letter
-- states the letter triggers copy row by row, scores, the list's columns) no longer capture
-- transition tables and call a function each; a status move still recounts its application.
DROP TRIGGER "application_stage_update" ON "application";
DROP FUNCTION "application_stage_on_update"();

CREATE FUNCTION "application_stage_on_row_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_application_stage(ARRAY[NEW.id]);
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM add_application_status_counts(ARRAY[NEW.status, OLD.status], ARRAY[1, -1]::bigint[]);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "application_stage_update" AFTER UPDATE OF "status", "job_position_id", "created_at" ON "application"
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.job_position_id IS DISTINCT FROM NEW.job_position_id
        OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "application_stage_on_row_update"();
