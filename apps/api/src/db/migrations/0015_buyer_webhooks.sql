CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_known" CHECK ("webhook_deliveries"."status" IN ('pending', 'sending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_id" uuid,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_owner_idx" ON "webhook_endpoints" USING btree ("company_id","user_id");--> statement-breakpoint
-- Buyers' webhook events (decision 192): queued in the transaction of the change they report, one
-- delivery per endpoint of the order's company (or of its buyer, for a client in no company) that
-- wants the event.
CREATE FUNCTION "webhook_enqueue"(p_user text, p_company uuid, p_type text, p_data jsonb)
	RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "webhook_deliveries" ("endpoint_id", "event_type", "payload")
	SELECT e."id", p_type, jsonb_build_object(
		'type', p_type,
		'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'data', p_data)
	FROM "webhook_endpoints" e
	WHERE e."deleted_at" IS NULL AND p_type = ANY (e."events")
		AND ((e."company_id" IS NOT NULL AND e."company_id" = p_company)
			OR (e."company_id" IS NULL AND p_company IS NULL AND e."user_id" = p_user));
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "webhook_order_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	data jsonb;
BEGIN
	IF TG_OP = 'DELETE' THEN
		-- An unpaid order is deleted when it is cancelled (spec §7).
		PERFORM "webhook_enqueue"(OLD."user_id", OLD."company_id", 'order.cancelled',
			jsonb_build_object('_id', OLD."id", 'status', 'cancelled',
				'totalPrice', OLD."total_poisha" / 100.0));
		RETURN OLD;
	END IF;
	data := jsonb_build_object('_id', NEW."id", 'status', NEW."status",
		'totalPrice', NEW."total_poisha" / 100.0, 'paymentMethod', NEW."payment_method",
		'poNumber', NEW."po_number");
	IF TG_OP = 'INSERT' THEN
		PERFORM "webhook_enqueue"(NEW."user_id", NEW."company_id", 'order.placed', data);
	ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
		IF NEW."status" = 'paid' THEN
			PERFORM "webhook_enqueue"(NEW."user_id", NEW."company_id", 'order.paid', data);
		ELSIF NEW."status" = 'delivered' THEN
			PERFORM "webhook_enqueue"(NEW."user_id", NEW."company_id", 'order.shipped', data);
		ELSIF NEW."status" IN ('cancelled', 'declined') THEN
			PERFORM "webhook_enqueue"(NEW."user_id", NEW."company_id", 'order.cancelled', data);
		END IF;
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_webhook_events" AFTER INSERT OR UPDATE OF "status" OR DELETE ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "webhook_order_events"();
--> statement-breakpoint
CREATE FUNCTION "webhook_invoice_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	o record;
BEGIN
	SELECT "user_id", "company_id" INTO o FROM "orders" WHERE "id" = NEW."order_id";
	PERFORM "webhook_enqueue"(o."user_id", o."company_id", 'invoice.issued',
		jsonb_build_object('_id', NEW."id", 'number', NEW."number", 'orderId', NEW."order_id",
			'totalPrice', NEW."total_poisha" / 100.0, 'issuedAt', NEW."issued_at"));
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_webhook_events" AFTER INSERT ON "invoices"
	FOR EACH ROW EXECUTE FUNCTION "webhook_invoice_events"();
--> statement-breakpoint
CREATE FUNCTION "webhook_quote_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	q record;
BEGIN
	IF NEW."author" = 'shop' THEN
		SELECT "user_id", "company_id" INTO q FROM "quotes" WHERE "id" = NEW."quote_id";
		PERFORM "webhook_enqueue"(q."user_id", q."company_id", 'quote.answered',
			jsonb_build_object('quoteId', NEW."quote_id", 'version', NEW."version",
				'totalPrice', NEW."total_poisha" / 100.0, 'validUntil', NEW."valid_until"));
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "quote_versions_webhook_events" AFTER INSERT ON "quote_versions"
	FOR EACH ROW EXECUTE FUNCTION "webhook_quote_events"();
