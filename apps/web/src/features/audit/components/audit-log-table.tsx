import {
  AUDIT_ACTION_LABELS,
  type AuditEntry,
  formatShopClock,
  formatShopShortDate,
} from '@partline/shared';
import { DataTable } from '@/components/ui/data-table';
import { AuditChange } from './audit-change';

export interface AuditLogTableProps {
  entries: AuditEntry[];
}

const TARGET_TYPES: Record<AuditEntry['targetType'], string> = {
  order: 'Order',
  product: 'Product',
  user: 'User',
};

/** An e-mail address that may break before its `@` rather than inside a word. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/**
 * Audit entries as a table: when (Dhaka time), who, what, on what, and the change before → after.
 * On phones each entry stacks into a card, every value under its column's name.
 */
export function AuditLogTable({ entries }: AuditLogTableProps) {
  return (
    <div className="admin-table audit-table">
      <DataTable label="Audit log">
        <thead>
          <tr>
            <th scope="col">When (Dhaka)</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Target</th>
            <th scope="col">Before → after</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const at = new Date(entry.createdAt);
            return (
              <tr key={entry._id}>
                <td className="audit-log__when" data-label="When (Dhaka)">
                  <time dateTime={entry.createdAt}>
                    <span>{formatShopShortDate(at)}</span> <span>{formatShopClock(at)}</span>
                  </time>
                </td>
                <td className="audit-log__who" data-label="Who">
                  <Email address={entry.actorEmail} />
                </td>
                <td className="audit-log__what" data-label="What">
                  {AUDIT_ACTION_LABELS[entry.action]}
                </td>
                <td className="audit-log__target" data-label="Target">
                  <span className="audit-log__type">{TARGET_TYPES[entry.targetType]}</span>
                  {entry.targetLabel}
                </td>
                <td className="audit-log__change" data-label="Before → after">
                  <AuditChange before={entry.before} after={entry.after} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </div>
  );
}
