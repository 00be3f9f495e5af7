import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { useProducts } from '../api/get-products';
import { ProductGrid } from './product-grid';

export interface ProductListProps {
  /** Show only the first `limit` products (the list is newest first). */
  limit?: number;
  /** Heading level of each product name. */
  headingLevel?: 'h2' | 'h3';
  /** Cards in the first row load their images eagerly. */
  eagerCount?: number;
  /** Show 'Confirm Purchase' on each card (spec §6: to non-admins and signed-out visitors). */
  canPurchase?: boolean;
}

/** The product cards, newest first, with a spinner while loading and an error if it fails. */
export function ProductList({
  limit,
  headingLevel = 'h3',
  eagerCount = 0,
  canPurchase = true,
}: ProductListProps) {
  const { data, isPending, isError, refetch } = useProducts();

  if (isPending) return <PageSpinner label="Loading products…" />;
  if (isError) {
    return <QueryError message="We could not load the products." onRetry={() => void refetch()} />;
  }

  const products = limit === undefined ? data : data.slice(0, limit);
  if (products.length === 0) {
    return <p className="text-center text-body-secondary py-4">No products are listed yet.</p>;
  }

  return (
    <ProductGrid
      products={products}
      headingLevel={headingLevel}
      eagerCount={eagerCount}
      canPurchase={canPurchase}
    />
  );
}
