import {
  AUDIT_ACTION_LABELS,
  type AuditEntry,
  formatShopClock,
  formatShopShortDate,
} from '@partline/shared';
import { AdminTable, type DataColumn } from '@/components/ui/data-table';
import { Email } from '@/components/ui/email';
import { AuditChange } from './audit-change';

export interface AuditLogTableProps {
  entries: AuditEntry[];
}

const TARGET_TYPES: Record<AuditEntry['targetType'], string> = {
  order: 'Order',
  product: 'Product',
  user: 'User',
  quote: 'Quote',
  company: 'Company',
  api_key: 'API key',
  webhook_endpoint: 'Webhook endpoint',
  shop_settings: 'Shop settings',
  category: 'Category',
  category_attribute: 'Attribute',
  product_import: 'Product import',
  price_list: 'Price list',
  customer_group: 'Customer group',
  shipment: 'Shipment',
  carrier: 'Carrier',
  return: 'Return',
  currency: 'Currency',
  exchange_rate: 'Exchange rate',
};

const columns: DataColumn<AuditEntry>[] = [
  {
    header: 'When (Dhaka)',
    kind: 'title',
    className: 'audit-log__when',
    cell: (entry) => {
      const at = new Date(entry.createdAt);
      return (
        <time dateTime={entry.createdAt}>
          <span>{formatShopShortDate(at)}</span> <span>{formatShopClock(at)}</span>
        </time>
      );
    },
  },
  {
    header: 'Who',
    className: 'audit-log__who',
    cell: (entry) => <Email address={entry.actorEmail} />,
  },
  {
    header: 'What',
    className: 'audit-log__what',
    cell: (entry) => AUDIT_ACTION_LABELS[entry.action],
  },
  {
    header: 'Target',
    className: 'audit-log__target',
    cell: (entry) => (
      <>
        <span className="audit-log__type">{TARGET_TYPES[entry.targetType]}</span>
        {entry.targetLabel}
      </>
    ),
  },
  {
    header: 'Before → after',
    className: 'audit-log__change',
    cell: (entry) => <AuditChange before={entry.before} after={entry.after} />,
  },
];

/**
 * Audit entries as a table: when (Dhaka time), who, what, on what, and the change before → after.
 * On phones each entry is a card, every value under its column's name (decision 110).
 */
export function AuditLogTable({ entries }: AuditLogTableProps) {
  return <AdminTable label="Audit log" rows={entries} columns={columns} />;
}
