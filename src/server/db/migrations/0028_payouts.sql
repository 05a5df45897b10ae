CREATE TABLE "offramp_registrations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"method" text NOT NULL,
	"upi_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"country" text NOT NULL,
	"method" text NOT NULL,
	"destination" jsonb NOT NULL,
	"beneficiary_name" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"taxable" bigint NOT NULL,
	"tds" bigint NOT NULL,
	"net" bigint NOT NULL,
	"fiat_currency" text NOT NULL,
	"fiat_amount" bigint NOT NULL,
	"financial_year" text NOT NULL,
	"status" text NOT NULL,
	"provider_payout_id" text,
	"provider_status" text,
	"failure_reason" text,
	"debit_transaction_id" uuid NOT NULL,
	"settle_transaction_id" uuid,
	"refund_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_split" CHECK ("payouts"."amount" = "payouts"."tds" + "payouts"."net" and "payouts"."net" > 0)
);
--> statement-breakpoint
ALTER TABLE "offramp_registrations" ADD CONSTRAINT "offramp_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_debit_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("debit_transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_user_created_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_key" ON "payouts" USING btree ("provider","provider_payout_id");--> statement-breakpoint
CREATE INDEX "payouts_requested_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."status" = 'requested';