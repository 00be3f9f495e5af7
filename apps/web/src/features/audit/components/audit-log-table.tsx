import { type AuditEntry } from '@partline/shared';
import { useLingui } from '@lingui/react/macro';
import { AdminTable, type DataColumn } from '@/components/ui/data-table';
import { Email } from '@/components/ui/email';
import { useFormat } from '@/lib/i18n/format';
import { AUDIT_ACTION_TEXTS, AUDIT_TARGET_TEXTS } from '../audit-texts';
import { AuditChange } from './audit-change';

export interface AuditLogTableProps {
  entries: AuditEntry[];
}

/**
 * Audit entries as a table: when (Dhaka time), who, what, on what, and the change before → after.
 * On phones each entry is a card, every value under its column's name (decision 110).
 */
export function AuditLogTable({ entries }: AuditLogTableProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const columns: DataColumn<AuditEntry>[] = [
    {
      header: t`When (Dhaka)`,
      kind: 'title',
      className: 'audit-log__when',
      cell: (entry) => {
        const at = new Date(entry.createdAt);
        return (
          <time dateTime={entry.createdAt}>
            <span>{format.shortDate(at)}</span> <span>{format.clock(at)}</span>
          </time>
        );
      },
    },
    {
      header: t`Who`,
      className: 'audit-log__who',
      cell: (entry) => <Email address={entry.actorEmail} />,
    },
    {
      header: t`What`,
      className: 'audit-log__what',
      cell: (entry) => i18n._(AUDIT_ACTION_TEXTS[entry.action]),
    },
    {
      header: t`Target`,
      className: 'audit-log__target',
      cell: (entry) => (
        <>
          <span className="audit-log__type">{i18n._(AUDIT_TARGET_TEXTS[entry.targetType])}</span>
          {entry.targetLabel}
        </>
      ),
    },
    {
      header: t`Before → after`,
      className: 'audit-log__change',
      cell: (entry) => <AuditChange before={entry.before} after={entry.after} />,
    },
  ];
  return <AdminTable label={t`Audit log`} rows={entries} columns={columns} />;
}
