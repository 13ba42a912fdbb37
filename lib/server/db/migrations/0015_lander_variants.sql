CREATE TABLE "lander_variants" (
	"site_id" integer NOT NULL,
	"lander" text NOT NULL,
	"slug" text NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"headline" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lander_variants_site_id_lander_slug_locale_pk" PRIMARY KEY("site_id","lander","slug","locale")
);
--> statement-breakpoint
ALTER TABLE "lander_variants" ADD CONSTRAINT "lander_variants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
