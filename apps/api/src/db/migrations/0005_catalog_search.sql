-- pg_trgm answers ILIKE %word% from the GIN indexes below (decision 066); trusted since PostgreSQL 13.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_poisha","id") WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_in_stock_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" IS NULL AND "products"."available_quantity" - "products"."held_quantity" >= "products"."min_order";