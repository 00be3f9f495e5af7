CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_format" CHECK ("categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "categories_not_own_parent" CHECK ("categories"."parent_id" IS DISTINCT FROM "categories"."id")
);
--> statement-breakpoint
CREATE TABLE "category_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"unit" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"filterable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_attributes_key_format" CHECK ("category_attributes"."key" ~ '^[a-z][a-z0-9_]{0,39}$'),
	CONSTRAINT "category_attributes_type_known" CHECK ("category_attributes"."type" IN ('number', 'enum', 'boolean', 'text')),
	CONSTRAINT "category_attributes_options_array" CHECK (jsonb_typeof("category_attributes"."options") = 'array')
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_documents_kind_known" CHECK ("product_documents"."kind" IN ('datasheet', 'manual', 'certificate', 'drawing', 'other')),
	CONSTRAINT "product_documents_size_positive" CHECK ("product_documents"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_import_rows" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"action" text NOT NULL,
	"product_id" uuid,
	"errors" jsonb,
	"values" jsonb,
	"product_updated_at" timestamp with time zone,
	CONSTRAINT "product_import_rows_action_known" CHECK ("product_import_rows"."action" IN ('create', 'update', 'unchanged', 'error'))
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'reading' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"create_rows" integer DEFAULT 0 NOT NULL,
	"update_rows" integer DEFAULT 0 NOT NULL,
	"unchanged_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "product_imports_status_known" CHECK ("product_imports"."status" IN ('reading', 'checked', 'failed', 'applying', 'applied'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_known";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_known";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slug" text;--> statement-breakpoint
-- Each product's page URL from its name (decision 316): lower-case letters and digits joined by
-- single hyphens; a name without any (or whose slug another live product has too) takes its SKU.
UPDATE "products" SET "slug" = trim(both '-' from lower(regexp_replace("name", '[^A-Za-z0-9]+', '-', 'g')));--> statement-breakpoint
UPDATE "products" SET "slug" = lower("sku") WHERE "slug" = '' OR "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "slug" ORDER BY "created_at", "id") AS "nth"
    FROM "products" WHERE "deleted_at" IS NULL
  ) AS "ranked" WHERE "nth" > 1
);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specifications" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "details" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gallery" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_attributes" ADD CONSTRAINT "category_attributes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_rows" ADD CONSTRAINT "product_import_rows_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_sibling_name_key" ON "categories" USING btree (coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "category_attributes_key" ON "category_attributes" USING btree ("category_id","key");--> statement-breakpoint
CREATE INDEX "category_attributes_category_idx" ON "category_attributes" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_import_rows_pkey_line" ON "product_import_rows" USING btree ("import_id","line");--> statement-breakpoint
CREATE INDEX "product_import_rows_errors_idx" ON "product_import_rows" USING btree ("import_id","line") WHERE "product_import_rows"."action" = 'error';--> statement-breakpoint
CREATE INDEX "product_imports_created_idx" ON "product_imports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug") WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_specifications_idx" ON "products" USING gin ("specifications" jsonb_path_ops) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_spec_text_trgm_idx" ON "products" USING gin ("spec_text" gin_trgm_ops) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_slug_format" CHECK ("products"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_specifications_object" CHECK (jsonb_typeof("products"."specifications") = 'object');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gallery_array" CHECK (jsonb_typeof("products"."gallery") = 'array');--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" IN ('order.deliver', 'api_key.create', 'api_key.revoke', 'api_key.write', 'product.add', 'product.edit', 'product.restock', 'product.set_stock', 'product.delete', 'user.make_admin', 'user.remove_admin', 'company.create', 'company.edit', 'company.invite', 'company.revoke_invitation', 'company_member.join', 'company_member.set_role', 'company_member.set_limit', 'company_member.remove', 'order.approve', 'order.decline', 'company.set_credit', 'company.record_payment', 'quote.request', 'quote.answer', 'quote.message', 'quote.accept', 'quote.decline', 'quote.expire', 'webhook_endpoint.create', 'webhook_endpoint.remove', 'shop_settings.edit', 'order.credit_note', 'order.debit_note', 'order.record_transfer', 'payment.review', 'category.create', 'category.edit', 'category.delete', 'category_attribute.create', 'category_attribute.edit', 'category_attribute.delete', 'product.document_add', 'product.document_remove', 'product.import'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_known" CHECK ("audit_log"."target_type" IN ('order', 'product', 'user', 'quote', 'company', 'api_key', 'webhook_endpoint', 'shop_settings', 'category', 'category_attribute', 'product_import'));--> statement-breakpoint
-- The category tree, its attributes and the products' documents are part of the catalog: each
-- committed change of them drops every instance's catalog caches, as a product's does (decision 041).
CREATE TRIGGER "categories_notify_catalog" AFTER INSERT OR UPDATE OR DELETE ON "categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "category_attributes_notify_catalog" AFTER INSERT OR UPDATE OR DELETE ON "category_attributes"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_notify_catalog" AFTER INSERT OR UPDATE OR DELETE ON "product_documents"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_catalog_changed"();
