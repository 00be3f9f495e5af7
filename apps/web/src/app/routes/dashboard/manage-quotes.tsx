import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const specText = useBackOfficeText();
  const [status, setStatus] = useState<QuoteStatus | ''>('requested');
  const quotes = useAdminQuotes(status || undefined);
  return (
    <DashboardPage title={t`Quotes`}>
      <Form.Group controlId="quote-status-filter" className="mb-3 quote-filter">
        <Form.Label>
          <Trans>Show</Trans>
        </Form.Label>
        <Form.Select
          value={status}
          onChange={(event) => setStatus(event.target.value as QuoteStatus | '')}
        >
          <SelectOptions
            none={t`Every quote`}
            values={QUOTE_STATUSES}
            labels={(value) => specText(QUOTE_STATUS_LABELS[value])}
          />
        </Form.Select>
      </Form.Group>
      <QueryState
        query={quotes}
        what={t`quotes`}
        empty={
          <EmptyState title={t`No quotes here`}>
            <Trans>Requests from clients show up here.</Trans>
          </EmptyState>
        }
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
