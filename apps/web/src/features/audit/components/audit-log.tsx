import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@partline/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { useAuditLog } from '../api/get-audit-log';
import { AuditLogTable } from './audit-log-table';

/** Entries per page of the Audit Log page. */
const PAGE_SIZE = 20;

const isAction = (value: string | null): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');

/**
 * The audit log (admin; docs/decisions/068-audit-log-append-only.md): every admin action, newest
 * first, filtered by action and paged; the filter and page live in the URL
 * (`?action=product.restock&page=2`).
 */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const actionParam = params.get('action');
  const action = isAction(actionParam) ? actionParam : undefined;
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const log = useAuditLog({ action, page, pageSize: PAGE_SIZE });

  const go = (next: { action?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextAction = next.action ?? action ?? '';
    if (nextAction) query.set('action', nextAction);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  const totalPages = log.data?.totalPages ?? 0;

  return (
    <>
      <Form.Group controlId="audit-action" className="audit-log__filter">
        <Form.Label>Action</Form.Label>
        <Form.Select value={action ?? ''} onChange={(event) => go({ action: event.target.value })}>
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {AUDIT_ACTION_LABELS[value]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>

      <QueryState
        query={log}
        loadingLabel="Loading the audit log…"
        errorMessage="We could not load the audit log."
        isEmpty={(data) => data.entries.length === 0}
        empty={
          <EmptyState title={`No entries${action ? ' for this action' : ''}.`}>
            <p className="mb-0">Admin actions (deliveries, products, admin rights) appear here.</p>
          </EmptyState>
        }
      >
        {(data) => (
          // The previous page stays, dimmed, while the next one loads.
          <div
            aria-busy={log.isPlaceholderData}
            className={log.isPlaceholderData ? 'audit-log__stale' : undefined}
          >
            <AuditLogTable entries={data.entries} />
            <nav className="audit-log__pages" aria-label="Audit log pages">
              <Button
                variant="outline-primary"
                size="sm"
                disabled={page <= 1}
                onClick={() => go({ page: page - 1 })}
              >
                Previous page
              </Button>
              <span aria-live="polite">
                Page {page} of {Math.max(totalPages, 1)} · {data.total}{' '}
                {data.total === 1 ? 'entry' : 'entries'}
              </span>
              <Button
                variant="outline-primary"
                size="sm"
                disabled={page >= totalPages}
                onClick={() => go({ page: page + 1 })}
              >
                Next page
              </Button>
            </nav>
          </div>
        )}
      </QueryState>
    </>
  );
}
