DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_email_idx";--> statement-breakpoint
DROP INDEX "orders_company_idx";--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_company_status_idx" ON "orders" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_email_idx" ON "orders" USING btree (lower("user_email"),"created_at","id");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","created_at","id");