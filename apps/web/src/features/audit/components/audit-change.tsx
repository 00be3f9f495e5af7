import { formatQuantity, formatShopDateTime, formatTaka } from '@partline/shared';
import type { ReactNode } from 'react';

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

/** A target created or removed whole: what happened, then each field it had, one a line. */
function WholeTarget({
  kind,
  snapshot,
  children,
}: {
  kind: 'Created' | 'Removed';
  snapshot: Record<string, unknown>;
  children: (field: string, value: unknown) => ReactNode;
}) {
  return (
    <div>
      <span className="audit-change__kind">{kind}</span>
      <ul className="audit-change">
        {orderedFields(snapshot).map(([field, value]) => (
          <li key={field}>{children(field, value)}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What an admin action changed: `Stock: 40 → 65` for each field that differs; every field of a
 * created target; 'Removed' with the fields a deleted target had.
 */
export function AuditChange({ before, after }: AuditChangeProps) {
  if (!before && after) {
    return (
      <WholeTarget kind="Created" snapshot={after}>
        {(field, value) => (
          <>
            {label(field)}: <strong>{show(field, value)}</strong>
          </>
        )}
      </WholeTarget>
    );
  }
  if (before && !after) {
    return (
      <WholeTarget kind="Removed" snapshot={before}>
        {(field, value) => `${label(field)} was ${show(field, value)}`}
      </WholeTarget>
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
