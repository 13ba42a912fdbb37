CREATE TABLE "swipes" (
	"profile_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"decision" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipes_profile_id_target_id_pk" PRIMARY KEY("profile_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_target_id_profiles_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swipes_profile_created_idx" ON "swipes" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "swipes_target_idx" ON "swipes" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "profiles_region_activity_idx" ON "profiles" USING btree ("status","country","region","last_active_at","id");--> statement-breakpoint
CREATE INDEX "profiles_country_activity_idx" ON "profiles" USING btree ("status","country","last_active_at","id");