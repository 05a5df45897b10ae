-- Access tokens a server remembers as verified (VerifiedTokens) are dropped when their account stops accepting
-- them: an update that moves `tokens_valid_after` or sets `erased_at`, or a deleted account, announces the
-- account to the servers of this schema when it commits (the payload: the schema, a space, the account's id).
CREATE FUNCTION "user_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kleos_user_sessions',
    current_schema() || ' ' || (CASE TG_OP WHEN 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_sessions_changed" AFTER UPDATE OF "tokens_valid_after", "erased_at" ON "users"
  FOR EACH ROW WHEN (OLD.tokens_valid_after IS DISTINCT FROM NEW.tokens_valid_after
    OR OLD.erased_at IS DISTINCT FROM NEW.erased_at)
  EXECUTE FUNCTION "user_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "users_sessions_deleted" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "user_sessions_changed"();
