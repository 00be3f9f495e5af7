import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useOnAccountOffer } from '@/features/company-accounts/api/company-accounts';
import { useQuote } from '@/features/quotes/api/get-quotes';
import { QuoteDetail } from '@/features/quotes/components/quote-detail';

/**
 * `/dashboard/my-quotes/:id` (decisions 150–157): the client's quote, or their company's for a
 * company admin; accepting its latest version places the order and opens its payment page, or My
 * Orders when it was confirmed on the company's account.
 */
export default function MyQuoteRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const quote = useQuote(id);
  const onAccount = useOnAccountOffer();
  return (
    <section className="dashboard-page">
      <PageTitle title="Quote" />
      <h1 className="dashboard-page__title">Quote {quote.data?.number ?? ''}</h1>
      <QueryState query={quote} loadingLabel="Loading the quote…" errorMessage="Quote not found.">
        {(data) => (
          <QuoteDetail
            quote={data}
            side="buyer"
            onAccount={onAccount}
            onAccepted={(result) =>
              void navigate(
                result.paymentMethod === 'on_account'
                  ? paths.dashboard.myOrders.getHref()
                  : paths.payment.getHref(result.orderId),
              )
            }
          />
        )}
      </QueryState>
    </section>
  );
}
