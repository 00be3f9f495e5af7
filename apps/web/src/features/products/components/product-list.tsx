import type { Product } from '@partline/shared';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { useNewestProducts } from '../api/get-products';
import { ProductGrid } from './product-grid';

export interface ProductListProps {
  /** How many of the newest products to show. */
  limit: number;
  /** Heading level of each product name. */
  headingLevel?: 'h2' | 'h3';
  /** Cards in the first row load their images eagerly. */
  eagerCount?: number;
  /** Show 'Confirm Purchase' on each card (spec §6: to non-admins and signed-out visitors). */
  canPurchase?: boolean;
  /** A further action on each card (the cart's 'Add to cart'; decision 125). */
  renderAction?: ((product: Product) => ReactNode) | undefined;
}

/**
 * The `limit` newest product cards (read as such from the API, decision 215), with a spinner while
 * loading and an error if it fails.
 */
export function ProductList({
  limit,
  headingLevel = 'h3',
  eagerCount = 0,
  canPurchase = true,
  renderAction,
}: ProductListProps) {
  return (
    <QueryState
      query={useNewestProducts(limit)}
      what="products"
      empty={<p className="text-center text-body-secondary py-4">No products are listed yet.</p>}
    >
      {(products) => (
        <ProductGrid
          products={products}
          headingLevel={headingLevel}
          eagerCount={eagerCount}
          canPurchase={canPurchase}
          renderAction={renderAction}
        />
      )}
    </QueryState>
  );
}
