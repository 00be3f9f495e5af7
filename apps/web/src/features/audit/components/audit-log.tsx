import { AUDIT_ACTIONS, type AuditAction, type AuditLogPage } from '@partline/shared';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectOptions } from '@/components/ui/form/select-options';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { useFormat } from '@/lib/i18n/format';
import { useAuditLog } from '../api/get-audit-log';
import { AUDIT_ACTION_TEXTS } from '../audit-texts';
import { AuditLogTable } from './audit-log-table';

/** Entries per page of the Audit Log page. */
const PAGE_SIZE = 20;

const isAction = (value: string | null): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');

/**
 * The audit log (admin; docs/decisions/068-audit-log-append-only.md, 217): every admin action,
 * newest first, filtered by action (kept in the URL, `?action=product.restock`), 20 entries at a
 * time with 'Load more entries'.
 */
export function AuditLog() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  /** "20 of 45 entries", "20 of 10,000+ entries" when the count stopped at its cap. */
  const shownOf = (shown: number, first: AuditLogPage) => {
    const total = `${format.number(first.total)}${first.totalCapped ? '+' : ''}`;
    const count = format.number(shown);
    return t`${plural(first.total, { one: `${count} of ${total} entry`, other: `${count} of ${total} entries` })}`;
  };
  const [params, setParams] = useSearchParams();
  const actionParam = params.get('action');
  const action = isAction(actionParam) ? actionParam : undefined;
  const log = useAuditLog({ action, pageSize: PAGE_SIZE });

  const filterBy = (nextAction: string) =>
    setParams(nextAction ? new URLSearchParams({ action: nextAction }) : new URLSearchParams());

  return (
    <>
      <Form.Group controlId="audit-action" className="audit-log__filter">
        <Form.Label>
          <Trans>Action</Trans>
        </Form.Label>
        <Form.Select value={action ?? ''} onChange={(event) => filterBy(event.target.value)}>
          <SelectOptions
            none={t`All actions`}
            values={AUDIT_ACTIONS}
            labels={(value) => i18n._(AUDIT_ACTION_TEXTS[value])}
          />
        </Form.Select>
      </Form.Group>

      <QueryState
        query={log}
        what={t`the audit log`}
        isEmpty={(data) => data.pages[0]?.entries.length === 0}
        empty={
          <EmptyState title={action ? t`No entries for this action.` : t`No entries.`}>
            <p className="mb-0">
              <Trans>Admin actions (deliveries, products, admin rights) appear here.</Trans>
            </p>
          </EmptyState>
        }
      >
        {(data) => {
          const entries = data.pages.flatMap((page) => page.entries);
          return (
            // The previous action's entries stay, dimmed, while the next ones load.
            <div
              aria-busy={log.isPlaceholderData}
              className={log.isPlaceholderData ? 'audit-log__stale' : undefined}
            >
              <AuditLogTable entries={entries} />
              <p className="audit-log__pages" aria-live="polite">
                {shownOf(entries.length, data.pages[0]!)}
              </p>
              <LoadMore query={log} things={t`entries`} />
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
