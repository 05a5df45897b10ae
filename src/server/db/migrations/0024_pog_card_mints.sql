ALTER TABLE "pog_mints" ADD COLUMN "token_id" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "pog_mints_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "pog_mints" ADD COLUMN "mint_wallet" text;--> statement-breakpoint
ALTER TABLE "pog_mints" ADD COLUMN "mint_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pog_mints" ADD COLUMN "mint_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pog_mints" ADD COLUMN "mint_tx_hash" text;--> statement-breakpoint
ALTER TABLE "pog_mints" ADD COLUMN "minted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pog_mints" ADD COLUMN "mint_failed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "pog_mints_token_key" ON "pog_mints" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "pog_mints_in_progress_idx" ON "pog_mints" USING btree ("mint_requested_at") WHERE "pog_mints"."state" = 'MINT_IN_PROGRESS';--> statement-breakpoint
-- A ready avatar used to move the flow to MINT_IN_PROGRESS with no mint asked for: those gamers wait for the mint request.
UPDATE "pog_mints" SET "state" = 'AVATAR_GENERATION_PENDING' WHERE "state" = 'MINT_IN_PROGRESS' AND "mint_requested_at" IS NULL;
