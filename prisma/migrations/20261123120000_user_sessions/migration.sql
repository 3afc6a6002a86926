-- Server-side sessions: every token names one (its `sid`), so signing out, disabling a user or
-- changing their password, roles or grants ends their tokens at once.
CREATE TABLE "user_session" (
    "id" UUID NOT NULL,
    "user_id" INTEGER NOT NULL,
    "ip" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),
    "end_reason" VARCHAR(30),

    CONSTRAINT "user_session_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "user_session_user_id_idx" ON "user_session"("user_id");
CREATE INDEX "user_session_expires_at_idx" ON "user_session"("expires_at");

ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- When a user last signed in (shown in Settings > Users).
ALTER TABLE "app_user" ADD COLUMN "last_sign_in_at" TIMESTAMPTZ(3);

-- Lists of users filter and sort on these.
CREATE INDEX "app_user_active_idx" ON "app_user"("active");
CREATE INDEX "registration_code_purpose_user_id_idx" ON "registration_code"("purpose", "user_id");

-- "Forgot password" requests, for their rate limit (shared by every API instance).
CREATE TABLE "password_reset_request" (
    "id" BIGSERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "ip" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_request_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "password_reset_request_email_created_at_idx" ON "password_reset_request"("email", "created_at");
CREATE INDEX "password_reset_request_ip_created_at_idx" ON "password_reset_request"("ip", "created_at");

-- Every API instance caches live sessions and LISTENs on this channel: whatever ends a session or
-- disables or deletes a user (the API or an operator's SQL) tells them all at commit.
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hr_sessions_ended', OLD.user_id::text);
  RETURN NULL;
END $$;

CREATE FUNCTION "notify_user_sessions_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hr_sessions_ended', OLD.id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER "user_session_ended" AFTER UPDATE OF "ended_at" ON "user_session"
  FOR EACH ROW WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL)
  EXECUTE FUNCTION "notify_session_ended"();

CREATE TRIGGER "app_user_disabled" AFTER UPDATE OF "active" ON "app_user"
  FOR EACH ROW WHEN (OLD.active AND NOT NEW.active)
  EXECUTE FUNCTION "notify_user_sessions_ended"();

CREATE TRIGGER "app_user_deleted" AFTER DELETE ON "app_user"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_sessions_ended"();
