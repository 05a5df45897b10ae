CREATE TABLE "payout_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payout_id" uuid NOT NULL,
	"source" text NOT NULL,
	"outcome" text NOT NULL,
	"provider_status" text,
	"failure_reason" text,
	"applied" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "investigation_note" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "investigation_by" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "investigation_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_events_payout_idx" ON "payout_events" USING btree ("payout_id","created_at");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_investigation_by_users_id_fk" FOREIGN KEY ("investigation_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created_at");