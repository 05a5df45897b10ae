DROP INDEX "clan_memberships_open_by_clan_idx";--> statement-breakpoint
CREATE INDEX "clan_memberships_clan_left_idx" ON "clan_memberships" USING btree ("clan_id","left_at");