CREATE TABLE "clan_chiefs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"chief_city" text DEFAULT '' NOT NULL,
	"phone_number" text,
	"phone_verified_at" timestamp with time zone,
	"is_college_student" boolean DEFAULT false NOT NULL,
	"college_name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clan_chiefs" ADD CONSTRAINT "clan_chiefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;