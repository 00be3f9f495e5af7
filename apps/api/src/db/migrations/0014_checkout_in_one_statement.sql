-- A stock hold changes `held_quantity` only, on every checkout: no index may name that column, or
-- the update is not HOT and adds an entry to every index of products, three of them GIN (decision
-- 165). The in-stock listing pages products_catalog_idx instead (decision 066).
DROP INDEX "products_in_stock_idx";--> statement-breakpoint
-- Room on each page for the new versions of HOT updates.
ALTER TABLE "products" SET (fillfactor = 50);
--> statement-breakpoint
-- A stock hold or its release changes only `held_quantity`; its NOTIFY made every checkout's commit
-- wait for the previous one's (PostgreSQL serialises the commits of notifying transactions), so
-- such an update no longer notifies: the app announces holds itself, coalesced (decision 164).
-- Every other change of the catalog notifies as before (decision 041).
DROP TRIGGER "products_notify_catalog" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_notify_catalog" AFTER INSERT OR DELETE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_catalog_changed"();
--> statement-breakpoint
CREATE FUNCTION "partline_catalog_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "old_rows" o JOIN "new_rows" n ON n.id = o.id
		WHERE to_jsonb(n) - 'held_quantity' IS DISTINCT FROM to_jsonb(o) - 'held_quantity') THEN
		PERFORM pg_notify('partline_catalog', '');
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_notify_catalog_update" AFTER UPDATE ON "products"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_catalog_updated"();
--> statement-breakpoint
-- Checkout in one statement (decision 165): when a stock hold is refused after the statement's
-- other parts were written, this raises (SQLSTATE PL409) and the whole statement is undone.
CREATE FUNCTION "partline_refuse_unless"("ok" boolean, "reason" text) RETURNS boolean
	LANGUAGE plpgsql AS $$
BEGIN
	IF ok IS NOT TRUE THEN
		RAISE EXCEPTION '%', reason USING ERRCODE = 'PL409';
	END IF;
	RETURN true;
END;
$$;
