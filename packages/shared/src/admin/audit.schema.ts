import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { PageQuerySchema } from '../common/keyset-page.js';

/**
 * The admin actions the audit log records (decision 068), as `<target>.<verb>`. An entry is written
 * in the same transaction as its action: no action without its entry, no entry without its action.
 */
export const AUDIT_ACTIONS = [
  'order.deliver',
  'api_key.create',
  'api_key.revoke',
  'api_key.write',
  'webhook_endpoint.create',
  'webhook_endpoint.remove',
  'product.add',
  'product.edit',
  'product.restock',
  'product.set_stock',
  'product.delete',
  'user.make_admin',
  'user.remove_admin',
  'quote.request',
  'quote.answer',
  'quote.message',
  'quote.accept',
  'quote.decline',
  'quote.expire',
  'company.create',
  'company.edit',
  'company.invite',
  'company.revoke_invitation',
  'company_member.join',
  'company_member.set_role',
  'company_member.set_limit',
  'company_member.remove',
  'order.approve',
  'order.decline',
  'company.set_credit',
  'company.record_payment',
  'shop_settings.edit',
  'order.credit_note',
  'order.debit_note',
  'order.record_transfer',
  'payment.review',
  'category.create',
  'category.edit',
  'category.delete',
  'category_attribute.create',
  'category_attribute.edit',
  'category_attribute.delete',
  'product.document_add',
  'product.document_remove',
  'product.import',
  'price_list.create',
  'price_list.edit',
  'price_list.delete',
  'price_list_entry.set',
  'price_list_entry.delete',
  'customer_group.create',
  'customer_group.edit',
  'customer_group.delete',
  'company.customer_group',
  'price_list_entry.import',
  'price_list.contract_from_quote',
  'shipment.create',
  'shipment.deliver',
  'carrier.create',
  'carrier.edit',
  'order.cancel_unshipped',
  'return.request',
  'return.approve',
  'return.reject',
  'return.receive',
  'return.resolve',
  'return.warranty_override',
  'currency.enable',
  'currency.disable',
  'exchange_rate.record',
  'order.set_incoterm',
  'company.set_currency',
] as const;
/** One of {@link AUDIT_ACTIONS}. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry acted upon. */
export const AUDIT_TARGET_TYPES = [
  'order',
  'product',
  'user',
  'quote',
  'company',
  'api_key',
  'webhook_endpoint',
  'shop_settings',
  'category',
  'category_attribute',
  'product_import',
  'price_list',
  'customer_group',
  'shipment',
  'carrier',
  'return',
  'currency',
  'exchange_rate',
] as const;
/** One of {@link AUDIT_TARGET_TYPES}. */
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** How people read each action (the Audit Log page's filter and table). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'order.deliver': 'Delivered an order',
  'api_key.create': 'Created an API key',
  'api_key.revoke': 'Revoked an API key',
  'api_key.write': 'Wrote with an API key',
  'webhook_endpoint.create': 'Added a webhook endpoint',
  'webhook_endpoint.remove': 'Removed a webhook endpoint',
  'product.add': 'Added a product',
  'product.edit': 'Edited a product',
  'product.restock': 'Restocked a product',
  'product.set_stock': 'Set the stock of a product',
  'product.delete': 'Deleted a product',
  'user.make_admin': 'Made a user admin',
  'user.remove_admin': 'Removed admin rights',
  'quote.request': 'Requested a quote',
  'quote.answer': 'Answered a quote',
  'quote.message': 'Wrote on a quote',
  'quote.accept': 'Accepted a quote',
  'quote.decline': 'Declined a quote',
  'quote.expire': 'A quote expired',
  'company.create': 'Created a company',
  'company.edit': 'Edited a company',
  'company.invite': 'Invited a company member',
  'company.revoke_invitation': 'Revoked a company invitation',
  'company_member.join': 'Joined a company',
  'company_member.set_role': 'Changed a company role',
  'company_member.set_limit': 'Changed a spending limit',
  'company_member.remove': 'Removed a company member',
  'order.approve': 'Approved an order',
  'order.decline': 'Declined an order',
  'company.set_credit': "Set a company's terms and credit limit",
  'company.record_payment': 'Recorded a bank payment',
  'shop_settings.edit': 'Changed the shop settings',
  'order.credit_note': 'Issued a credit note',
  'order.debit_note': 'Issued a debit note',
  'order.record_transfer': 'Recorded a bank transfer for an order',
  'payment.review': 'Reviewed a payment held for risk',
  'category.create': 'Created a category',
  'category.edit': 'Changed a category',
  'category.delete': 'Deleted a category',
  'category_attribute.create': 'Added a specification attribute',
  'category_attribute.edit': 'Changed a specification attribute',
  'category_attribute.delete': 'Removed a specification attribute',
  'product.document_add': 'Attached a product document',
  'product.document_remove': 'Removed a product document',
  'product.import': 'Imported products from CSV',
  'price_list.create': 'Created a price list',
  'price_list.edit': 'Changed a price list',
  'price_list.delete': 'Deleted a price list',
  'price_list_entry.set': "Set a product's prices in a price list",
  'price_list_entry.delete': 'Removed a product from a price list',
  'customer_group.create': 'Created a customer group',
  'customer_group.edit': 'Renamed a customer group',
  'customer_group.delete': 'Deleted a customer group',
  'company.customer_group': "Changed a company's customer group",
  'price_list_entry.import': 'Imported a price list entry from CSV',
  'price_list.contract_from_quote': "Made a quote's prices the contract",
  'shipment.create': 'Shipped part of an order',
  'shipment.deliver': 'Marked a shipment delivered',
  'carrier.create': 'Added a carrier',
  'carrier.edit': 'Edited a carrier',
  'order.cancel_unshipped': "Cancelled an order's unshipped rest",
  'return.request': 'Requested a return',
  'return.approve': 'Approved a return',
  'return.reject': 'Rejected a return',
  'return.receive': 'Received returned goods',
  'return.resolve': 'Resolved returned items',
  'return.warranty_override': 'Accepted a return past its warranty or window',
  'currency.enable': 'Enabled a billing currency',
  'currency.disable': 'Disabled a billing currency',
  'exchange_rate.record': 'Recorded an exchange rate',
  'order.set_incoterm': "Changed an order's incoterm",
  'company.set_currency': "Changed a company's billing currency",
};

/** Largest page size of `GET /admin/audit-log`, entries. */
export const AUDIT_PAGE_SIZE_MAX = 100;
/** Page size of `GET /admin/audit-log` when none is asked for, entries. */
export const AUDIT_PAGE_SIZE_DEFAULT = 20;
/**
 * Highest page number accepted: page numbers serve the first pages only, so that `OFFSET` skips
 * at most 9,900 entries; deeper entries are read by `cursor` (decision 217).
 */
export const AUDIT_PAGE_MAX = 100;
/** Most entries counted (`total`); `totalCapped` says more match (decision 217). */
export const AUDIT_TOTAL_MAX = 10_000;

/** An empty query parameter (`?action=`) counts as absent. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

const wholeNumber = (label: string, max: number, fallback: number) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int({ error: `${label} must be a whole number` })
      .min(1, { error: `${label} must be at least 1` })
      .max(max, { error: `${label} must be at most ${max}` })
      .default(fallback),
  );

/**
 * `GET /admin/audit-log` query: an optional `action` of {@link AUDIT_ACTIONS}, `page` (from 1, at
 * most {@link AUDIT_PAGE_MAX}), `pageSize` (1–{@link AUDIT_PAGE_SIZE_MAX}, default 20) and
 * `cursor`, the `nextCursor` of the previous page of the same action (keyset, decisions 210, 217;
 * `page` is then not used). Anything else answers 400 `validation_failed` with per-parameter
 * messages.
 */
export const AuditLogQuerySchema = z.object({
  action: z.preprocess(
    blankAsAbsent,
    z.enum(AUDIT_ACTIONS, { error: 'Unknown action' }).optional(),
  ),
  page: wholeNumber('Page', AUDIT_PAGE_MAX, 1),
  pageSize: wholeNumber('Page size', AUDIT_PAGE_SIZE_MAX, AUDIT_PAGE_SIZE_DEFAULT),
  cursor: PageQuerySchema.shape.cursor,
});
/** Parsed `GET /admin/audit-log` query. */
export type AuditLogQuery = z.output<typeof AuditLogQuerySchema>;

/** The recorded state of a target before or after an action (JSON object), or `null`. */
const snapshot = z
  .record(z.string(), z.unknown())
  .nullable()
  .describe('Fields of the target (money in Taka), or null when it did not exist');

/**
 * One audit entry: who (`actorId`, `actorEmail` as they were), what (`action`), on what
 * (`targetType`, `targetId`, `targetLabel` — a name or e-mail as it was), when (`createdAt`), the
 * values before and after, and the request it came from (`requestId`, `ip`).
 */
export const AuditEntrySchema = z
  .object({
    _id: z.uuid(),
    createdAt: InstantSchema,
    actorId: z.string().nullable(),
    actorEmail: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    targetType: z.enum(AUDIT_TARGET_TYPES),
    targetId: z.string(),
    targetLabel: z.string(),
    before: snapshot,
    after: snapshot,
    requestId: z.string().nullable(),
    ip: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
/** An audit entry. */
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * `GET /admin/audit-log` answer: one page of entries, newest first; `total` entries match, counted
 * up to {@link AUDIT_TOTAL_MAX} (`totalCapped` when more do), in `totalPages` pages of `total`;
 * `nextCursor` starts the next page (`null` on the last; decision 217).
 */
export const AuditLogPageSchema = z
  .object({
    entries: z.array(AuditEntrySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().describe('Entries matching the filter'),
    totalPages: z.number().int(),
    totalCapped: z.boolean(),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'AuditLogPage' });
/** A page of the audit log. */
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
