CREATE TABLE "site_pages" (
	"site_id" integer NOT NULL,
	"page" text NOT NULL,
	"locale" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_site_id_page_locale_pk" PRIMARY KEY("site_id","page","locale")
);
--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "reason" text DEFAULT 'other' NOT NULL;
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "profile_id" integer;
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "conversation_id" integer;
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "evidence" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
CREATE INDEX "complaints_site_status_idx" ON "complaints" USING btree ("site_id","status","created_at");
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "via_token" boolean DEFAULT false NOT NULL;
