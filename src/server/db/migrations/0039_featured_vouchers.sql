CREATE TABLE "store_featured_vouchers" (
	"voucher_id" uuid PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_featured_vouchers" ADD CONSTRAINT "store_featured_vouchers_voucher_id_store_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "store_vouchers"("id") ON DELETE cascade ON UPDATE no action;