import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** What `/cart` shows while the cart has no lines: where parts come from. */
export function EmptyCart() {
  const { t } = useLingui();
  return (
    <EmptyState title={t`Your cart is empty`}>
      <p>
        <Trans>Add parts from the catalog, or paste SKUs into Quick order below.</Trans>
      </p>
      <Link to={paths.allProducts.getHref()} className="btn btn-primary">
        <Trans>See all products</Trans>
      </Link>
    </EmptyState>
  );
}
