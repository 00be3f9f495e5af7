-- Invoices print their order's number (decision 300): a snapshot column like the rest of the
-- invoice, copied when it is issued. Existing invoices get their order's number; the trigger that
-- keeps invoices unchanged (0003) steps aside for this one backfill only.
ALTER TABLE "invoices" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "invoices" DISABLE TRIGGER "invoices_no_update_or_delete";--> statement-breakpoint
UPDATE "invoices" i SET "order_number" = o."number" FROM "orders" o WHERE o."id" = i."order_id";--> statement-breakpoint
ALTER TABLE "invoices" ENABLE TRIGGER "invoices_no_update_or_delete";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "order_number" SET NOT NULL;
