CREATE TABLE "bank_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"received_on" date NOT NULL,
	"reference" text NOT NULL,
	"recorded_by_id" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_payments_amount_positive" CHECK ("bank_payments"."amount_poisha" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_accounts" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"payment_terms_days" integer,
	"credit_limit_poisha" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_accounts_terms_known" CHECK ("company_accounts"."payment_terms_days" IS NULL OR "company_accounts"."payment_terms_days" IN (15, 30, 60)),
	CONSTRAINT "company_accounts_credit_not_negative" CHECK ("company_accounts"."credit_limit_poisha" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_poisha" bigint NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id"),
	CONSTRAINT "payment_allocations_amount_positive" CHECK ("payment_allocations"."amount_poisha" > 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_known";--> statement-breakpoint
DROP INDEX "mail_jobs_kind_order_key";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "paid_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "period" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_accounts" ADD CONSTRAINT "company_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_bank_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."bank_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_payments_company_idx" ON "bank_payments" USING btree ("company_id","received_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","issued_at" DESC NULLS LAST) WHERE "invoices"."company_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_jobs_kind_order_key" ON "mail_jobs" USING btree ("kind","order_id","period");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" IN ('card', 'on_account'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_or_on_account" CHECK (("invoices"."paid_at" IS NOT NULL AND "invoices"."due_date" IS NULL) OR ("invoices"."paid_at" IS NULL AND "invoices"."due_date" IS NOT NULL AND "invoices"."payment_terms_days" IS NOT NULL AND "invoices"."company_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" IN ('order.deliver', 'product.add', 'product.edit', 'product.restock', 'product.set_stock', 'product.delete', 'user.make_admin', 'user.remove_admin', 'company.create', 'company.edit', 'company.invite', 'company.revoke_invitation', 'company_member.join', 'company_member.set_role', 'company_member.set_limit', 'company_member.remove', 'order.approve', 'order.decline', 'company.set_credit', 'company.record_payment'));