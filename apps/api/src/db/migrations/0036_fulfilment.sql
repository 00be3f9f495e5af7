CREATE TABLE "carriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"tracking_url_template" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carriers_tracking_url_template" CHECK ("carriers"."tracking_url_template" IS NULL OR ("carriers"."tracking_url_template" LIKE 'https://%' AND "carriers"."tracking_url_template" LIKE '%{tracking}%'))
);
--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"shipment_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_lines_shipment_id_order_line_id_pk" PRIMARY KEY("shipment_id","order_line_id"),
	CONSTRAINT "shipment_lines_quantity_positive" CHECK ("shipment_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier_id" uuid NOT NULL,
	"carrier_name" text NOT NULL,
	"tracking_number" text,
	"vehicle_number" text,
	"shipped_on" date NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_known";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_known";--> statement-breakpoint
ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_kind_known";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allow_backorder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "backorder_available_on" date;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "shipped_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancelled_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "backordered_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_name_key" ON "carriers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "shipment_lines_order_line_idx" ON "shipment_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_number_key" ON "shipments" USING btree ("number");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_backordered_idx" ON "order_lines" USING btree ("product_id") WHERE "order_lines"."backordered_quantity" > 0;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_fulfilment_within_quantity" CHECK ("order_lines"."shipped_quantity" >= 0 AND "order_lines"."cancelled_quantity" >= 0 AND "order_lines"."backordered_quantity" >= 0 AND "order_lines"."shipped_quantity" + "order_lines"."cancelled_quantity" + "order_lines"."backordered_quantity" <= "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" IN ('order.deliver', 'api_key.create', 'api_key.revoke', 'api_key.write', 'product.add', 'product.edit', 'product.restock', 'product.set_stock', 'product.delete', 'user.make_admin', 'user.remove_admin', 'company.create', 'company.edit', 'company.invite', 'company.revoke_invitation', 'company_member.join', 'company_member.set_role', 'company_member.set_limit', 'company_member.remove', 'order.approve', 'order.decline', 'company.set_credit', 'company.record_payment', 'quote.request', 'quote.answer', 'quote.message', 'quote.accept', 'quote.decline', 'quote.expire', 'webhook_endpoint.create', 'webhook_endpoint.remove', 'shop_settings.edit', 'order.credit_note', 'order.debit_note', 'order.record_transfer', 'payment.review', 'category.create', 'category.edit', 'category.delete', 'category_attribute.create', 'category_attribute.edit', 'category_attribute.delete', 'product.document_add', 'product.document_remove', 'product.import', 'price_list.create', 'price_list.edit', 'price_list.delete', 'price_list_entry.set', 'price_list_entry.delete', 'customer_group.create', 'customer_group.edit', 'customer_group.delete', 'company.customer_group', 'price_list_entry.import', 'price_list.contract_from_quote', 'shipment.create', 'shipment.deliver', 'carrier.create', 'carrier.edit', 'order.cancel_unshipped'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_known" CHECK ("audit_log"."target_type" IN ('order', 'product', 'user', 'quote', 'company', 'api_key', 'webhook_endpoint', 'shop_settings', 'category', 'category_attribute', 'product_import', 'price_list', 'customer_group', 'shipment', 'carrier'));--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_kind_known" CHECK ("document_counters"."kind" IN ('order', 'quote', 'challan'));--> statement-breakpoint
-- Orders delivered before shipments (decision 321) shipped every piece at once.
UPDATE "order_lines" l SET "shipped_quantity" = l."quantity"
	FROM "orders" o WHERE o."id" = l."order_id" AND o."status" = 'delivered';
--> statement-breakpoint
-- Every shipment gets the next challan number of its year, as orders and quotes do (0027).
CREATE FUNCTION "shipments_take_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."number" := "take_document_number"('challan', 'CH', NEW."created_at");
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "shipments_number" BEFORE INSERT ON "shipments"
	FOR EACH ROW EXECUTE FUNCTION "shipments_take_number"();
--> statement-breakpoint
CREATE TRIGGER "shipments_numbers_taken" AFTER INSERT ON "shipments" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "document_numbers_taken"('challan');
--> statement-breakpoint
CREATE TRIGGER "shipments_number_kept" BEFORE UPDATE OF "number" ON "shipments"
	FOR EACH ROW EXECUTE FUNCTION "document_number_kept"();
--> statement-breakpoint
-- The carrier of the specification's one-click Deliver, and the couriers most Bangladeshi shops use.
INSERT INTO "carriers" ("name", "kind", "tracking_url_template") VALUES
	('Own transport', 'own_transport', NULL),
	('Pathao Courier', 'courier', 'https://merchant.pathao.com/tracking?consignment_id={tracking}'),
	('RedX', 'courier', 'https://redx.com.bd/track-parcel/?trackingId={tracking}'),
	('Steadfast Courier', 'courier', 'https://steadfast.com.bd/t/{tracking}'),
	('Sundarban Courier', 'courier', NULL),
	('DHL Express', 'international', 'https://www.dhl.com/bd-en/home/tracking.html?tracking-id={tracking}');
