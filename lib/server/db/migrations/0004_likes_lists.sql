CREATE INDEX "likes_liker_created_idx" ON "likes" USING btree ("liker_id","created_at");--> statement-breakpoint
CREATE INDEX "matches_a_created_idx" ON "matches" USING btree ("profile_a","created_at");--> statement-breakpoint
CREATE INDEX "matches_b_created_idx" ON "matches" USING btree ("profile_b","created_at");