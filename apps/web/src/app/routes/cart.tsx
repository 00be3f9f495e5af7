import { waitsForApproval } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useAddresses } from '@/features/address-book/api/addresses';
import { AddressBook } from '@/features/address-book/components/address-book';
import { useClientConfig } from '@/features/auth/api/get-client-config';
import { useCanPurchase } from '@/features/auth/hooks/use-can-purchase';
import { useCart } from '@/features/cart/api/get-cart';
import { CartLines } from '@/features/cart/components/cart-lines';
import { CartProformaButton } from '@/features/cart/components/cart-proforma-button';
import { CheckoutForm } from '@/features/cart/components/checkout-form';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { QuickOrderForm } from '@/features/cart/components/quick-order-form';
import { useAfterCheckout } from '@/features/cart/hooks/use-after-checkout';
import { useMyCompany } from '@/features/companies/api/get-my-company';
import { useOnAccountOffer } from '@/features/company-accounts/api/company-accounts';
import { RequestQuoteForm } from '@/features/quotes/components/request-quote-form';

/**
 * `/cart` (decision 125): lines at tier prices, quick order, checkout to an address of the address
 * book (paid online, by bank transfer against a proforma invoice, or on the company's account:
 * decisions 140, 315), or 'Request a quote' (decision 150). Where bank transfer is offered, the
 * cart's proforma invoice can be downloaded before ordering.
 */
export default function CartRoute() {
  const { t } = useLingui();
  const canPurchase = useCanPurchase();
  const cart = useCart({ enabled: canPurchase });
  const addresses = useAddresses();
  const onPlaced = useAfterCheckout();
  const onAccount = useOnAccountOffer({ enabled: canPurchase });
  const paymentOptions = useClientConfig().data?.paymentOptions;
  const transferOffered = paymentOptions?.some((option) => option.option === 'bank_transfer');
  // The buyer's limit and spending as the server counts them, to warn before an order that waits.
  const company = useMyCompany();
  return (
    <>
      <PageHeader title={t`Your cart`} documentTitle={t`Cart`} eyebrow={t`Order`}>
        <Trans>One purchase order of many parts, each at the price of its quantity.</Trans>
      </PageHeader>
      <div className="container py-4 py-md-5">
        {canPurchase ? (
          <div className="cart-layout">
            <div className="cart-layout__lines">
              <QueryState
                query={cart}
                loadingLabel={t`Loading your cart…`}
                errorMessage={t`We could not load your cart.`}
                isEmpty={(data) => data.lineCount === 0}
                empty={<EmptyCart />}
              >
                {(data) => <CartLines cart={data} />}
              </QueryState>
            </div>
            <div className="cart-layout__checkout">
              {cart.data && cart.data.lineCount > 0 ? (
                <>
                  <QueryState
                    query={addresses}
                    loadingLabel={t`Loading your addresses…`}
                    errorMessage={t`We could not load your address book.`}
                  >
                    {(book) => (
                      <CheckoutForm
                        cart={cart.data}
                        addresses={book}
                        addressBook={<AddressBook addresses={book} />}
                        paymentOptions={paymentOptions}
                        onAccount={onAccount}
                        onPlaced={onPlaced}
                        needsApproval={waitsForApproval(
                          company.data?.membership ?? null,
                          cart.data.tax.total,
                        )}
                      />
                    )}
                  </QueryState>
                  {transferOffered ? <CartProformaButton /> : null}
                  <RequestQuoteForm />
                </>
              ) : null}
            </div>
            {/* After checkout in the reading order too, as on a phone's screen (decision 162). */}
            <div className="cart-layout__quick-order">
              <QuickOrderForm />
            </div>
          </div>
        ) : (
          <p className="text-body-secondary">
            <Trans>Admins do not place orders.</Trans>
          </p>
        )}
      </div>
    </>
  );
}
