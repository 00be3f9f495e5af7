import { Trans } from '@lingui/react/macro';
import type { Quote } from '@partline/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useParams } from 'react-router';
import { useAdminCompany } from '@/features/companies/api/get-companies';
import { QuoteContractDialog } from '@/features/price-lists/components/quote-contract-dialog';
import { QuoteAnswerForm } from '@/features/quotes/components/quote-answer-form';
import { QuoteDetail } from '@/features/quotes/components/quote-detail';
import { QuotePage } from '@/features/quotes/components/quote-page';

/** "Make these prices the contract" for an accepted quote of a company (decision 320). */
function ContractPricesAction({ quote }: { quote: Quote & { companyId: string } }) {
  const [open, setOpen] = useState(false);
  const company = useAdminCompany(open ? quote.companyId : null);
  return (
    <div className="mb-3">
      <Button variant="outline-primary" onClick={() => setOpen(true)}>
        <Trans>Make these prices the contract</Trans>
      </Button>
      {open && company.data ? (
        <QuoteContractDialog
          quoteId={quote._id}
          quoteNumber={quote.number}
          companyName={company.data.company.name}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

/** `/dashboard/manage-quotes/:id` (admin, decision 151): a quote and the shop's answer form. */
export default function ManageQuoteRoute() {
  const { id = '' } = useParams();
  return (
    <QuotePage id={id}>
      {(data) => (
        <>
          {data.status === 'accepted' && data.companyId ? (
            <ContractPricesAction quote={{ ...data, companyId: data.companyId }} />
          ) : null}
          <QuoteDetail
            quote={data}
            side="shop"
            answerForm={<QuoteAnswerForm key={`${data._id}-${data.currentVersion}`} quote={data} />}
          />
        </>
      )}
    </QuotePage>
  );
}
