ALTER TABLE "payouts" DROP CONSTRAINT "payouts_amount_split";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "destination" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "beneficiary_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amount_split" CHECK ("payouts"."amount" = "payouts"."tds" + "payouts"."fee" + "payouts"."net" and "payouts"."net" > 0 and "payouts"."fee" >= 0);