CREATE TABLE "tournament_prizes" (
	"tournament_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "tournament_prizes_tournament_id_rank_pk" PRIMARY KEY("tournament_id","rank"),
	CONSTRAINT "tournament_prizes_rank_check" CHECK ("tournament_prizes"."rank" >= 1),
	CONSTRAINT "tournament_prizes_amount_check" CHECK ("tournament_prizes"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_registrations" (
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"final_rank" integer,
	CONSTRAINT "tournament_registrations_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id"),
	CONSTRAINT "tournament_registrations_rank_check" CHECK ("tournament_registrations"."final_rank" is null or "tournament_registrations"."final_rank" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"game_id" integer NOT NULL,
	"format" text NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"results_recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tournaments_dates_check" CHECK ("tournaments"."registration_opens_at" < "tournaments"."registration_closes_at" and "tournaments"."registration_closes_at" <= "tournaments"."starts_at" and "tournaments"."starts_at" < "tournaments"."ends_at"),
	CONSTRAINT "tournaments_capacity_check" CHECK ("tournaments"."capacity" > 0),
	CONSTRAINT "tournaments_registered_count_check" CHECK ("tournaments"."registered_count" >= 0 and "tournaments"."registered_count" <= "tournaments"."capacity"),
	CONSTRAINT "tournaments_format_check" CHECK ("tournaments"."format" in ('SOLO', 'DUO', 'SQUAD'))
);
--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_registrations_rank_key" ON "tournament_registrations" USING btree ("tournament_id","final_rank");--> statement-breakpoint
CREATE INDEX "tournament_registrations_user_idx" ON "tournament_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournaments_starts_idx" ON "tournaments" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "tournaments_ends_idx" ON "tournaments" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "tournaments_game_idx" ON "tournaments" USING btree ("game_id");