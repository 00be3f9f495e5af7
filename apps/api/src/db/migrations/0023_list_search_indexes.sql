CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_user_email_prefix_idx" ON "orders" USING btree (lower("user_email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_po_number_prefix_idx" ON "orders" USING btree (lower("po_number") text_pattern_ops) WHERE "orders"."po_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);