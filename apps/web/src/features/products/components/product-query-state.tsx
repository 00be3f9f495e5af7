import type { Product } from '@partline/shared';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-error';
import { useProduct } from '../api/get-product';
import { ProductNotFound } from './product-not-found';

export interface ProductQueryStateProps {
  /** The product's `_id` from the page's path. */
  id: string;
  children: (product: Product) => ReactNode;
}

/**
 * A page's read of one product: a spinner, the error with a retry, {@link ProductNotFound} for an
 * unknown, deleted or malformed id, else `children` with the product.
 */
export function ProductQueryState({ id, children }: ProductQueryStateProps) {
  const { t } = useLingui();
  const product = useProduct(id);
  // 400: not a product id at all.
  if (product.error instanceof ApiError && [400, 404].includes(product.error.status)) {
    return <ProductNotFound />;
  }
  return (
    <QueryState
      query={product}
      loadingLabel={t`Loading the product…`}
      errorMessage={t`We could not load this product.`}
    >
      {children}
    </QueryState>
  );
}
