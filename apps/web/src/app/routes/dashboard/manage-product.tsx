import { PageTitle } from '@/components/ui/page-title';
import { ManageProducts } from '@/features/products/components/manage-products';

/** `/dashboard/manage-product` (spec §2, admin): the catalog with stock, restock and delete. */
export default function ManageProductRoute() {
  return (
    <section className="dashboard-page">
      <PageTitle title="Manage Product" />
      <h1 className="dashboard-page__title">Manage Product</h1>
      <ManageProducts />
    </section>
  );
}
