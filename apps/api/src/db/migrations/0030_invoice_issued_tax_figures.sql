-- invoice.issued carries the tax invoice's figures (decision 306; docs/api/webhooks.md): the
-- fiscal year, the buyer's BIN and the value excluding VAT, SD and VAT in Taka (null on an
-- invoice issued before the shop charged VAT); otherwise as 0027.
CREATE OR REPLACE FUNCTION "webhook_invoice_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	o record;
BEGIN
	SELECT "user_id", "company_id", "number" INTO o FROM "orders" WHERE "id" = NEW."order_id";
	PERFORM "webhook_enqueue"(o."user_id", o."company_id", 'invoice.issued',
		jsonb_build_object('_id', NEW."id", 'number', NEW."number", 'orderId', NEW."order_id",
			'orderNumber', o."number", 'totalPrice', NEW."total_poisha" / 100.0,
			'issuedAt', NEW."issued_at",
			'fiscalYear', CASE WHEN NEW."fiscal_year" IS NULL THEN NULL
				ELSE NEW."fiscal_year"::text || '-' || lpad(((NEW."fiscal_year" + 1) % 100)::text, 2, '0') END,
			'buyerBin', nullif(NEW."buyer_bin", ''),
			'valueExclVat', NEW."value_excl_vat_poisha" / 100.0,
			'sd', NEW."sd_poisha" / 100.0,
			'vat', NEW."vat_poisha" / 100.0));
	RETURN NEW;
END;
$$;
