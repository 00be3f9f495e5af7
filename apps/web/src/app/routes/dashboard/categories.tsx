import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { CategoriesManager } from '@/features/categories/components/categories-manager';

/** `/dashboard/categories` (admin; decision 316): the category tree and each one's attributes. */
export default function CategoriesRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage
      title={t`Categories`}
      lead={t`The catalog's category tree and the specification each category asks of its products.`}
    >
      <CategoriesManager />
    </DashboardPage>
  );
}
