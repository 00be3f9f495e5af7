import type { ProductPage } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export interface ProductBreadcrumbsProps {
  breadcrumbs: ProductPage['breadcrumbs'];
  productName: string;
}

/** All products › Memory › DDR5 › the product (decision 318); categories link to their pages. */
export function ProductBreadcrumbs({ breadcrumbs, productName }: ProductBreadcrumbsProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="breadcrumb product-page__breadcrumbs">
        <li className="breadcrumb-item">
          <Link to={paths.allProducts.getHref()}>
            <Trans>All products</Trans>
          </Link>
        </li>
        {breadcrumbs.map((category) => (
          <li key={category.id} className="breadcrumb-item">
            <Link to={`/categories/${encodeURIComponent(category.slug)}`}>{category.name}</Link>
          </li>
        ))}
        <li className="breadcrumb-item active" aria-current="page">
          {productName}
        </li>
      </ol>
    </nav>
  );
}
