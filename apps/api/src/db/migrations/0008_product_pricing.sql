-- Products of earlier versions get an SKU made from their id (decision 120); admins can change it.
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
UPDATE "products" SET "sku" = 'PL-' || upper(left(replace("id"::text, '-', ''), 12));--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "order_increment" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "volume_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku") WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_order_increment_positive" CHECK ("products"."order_increment" >= 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_format" CHECK ("products"."sku" ~ '^[A-Z0-9][A-Z0-9-]{1,39}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_volume_tiers_array" CHECK (jsonb_typeof("products"."volume_tiers") = 'array');--> statement-breakpoint
-- Edit Product is audited (decision 121).
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_known";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" IN ('order.deliver', 'product.add', 'product.edit', 'product.restock', 'product.set_stock', 'product.delete', 'user.make_admin', 'user.remove_admin'));