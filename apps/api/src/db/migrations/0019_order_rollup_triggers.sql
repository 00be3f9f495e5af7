-- The admin overview's rollups are kept up to date on write, in the writing transaction
-- (decision 212): statement triggers on orders and order_lines add each statement's changes in one
-- upsert per rollup, so a batch (a seed, the expiry of holds) costs one statement, not one per row.
-- Upserts insert their rows sorted by key: concurrent writers lock shared rows in the same order.

-- Which of the 16 rows of a rollup an order's share goes to (order_rollups.ts, ROLLUP_SLOTS).
CREATE FUNCTION "partline_rollup_slot"(id uuid) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
	SELECT (get_byte(uuid_send(id), 15) % 16)::smallint
$$;
--> statement-breakpoint
-- The shop day (Asia/Dhaka, SHOP_TIME_ZONE) an order earned money on: paid or delivered with a
-- payment time (cancelled paid orders were refunded; decision 071); NULL when it earns nothing.
CREATE FUNCTION "partline_earning_day"(status order_status, paid_at timestamptz) RETURNS date
	LANGUAGE sql STABLE AS $$
	SELECT CASE WHEN status::text IN ('paid', 'delivered') AND paid_at IS NOT NULL
		THEN (paid_at AT TIME ZONE 'Asia/Dhaka')::date END
$$;
--> statement-breakpoint
-- An order entering (+1) or leaving (-1) the figures.
CREATE TYPE "partline_order_change" AS (sign integer, id uuid, status order_status,
	paid_at timestamptz, total_poisha bigint);
--> statement-breakpoint
-- What lines sold on a shop day: revenue (poisha), pieces and lines, signed.
CREATE TYPE "partline_product_share" AS (day date, product_id uuid, product_name text,
	revenue_poisha bigint, quantity bigint, orders integer);
--> statement-breakpoint
CREATE FUNCTION "partline_add_product_shares"(shares partline_product_share[]) RETURNS void
	LANGUAGE sql AS $$
	INSERT INTO order_product_days AS t (day, product_id, product_name, revenue_poisha, quantity, orders)
	SELECT s.day, s.product_id, s.product_name, sum(s.revenue_poisha), sum(s.quantity), sum(s.orders)
	FROM unnest(shares) s WHERE s.day IS NOT NULL
	GROUP BY s.day, s.product_id, s.product_name
	HAVING sum(s.revenue_poisha) <> 0 OR sum(s.quantity) <> 0 OR sum(s.orders) <> 0
	ORDER BY s.day, s.product_id, s.product_name
	ON CONFLICT ON CONSTRAINT order_product_days_key DO UPDATE SET
		revenue_poisha = t.revenue_poisha + excluded.revenue_poisha,
		quantity = t.quantity + excluded.quantity,
		orders = t.orders + excluded.orders
$$;
--> statement-breakpoint
-- The lines of the changed orders, counted on each change's earning day with its sign.
CREATE FUNCTION "partline_lines_of_changes"(changes partline_order_change[])
	RETURNS partline_product_share[] LANGUAGE sql STABLE AS $$
	SELECT coalesce(array_agg(ROW(partline_earning_day(c.status, c.paid_at), l.product_id,
		l.product_name, c.sign * l.line_total_poisha, c.sign * l.quantity, c.sign)::partline_product_share), '{}')
	FROM unnest(changes) c JOIN order_lines l ON l.order_id = c.id
	WHERE partline_earning_day(c.status, c.paid_at) IS NOT NULL
$$;
--> statement-breakpoint
-- Status counts and revenue days of the changed orders; their lines too when `with_lines` (an
-- order inserted has no lines yet: the lines' own trigger counts them).
CREATE FUNCTION "partline_count_orders"(changes partline_order_change[], with_lines boolean)
	RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO order_status_counts AS t (status, slot, count)
	SELECT c.status, partline_rollup_slot(c.id), sum(c.sign) FROM unnest(changes) c
	GROUP BY 1, 2 HAVING sum(c.sign) <> 0 ORDER BY 1, 2
	ON CONFLICT (status, slot) DO UPDATE SET count = t.count + excluded.count;

	INSERT INTO order_revenue_days AS t (day, slot, revenue_poisha, orders)
	SELECT partline_earning_day(c.status, c.paid_at), partline_rollup_slot(c.id),
		sum(c.sign * c.total_poisha), sum(c.sign)
	FROM unnest(changes) c WHERE partline_earning_day(c.status, c.paid_at) IS NOT NULL
	GROUP BY 1, 2 HAVING sum(c.sign * c.total_poisha) <> 0 OR sum(c.sign) <> 0 ORDER BY 1, 2
	ON CONFLICT (day, slot) DO UPDATE SET
		revenue_poisha = t.revenue_poisha + excluded.revenue_poisha, orders = t.orders + excluded.orders;

	IF with_lines THEN
		PERFORM partline_add_product_shares(partline_lines_of_changes(changes));
	END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "partline_orders_rolled_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM partline_count_orders(ARRAY(SELECT ROW(1, n.id, n.status, n.paid_at,
			n.total_poisha)::partline_order_change FROM new_rows n), false);
	ELSIF TG_OP = 'DELETE' THEN
		-- Their lines were counted out before the delete (partline_order_deleted): by now the
		-- cascade has removed them.
		PERFORM partline_count_orders(ARRAY(SELECT ROW(-1, o.id, o.status, o.paid_at,
			o.total_poisha)::partline_order_change FROM old_rows o), false);
	ELSE
		-- Only the orders whose status, payment time or total changed move a figure.
		PERFORM partline_count_orders(ARRAY(
			SELECT ROW(x.sign, x.id, x.status, x.paid_at, x.total_poisha)::partline_order_change
			FROM old_rows o JOIN new_rows n ON n.id = o.id
			CROSS JOIN LATERAL (VALUES (-1, o.id, o.status, o.paid_at, o.total_poisha),
				(1, n.id, n.status, n.paid_at, n.total_poisha)) x(sign, id, status, paid_at, total_poisha)
			WHERE (o.status, o.paid_at, o.total_poisha) IS DISTINCT FROM (n.status, n.paid_at, n.total_poisha)
		), true);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_rollups_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_orders_rolled_up"();
--> statement-breakpoint
CREATE TRIGGER "orders_rollups_update" AFTER UPDATE ON "orders"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_orders_rolled_up"();
--> statement-breakpoint
CREATE TRIGGER "orders_rollups_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_orders_rolled_up"();
--> statement-breakpoint
-- An earning order deleted (the app deletes unpaid ones only): its lines leave the figures while
-- they are still there.
CREATE FUNCTION "partline_order_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF partline_earning_day(OLD.status, OLD.paid_at) IS NOT NULL THEN
		PERFORM partline_add_product_shares(partline_lines_of_changes(ARRAY[ROW(-1, OLD.id,
			OLD.status, OLD.paid_at, OLD.total_poisha)::partline_order_change]));
	END IF;
	RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_rollups_lines_gone" BEFORE DELETE ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "partline_order_deleted"();
--> statement-breakpoint
-- Lines added to, changed in or removed from an earning order (lines of an order being deleted
-- find no order here: partline_order_deleted counted them out).
CREATE FUNCTION "partline_lines_rolled_up"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	shares partline_product_share[] := '{}';
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		shares := shares || ARRAY(SELECT ROW(partline_earning_day(o.status, o.paid_at), n.product_id,
			n.product_name, n.line_total_poisha, n.quantity, 1)::partline_product_share
			FROM new_rows n JOIN orders o ON o.id = n.order_id
			WHERE partline_earning_day(o.status, o.paid_at) IS NOT NULL);
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		shares := shares || ARRAY(SELECT ROW(partline_earning_day(o.status, o.paid_at), d.product_id,
			d.product_name, -d.line_total_poisha, -d.quantity, -1)::partline_product_share
			FROM old_rows d JOIN orders o ON o.id = d.order_id
			WHERE partline_earning_day(o.status, o.paid_at) IS NOT NULL);
	END IF;
	PERFORM partline_add_product_shares(shares);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "order_lines_rollups_insert" AFTER INSERT ON "order_lines"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "partline_lines_rolled_up"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_rollups_update" AFTER UPDATE ON "order_lines"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_lines_rolled_up"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_rollups_delete" AFTER DELETE ON "order_lines"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "partline_lines_rolled_up"();
--> statement-breakpoint
-- Emptying orders (a test, a reset) empties the figures.
CREATE FUNCTION "partline_orders_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE order_status_counts, order_revenue_days, order_product_days;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_rollups_truncate" AFTER TRUNCATE ON "orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "partline_orders_truncated"();
--> statement-breakpoint
-- The figures of the orders already there.
INSERT INTO order_status_counts (status, slot, count)
SELECT status, partline_rollup_slot(id), count(*) FROM orders GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO order_revenue_days (day, slot, revenue_poisha, orders)
SELECT partline_earning_day(status, paid_at), partline_rollup_slot(id), sum(total_poisha), count(*)
FROM orders WHERE partline_earning_day(status, paid_at) IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO order_product_days (day, product_id, product_name, revenue_poisha, quantity, orders)
SELECT partline_earning_day(o.status, o.paid_at), l.product_id, l.product_name,
	sum(l.line_total_poisha), sum(l.quantity), count(*)
FROM orders o JOIN order_lines l ON l.order_id = o.id
WHERE partline_earning_day(o.status, o.paid_at) IS NOT NULL GROUP BY 1, 2, 3;
