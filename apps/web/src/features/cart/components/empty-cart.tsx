import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** What `/cart` shows while the cart has no lines: where parts come from. */
export function EmptyCart() {
  return (
    <EmptyState title="Your cart is empty">
      <p>Add parts from the catalog, or paste SKUs into Quick order below.</p>
      <Link to={paths.allProducts.getHref()} className="btn btn-primary">
        See all products
      </Link>
    </EmptyState>
  );
}
