import { formatQuantity, formatShopDateTime, formatTaka } from '@partline/shared';

export interface AuditChangeProps {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const FIELD_LABELS: Record<string, string> = {
  productName: 'Name',
  productPrice: 'Price',
  minOrder: 'Minimum order',
  availableQuantity: 'Stock',
  heldQuantity: 'Held',
  status: 'Status',
  isPaid: 'Paid',
  isDelivered: 'Delivered',
  deliveredAt: 'Delivered at',
  role: 'Role',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value for people: Taka for prices, Dhaka time for instants, yes/no for flags. */
function show(field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (field === 'productPrice' && typeof value === 'number') return formatTaka(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return formatShopDateTime(date);
  }
  if (typeof value === 'number') return formatQuantity(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const label = (field: string) => FIELD_LABELS[field] ?? field;

/** The fields of a snapshot in the order of {@link FIELD_LABELS} (JSONB keeps no key order). */
function orderedFields(snapshot: Record<string, unknown>): [string, unknown][] {
  const known = Object.keys(FIELD_LABELS);
  const rank = (field: string) => (known.includes(field) ? known.indexOf(field) : known.length);
  return Object.entries(snapshot).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * What an admin action changed: `Stock: 40 → 65` for each field that differs; every field of a
 * created target; 'Removed' with the fields a deleted target had.
 */
export function AuditChange({ before, after }: AuditChangeProps) {
  if (!before && after) {
    return (
      <div>
        <span className="audit-change__kind">Created</span>
        <ul className="audit-change">
          {orderedFields(after).map(([field, value]) => (
            <li key={field}>
              {label(field)}: <strong>{show(field, value)}</strong>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (before && !after) {
    return (
      <div>
        <span className="audit-change__kind">Removed</span>
        <ul className="audit-change">
          {orderedFields(before).map(([field, value]) => (
            <li key={field}>
              {label(field)} was {show(field, value)}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const fields = orderedFields({ ...before, ...after }).map(([field]) => field);
  const changed = fields.filter(
    (field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]),
  );
  if (changed.length === 0) return <span className="text-muted">No change</span>;
  return (
    <ul className="audit-change">
      {changed.map((field) => (
        <li key={field}>
          {label(field)}: {show(field, before?.[field])} <span aria-label="changed to">→</span>{' '}
          <strong>{show(field, after?.[field])}</strong>
        </li>
      ))}
    </ul>
  );
}
