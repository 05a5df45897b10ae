CREATE TABLE "arena_games" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_game_id" text NOT NULL,
	"status" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "arena_games_provider_game_id_unique" UNIQUE("provider_game_id"),
	CONSTRAINT "arena_games_provider_check" CHECK ("arena_games"."provider" in ('GAMERJI')),
	CONSTRAINT "arena_games_status_check" CHECK ("arena_games"."status" in ('LIVE', 'COMING_SOON'))
);
--> statement-breakpoint
CREATE TABLE "arena_waitlist" (
	"user_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arena_waitlist_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "overlay_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"delay_seconds" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overlay_schedules_window_check" CHECK ("overlay_schedules"."ends_at" > "overlay_schedules"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "arena_games" ADD CONSTRAINT "arena_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_waitlist" ADD CONSTRAINT "arena_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_waitlist" ADD CONSTRAINT "arena_waitlist_game_id_arena_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "arena_games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlay_schedules" ADD CONSTRAINT "overlay_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "overlay_schedules_starts_idx" ON "overlay_schedules" USING btree ("starts_at");