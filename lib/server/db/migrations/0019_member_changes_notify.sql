-- PGlite keeps each member's change marker in memory (lib/server/http/marker-cache.ts) and drops
-- it from this notification, which PGlite hands to its listener while the writing COMMIT runs.
-- Only where the connection asked for it (heartline.notify_markers = on, set by PGlite at open):
-- PostgreSQL reads the marker from the table, and a NOTIFY there would serialize every writing
-- commit on the notification queue's lock. A delete notifies too (a member's row removed).
CREATE FUNCTION hl_member_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('member_changes', OLD.user_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('member_changes', NEW.user_id::text); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER member_changes_notify AFTER INSERT OR DELETE OR UPDATE ON member_changes
FOR EACH ROW WHEN (current_setting('heartline.notify_markers', true) = 'on')
EXECUTE FUNCTION hl_member_changes_notify();
