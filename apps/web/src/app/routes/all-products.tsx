import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { useCanPurchase } from '@/features/auth/hooks/use-can-purchase';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AddToCartControl } from '@/features/cart/components/add-to-cart-control';
import { Catalog } from '@/features/products/components/catalog';

/** `/all-products` (spec §2): the catalog with search, filters, sort and pages. */
export default function AllProductsRoute() {
  const { t } = useLingui();
  const canPurchase = useCanPurchase();
  const { status } = useAuth();
  // 'Add to cart' for signed-in clients (decision 125); visitors sign in through Confirm Purchase.
  const withCart = canPurchase && status === 'signed-in';
  return (
    <>
      <PageHeader title={t`All Products`} eyebrow={t`Catalog`}>
        <Trans>
          Processors, memory, storage and power components for business fleets, sold in bulk.
        </Trans>
      </PageHeader>
      <Catalog
        canPurchase={canPurchase}
        renderAction={withCart ? (product) => <AddToCartControl product={product} /> : undefined}
      />
    </>
  );
}
