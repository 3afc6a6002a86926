-- Access changed outside the API (a bulk script, a restore) reaches live sessions (issue 27 item 6).

-- The md5 of the user's password hash when the session started: the session check compares it
-- with the hash now, so a hash replaced by any means ends the sessions of before. A trigger fills
-- it, so every way of starting a session (the API, a script) stamps it the same.
ALTER TABLE "user_session" ADD COLUMN "password_stamp" CHAR(32);
UPDATE "user_session" s SET "password_stamp" = md5(coalesce(u."password_hash", ''))
  FROM "app_user" u WHERE u."id" = s."user_id";
ALTER TABLE "user_session" ALTER COLUMN "password_stamp" SET NOT NULL;

CREATE FUNCTION "stamp_user_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.password_stamp := (SELECT md5(coalesce(password_hash, '')) FROM app_user WHERE id = NEW.user_id);
  RETURN NEW;
END $$;

CREATE TRIGGER "user_session_stamp" BEFORE INSERT ON "user_session"
  FOR EACH ROW EXECUTE FUNCTION "stamp_user_session"();

-- Every API instance caches session checks (with the user's roles and grants) and evicts a user's
-- on this channel: a password hash, role or grant changed in SQL is seen at the next request.
CREATE FUNCTION "notify_user_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('hr_sessions_ended', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('hr_sessions_ended', NEW.user_id::text);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
      PERFORM pg_notify('hr_sessions_ended', OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "user_role_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_role"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_access_changed"();

CREATE TRIGGER "user_authority_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_authority"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_access_changed"();

CREATE TRIGGER "app_user_password_changed" AFTER UPDATE OF "password_hash" ON "app_user"
  FOR EACH ROW WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION "notify_user_sessions_ended"();
