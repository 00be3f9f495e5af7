import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useMyQuotes } from '@/features/quotes/api/get-quotes';
import { QuoteList } from '@/features/quotes/components/quote-list';

/** `/dashboard/my-quotes` (decision 150): the client's requests for quotation and quotes. */
export default function MyQuotesRoute() {
  const quotes = useMyQuotes();
  const { t } = useLingui();
  return (
    <DashboardPage title={t`My Quotes`}>
      <QueryState
        query={quotes}
        loadingLabel={t`Loading your quotes…`}
        errorMessage={t`We could not load your quotes.`}
        empty={
          <EmptyState title={t`No quotes yet`}>
            <p>
              <Trans>
                Fill your cart and choose &apos;Request a quote&apos; to ask for our prices.
              </Trans>
            </p>
            <Link to={paths.cart.getHref()} className="btn btn-primary">
              <Trans>Go to your cart</Trans>
            </Link>
          </EmptyState>
        }
      >
        {(data) => (
          <QuoteList quotes={data} hrefOf={(quote) => paths.dashboard.myQuote.getHref(quote._id)} />
        )}
      </QueryState>
    </DashboardPage>
  );
}
