CREATE TABLE "order_product_days" (
	"day" date NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"revenue_poisha" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_product_days_key" UNIQUE NULLS NOT DISTINCT("day","product_id","product_name")
);
--> statement-breakpoint
CREATE TABLE "order_revenue_days" (
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"revenue_poisha" bigint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_revenue_days_day_slot_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"status" "order_status" NOT NULL,
	"slot" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "order_status_counts_status_slot_pk" PRIMARY KEY("status","slot")
);
--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_email_idx";--> statement-breakpoint
DROP INDEX "orders_company_idx";--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_company_status_idx" ON "orders" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_email_idx" ON "orders" USING btree (lower("user_email"),"created_at","id");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","created_at","id");