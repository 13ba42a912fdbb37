CREATE INDEX "photos_filename_idx" ON "photos" USING btree ("filename");--> statement-breakpoint
CREATE INDEX "photos_thumb_filename_idx" ON "photos" USING btree ("thumb_filename");