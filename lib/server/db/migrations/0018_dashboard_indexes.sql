CREATE INDEX "users_site_signup_idx" ON "users" USING btree ("site_id","signup_date");--> statement-breakpoint
CREATE INDEX "email_tokens_kind_used_idx" ON "email_tokens" USING btree ("kind","used_at");--> statement-breakpoint
CREATE INDEX "orders_site_paid_idx" ON "orders" USING btree ("site_id","paid_at");--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");
