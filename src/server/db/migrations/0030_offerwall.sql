CREATE TABLE "offerwall_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network" text NOT NULL,
	"transaction_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"offer_id" text,
	"offer_name" text,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"credit_transaction_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_amount" bigint,
	"reversal_transaction_id" uuid,
	"reversal_reason" text
);
--> statement-breakpoint
CREATE TABLE "offerwall_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"game_id" integer,
	"action" text NOT NULL,
	"level" integer,
	"reward_currency" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"quest_slug" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offerwall_offers_action_known" CHECK ("offerwall_offers"."action" in ('install', 'reachLevel')),
	CONSTRAINT "offerwall_offers_level_for_reach" CHECK (("offerwall_offers"."action" = 'reachLevel') = ("offerwall_offers"."level" is not null and "offerwall_offers"."level" > 0)),
	CONSTRAINT "offerwall_offers_reward_positive" CHECK ("offerwall_offers"."reward_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "offerwall_conversions" ADD CONSTRAINT "offerwall_conversions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_conversions" ADD CONSTRAINT "offerwall_conversions_credit_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("credit_transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_conversions" ADD CONSTRAINT "offerwall_conversions_reversal_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reversal_transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_offers" ADD CONSTRAINT "offerwall_offers_partner_id_game_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "game_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_offers" ADD CONSTRAINT "offerwall_offers_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offerwall_conversions_network_transaction_key" ON "offerwall_conversions" USING btree ("network","transaction_id");--> statement-breakpoint
CREATE INDEX "offerwall_conversions_user_idx" ON "offerwall_conversions" USING btree ("user_id","created_at");