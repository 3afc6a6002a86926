-- Settings > Audit: audit events and requisition changes as one list (a view the list SQL reads),
-- newest first: both tables are ordered by created_at through an index. The key is unique across
-- both: an event's id doubled, a requisition change's doubled plus one.
CREATE INDEX "requisition_audit_log_created_at_idx" ON "requisition_audit_log"("created_at");

CREATE VIEW "audit_entry" AS
  SELECT e.id * 2 AS key, 'EVENT'::text AS source, e.created_at, e.user_id,
         NULL::text AS actor_name, e.action::text AS action, e.entity::text AS entity,
         e.entity_id::text AS entity_id,
         nullif(concat_ws(' ', nullif(array_to_string(e.fields, ', '), ''), e.details::text), '') AS detail
    FROM audit_event e
  UNION ALL
  SELECT r.id * 2 + 1, 'REQUISITION', r.created_at, r.user_id, r.actor_name, r.action::text,
         'JobPosition', r.job_position_id::text,
         nullif(concat_ws(' ',
           CASE WHEN r.entity <> 'JobPosition' THEN r.entity || coalesce(' ' || r.entity_id, '') END,
           CASE WHEN r.field IS NOT NULL
                THEN r.field || ': ' || coalesce(r.old_value, '–') || ' → ' || coalesce(r.new_value, '–') END), '')
    FROM requisition_audit_log r;
