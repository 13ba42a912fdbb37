ALTER TABLE "profiles" ADD COLUMN "has_photo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_photo_activity_idx" ON "profiles" USING btree ("status","has_photo","last_active_at","id");--> statement-breakpoint
CREATE INDEX "profiles_gender_photo_activity_idx" ON "profiles" USING btree ("status","gender","has_photo","last_active_at","id");--> statement-breakpoint
CREATE INDEX "profiles_country_photo_activity_idx" ON "profiles" USING btree ("status","country","has_photo","last_active_at","id");--> statement-breakpoint
CREATE INDEX "profiles_gender_country_photo_activity_idx" ON "profiles" USING btree ("status","gender","country","has_photo","last_active_at","id");--> statement-breakpoint
CREATE INDEX "profiles_region_photo_activity_idx" ON "profiles" USING btree ("status","country","region","has_photo","last_active_at","id");--> statement-breakpoint
-- profiles.has_photo: the main photo exists and is approved (status active). Member search ranks
-- on it through the indexes above; the database keeps it, whichever code changes a photo.
CREATE FUNCTION hl_profile_has_photo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.has_photo := NEW.main_photo_id IS NOT NULL
    AND EXISTS (SELECT 1 FROM photos WHERE id = NEW.main_photo_id AND status = 'active');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_has_photo_insert BEFORE INSERT ON profiles
FOR EACH ROW EXECUTE FUNCTION hl_profile_has_photo();
--> statement-breakpoint
-- A new main photo (or none: a deleted photo sets main_photo_id null), or a write to has_photo
-- itself, which is recomputed rather than trusted. Activity updates (last_active_at) skip it.
CREATE TRIGGER profiles_has_photo_update BEFORE UPDATE ON profiles
FOR EACH ROW WHEN (
  OLD.main_photo_id IS DISTINCT FROM NEW.main_photo_id OR OLD.has_photo IS DISTINCT FROM NEW.has_photo
) EXECUTE FUNCTION hl_profile_has_photo();
--> statement-breakpoint
-- A main photo approved or rejected: its profile's has_photo follows (through the trigger above).
CREATE FUNCTION hl_photo_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET has_photo = NOT has_photo
  WHERE main_photo_id = NEW.id AND has_photo IS DISTINCT FROM (NEW.status = 'active');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER photos_status_has_photo AFTER UPDATE ON photos
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION hl_photo_status_changed();
--> statement-breakpoint
UPDATE "profiles" SET "has_photo" = true
WHERE EXISTS (SELECT 1 FROM "photos" WHERE "photos"."id" = "profiles"."main_photo_id" AND "photos"."status" = 'active');
