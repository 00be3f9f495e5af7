import { useParams } from 'react-router';
import { QuoteAnswerForm } from '@/features/quotes/components/quote-answer-form';
import { QuoteDetail } from '@/features/quotes/components/quote-detail';
import { QuotePage } from '@/features/quotes/components/quote-page';

/** `/dashboard/manage-quotes/:id` (admin, decision 151): a quote and the shop's answer form. */
export default function ManageQuoteRoute() {
  const { id = '' } = useParams();
  return (
    <QuotePage id={id}>
      {(data) => (
        <QuoteDetail
          quote={data}
          side="shop"
          answerForm={<QuoteAnswerForm key={`${data._id}-${data.currentVersion}`} quote={data} />}
        />
      )}
    </QuotePage>
  );
}
