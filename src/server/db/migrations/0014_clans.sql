CREATE TABLE "clan_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"clan_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "clans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"logo" text,
	"banner" text,
	"description" text DEFAULT '' NOT NULL,
	"referrer_phone_number" text,
	"chief_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "clan_memberships" ADD CONSTRAINT "clan_memberships_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_memberships" ADD CONSTRAINT "clan_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clans" ADD CONSTRAINT "clans_chief_id_users_id_fk" FOREIGN KEY ("chief_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clan_memberships_one_open_per_user_key" ON "clan_memberships" USING btree ("user_id") WHERE "clan_memberships"."left_at" is null;--> statement-breakpoint
CREATE INDEX "clan_memberships_open_by_clan_idx" ON "clan_memberships" USING btree ("clan_id") WHERE "clan_memberships"."left_at" is null;--> statement-breakpoint
CREATE INDEX "clan_memberships_user_left_idx" ON "clan_memberships" USING btree ("user_id","left_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clans_live_name_lower_key" ON "clans" USING btree (lower("name")) WHERE "clans"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clans_chief_deleted_idx" ON "clans" USING btree ("chief_id","deleted_at");--> statement-breakpoint
CREATE INDEX "clans_live_country_idx" ON "clans" USING btree ("country_code") WHERE "clans"."deleted_at" is null;