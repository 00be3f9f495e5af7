ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_known";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_known";--> statement-breakpoint
CREATE INDEX "company_invitations_recipient_idx" ON "company_invitations" USING btree (lower("email"),"created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" IN ('order.deliver', 'api_key.create', 'api_key.revoke', 'api_key.write', 'product.add', 'product.edit', 'product.restock', 'product.set_stock', 'product.delete', 'user.make_admin', 'user.remove_admin', 'company.create', 'company.edit', 'company.invite', 'company.revoke_invitation', 'company_member.join', 'company_member.set_role', 'company_member.set_limit', 'company_member.remove', 'order.approve', 'order.decline', 'company.set_credit', 'company.record_payment', 'quote.request', 'quote.answer', 'quote.message', 'quote.accept', 'quote.decline', 'quote.expire', 'webhook_endpoint.create', 'webhook_endpoint.remove'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_known" CHECK ("audit_log"."target_type" IN ('order', 'product', 'user', 'quote', 'company', 'api_key', 'webhook_endpoint'));--> statement-breakpoint
-- What a membership grants ends with it (decision 293), also when events are queued: a company's
-- endpoint gets a delivery only while its creator is an admin of that company, a client's own only
-- while they are in no company, whatever path changed the membership (the API soft-deletes such
-- endpoints in the change's transaction; SQL by hand or another tool does not). Otherwise as 0015.
CREATE OR REPLACE FUNCTION "webhook_enqueue"(p_user text, p_company uuid, p_type text, p_data jsonb)
	RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "webhook_deliveries" ("endpoint_id", "event_type", "payload")
	SELECT e."id", p_type, jsonb_build_object(
		'type', p_type,
		'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'data', p_data)
	FROM "webhook_endpoints" e
	WHERE e."deleted_at" IS NULL AND p_type = ANY (e."events")
		AND ((e."company_id" IS NOT NULL AND e."company_id" = p_company
				AND EXISTS (SELECT 1 FROM "company_members" m
					WHERE m."user_id" = e."user_id" AND m."company_id" = e."company_id"
						AND m."role" = 'admin'))
			OR (e."company_id" IS NULL AND p_company IS NULL AND e."user_id" = p_user
				AND NOT EXISTS (SELECT 1 FROM "company_members" m WHERE m."user_id" = e."user_id")));
END;
$$;
