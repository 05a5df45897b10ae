CREATE TABLE "profile_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"country_code" text,
	"city" text,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "profile_options_natural_key" UNIQUE NULLS NOT DISTINCT("kind","country_code","city","name")
);
--> statement-breakpoint
CREATE INDEX "profile_options_lookup_idx" ON "profile_options" USING btree ("kind","country_code","position");