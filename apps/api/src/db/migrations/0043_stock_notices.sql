-- A change of stock alone names its products (decision 338): an update that changes a product only
-- in `available_quantity` (a shipment, a replacement, SQL run by hand) notifies
-- `stock:<id>,<id>,…`, and every instance reads those products' stock again instead of dropping
-- every kept catalog answer; a payload beyond 7900 bytes (PostgreSQL refuses 8000) becomes the
-- full drop, ''. A change of any other column still notifies '' (decision 041); `held_quantity`
-- alone still does not notify (decision 164).
CREATE OR REPLACE FUNCTION "partline_catalog_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"stock" text;
BEGIN
	IF EXISTS (SELECT 1 FROM "old_rows" o JOIN "new_rows" n ON n.id = o.id
		WHERE to_jsonb(n) - 'held_quantity' - 'available_quantity'
			IS DISTINCT FROM to_jsonb(o) - 'held_quantity' - 'available_quantity') THEN
		PERFORM pg_notify('partline_catalog', '');
	ELSE
		SELECT 'stock:' || string_agg(n.id::text, ',') INTO "stock"
			FROM "old_rows" o JOIN "new_rows" n ON n.id = o.id
			WHERE n.available_quantity IS DISTINCT FROM o.available_quantity;
		IF "stock" IS NOT NULL THEN
			PERFORM pg_notify('partline_catalog',
				CASE WHEN octet_length("stock") > 7900 THEN '' ELSE "stock" END);
		END IF;
	END IF;
	RETURN NULL;
END;
$$;
