import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useProduct } from '@/features/products/api/get-product';
import { EditProductForm } from '@/features/products/components/edit-product-form';
import { ProductNotFound } from '@/features/products/components/product-not-found';
import { ApiError } from '@/lib/api-error';

/** `/dashboard/edit-product/:id` (admin; decision 121): edits a product, back to Manage Product. */
export default function EditProductRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);
  const notFound = product.error instanceof ApiError && [400, 404].includes(product.error.status);

  return (
    <section className="dashboard-page">
      <PageTitle title="Edit Product" />
      <h1 className="dashboard-page__title">Edit Product</h1>
      {notFound ? (
        <ProductNotFound />
      ) : (
        <QueryState
          query={product}
          loadingLabel="Loading the product…"
          errorMessage="We could not load this product."
        >
          {(data) => (
            <EditProductForm
              key={data._id}
              product={data}
              onSaved={() => void navigate(paths.dashboard.manageProduct.getHref())}
            />
          )}
        </QueryState>
      )}
    </section>
  );
}
