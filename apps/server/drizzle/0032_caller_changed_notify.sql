-- Issue #17, decision 0086: every change to what an access token's caller is (its session, its account, its
-- role, its company's name, its profile's parse status) is announced on the channel caller_changed, from
-- whichever process or tool makes it; each API process forgets what it kept of that caller. PostgreSQL sends
-- the announcement at commit, never after a rollback. The payload is the user's id, or * for many users.
CREATE FUNCTION "announce_caller_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = '*' THEN
    PERFORM pg_notify('caller_changed', '*');
  ELSE
    PERFORM pg_notify('caller_changed', to_jsonb(COALESCE(NEW, OLD)) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_caller_changed" AFTER UPDATE OF "revoked_at" OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "announce_caller_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "users_caller_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "announce_caller_changed"('id');--> statement-breakpoint
CREATE TRIGGER "candidate_profiles_caller_changed" AFTER INSERT OR DELETE OR UPDATE OF "parse_status", "user_id" ON "candidate_profiles" FOR EACH ROW EXECUTE FUNCTION "announce_caller_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "companies_caller_changed" AFTER UPDATE OF "company_name" OR DELETE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "announce_caller_changed"('*');--> statement-breakpoint
CREATE TRIGGER "roles_caller_changed" AFTER UPDATE OR DELETE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "announce_caller_changed"('*');
