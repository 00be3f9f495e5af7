CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"address_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"bin" text DEFAULT '' NOT NULL,
	"tin" text DEFAULT '' NOT NULL,
	"trade_licence_number" text DEFAULT '' NOT NULL,
	"vat_registration_type" text DEFAULT 'vat' NOT NULL,
	"bank_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invoice_footer" text DEFAULT '' NOT NULL,
	"prices_include_vat" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" text,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_registration_type_known" CHECK ("shop_settings"."vat_registration_type" IN ('vat', 'turnover_tax')),
	CONSTRAINT "shop_settings_bank_accounts_array" CHECK (jsonb_typeof("shop_settings"."bank_accounts") = 'array')
);
--> statement-breakpoint
CREATE TABLE "tax_adjustment_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"fiscal_year" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_bin" text,
	"buyer_address" text,
	"lines" jsonb NOT NULL,
	"value_excl_vat_poisha" bigint NOT NULL,
	"sd_poisha" bigint NOT NULL,
	"vat_poisha" bigint NOT NULL,
	"total_poisha" bigint NOT NULL,
	"refund_reference" text,
	"issued_by_id" text,
	CONSTRAINT "tax_adjustment_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_adjustment_notes_kind_known" CHECK ("tax_adjustment_notes"."kind" IN ('credit', 'debit')),
	CONSTRAINT "tax_adjustment_notes_number_format" CHECK ("tax_adjustment_notes"."number" ~ '^(CN|DN)-[0-9]{4}-[0-9]{2}-[0-9]{6,}$'),
	CONSTRAINT "tax_adjustment_notes_figures" CHECK ("tax_adjustment_notes"."value_excl_vat_poisha" >= 0 AND "tax_adjustment_notes"."sd_poisha" >= 0 AND "tax_adjustment_notes"."vat_poisha" >= 0 AND "tax_adjustment_notes"."total_poisha" = "tax_adjustment_notes"."value_excl_vat_poisha" + "tax_adjustment_notes"."sd_poisha" + "tax_adjustment_notes"."vat_poisha")
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"kind" text NOT NULL,
	"fiscal_year" integer NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "tax_document_counters_kind_fiscal_year_pk" PRIMARY KEY("kind","fiscal_year"),
	CONSTRAINT "tax_document_counters_last_serial_positive" CHECK ("tax_document_counters"."last_serial" > 0),
	CONSTRAINT "tax_document_counters_kind_known" CHECK ("tax_document_counters"."kind" IN ('invoice', 'credit_note', 'debit_note'))
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_number_format";--> statement-breakpoint
ALTER TABLE "bank_payments" DROP CONSTRAINT "bank_payments_amount_positive";--> statement-breakpoint
ALTER TABLE "payment_allocations" DROP CONSTRAINT "payment_allocations_amount_positive";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sd_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sd_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "value_excl_vat_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sd_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zero_rated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sd_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "fiscal_year" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_bin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_country" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "prices_include_vat" boolean;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "zero_rated" boolean;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "value_excl_vat_poisha" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sd_poisha" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_poisha" bigint;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD COLUMN "sd_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD COLUMN "vat_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "country" text DEFAULT 'BD' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_withholding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "income_tax_deductor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD COLUMN "vds_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD COLUMN "vds_certificate_number" text;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD COLUMN "vds_certificate_date" date;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD COLUMN "tds_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD COLUMN "tds_certificate_number" text;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD COLUMN "tds_certificate_date" date;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN "vds_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN "tds_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_adjustment_notes" ADD CONSTRAINT "tax_adjustment_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_adjustment_notes" ADD CONSTRAINT "tax_adjustment_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_adjustment_notes" ADD CONSTRAINT "tax_adjustment_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_adjustment_notes_invoice_idx" ON "tax_adjustment_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "tax_adjustment_notes_company_idx" ON "tax_adjustment_notes" USING btree ("company_id","issued_at" DESC NULLS LAST) WHERE "tax_adjustment_notes"."company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tax_adjustment_notes_issued_idx" ON "tax_adjustment_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_known" CHECK ("products"."vat_rate" IN (1500, 1000, 750, 500, 0));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sd_rate_range" CHECK ("products"."sd_rate" >= 0 AND "products"."sd_rate" <= 50000);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tax_complete" CHECK (("invoices"."fiscal_year" IS NULL) = ("invoices"."vat_poisha" IS NULL) AND ("invoices"."fiscal_year" IS NULL) = ("invoices"."value_excl_vat_poisha" IS NULL) AND ("invoices"."fiscal_year" IS NULL) = ("invoices"."sd_poisha" IS NULL));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_number_format" CHECK ("invoices"."number" ~ '^(PL-[0-9]{4}|INV-[0-9]{4}-[0-9]{2})-[0-9]{6,}$');--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_vds_certificate" CHECK (("bank_payments"."vds_poisha" = 0) = ("bank_payments"."vds_certificate_number" IS NULL));--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_tds_certificate" CHECK (("bank_payments"."tds_poisha" = 0) = ("bank_payments"."tds_certificate_number" IS NULL));--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_amount_positive" CHECK ("bank_payments"."amount_poisha" >= 0 AND "bank_payments"."vds_poisha" >= 0 AND "bank_payments"."tds_poisha" >= 0 AND "bank_payments"."amount_poisha" + "bank_payments"."vds_poisha" + "bank_payments"."tds_poisha" > 0);--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_amount_positive" CHECK ("payment_allocations"."amount_poisha" >= 0 AND "payment_allocations"."vds_poisha" >= 0 AND "payment_allocations"."tds_poisha" >= 0 AND "payment_allocations"."amount_poisha" + "payment_allocations"."vds_poisha" + "payment_allocations"."tds_poisha" > 0);--> statement-breakpoint
-- The shop's one settings row (decision 309), its identity empty until the admin enters it.
INSERT INTO "shop_settings" ("id") VALUES (1);--> statement-breakpoint
-- Orders placed before the shop charged VAT (decision 305): their prices included it at the
-- standard 15 %, taken out of each line by the rule of `lineTax` (round half up, VAT the rest).
UPDATE "order_lines" SET
	"vat_rate" = 1500,
	"value_excl_vat_poisha" = ("line_total_poisha" * 20000 + 11500) / 23000,
	"vat_poisha" = "line_total_poisha" - ("line_total_poisha" * 20000 + 11500) / 23000;--> statement-breakpoint
UPDATE "orders" o SET "vat_poisha" = l."vat"
FROM (SELECT "order_id", sum("vat_poisha")::bigint AS "vat" FROM "order_lines" GROUP BY 1) l
WHERE l."order_id" = o."id";--> statement-breakpoint
-- Credit and debit notes are never changed, as invoices (migration 0003).
CREATE FUNCTION "tax_documents_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% are immutable: % refused', TG_TABLE_NAME, TG_OP
		USING ERRCODE = 'object_not_in_prerequisite_state';
END
$$;--> statement-breakpoint
CREATE TRIGGER "tax_adjustment_notes_no_update_or_delete" BEFORE UPDATE OR DELETE ON "tax_adjustment_notes" FOR EACH ROW EXECUTE FUNCTION "tax_documents_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "tax_adjustment_notes_no_truncate" BEFORE TRUNCATE ON "tax_adjustment_notes" FOR EACH STATEMENT EXECUTE FUNCTION "tax_documents_refuse_change"();
