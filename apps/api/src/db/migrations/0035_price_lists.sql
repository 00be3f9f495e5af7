CREATE TABLE "customer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list_category_rules" (
	"price_list_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"percent_off_bp" integer NOT NULL,
	CONSTRAINT "price_list_category_rules_price_list_id_category_id_pk" PRIMARY KEY("price_list_id","category_id"),
	CONSTRAINT "price_list_category_rules_percent_range" CHECK ("price_list_category_rules"."percent_off_bp" > 0 AND "price_list_category_rules"."percent_off_bp" < 10000)
);
--> statement-breakpoint
CREATE TABLE "price_list_companies" (
	"price_list_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "price_list_companies_price_list_id_company_id_pk" PRIMARY KEY("price_list_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "price_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"price_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"min_quantity" integer NOT NULL,
	"unit_price_poisha" bigint,
	"percent_off_bp" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_entries_min_quantity" CHECK ("price_list_entries"."min_quantity" >= 1),
	CONSTRAINT "price_list_entries_one_price" CHECK (("price_list_entries"."unit_price_poisha" IS NULL) <> ("price_list_entries"."percent_off_bp" IS NULL)),
	CONSTRAINT "price_list_entries_price_range" CHECK ("price_list_entries"."unit_price_poisha" IS NULL OR "price_list_entries"."unit_price_poisha" > 0),
	CONSTRAINT "price_list_entries_percent_range" CHECK ("price_list_entries"."percent_off_bp" IS NULL OR ("price_list_entries"."percent_off_bp" > 0 AND "price_list_entries"."percent_off_bp" < 10000))
);
--> statement-breakpoint
CREATE TABLE "price_list_groups" (
	"price_list_id" uuid NOT NULL,
	"customer_group_id" uuid NOT NULL,
	CONSTRAINT "price_list_groups_price_list_id_customer_group_id_pk" PRIMARY KEY("price_list_id","customer_group_id")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'BDT' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_currency_format" CHECK ("price_lists"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "price_lists_window" CHECK ("price_lists"."starts_at" IS NULL OR "price_lists"."ends_at" IS NULL OR "price_lists"."starts_at" < "price_lists"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_list_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_list_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "list_unit_price_poisha" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "customer_group_id" uuid;--> statement-breakpoint
ALTER TABLE "price_list_category_rules" ADD CONSTRAINT "price_list_category_rules_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_category_rules" ADD CONSTRAINT "price_list_category_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_companies" ADD CONSTRAINT "price_list_companies_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_companies" ADD CONSTRAINT "price_list_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_entries" ADD CONSTRAINT "price_list_entries_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_entries" ADD CONSTRAINT "price_list_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_groups" ADD CONSTRAINT "price_list_groups_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_groups" ADD CONSTRAINT "price_list_groups_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_name_key" ON "customer_groups" USING btree (lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "price_list_companies_company_idx" ON "price_list_companies" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_entries_key" ON "price_list_entries" USING btree ("price_list_id","product_id","min_quantity");--> statement-breakpoint
CREATE INDEX "price_list_entries_product_idx" ON "price_list_entries" USING btree ("product_id","price_list_id");--> statement-breakpoint
CREATE INDEX "price_list_groups_group_idx" ON "price_list_groups" USING btree ("customer_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name_key" ON "price_lists" USING btree (lower(btrim("name")));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_list_named" CHECK (("order_lines"."price_list_id" IS NULL) = ("order_lines"."price_list_name" IS NULL));--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_known";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_known";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" IN ('order.deliver', 'api_key.create', 'api_key.revoke', 'api_key.write', 'product.add', 'product.edit', 'product.restock', 'product.set_stock', 'product.delete', 'user.make_admin', 'user.remove_admin', 'company.create', 'company.edit', 'company.invite', 'company.revoke_invitation', 'company_member.join', 'company_member.set_role', 'company_member.set_limit', 'company_member.remove', 'order.approve', 'order.decline', 'company.set_credit', 'company.record_payment', 'quote.request', 'quote.answer', 'quote.message', 'quote.accept', 'quote.decline', 'quote.expire', 'webhook_endpoint.create', 'webhook_endpoint.remove', 'shop_settings.edit', 'order.credit_note', 'order.debit_note', 'order.record_transfer', 'payment.review', 'category.create', 'category.edit', 'category.delete', 'category_attribute.create', 'category_attribute.edit', 'category_attribute.delete', 'product.document_add', 'product.document_remove', 'product.import', 'price_list.create', 'price_list.edit', 'price_list.delete', 'price_list_entry.set', 'price_list_entry.delete', 'customer_group.create', 'customer_group.edit', 'customer_group.delete', 'company.customer_group', 'price_list_entry.import', 'price_list.contract_from_quote'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_known" CHECK ("audit_log"."target_type" IN ('order', 'product', 'user', 'quote', 'company', 'api_key', 'webhook_endpoint', 'shop_settings', 'category', 'category_attribute', 'product_import', 'price_list', 'customer_group'));
