-- An admin's restock or stock set (`PUT /product/{id}`) changes `available_quantity` and
-- `updated_at`, which the import's optimistic check reads (decision 319). Until now any change of
-- `updated_at` made the full drop of every kept catalog answer, on every instance. A row whose
-- stock changed, and nothing else but `updated_at`, is now a change of stock: `stock:<id>,…` as in
-- decision 338. A row whose only change is `updated_at` (a product's Bangla texts edited, which
-- live in `product_translations`) still notifies '' (decision 041), as does any other change.
CREATE OR REPLACE FUNCTION "partline_catalog_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"stock" text;
BEGIN
	IF EXISTS (SELECT 1 FROM "old_rows" o JOIN "new_rows" n ON n.id = o.id
		WHERE to_jsonb(n) - 'held_quantity' - 'available_quantity' - 'updated_at'
				IS DISTINCT FROM to_jsonb(o) - 'held_quantity' - 'available_quantity' - 'updated_at'
			OR (n.updated_at IS DISTINCT FROM o.updated_at
				AND n.available_quantity IS NOT DISTINCT FROM o.available_quantity)) THEN
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
