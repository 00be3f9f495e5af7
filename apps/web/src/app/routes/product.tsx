import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { useCanPurchase } from '@/features/auth/hooks/use-can-purchase';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ProductPurchasePanel } from '@/features/cart/components/product-purchase-panel';
import { useProductPage } from '@/features/products/api/get-product-page';
import { ProductPageView } from '@/features/products/components/product-page-view';
import { ApiError } from '@/lib/api-error';
import NotFoundRoute from './not-found';

/**
 * `/products/:slug` (decision 318): a product's page; an unknown product is the not-found page.
 * The quantity a buyer chose is kept here, by product: the buying panel is hidden while a
 * signed-in user's admin flag loads (spec §6), and a quantity typed before the session arrived
 * must not fall back to the minimum order when it shows again.
 */
export default function ProductRoute() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const page = useProductPage(slug);
  const canPurchase = useCanPurchase();
  const { status } = useAuth();
  const [chosen, setChosen] = useState<{ productId: string; quantity: number }>();
  if (page.error instanceof ApiError && page.error.status === 404) return <NotFoundRoute />;
  return (
    <QueryState
      query={page}
      spinnerSize="page"
      loadingLabel={t`Loading the product…`}
      errorMessage={t`We could not load this product.`}
    >
      {(data) => (
        <ProductPageView
          page={data}
          purchase={
            canPurchase ? (
              <ProductPurchasePanel
                key={data.product._id}
                product={data.product}
                signedIn={status === 'signed-in'}
                quantity={
                  chosen?.productId === data.product._id ? chosen.quantity : data.product.minOrder
                }
                onQuantityChange={(quantity) =>
                  setChosen({ productId: data.product._id, quantity })
                }
              />
            ) : null
          }
        />
      )}
    </QueryState>
  );
}
