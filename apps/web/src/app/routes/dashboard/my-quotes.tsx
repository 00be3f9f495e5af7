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
  return (
    <DashboardPage title="My Quotes">
      <QueryState
        query={quotes}
        what="your quotes"
        empty={
          <EmptyState title="No quotes yet">
            <p>Fill your cart and choose &apos;Request a quote&apos; to ask for our prices.</p>
            <Link to={paths.cart.getHref()} className="btn btn-primary">
              Go to your cart
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
