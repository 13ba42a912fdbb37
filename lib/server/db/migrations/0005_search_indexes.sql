CREATE INDEX "profiles_activity_idx" ON "profiles" USING btree ("status","last_active_at","id");--> statement-breakpoint
CREATE INDEX "profiles_gender_activity_idx" ON "profiles" USING btree ("status","gender","last_active_at","id");--> statement-breakpoint
CREATE INDEX "profiles_gender_country_activity_idx" ON "profiles" USING btree ("status","gender","country","last_active_at","id");