import { waitsForApproval } from '@partline/shared';
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
      <PageHeader title="Your cart" documentTitle="Cart" eyebrow="Order">
        One purchase order of many parts, each at the price of its quantity.
      </PageHeader>
      <div className="container py-4 py-md-5">
        {canPurchase ? (
          <div className="cart-layout">
            <div className="cart-layout__lines">
              <QueryState
                query={cart}
                what="your cart"
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
                    loadingLabel="Loading your addresses…"
                    errorMessage="We could not load your address book."
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
          <p className="text-body-secondary">Admins do not place orders.</p>
        )}
      </div>
    </>
  );
}
