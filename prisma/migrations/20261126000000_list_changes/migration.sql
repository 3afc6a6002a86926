-- Every API instance keeps bookmarks of deep list pages (apps/api/src/lib/list-bookmarks.ts) and
-- LISTENs on this channel: any statement that writes to a table the long lists page through (the
-- API's or an operator's SQL) drops the bookmarks that count its rows, in every instance, at commit.
-- One notification per statement (PostgreSQL folds equal ones within a transaction).
CREATE FUNCTION "notify_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hr_lists_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER "job_position_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_position"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
CREATE TRIGGER "job_location_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_location"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
CREATE TRIGGER "application_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "application"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
CREATE TRIGGER "applicant_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "applicant"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
CREATE TRIGGER "employee_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "employee"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
CREATE TRIGGER "employee_personal_details_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "employee_personal_details"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
