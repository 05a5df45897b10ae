CREATE TABLE "store_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"voucher_id" uuid NOT NULL,
	"code_id" uuid NOT NULL,
	"price_paid" bigint NOT NULL,
	"transaction_id" uuid NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_redemptions_code_id_unique" UNIQUE("code_id")
);
--> statement-breakpoint
CREATE TABLE "store_voucher_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"code" text NOT NULL,
	"allocated_at" timestamp with time zone,
	"allocated_to" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"brand" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"face_currency" text NOT NULL,
	"face_value" integer NOT NULL,
	"price_kcash" bigint NOT NULL,
	"regions" text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_vouchers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "store_vouchers_price_positive" CHECK ("store_vouchers"."price_kcash" > 0),
	CONSTRAINT "store_vouchers_face_positive" CHECK ("store_vouchers"."face_value" > 0)
);
--> statement-breakpoint
ALTER TABLE "store_redemptions" ADD CONSTRAINT "store_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_redemptions" ADD CONSTRAINT "store_redemptions_voucher_id_store_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "store_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_redemptions" ADD CONSTRAINT "store_redemptions_code_id_store_voucher_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "store_voucher_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_redemptions" ADD CONSTRAINT "store_redemptions_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_voucher_codes" ADD CONSTRAINT "store_voucher_codes_voucher_id_store_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "store_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_voucher_codes" ADD CONSTRAINT "store_voucher_codes_allocated_to_users_id_fk" FOREIGN KEY ("allocated_to") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_redemptions_user_idx" ON "store_redemptions" USING btree ("user_id","redeemed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_voucher_codes_code_key" ON "store_voucher_codes" USING btree ("voucher_id","code");--> statement-breakpoint
CREATE INDEX "store_voucher_codes_free_idx" ON "store_voucher_codes" USING btree ("voucher_id") WHERE "store_voucher_codes"."allocated_at" is null;--> statement-breakpoint
CREATE INDEX "store_vouchers_regions_idx" ON "store_vouchers" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "store_vouchers_brand_idx" ON "store_vouchers" USING btree (lower("brand"));