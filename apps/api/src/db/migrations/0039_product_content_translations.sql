CREATE TABLE "category_attribute_translations" (
	"attribute_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"name" text,
	"option_labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_attribute_translations_attribute_id_locale_pk" PRIMARY KEY("attribute_id","locale"),
	CONSTRAINT "category_attribute_translations_locale_known" CHECK ("category_attribute_translations"."locale" IN ('bn')),
	CONSTRAINT "category_attribute_translations_labels_object" CHECK (jsonb_typeof("category_attribute_translations"."option_labels") = 'object')
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"name" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_translations_category_id_locale_pk" PRIMARY KEY("category_id","locale"),
	CONSTRAINT "category_translations_locale_known" CHECK ("category_translations"."locale" IN ('bn'))
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"name" text,
	"description" text,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_translations_product_id_locale_pk" PRIMARY KEY("product_id","locale"),
	CONSTRAINT "product_translations_locale_known" CHECK ("product_translations"."locale" IN ('bn'))
);
--> statement-breakpoint
ALTER TABLE "category_attribute_translations" ADD CONSTRAINT "category_attribute_translations_attribute_id_category_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."category_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_idx" ON "product_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_description_trgm_idx" ON "product_translations" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
-- Translations are part of the catalog: each committed change of them drops every instance's
-- catalog caches, in both languages, as a product's or a category's does (decisions 041, 326).
CREATE TRIGGER "product_translations_notify_catalog" AFTER INSERT OR UPDATE OR DELETE ON "product_translations"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "category_translations_notify_catalog" AFTER INSERT OR UPDATE OR DELETE ON "category_translations"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "category_attribute_translations_notify_catalog" AFTER INSERT OR UPDATE OR DELETE ON "category_attribute_translations"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_catalog_changed"();
