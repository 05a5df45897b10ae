ALTER TABLE "analytics_events" ADD COLUMN "language" text;--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_idx" ON "analytics_events" USING btree ("occurred_at");