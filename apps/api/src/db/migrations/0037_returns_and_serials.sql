CREATE TABLE "shipment_serials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"serial" text NOT NULL,
	"warranty_ends_on" date,
	"replaces_serial_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_serials_serial_format" CHECK ("shipment_serials"."serial" ~ '^[A-Z0-9][A-Z0-9._/-]{0,63}$')
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"serial_id" uuid,
	"quantity" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"resolution" text,
	"resolution_note" text,
	"replacement_serial_id" uuid,
	"replacement_shipment_id" uuid,
	"credit_poisha" bigint,
	"credit_note_number" text,
	"refund_id" text,
	"resolved_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_items_quantity_positive" CHECK ("return_items"."quantity" > 0),
	CONSTRAINT "return_items_serial_is_one_piece" CHECK ("return_items"."serial_id" IS NULL OR "return_items"."quantity" = 1),
	CONSTRAINT "return_items_resolved_closed" CHECK ("return_items"."resolution" IS NULL OR NOT "return_items"."open")
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid,
	"requested_by" text,
	"requester_name" text NOT NULL,
	"requester_email" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instructions" text,
	"decision_comment" text,
	"received_note" text,
	"warranty_override" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"received_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_photos_array" CHECK (jsonb_typeof("returns"."photos") = 'array')
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_known";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_known";--> statement-breakpoint
ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_kind_known";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serial_tracked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "shipment_serials" ADD CONSTRAINT "shipment_serials_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_serials" ADD CONSTRAINT "shipment_serials_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_serials" ADD CONSTRAINT "shipment_serials_replaces_serial_id_shipment_serials_id_fk" FOREIGN KEY ("replaces_serial_id") REFERENCES "public"."shipment_serials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_serial_id_shipment_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."shipment_serials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_replacement_serial_id_shipment_serials_id_fk" FOREIGN KEY ("replacement_serial_id") REFERENCES "public"."shipment_serials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_serials_product_serial_key" ON "shipment_serials" USING btree ("product_id","serial");--> statement-breakpoint
CREATE INDEX "shipment_serials_serial_idx" ON "shipment_serials" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "shipment_serials_order_line_idx" ON "shipment_serials" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "shipment_serials_shipment_idx" ON "shipment_serials" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_items_open_serial_key" ON "return_items" USING btree ("serial_id") WHERE "return_items"."open" AND "return_items"."serial_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "return_items_return_idx" ON "return_items" USING btree ("return_id","position");--> statement-breakpoint
CREATE INDEX "return_items_order_line_idx" ON "return_items" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_key" ON "returns" USING btree ("number");--> statement-breakpoint
CREATE INDEX "returns_status_created_idx" ON "returns" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "returns_created_idx" ON "returns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_company_created_idx" ON "returns" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "returns_requested_by_created_idx" ON "returns" USING btree ("requested_by","created_at","id");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_months_range" CHECK ("products"."warranty_months" >= 0 AND "products"."warranty_months" <= 120);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" IN ('order.deliver', 'api_key.create', 'api_key.revoke', 'api_key.write', 'product.add', 'product.edit', 'product.restock', 'product.set_stock', 'product.delete', 'user.make_admin', 'user.remove_admin', 'company.create', 'company.edit', 'company.invite', 'company.revoke_invitation', 'company_member.join', 'company_member.set_role', 'company_member.set_limit', 'company_member.remove', 'order.approve', 'order.decline', 'company.set_credit', 'company.record_payment', 'quote.request', 'quote.answer', 'quote.message', 'quote.accept', 'quote.decline', 'quote.expire', 'webhook_endpoint.create', 'webhook_endpoint.remove', 'shop_settings.edit', 'order.credit_note', 'order.debit_note', 'order.record_transfer', 'payment.review', 'category.create', 'category.edit', 'category.delete', 'category_attribute.create', 'category_attribute.edit', 'category_attribute.delete', 'product.document_add', 'product.document_remove', 'product.import', 'price_list.create', 'price_list.edit', 'price_list.delete', 'price_list_entry.set', 'price_list_entry.delete', 'customer_group.create', 'customer_group.edit', 'customer_group.delete', 'company.customer_group', 'price_list_entry.import', 'price_list.contract_from_quote', 'shipment.create', 'shipment.deliver', 'carrier.create', 'carrier.edit', 'order.cancel_unshipped', 'return.request', 'return.approve', 'return.reject', 'return.receive', 'return.resolve', 'return.warranty_override'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_known" CHECK ("audit_log"."target_type" IN ('order', 'product', 'user', 'quote', 'company', 'api_key', 'webhook_endpoint', 'shop_settings', 'category', 'category_attribute', 'product_import', 'price_list', 'customer_group', 'shipment', 'carrier', 'return'));--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_kind_known" CHECK ("document_counters"."kind" IN ('order', 'quote', 'challan', 'rma'));--> statement-breakpoint
-- Every return gets the next RMA number of its year, as orders, quotes and challans do (0027, 0036).
CREATE FUNCTION "returns_take_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."number" := "take_document_number"('rma', 'RMA', NEW."created_at");
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "returns_number" BEFORE INSERT ON "returns"
	FOR EACH ROW EXECUTE FUNCTION "returns_take_number"();
--> statement-breakpoint
CREATE TRIGGER "returns_numbers_taken" AFTER INSERT ON "returns" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "document_numbers_taken"('rma');
--> statement-breakpoint
CREATE TRIGGER "returns_number_kept" BEFORE UPDATE OF "number" ON "returns"
	FOR EACH ROW EXECUTE FUNCTION "document_number_kept"();
