CREATE TABLE "leaderboard_payouts" (
	"leaderboard_id" uuid NOT NULL,
	"participant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"score" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "leaderboard_payouts_leaderboard_id_participant_id_pk" PRIMARY KEY("leaderboard_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_scores" (
	"leaderboard_id" uuid NOT NULL,
	"participant_id" text NOT NULL,
	"score" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_scores_leaderboard_id_participant_id_pk" PRIMARY KEY("leaderboard_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"entity_ref_id" text,
	"score_source" text NOT NULL,
	"season_starts_at" timestamp with time zone NOT NULL,
	"season_ends_at" timestamp with time zone NOT NULL,
	"prize_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboards_season_order" CHECK ("leaderboards"."season_starts_at" < "leaderboards"."season_ends_at")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_payouts" ADD CONSTRAINT "leaderboard_payouts_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_payouts" ADD CONSTRAINT "leaderboard_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_scores_order_idx" ON "leaderboard_scores" USING btree ("leaderboard_id","score" DESC NULLS LAST,"participant_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leaderboards_kind_ref_idx" ON "leaderboards" USING btree ("kind","entity_ref_id");--> statement-breakpoint
CREATE INDEX "leaderboards_season_idx" ON "leaderboards" USING btree ("season_starts_at","season_ends_at");