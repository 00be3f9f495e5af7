import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useQuote } from '@/features/quotes/api/get-quotes';
import { QuoteAnswerForm } from '@/features/quotes/components/quote-answer-form';
import { QuoteDetail } from '@/features/quotes/components/quote-detail';

/** `/dashboard/manage-quotes/:id` (admin, decision 151): a quote and the shop's answer form. */
export default function ManageQuoteRoute() {
  const { id = '' } = useParams();
  const quote = useQuote(id);
  return (
    <section className="dashboard-page">
      <PageTitle title="Quote" />
      <h1 className="dashboard-page__title">Quote {quote.data?.number ?? ''}</h1>
      <QueryState query={quote} loadingLabel="Loading the quote…" errorMessage="Quote not found.">
        {(data) => (
          <QuoteDetail
            quote={data}
            side="shop"
            answerForm={<QuoteAnswerForm key={`${data._id}-${data.currentVersion}`} quote={data} />}
          />
        )}
      </QueryState>
    </section>
  );
}
