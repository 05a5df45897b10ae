ALTER TABLE "store_redemptions" ADD COLUMN "price_currency" text DEFAULT 'KCASH' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_vouchers" ADD COLUMN "price_kpoints" bigint;--> statement-breakpoint
ALTER TABLE "store_redemptions" ADD CONSTRAINT "store_redemptions_price_currency" CHECK ("store_redemptions"."price_currency" in ('KCASH', 'KPOINTS'));--> statement-breakpoint
ALTER TABLE "store_vouchers" ADD CONSTRAINT "store_vouchers_kpoints_price_positive" CHECK ("store_vouchers"."price_kpoints" is null or "store_vouchers"."price_kpoints" > 0);