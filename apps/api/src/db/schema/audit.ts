import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instantNow, uuidPrimaryKey } from './columns.js';

/**
 * The audit log of admin actions (decision 068): who (`actorId`, and `actorEmail` as it was), what
 * (`action`), on what (`targetType`, `targetId`, `targetLabel` as it was), when, the target's
 * values before and after (JSON, money in Taka), and the request (`requestId`, `ip`). Append-only:
 * the migration adds triggers that reject UPDATE, DELETE and TRUNCATE. `actorId` has no foreign
 * key on purpose: nothing may ever rewrite an entry, not even an `ON DELETE SET NULL`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidPrimaryKey(),
    actorId: text(),
    actorEmail: text().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    targetLabel: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: instantNow(),
    requestId: text(),
    ip: text(),
  },
  (table) => [
    check(
      'audit_log_action_known',
      sql`${table.action} IN ('order.deliver', 'api_key.create', 'api_key.revoke', 'api_key.write', 'product.add', 'product.edit', 'product.restock', 'product.set_stock', 'product.delete', 'user.make_admin', 'user.remove_admin', 'company.create', 'company.edit', 'company.invite', 'company.revoke_invitation', 'company_member.join', 'company_member.set_role', 'company_member.set_limit', 'company_member.remove', 'order.approve', 'order.decline', 'company.set_credit', 'company.record_payment', 'quote.request', 'quote.answer', 'quote.message', 'quote.accept', 'quote.decline', 'quote.expire', 'webhook_endpoint.create', 'webhook_endpoint.remove', 'shop_settings.edit', 'order.credit_note', 'order.debit_note', 'order.record_transfer', 'payment.review', 'category.create', 'category.edit', 'category.delete', 'category_attribute.create', 'category_attribute.edit', 'category_attribute.delete', 'product.document_add', 'product.document_remove', 'product.import', 'price_list.create', 'price_list.edit', 'price_list.delete', 'price_list_entry.set', 'price_list_entry.delete', 'customer_group.create', 'customer_group.edit', 'customer_group.delete', 'company.customer_group', 'price_list_entry.import', 'price_list.contract_from_quote', 'shipment.create', 'shipment.deliver', 'carrier.create', 'carrier.edit', 'order.cancel_unshipped', 'return.request', 'return.approve', 'return.reject', 'return.receive', 'return.resolve', 'return.warranty_override', 'currency.enable', 'currency.disable', 'exchange_rate.record', 'order.set_incoterm', 'company.set_currency')`,
    ),
    check(
      'audit_log_target_type_known',
      sql`${table.targetType} IN ('order', 'product', 'user', 'quote', 'company', 'api_key', 'webhook_endpoint', 'shop_settings', 'category', 'category_attribute', 'product_import', 'price_list', 'customer_group', 'shipment', 'carrier', 'return', 'currency', 'exchange_rate')`,
    ),
    index('audit_log_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_action_created_idx').on(table.action, table.createdAt.desc(), table.id.desc()),
  ],
);
