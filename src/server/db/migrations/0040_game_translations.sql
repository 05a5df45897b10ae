CREATE TABLE "game_translations" (
	"game_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text,
	"tagline" text,
	CONSTRAINT "game_translations_game_id_language_pk" PRIMARY KEY("game_id","language")
);
--> statement-breakpoint
ALTER TABLE "game_translations" ADD CONSTRAINT "game_translations_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE cascade ON UPDATE no action;