import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useAddresses } from '@/features/address-book/api/addresses';
import { AddressBook } from '@/features/address-book/components/address-book';
import { useCanPurchase } from '@/features/auth/hooks/use-can-purchase';
import { useCart } from '@/features/cart/api/get-cart';
import { CartLines } from '@/features/cart/components/cart-lines';
import { CheckoutForm } from '@/features/cart/components/checkout-form';
import { QuickOrderForm } from '@/features/cart/components/quick-order-form';

/**
 * `/cart` (decision 125): the cart's lines at their tier prices and the order total, quick order,
 * and checkout to an address of the address book; placing the order opens its payment page.
 */
export default function CartRoute() {
  const navigate = useNavigate();
  const canPurchase = useCanPurchase();
  const cart = useCart({ enabled: canPurchase });
  const addresses = useAddresses();

  return (
    <>
      <PageTitle title="Cart" />
      <PageHeader title="Your cart" eyebrow="Order">
        One purchase order of many parts, each at the price of its quantity.
      </PageHeader>
      <div className="container py-4 py-md-5">
        {canPurchase ? (
          <div className="row g-4 align-items-start">
            <div className="col-12 col-lg-8 d-flex flex-column gap-4">
              <QueryState
                query={cart}
                loadingLabel="Loading your cart…"
                errorMessage="We could not load your cart."
                isEmpty={(data) => data.lineCount === 0}
                empty={
                  <EmptyState title="Your cart is empty">
                    <p>Add parts from the catalog, or paste SKUs into Quick order below.</p>
                    <Link to={paths.allProducts.getHref()} className="btn btn-primary">
                      See all products
                    </Link>
                  </EmptyState>
                }
              >
                {(data) => <CartLines cart={data} />}
              </QueryState>
              <QuickOrderForm />
            </div>
            <div className="col-12 col-lg-4">
              {cart.data && cart.data.lineCount > 0 ? (
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
                      onPlaced={(orderId) => void navigate(paths.payment.getHref(orderId))}
                    />
                  )}
                </QueryState>
              ) : null}
            </div>
          </div>
        ) : (
          <p className="text-body-secondary">Admins do not place orders.</p>
        )}
      </div>
    </>
  );
}
