CREATE INDEX "campaigns_next_end_idx" ON "campaigns" USING btree ("kind","lifecycle","ends_at");--> statement-breakpoint
CREATE INDEX "campaigns_next_claim_end_idx" ON "campaigns" USING btree ("kind","lifecycle","claim_ends_at");--> statement-breakpoint
-- Kept pages of the campaign list (CampaignCatalogue) are dropped when what they show changes: every statement
-- that writes campaigns, their tasks or games announces it, to the servers of this schema, when it commits.
CREATE FUNCTION "campaign_lists_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kleos_campaign_lists', current_schema());
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaigns"
  FOR EACH STATEMENT EXECUTE FUNCTION "campaign_lists_changed"();--> statement-breakpoint
CREATE TRIGGER "campaign_tasks_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaign_tasks"
  FOR EACH STATEMENT EXECUTE FUNCTION "campaign_lists_changed"();--> statement-breakpoint
CREATE TRIGGER "games_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games"
  FOR EACH STATEMENT EXECUTE FUNCTION "campaign_lists_changed"();
