-- Every API instance keeps bookmarks of deep list pages (apps/api/src/lib/list-bookmarks.ts) and
-- LISTENs on this channel: any statement that writes to a table the long lists page through (the
-- API's or an operator's SQL) drops the bookmarks that count its rows, in every instance, at commit.
-- One notification per statement (PostgreSQL folds equal ones within a transaction).
CREATE FUNCTION "notify_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hr_lists_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;

-- One trigger per table (the list is NOTIFYING_TABLES in apps/api/src/lib/list-bookmarks.ts).
DO $$
DECLARE
  t TEXT;
BEGIN
  FOREACH t IN ARRAY ARRAY['job_position', 'job_location', 'application', 'applicant', 'employee',
                           'employee_personal_details'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"()', t || '_list_changed', t);
  END LOOP;
END $$;
