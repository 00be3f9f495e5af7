import { useNavigate, useParams } from 'react-router';
import { useAddresses } from '@/features/address-book/api/addresses';
import { useClientConfig } from '@/features/auth/api/get-client-config';
import { useOnAccountOffer } from '@/features/company-accounts/api/company-accounts';
import { QuoteDetail } from '@/features/quotes/components/quote-detail';
import { QuotePage } from '@/features/quotes/components/quote-page';
import { pageAfterAcceptance } from '@/features/quotes/after-acceptance';

/**
 * `/dashboard/my-quotes/:id` (decisions 150–157): the client's quote, or their company's for a
 * company admin; accepting its latest version (to an address of their book, with a PO number)
 * places the order and opens its payment page, its own page when it is paid by bank transfer
 * (decision 315), or My Orders when it was confirmed on the company's account.
 */
export default function MyQuoteRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const onAccount = useOnAccountOffer();
  const addresses = useAddresses();
  const paymentOptions = useClientConfig().data?.paymentOptions;
  return (
    <QuotePage id={id}>
      {(data) => (
        <QuoteDetail
          quote={data}
          side="buyer"
          onAccount={onAccount}
          paymentOptions={paymentOptions}
          addresses={addresses.data}
          onAccepted={(result) => void navigate(pageAfterAcceptance(result))}
        />
      )}
    </QuotePage>
  );
}
