-- The record is append-only, as on SQLite (drizzle/0021): only an erasure's redaction of before/after may
-- change a row (docs/decisions/audit-record.md).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log FOR EACH ROW
WHEN (NEW.id IS DISTINCT FROM OLD.id OR NEW.at IS DISTINCT FROM OLD.at OR NEW.actor IS DISTINCT FROM OLD.actor
  OR NEW.actor_role IS DISTINCT FROM OLD.actor_role OR NEW.action IS DISTINCT FROM OLD.action
  OR NEW.target_type IS DISTINCT FROM OLD.target_type OR NEW.target_id IS DISTINCT FROM OLD.target_id
  OR NEW.customer_id IS DISTINCT FROM OLD.customer_id OR NEW.client_ip IS DISTINCT FROM OLD.client_ip
  OR NEW.prev_hash IS DISTINCT FROM OLD.prev_hash OR NEW.hash IS DISTINCT FROM OLD.hash
  OR (NEW.before IS DISTINCT FROM OLD.before AND NEW.before NOT LIKE '{"redacted":"%')
  OR (NEW.after IS DISTINCT FROM OLD.after AND NEW.after NOT LIKE '{"redacted":"%'))
EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
