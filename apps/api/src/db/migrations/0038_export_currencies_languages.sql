CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"bdt_per_unit" numeric(14, 6) NOT NULL,
	"effective_on" date NOT NULL,
	"source" text DEFAULT 'Bangladesh Bank' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	CONSTRAINT "exchange_rates_currency_format" CHECK ("exchange_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "exchange_rates_not_base" CHECK ("exchange_rates"."currency" <> 'BDT'),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."bdt_per_unit" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text DEFAULT 'BD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "incoterm_place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "currency" text DEFAULT 'BDT' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "incoterm_place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "enabled_currencies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_day_key" ON "exchange_rates" USING btree ("currency","effective_on");--> statement-breakpoint
CREATE INDEX "exchange_rates_latest_idx" ON "exchange_rates" USING btree ("currency","effective_on" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" IN ('en', 'bn'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hs_code_format" CHECK ("products"."hs_code" ~ '^[0-9]{6}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_country_of_origin_format" CHECK ("products"."country_of_origin" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_incoterm_known" CHECK ("orders"."incoterm" IN ('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_currency_format" CHECK ("companies"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_incoterm_known" CHECK ("companies"."incoterm" IN ('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'));