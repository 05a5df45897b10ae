CREATE INDEX "campaigns_next_end_idx" ON "campaigns" USING btree ("kind","lifecycle","ends_at");--> statement-breakpoint
CREATE INDEX "campaigns_next_claim_end_idx" ON "campaigns" USING btree ("kind","lifecycle","claim_ends_at");--> statement-breakpoint
-- Kept pages of the campaign list (CampaignCatalogue) are dropped when what they show changes: every statement
-- that writes campaigns, their tasks or games announces it when it commits, to the servers of this schema (the
-- payload). On `kleos_campaign_list_shapes` when which campaigns a list holds, or their order, may have changed;
-- on `kleos_campaign_lists` when only what a listing shows did (a start raising the participant count, a claim).
CREATE FUNCTION "campaign_lists_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], current_schema());
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_lists_changed" AFTER UPDATE ON "campaigns"
  FOR EACH STATEMENT EXECUTE FUNCTION "campaign_lists_changed"('kleos_campaign_lists');--> statement-breakpoint
CREATE TRIGGER "campaigns_list_shapes_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "campaigns"
  FOR EACH STATEMENT EXECUTE FUNCTION "campaign_lists_changed"('kleos_campaign_list_shapes');--> statement-breakpoint
-- Every column a list filters or orders by (campaign-repository.ts): a new one belongs here too.
CREATE TRIGGER "campaigns_list_shapes_updated" AFTER UPDATE OF "kind", "lifecycle", "starts_at", "ends_at",
  "claim_ends_at", "featured", "is_private", "applicable_continents", "applicable_countries", "distribution",
  "distribution_state", "game_id", "title", "id" ON "campaigns"
  FOR EACH STATEMENT EXECUTE FUNCTION "campaign_lists_changed"('kleos_campaign_list_shapes');--> statement-breakpoint
CREATE TRIGGER "campaign_tasks_list_shapes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaign_tasks"
  FOR EACH STATEMENT EXECUTE FUNCTION "campaign_lists_changed"('kleos_campaign_list_shapes');--> statement-breakpoint
CREATE TRIGGER "games_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games"
  FOR EACH STATEMENT EXECUTE FUNCTION "campaign_lists_changed"('kleos_campaign_lists');
