-- The admin overview's rollups computed again from the orders (decision 212), for whatever
-- wrote orders with the triggers off: the volume seed (`npm run seed:large`) loads a million
-- orders by COPY with user triggers disabled and calls this once, in its transaction.
CREATE FUNCTION "partline_refill_order_rollups"() RETURNS void LANGUAGE sql AS $$
	TRUNCATE order_status_counts, order_revenue_days, order_product_days;
	INSERT INTO order_status_counts (status, slot, count)
	SELECT status, partline_rollup_slot(id), count(*) FROM orders GROUP BY 1, 2;
	INSERT INTO order_revenue_days (day, slot, revenue_poisha, orders)
	SELECT partline_earning_day(status, paid_at), partline_rollup_slot(id), sum(total_poisha), count(*)
	FROM orders WHERE partline_earning_day(status, paid_at) IS NOT NULL GROUP BY 1, 2;
	INSERT INTO order_product_days (day, product_id, product_name, revenue_poisha, quantity, orders)
	SELECT partline_earning_day(o.status, o.paid_at), l.product_id, l.product_name,
		sum(l.line_total_poisha), sum(l.quantity), count(*)
	FROM orders o JOIN order_lines l ON l.order_id = o.id
	WHERE partline_earning_day(o.status, o.paid_at) IS NOT NULL GROUP BY 1, 2, 3;
$$;
