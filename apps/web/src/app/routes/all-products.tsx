import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { useCanPurchase } from '@/features/auth/hooks/use-can-purchase';
import { Catalog } from '@/features/products/components/catalog';

/** `/all-products` (spec §2): the catalog with search, filters, sort and pages. */
export default function AllProductsRoute() {
  const canPurchase = useCanPurchase();
  return (
    <>
      <PageTitle title="All Products" />
      <PageHeader title="All Products" eyebrow="Catalog">
        Processors, memory, storage and power components for business fleets, sold in bulk.
      </PageHeader>
      <Catalog canPurchase={canPurchase} />
    </>
  );
}
