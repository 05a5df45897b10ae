CREATE TABLE "kyc_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"step" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"outcome" text NOT NULL,
	"reason" text,
	"needs_review" boolean DEFAULT false NOT NULL,
	"name_given" text,
	"name_found" text,
	"submitted" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"reviewed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "kyc_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"with_aadhaar" boolean DEFAULT true NOT NULL,
	"pan" text,
	"pan_name" text,
	"aadhaar_reference" text,
	"aadhaar_last_four" text,
	"bank_account" text,
	"ifsc" text,
	"name_at_bank" text,
	"cpf" text,
	"cpf_name" text,
	"pix_key_type" text,
	"pix_key" text,
	"bonus_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_bonus_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("bonus_transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_checks_user_step_idx" ON "kyc_checks" USING btree ("user_id","step","created_at");--> statement-breakpoint
CREATE INDEX "kyc_checks_review_idx" ON "kyc_checks" USING btree ("created_at") WHERE "kyc_checks"."outcome" = 'manualReview';