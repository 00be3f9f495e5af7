DROP INDEX "orders_user_email_idx";--> statement-breakpoint
CREATE INDEX "orders_user_email_idx" ON "orders" USING btree (lower("user_email"),"created_at" DESC NULLS LAST);--> statement-breakpoint
-- Every committed change of the catalog notifies the instances' catalog caches (decision 041).
-- Per statement, and PostgreSQL folds the notifications of one transaction into one.
CREATE FUNCTION "partline_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('partline_catalog', '');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_notify_catalog" AFTER INSERT OR UPDATE OR DELETE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_notify_catalog_truncate" AFTER TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_catalog_changed"();
