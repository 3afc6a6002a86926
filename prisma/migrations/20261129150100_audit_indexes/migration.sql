-- The audit screen at millions of events (issue 29 item 2). Its list reads the `audit_entry` view
-- (audit events and requisition changes), keyed by `id * 2` and `id * 2 + 1`, newest first with
-- NULLS LAST and the key as tie-breaker; its rows are then fetched by `key IN (page's keys)`.
-- Indexes in exactly those terms let both steps walk an index: the first page reads some 20 entries
-- from each table, not the tables.

-- Every column of the view's second part typed as the first's (text, not varchar or an untyped
-- literal): only then does PostgreSQL plan the view as one append of both tables, whose ORDER BY and
-- LIMIT reach each table's index; a part that needs a cast stays a subquery read whole.
CREATE OR REPLACE VIEW "audit_entry" AS
  SELECT e.id * 2 AS key, 'EVENT'::text AS source, e.created_at, e.user_id,
         NULL::text AS actor_name, e.action::text AS action, e.entity::text AS entity,
         e.entity_id::text AS entity_id,
         nullif(concat_ws(' ', nullif(array_to_string(e.fields, ', '), ''), e.details::text), '') AS detail
    FROM audit_event e
  UNION ALL
  SELECT r.id * 2 + 1, 'REQUISITION'::text, r.created_at, r.user_id, r.actor_name::text, r.action::text,
         'JobPosition'::text, r.job_position_id::text,
         nullif(concat_ws(' ',
           CASE WHEN r.entity <> 'JobPosition' THEN r.entity || coalesce(' ' || r.entity_id, '') END,
           CASE WHEN r.field IS NOT NULL
                THEN r.field || ': ' || coalesce(r.old_value, '–') || ' → ' || coalesce(r.new_value, '–') END), '')
    FROM requisition_audit_log r;

-- The page: newest first (`created_at DESC NULLS LAST, key DESC`), merged from both tables.
CREATE INDEX "audit_event_list_order_idx" ON "audit_event" ("created_at" DESC NULLS LAST, (("id" * 2)) DESC);
CREATE INDEX "requisition_audit_log_list_order_idx"
  ON "requisition_audit_log" ("created_at" DESC NULLS LAST, (("id" * 2 + 1)) DESC);
-- The page's rows, by key.
CREATE INDEX "audit_event_list_key_idx" ON "audit_event" ((("id" * 2)));
CREATE INDEX "requisition_audit_log_list_key_idx" ON "requisition_audit_log" ((("id" * 2 + 1)));
-- A filter by record (the list's STR_EQUAL: `lower(entity_id) = lower($1)`, the id as text), newest first.
CREATE INDEX "audit_event_record_list_idx"
  ON "audit_event" (lower("entity_id"::text), "created_at" DESC NULLS LAST, (("id" * 2)) DESC);
CREATE INDEX "requisition_audit_log_record_list_idx"
  ON "requisition_audit_log" (lower("job_position_id"::text), "created_at" DESC NULLS LAST, (("id" * 2 + 1)) DESC);
-- A person's events, newest first (the user id; the plain user_id indexes stay for the foreign keys).
CREATE INDEX "audit_event_user_list_idx" ON "audit_event" ("user_id", "created_at" DESC NULLS LAST);
