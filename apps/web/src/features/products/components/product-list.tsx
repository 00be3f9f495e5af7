import { Trans, useLingui } from '@lingui/react/macro';
import { QueryState } from '@/components/ui/query-state';
import { useNewestProducts } from '../api/get-products';
import { ProductGrid, type ProductGridProps } from './product-grid';

/** How many of the newest products, and the grid's card options (its columns stay the default). */
export interface ProductListProps extends Omit<ProductGridProps, 'products' | 'columns'> {
  /** How many of the newest products to show. */
  limit: number;
}

/**
 * The `limit` newest product cards (read as such from the API, decision 215), with a spinner while
 * loading and an error if it fails.
 */
export function ProductList({ limit, ...cards }: ProductListProps) {
  const { t } = useLingui();
  return (
    <QueryState
      query={useNewestProducts(limit)}
      loadingLabel={t`Loading products…`}
      errorMessage={t`We could not load the products.`}
      empty={
        <p className="text-center text-body-secondary py-4">
          <Trans>No products are listed yet.</Trans>
        </p>
      }
    >
      {(products) => <ProductGrid products={products} {...cards} />}
    </QueryState>
  );
}
