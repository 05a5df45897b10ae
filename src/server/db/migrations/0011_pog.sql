CREATE TABLE "pog_mints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text NOT NULL,
	"state" text NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pog_mints_username_length" CHECK (char_length("pog_mints"."username") between 5 and 12)
);
--> statement-breakpoint
ALTER TABLE "pog_mints" ADD CONSTRAINT "pog_mints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pog_mints_user_key" ON "pog_mints" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pog_mints_username_lower_key" ON "pog_mints" USING btree (lower("username"));