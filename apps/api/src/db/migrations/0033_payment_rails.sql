CREATE TABLE "order_bank_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"received_on" date NOT NULL,
	"bank_reference" text NOT NULL,
	"recorded_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_bank_transfers_amount_positive" CHECK ("order_bank_transfers"."amount_poisha" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"redirect_url" text,
	"validation_id" text,
	"provider_transaction_id" text,
	"risk_level" smallint,
	"failure_reason" text,
	"refund_ref" text,
	"reviewed_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payment_sessions_amount_positive" CHECK ("payment_sessions"."amount_poisha" > 0),
	CONSTRAINT "payment_sessions_status_known" CHECK ("payment_sessions"."status" IN ('pending', 'succeeded', 'failed', 'cancelled', 'review', 'expired', 'refunded')),
	CONSTRAINT "payment_sessions_provider_known" CHECK ("payment_sessions"."provider" IN ('sslcommerz', 'bkash'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_known";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_bank_transfers" ADD CONSTRAINT "order_bank_transfers_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_bank_transfers_reference_key" ON "order_bank_transfers" USING btree ("order_id",lower("bank_reference"));--> statement-breakpoint
CREATE INDEX "payment_sessions_order_idx" ON "payment_sessions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_sessions_pending_idx" ON "payment_sessions" USING btree ("created_at") WHERE "payment_sessions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_provider_ref_key" ON "payment_sessions" USING btree ("provider","provider_ref") WHERE "payment_sessions"."provider_ref" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" IN ('card', 'on_account', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" IN ('order.deliver', 'api_key.create', 'api_key.revoke', 'api_key.write', 'product.add', 'product.edit', 'product.restock', 'product.set_stock', 'product.delete', 'user.make_admin', 'user.remove_admin', 'company.create', 'company.edit', 'company.invite', 'company.revoke_invitation', 'company_member.join', 'company_member.set_role', 'company_member.set_limit', 'company_member.remove', 'order.approve', 'order.decline', 'company.set_credit', 'company.record_payment', 'quote.request', 'quote.answer', 'quote.message', 'quote.accept', 'quote.decline', 'quote.expire', 'webhook_endpoint.create', 'webhook_endpoint.remove', 'shop_settings.edit', 'order.credit_note', 'order.debit_note', 'order.record_transfer', 'payment.review'));