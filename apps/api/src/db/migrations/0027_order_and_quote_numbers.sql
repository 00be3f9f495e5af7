CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "document_counters_last_number_positive" CHECK ("document_counters"."last_number" > 0),
	CONSTRAINT "document_counters_kind_known" CHECK ("document_counters"."kind" IN ('order', 'quote'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "number" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Order and quote numbers (decision 300): `SO-<year>-<sequence>` and `QT-<year>-<sequence>`, the
-- year of the shop's calendar when the row was created. Existing rows are numbered in creation
-- order, then the counters continue from there.
UPDATE "orders" o SET "number" = 'SO-' || n."year" || '-' || lpad(n."seq"::text, greatest(6, length(n."seq"::text)), '0')
FROM (SELECT "id", extract(year FROM "created_at" AT TIME ZONE 'Asia/Dhaka')::int AS "year",
		row_number() OVER (PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'Asia/Dhaka')
			ORDER BY "created_at", "id") AS "seq"
	FROM "orders") n
WHERE n."id" = o."id";--> statement-breakpoint
UPDATE "quotes" q SET "number" = 'QT-' || n."year" || '-' || lpad(n."seq"::text, greatest(6, length(n."seq"::text)), '0')
FROM (SELECT "id", extract(year FROM "created_at" AT TIME ZONE 'Asia/Dhaka')::int AS "year",
		row_number() OVER (PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'Asia/Dhaka')
			ORDER BY "created_at", "id") AS "seq"
	FROM "quotes") n
WHERE n."id" = q."id";--> statement-breakpoint
INSERT INTO "document_counters" ("kind", "year", "last_number")
SELECT 'order', split_part("number", '-', 2)::int, max(split_part("number", '-', 3)::int)
FROM "orders" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "document_counters" ("kind", "year", "last_number")
SELECT 'quote', split_part("number", '-', 2)::int, max(split_part("number", '-', 3)::int)
FROM "quotes" GROUP BY 1, 2;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_key" ON "quotes" USING btree ("number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_format" CHECK ("orders"."number" ~ '^SO-[0-9]{4}-[0-9]{6,}$');--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_number_format" CHECK ("quotes"."number" ~ '^QT-[0-9]{4}-[0-9]{6,}$');
--> statement-breakpoint
-- The next number of a kind in the year of `p_at` (Asia/Dhaka). The first number of a kind and
-- year in a transaction locks its counter row (creating it if need be) until the transaction
-- ends, so concurrent inserts queue there and the numbers are consecutive; a rollback gives its
-- numbers back. Later numbers of the transaction count on in a transaction-local setting, and
-- `document_numbers_taken` writes the last one to the row once per statement: updating the row
-- for every number would make a bulk insert quadratic (each update walks the row's versions).
CREATE FUNCTION "take_document_number"(p_kind text, p_prefix text, p_at timestamptz)
	RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	y integer := extract(year FROM p_at AT TIME ZONE 'Asia/Dhaka')::int;
	setting text := 'partline.number_' || p_kind || '_' || y;
	n integer := nullif(current_setting(setting, true), '')::int;
BEGIN
	IF n IS NULL THEN
		INSERT INTO "document_counters" ("kind", "year", "last_number") VALUES (p_kind, y, 1)
		ON CONFLICT ("kind", "year") DO NOTHING;
		IF FOUND THEN
			n := 0;
		ELSE
			SELECT "last_number" INTO n FROM "document_counters"
			WHERE "kind" = p_kind AND "year" = y FOR UPDATE;
		END IF;
	END IF;
	n := n + 1;
	PERFORM set_config(setting, n::text, true);
	RETURN p_prefix || '-' || y || '-' || lpad(n::text, greatest(6, length(n::text)), '0');
END;
$$;
--> statement-breakpoint
-- After each insert statement: the counters of the years it numbered get their last number.
CREATE FUNCTION "document_numbers_taken"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "document_counters" c
	SET "last_number" = current_setting('partline.number_' || c."kind" || '_' || c."year")::int
	WHERE c."kind" = TG_ARGV[0]
		AND c."year" IN (SELECT DISTINCT split_part(r."number", '-', 2)::int FROM "new_rows" r);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Every insert gets the next number, whatever it gave: checkout, the one-product POST /orders,
-- quote acceptance and buy again all insert through here, in their own transaction.
CREATE FUNCTION "orders_take_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."number" := "take_document_number"('order', 'SO', NEW."created_at");
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_number" BEFORE INSERT ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "orders_take_number"();
--> statement-breakpoint
CREATE TRIGGER "orders_numbers_taken" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "document_numbers_taken"('order');
--> statement-breakpoint
CREATE FUNCTION "quotes_take_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."number" := "take_document_number"('quote', 'QT', NEW."created_at");
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "quotes_number" BEFORE INSERT ON "quotes"
	FOR EACH ROW EXECUTE FUNCTION "quotes_take_number"();
--> statement-breakpoint
CREATE TRIGGER "quotes_numbers_taken" AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "document_numbers_taken"('quote');
--> statement-breakpoint
-- A number is never changed.
CREATE FUNCTION "document_number_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."number" IS DISTINCT FROM OLD."number" THEN
		RAISE EXCEPTION '% number % cannot change', TG_TABLE_NAME, OLD."number";
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_number_kept" BEFORE UPDATE OF "number" ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "document_number_kept"();
--> statement-breakpoint
CREATE TRIGGER "quotes_number_kept" BEFORE UPDATE OF "number" ON "quotes"
	FOR EACH ROW EXECUTE FUNCTION "document_number_kept"();
--> statement-breakpoint
-- Webhook payloads carry the numbers (docs/api/webhooks.md); otherwise as 0015.
CREATE OR REPLACE FUNCTION "webhook_order_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	data jsonb;
BEGIN
	IF TG_OP = 'DELETE' THEN
		-- An unpaid order is deleted when it is cancelled (spec §7).
		PERFORM "webhook_enqueue"(OLD."user_id", OLD."company_id", 'order.cancelled',
			jsonb_build_object('_id', OLD."id", 'orderNumber', OLD."number", 'status', 'cancelled',
				'totalPrice', OLD."total_poisha" / 100.0));
		RETURN OLD;
	END IF;
	data := jsonb_build_object('_id', NEW."id", 'orderNumber', NEW."number", 'status', NEW."status",
		'totalPrice', NEW."total_poisha" / 100.0, 'paymentMethod', NEW."payment_method",
		'poNumber', NEW."po_number");
	IF TG_OP = 'INSERT' THEN
		PERFORM "webhook_enqueue"(NEW."user_id", NEW."company_id", 'order.placed', data);
	ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
		IF NEW."status" = 'paid' THEN
			PERFORM "webhook_enqueue"(NEW."user_id", NEW."company_id", 'order.paid', data);
		ELSIF NEW."status" = 'delivered' THEN
			PERFORM "webhook_enqueue"(NEW."user_id", NEW."company_id", 'order.shipped', data);
		ELSIF NEW."status" IN ('cancelled', 'declined') THEN
			PERFORM "webhook_enqueue"(NEW."user_id", NEW."company_id", 'order.cancelled', data);
		END IF;
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "webhook_invoice_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	o record;
BEGIN
	SELECT "user_id", "company_id", "number" INTO o FROM "orders" WHERE "id" = NEW."order_id";
	PERFORM "webhook_enqueue"(o."user_id", o."company_id", 'invoice.issued',
		jsonb_build_object('_id', NEW."id", 'number', NEW."number", 'orderId', NEW."order_id",
			'orderNumber', o."number", 'totalPrice', NEW."total_poisha" / 100.0,
			'issuedAt', NEW."issued_at"));
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "webhook_quote_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	q record;
BEGIN
	IF NEW."author" = 'shop' THEN
		SELECT "user_id", "company_id", "number" INTO q FROM "quotes" WHERE "id" = NEW."quote_id";
		PERFORM "webhook_enqueue"(q."user_id", q."company_id", 'quote.answered',
			jsonb_build_object('quoteId', NEW."quote_id", 'quoteNumber', q."number",
				'version', NEW."version", 'totalPrice', NEW."total_poisha" / 100.0,
				'validUntil', NEW."valid_until"));
	END IF;
	RETURN NEW;
END;
$$;
