CREATE TABLE "pog_avatar_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"category" text,
	"character" text,
	"style" text,
	"selfie_key" text,
	"face_box" jsonb,
	"status" text DEFAULT 'EMPTY' NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"avatar_key" text,
	"avatar_source" text,
	"avatar_attribution" text,
	"avatar_created_at" timestamp with time zone,
	"active" boolean DEFAULT false NOT NULL,
	"paid_currency" text,
	"paid_amount" bigint,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pog_avatar_slots_slot_positive" CHECK ("pog_avatar_slots"."slot" >= 1)
);
--> statement-breakpoint
CREATE TABLE "pog_slot_prices" (
	"currency" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "pog_avatar_slots" ADD CONSTRAINT "pog_avatar_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pog_slot_prices" ADD CONSTRAINT "pog_slot_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pog_avatar_slots_user_slot_key" ON "pog_avatar_slots" USING btree ("user_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "pog_avatar_slots_one_active_key" ON "pog_avatar_slots" USING btree ("user_id") WHERE "pog_avatar_slots"."active";--> statement-breakpoint
CREATE INDEX "pog_avatar_slots_pending_idx" ON "pog_avatar_slots" USING btree ("updated_at") WHERE "pog_avatar_slots"."status" = 'PENDING';