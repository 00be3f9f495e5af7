import type { QuoteStatus } from '@partline/shared';
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES } from '@partline/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectOptions } from '@/components/ui/form/select-options';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useAdminQuotes } from '@/features/quotes/api/get-quotes';
import { QuoteList } from '@/features/quotes/components/quote-list';

/** `/dashboard/manage-quotes` (admin, decision 151): every request for quotation, open ones first. */
export default function ManageQuotesRoute() {
  const [status, setStatus] = useState<QuoteStatus | ''>('requested');
  const quotes = useAdminQuotes(status || undefined);
  return (
    <DashboardPage title="Quotes">
      <Form.Group controlId="quote-status-filter" className="mb-3 quote-filter">
        <Form.Label>Show</Form.Label>
        <Form.Select
          value={status}
          onChange={(event) => setStatus(event.target.value as QuoteStatus | '')}
        >
          <SelectOptions none="Every quote" values={QUOTE_STATUSES} labels={QUOTE_STATUS_LABELS} />
        </Form.Select>
      </Form.Group>
      <QueryState
        query={quotes}
        what="quotes"
        empty={<EmptyState title="No quotes here">Requests from clients show up here.</EmptyState>}
      >
        {(data) => (
          <QuoteList
            quotes={data}
            showClient
            hrefOf={(quote) => paths.dashboard.manageQuote.getHref(quote._id)}
          />
        )}
      </QueryState>
    </DashboardPage>
  );
}
