CREATE TABLE "web_footer_link_translations" (
	"link_id" integer NOT NULL,
	"language" text NOT NULL,
	"group_name" text,
	"label" text,
	CONSTRAINT "web_footer_link_translations_link_id_language_pk" PRIMARY KEY("link_id","language")
);
--> statement-breakpoint
ALTER TABLE "web_footer_link_translations" ADD CONSTRAINT "web_footer_link_translations_link_id_web_footer_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "web_footer_links"("id") ON DELETE cascade ON UPDATE no action;