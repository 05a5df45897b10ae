CREATE TABLE "pog_card_likes" (
	"card_user_id" uuid NOT NULL,
	"liker_id" uuid NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pog_card_likes_pkey" PRIMARY KEY("card_user_id","liker_id")
);
--> statement-breakpoint
CREATE TABLE "pog_share_links" (
	"code" text PRIMARY KEY NOT NULL,
	"sharer_id" uuid NOT NULL,
	"card_user_id" uuid NOT NULL,
	"cta" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pog_share_links_cta" CHECK ("pog_share_links"."cta" in ('view', 'mint'))
);
--> statement-breakpoint
CREATE TABLE "referral_roadmap_associations" (
	"roadmap_id" text NOT NULL,
	"invitee_id" uuid NOT NULL,
	"referrer_id" uuid NOT NULL,
	"associated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_roadmap_associations_pkey" PRIMARY KEY("roadmap_id","invitee_id"),
	CONSTRAINT "referral_roadmap_associations_not_self" CHECK ("referral_roadmap_associations"."invitee_id" <> "referral_roadmap_associations"."referrer_id")
);
--> statement-breakpoint
CREATE TABLE "referral_roadmap_rewards" (
	"roadmap_id" text NOT NULL,
	"referrer_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"rewarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_roadmap_rewards_pkey" PRIMARY KEY("roadmap_id","referrer_id","step")
);
--> statement-breakpoint
ALTER TABLE "pog_card_likes" ADD CONSTRAINT "pog_card_likes_card_user_id_users_id_fk" FOREIGN KEY ("card_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pog_card_likes" ADD CONSTRAINT "pog_card_likes_liker_id_users_id_fk" FOREIGN KEY ("liker_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pog_share_links" ADD CONSTRAINT "pog_share_links_sharer_id_users_id_fk" FOREIGN KEY ("sharer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pog_share_links" ADD CONSTRAINT "pog_share_links_card_user_id_users_id_fk" FOREIGN KEY ("card_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_roadmap_associations" ADD CONSTRAINT "referral_roadmap_associations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_roadmap_associations" ADD CONSTRAINT "referral_roadmap_associations_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_roadmap_rewards" ADD CONSTRAINT "referral_roadmap_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pog_card_likes_card_liked_idx" ON "pog_card_likes" USING btree ("card_user_id","liked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pog_share_links_sharer_card_cta_key" ON "pog_share_links" USING btree ("sharer_id","card_user_id","cta");--> statement-breakpoint
CREATE INDEX "referral_roadmap_associations_referrer_idx" ON "referral_roadmap_associations" USING btree ("roadmap_id","referrer_id");