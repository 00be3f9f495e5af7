ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_known";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "country_of_origin" text DEFAULT 'BD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'BDT' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bdt_per_unit" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "order_bank_transfers" ADD COLUMN "currency" text DEFAULT 'BDT' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "currency" text DEFAULT 'BDT' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bdt_per_unit" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "currency" text DEFAULT 'BDT' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "exchange_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "bdt_per_unit" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "bank_payments" ADD COLUMN "currency" text DEFAULT 'BDT' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_adjustment_notes" ADD COLUMN "currency" text DEFAULT 'BDT' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_adjustment_notes" ADD COLUMN "exchange_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "tax_adjustment_notes" ADD COLUMN "bdt_per_unit" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_exchange_rate_id_exchange_rates_id_fk" FOREIGN KEY ("exchange_rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_exchange_rate_id_exchange_rates_id_fk" FOREIGN KEY ("exchange_rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_exchange_rate_id_exchange_rates_id_fk" FOREIGN KEY ("exchange_rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_adjustment_notes" ADD CONSTRAINT "tax_adjustment_notes_exchange_rate_id_exchange_rates_id_fk" FOREIGN KEY ("exchange_rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_format" CHECK ("orders"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_rate" CHECK (("orders"."currency" = 'BDT') = ("orders"."bdt_per_unit" IS NULL));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" IN ('order.deliver', 'api_key.create', 'api_key.revoke', 'api_key.write', 'product.add', 'product.edit', 'product.restock', 'product.set_stock', 'product.delete', 'user.make_admin', 'user.remove_admin', 'company.create', 'company.edit', 'company.invite', 'company.revoke_invitation', 'company_member.join', 'company_member.set_role', 'company_member.set_limit', 'company_member.remove', 'order.approve', 'order.decline', 'company.set_credit', 'company.record_payment', 'quote.request', 'quote.answer', 'quote.message', 'quote.accept', 'quote.decline', 'quote.expire', 'webhook_endpoint.create', 'webhook_endpoint.remove', 'shop_settings.edit', 'order.credit_note', 'order.debit_note', 'order.record_transfer', 'payment.review', 'category.create', 'category.edit', 'category.delete', 'category_attribute.create', 'category_attribute.edit', 'category_attribute.delete', 'product.document_add', 'product.document_remove', 'product.import', 'price_list.create', 'price_list.edit', 'price_list.delete', 'price_list_entry.set', 'price_list_entry.delete', 'customer_group.create', 'customer_group.edit', 'customer_group.delete', 'company.customer_group', 'price_list_entry.import', 'price_list.contract_from_quote', 'shipment.create', 'shipment.deliver', 'carrier.create', 'carrier.edit', 'order.cancel_unshipped', 'return.request', 'return.approve', 'return.reject', 'return.receive', 'return.resolve', 'return.warranty_override', 'currency.enable', 'currency.disable', 'exchange_rate.record', 'order.set_incoterm', 'company.set_currency'));--> statement-breakpoint
-- Lines placed before 0042 take their product's customs data as it is now: the commercial
-- invoice read it from the product until then (decision 327).
UPDATE "order_lines" SET "hs_code" = "products"."hs_code", "country_of_origin" = "products"."country_of_origin" FROM "products" WHERE "products"."id" = "order_lines"."product_id";
