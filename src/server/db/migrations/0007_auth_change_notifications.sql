-- Issue 12 (docs/decisions/019-session-cache.md): every change to what decides who a session's caller
-- is (the session rows, the account, its roles and dealer links) notifies the user's id on the
-- dealerpilot_auth channel when its transaction commits, so each app instance drops that user's
-- cached sessions, whichever instance or tool made the change. The trigger's argument names the
-- column holding the user id; identical notifications of one transaction are sent once.
CREATE FUNCTION "dealerpilot_notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('dealerpilot_auth', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('dealerpilot_auth', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_auth_change" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "dealerpilot_notify_auth_change"('user_id');
--> statement-breakpoint
CREATE TRIGGER "user_auth_change" AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "dealerpilot_notify_auth_change"('id');
--> statement-breakpoint
CREATE TRIGGER "user_roles_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "dealerpilot_notify_auth_change"('user_id');
--> statement-breakpoint
CREATE TRIGGER "dealer_users_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "dealer_users"
  FOR EACH ROW EXECUTE FUNCTION "dealerpilot_notify_auth_change"('user_id');
