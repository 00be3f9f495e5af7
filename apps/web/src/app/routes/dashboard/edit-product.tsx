import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { paths } from '@/config/paths';
import { EditProductForm } from '@/features/products/components/edit-product-form';
import { ProductDocumentsPanel } from '@/features/products/components/product-documents-panel';
import { ProductQueryState } from '@/features/products/components/product-query-state';

/** `/dashboard/edit-product/:id` (admin; decision 121): edits a product, back to Manage Product;
 * its documents below (decision 318). */
export default function EditProductRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();

  return (
    <DashboardPage title={t`Edit Product`}>
      <ProductQueryState id={id}>
        {(data) => (
          <>
            <EditProductForm
              key={data._id}
              product={data}
              onSaved={() => void navigate(paths.dashboard.manageProduct.getHref())}
            />
            <ProductDocumentsPanel productId={data._id} />
          </>
        )}
      </ProductQueryState>
    </DashboardPage>
  );
}
