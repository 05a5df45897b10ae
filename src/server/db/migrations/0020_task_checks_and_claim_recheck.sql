CREATE TABLE "task_verification_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"phase" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"verified" boolean NOT NULL,
	"error_code" text,
	"error_type" text,
	"checked" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "recheck_at_claim" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "task_progress" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_verification_checks" ADD CONSTRAINT "task_verification_checks_task_id_campaign_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "campaign_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_verification_checks" ADD CONSTRAINT "task_verification_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_verification_checks" ADD CONSTRAINT "task_verification_checks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_verification_checks_campaign_user_idx" ON "task_verification_checks" USING btree ("campaign_id","user_id","checked_at");