import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { useCanPurchase } from '@/features/auth/hooks/use-can-purchase';
import { ProductList } from '@/features/products/components/product-list';

/** `/all-products` (spec §2): every product card, newest first. */
export default function AllProductsRoute() {
  const canPurchase = useCanPurchase();
  return (
    <>
      <PageTitle title="All Products" />
      <PageHeader title="All Products" eyebrow="Catalog">
        Processors, memory, storage and power components for business fleets, sold in bulk.
      </PageHeader>
      <div className="container py-5">
        <ProductList headingLevel="h2" eagerCount={3} canPurchase={canPurchase} />
      </div>
    </>
  );
}
