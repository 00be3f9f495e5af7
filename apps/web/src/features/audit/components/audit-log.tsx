import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  formatQuantity,
  type AuditAction,
  type AuditLogPage,
} from '@partline/shared';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectOptions } from '@/components/ui/form/select-options';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { useAuditLog } from '../api/get-audit-log';
import { AuditLogTable } from './audit-log-table';

/** Entries per page of the Audit Log page. */
const PAGE_SIZE = 20;

const isAction = (value: string | null): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');

/** "20 of 45 entries", "20 of 10,000+ entries" when the count stopped at its cap. */
function shownOf(shown: number, first: AuditLogPage): string {
  const total = `${formatQuantity(first.total)}${first.totalCapped ? '+' : ''}`;
  return `${formatQuantity(shown)} of ${total} ${first.total === 1 ? 'entry' : 'entries'}`;
}

/**
 * The audit log (admin; docs/decisions/068-audit-log-append-only.md, 217): every admin action,
 * newest first, filtered by action (kept in the URL, `?action=product.restock`), 20 entries at a
 * time with 'Load more entries'.
 */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const actionParam = params.get('action');
  const action = isAction(actionParam) ? actionParam : undefined;
  const log = useAuditLog({ action, pageSize: PAGE_SIZE });

  const filterBy = (nextAction: string) =>
    setParams(nextAction ? new URLSearchParams({ action: nextAction }) : new URLSearchParams());

  return (
    <>
      <Form.Group controlId="audit-action" className="audit-log__filter">
        <Form.Label>Action</Form.Label>
        <Form.Select value={action ?? ''} onChange={(event) => filterBy(event.target.value)}>
          <SelectOptions none="All actions" values={AUDIT_ACTIONS} labels={AUDIT_ACTION_LABELS} />
        </Form.Select>
      </Form.Group>

      <QueryState
        query={log}
        what="the audit log"
        isEmpty={(data) => data.pages[0]?.entries.length === 0}
        empty={
          <EmptyState title={`No entries${action ? ' for this action' : ''}.`}>
            <p className="mb-0">Admin actions (deliveries, products, admin rights) appear here.</p>
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
              <LoadMore query={log} things="entries" />
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
