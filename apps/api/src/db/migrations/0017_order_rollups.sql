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
