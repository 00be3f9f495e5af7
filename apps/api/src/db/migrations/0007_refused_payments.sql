ALTER TABLE "orders" ADD COLUMN "refused_payment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refused_payment_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refused_payment_reason" CHECK ("orders"."refused_payment_reason" IN ('product_gone', 'order_cancelled', 'stock_gone', 'paid_twice'));