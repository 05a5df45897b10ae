CREATE TABLE "quest_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"picture_key" text NOT NULL,
	"note" text,
	"task_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	CONSTRAINT "quest_proofs_version_check" CHECK ("quest_proofs"."version" between 1 and 3),
	CONSTRAINT "quest_proofs_status_check" CHECK ("quest_proofs"."status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "third_party_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"redirect_url" text NOT NULL,
	"secret_hash" text NOT NULL,
	"game_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_handoffs" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "quest_proofs" ADD CONSTRAINT "quest_proofs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_proofs" ADD CONSTRAINT "quest_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_proofs" ADD CONSTRAINT "quest_proofs_task_id_campaign_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "campaign_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_proofs" ADD CONSTRAINT "quest_proofs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_clients" ADD CONSTRAINT "third_party_clients_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_handoffs" ADD CONSTRAINT "third_party_handoffs_client_id_third_party_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "third_party_clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_handoffs" ADD CONSTRAINT "third_party_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quest_proofs_status_idx" ON "quest_proofs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quest_proofs_user_idx" ON "quest_proofs" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "third_party_handoffs_expiry_idx" ON "third_party_handoffs" USING btree ("expires_at");