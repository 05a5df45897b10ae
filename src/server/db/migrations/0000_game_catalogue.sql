CREATE TABLE "web_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"image_url" text NOT NULL,
	"cta_label" text NOT NULL,
	"cta_url" text NOT NULL,
	"position" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "web_banners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "web_footer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"group_position" integer NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "game_genres_name_unique" UNIQUE("name"),
	CONSTRAINT "game_genres_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text NOT NULL,
	"description" text NOT NULL,
	"developer" text NOT NULL,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"networks" text[] DEFAULT '{}'::text[] NOT NULL,
	"login_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_image" text NOT NULL,
	"banner_image" text NOT NULL,
	"icon_image" text NOT NULL,
	"website_url" text,
	"released_on" date,
	"featured" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "user_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"geography" text NOT NULL,
	"result_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_banners_position_idx" ON "web_banners" USING btree ("position");--> statement-breakpoint
CREATE INDEX "web_footer_links_order_idx" ON "web_footer_links" USING btree ("group_position","position");--> statement-breakpoint
CREATE UNIQUE INDEX "web_footer_links_group_label_idx" ON "web_footer_links" USING btree ("group_name","label");--> statement-breakpoint
CREATE INDEX "games_featured_position_idx" ON "games" USING btree ("featured","position");--> statement-breakpoint
CREATE INDEX "games_genres_idx" ON "games" USING gin ("genres");--> statement-breakpoint
CREATE INDEX "games_platforms_idx" ON "games" USING gin ("platforms");--> statement-breakpoint
CREATE INDEX "games_networks_idx" ON "games" USING gin ("networks");--> statement-breakpoint
CREATE INDEX "user_searches_geography_created_idx" ON "user_searches" USING btree ("geography","created_at");