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
  return (
    <QueryState
      query={useNewestProducts(limit)}
      what="products"
      empty={<p className="text-center text-body-secondary py-4">No products are listed yet.</p>}
    >
      {(products) => <ProductGrid products={products} {...cards} />}
    </QueryState>
  );
}
