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
--> statement-breakpoint
-- The admin overview's rollups count Taka (decision 327): an order in another currency is counted
-- at its own recorded rate — minor units × Taka per unit is poisha, rounded once, a half away
-- from zero (round(numeric)), as convertToPoisha rounds.
CREATE FUNCTION "partline_taka"(amount bigint, bdt_per_unit numeric) RETURNS bigint
	LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN bdt_per_unit IS NULL THEN amount ELSE round(amount * bdt_per_unit)::bigint END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "partline_lines_of_changes"(changes partline_order_change[])
	RETURNS partline_product_share[] LANGUAGE sql STABLE AS $$
	SELECT coalesce(array_agg(ROW(partline_earning_day(c.status, c.paid_at), l.product_id,
		l.product_name, c.sign * partline_taka(l.line_total_poisha, o.bdt_per_unit),
		c.sign * l.quantity, c.sign)::partline_product_share), '{}')
	FROM unnest(changes) c JOIN order_lines l ON l.order_id = c.id
	LEFT JOIN orders o ON o.id = c.id
	WHERE partline_earning_day(c.status, c.paid_at) IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "partline_orders_rolled_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM partline_count_orders(ARRAY(SELECT ROW(1, n.id, n.status, n.paid_at,
			partline_taka(n.total_poisha, n.bdt_per_unit))::partline_order_change FROM new_rows n), false);
	ELSIF TG_OP = 'DELETE' THEN
		-- Their lines were counted out before the delete (partline_order_deleted): by now the
		-- cascade has removed them.
		PERFORM partline_count_orders(ARRAY(SELECT ROW(-1, o.id, o.status, o.paid_at,
			partline_taka(o.total_poisha, o.bdt_per_unit))::partline_order_change FROM old_rows o), false);
	ELSE
		-- Only the orders whose status, payment time or total changed move a figure.
		PERFORM partline_count_orders(ARRAY(
			SELECT ROW(x.sign, x.id, x.status, x.paid_at, x.total_poisha)::partline_order_change
			FROM old_rows o JOIN new_rows n ON n.id = o.id
			CROSS JOIN LATERAL (VALUES
				(-1, o.id, o.status, o.paid_at, partline_taka(o.total_poisha, o.bdt_per_unit)),
				(1, n.id, n.status, n.paid_at, partline_taka(n.total_poisha, n.bdt_per_unit))
			) x(sign, id, status, paid_at, total_poisha)
			WHERE (o.status, o.paid_at, o.total_poisha) IS DISTINCT FROM (n.status, n.paid_at, n.total_poisha)
		), true);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "partline_lines_rolled_up"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	shares partline_product_share[] := '{}';
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		shares := shares || ARRAY(SELECT ROW(partline_earning_day(o.status, o.paid_at), n.product_id,
			n.product_name, partline_taka(n.line_total_poisha, o.bdt_per_unit), n.quantity,
			1)::partline_product_share
			FROM new_rows n JOIN orders o ON o.id = n.order_id
			WHERE partline_earning_day(o.status, o.paid_at) IS NOT NULL);
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		shares := shares || ARRAY(SELECT ROW(partline_earning_day(o.status, o.paid_at), d.product_id,
			d.product_name, -partline_taka(d.line_total_poisha, o.bdt_per_unit), -d.quantity,
			-1)::partline_product_share
			FROM old_rows d JOIN orders o ON o.id = d.order_id
			WHERE partline_earning_day(o.status, o.paid_at) IS NOT NULL);
	END IF;
	PERFORM partline_add_product_shares(shares);
	RETURN NULL;
END;
$$;
