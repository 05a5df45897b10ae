CREATE TABLE "campaign_participants" (
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"score" integer DEFAULT 0 NOT NULL,
	"referred_by" uuid,
	"claimed_at" timestamp with time zone,
	"claim_transaction_id" uuid,
	CONSTRAINT "campaign_participants_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_payouts" (
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" uuid,
	"paid_at" timestamp with time zone,
	CONSTRAINT "campaign_payouts_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"game_id" integer,
	"lifecycle" text DEFAULT 'DRAFT' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"claim_ends_at" timestamp with time zone NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"applicable_continents" text[] DEFAULT '{}'::text[] NOT NULL,
	"applicable_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"reward_currency" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"distribution" text NOT NULL,
	"distribution_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"distribution_state" text DEFAULT 'PENDING' NOT NULL,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"slots" integer,
	"raffle_seed_hash" text,
	"raffle_seed" text,
	"raffle_revealed_at" timestamp with time zone,
	"banner_image" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug"),
	CONSTRAINT "campaigns_dates_check" CHECK ("campaigns"."starts_at" < "campaigns"."ends_at" and "campaigns"."ends_at" <= "campaigns"."claim_ends_at"),
	CONSTRAINT "campaigns_reward_check" CHECK ("campaigns"."reward_amount" >= 0),
	CONSTRAINT "campaigns_claimed_count_check" CHECK ("campaigns"."claimed_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_partners" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" integer,
	"endpoint" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_usernames" (
	"user_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"login_method" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_usernames_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "campaign_special_code_uses" (
	"code_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_special_code_uses_code_id_user_id_pk" PRIMARY KEY("code_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_special_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"use_limit" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_special_codes_uses_check" CHECK ("campaign_special_codes"."uses" >= 0 and "campaign_special_codes"."uses" <= "campaign_special_codes"."use_limit")
);
--> statement-breakpoint
CREATE TABLE "task_progress" (
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"last_error" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_progress_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_redirect_clicks" (
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_redirect_clicks_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
ALTER TABLE "campaign_participants" ADD CONSTRAINT "campaign_participants_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_participants" ADD CONSTRAINT "campaign_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_participants" ADD CONSTRAINT "campaign_participants_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_payouts" ADD CONSTRAINT "campaign_payouts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_payouts" ADD CONSTRAINT "campaign_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tasks" ADD CONSTRAINT "campaign_tasks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_partners" ADD CONSTRAINT "game_partners_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_usernames" ADD CONSTRAINT "game_usernames_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_usernames" ADD CONSTRAINT "game_usernames_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_special_code_uses" ADD CONSTRAINT "campaign_special_code_uses_code_id_campaign_special_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "campaign_special_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_special_code_uses" ADD CONSTRAINT "campaign_special_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_special_codes" ADD CONSTRAINT "campaign_special_codes_task_id_campaign_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "campaign_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_progress" ADD CONSTRAINT "task_progress_task_id_campaign_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "campaign_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_progress" ADD CONSTRAINT "task_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_progress" ADD CONSTRAINT "task_progress_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_redirect_clicks" ADD CONSTRAINT "task_redirect_clicks_task_id_campaign_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "campaign_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_redirect_clicks" ADD CONSTRAINT "task_redirect_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_participants_user_idx" ON "campaign_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaign_participants_rank_idx" ON "campaign_participants" USING btree ("campaign_id","score","completed_at");--> statement-breakpoint
CREATE INDEX "campaign_participants_referrer_idx" ON "campaign_participants" USING btree ("campaign_id","referred_by");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_payouts_rank_key" ON "campaign_payouts" USING btree ("campaign_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_tasks_position_key" ON "campaign_tasks" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "campaigns_kind_dates_idx" ON "campaigns" USING btree ("kind","lifecycle","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "campaigns_featured_idx" ON "campaigns" USING btree ("featured");--> statement-breakpoint
CREATE INDEX "campaigns_game_idx" ON "campaigns" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "campaigns_countries_idx" ON "campaigns" USING gin ("applicable_countries");--> statement-breakpoint
CREATE INDEX "campaigns_title_idx" ON "campaigns" USING btree (lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_special_codes_key" ON "campaign_special_codes" USING btree ("task_id","code_hash");--> statement-breakpoint
CREATE INDEX "task_progress_user_idx" ON "task_progress" USING btree ("campaign_id","user_id");