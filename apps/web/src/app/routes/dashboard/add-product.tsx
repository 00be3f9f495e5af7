import { PageTitle } from '@/components/ui/page-title';
import { AddProductForm } from '@/features/products/components/add-product-form';

/** `/dashboard/add-product` (spec §2, admin): adds a product to the catalog. */
export default function AddProductRoute() {
  return (
    <section className="dashboard-page">
      <PageTitle title="Add Product" />
      <h1 className="dashboard-page__title">Add Product</h1>
      <AddProductForm />
    </section>
  );
}
