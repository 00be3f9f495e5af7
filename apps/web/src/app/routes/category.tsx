import { Trans, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCanPurchase } from '@/features/auth/hooks/use-can-purchase';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AddToCartControl } from '@/features/cart/components/add-to-cart-control';
import { useCatalogFacets } from '@/features/products/api/get-catalog-facets';
import { Catalog } from '@/features/products/components/catalog';
import { useCatalogSearch } from '@/features/products/hooks/use-catalog-search';
import { ApiError } from '@/lib/api-error';

/**
 * `/categories/:slug` (decision 317): the products of a category and its subcategories, with
 * breadcrumbs, the subcategories and their counts, and the category's specification filters — every
 * filter in the URL, as on All products.
 */
export default function CategoryRoute() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const canPurchase = useCanPurchase();
  const { status } = useAuth();
  const { search } = useCatalogSearch(slug);
  const facets = useCatalogFacets(search);
  const withCart = canPurchase && status === 'signed-in';
  const name = facets.data?.category?.slug === slug ? facets.data.category.name : undefined;

  if (facets.error instanceof ApiError && facets.error.status === 404) {
    return (
      <>
        <PageHeader title={t`Category not found`} eyebrow={t`Catalog`} />
        <div className="container py-4">
          <Alert variant="warning">
            <Trans>This category does not exist or was renamed.</Trans>{' '}
            <Link to={paths.allProducts.getHref()}>
              <Trans>See all products</Trans>
            </Link>
          </Alert>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={name ?? t`Products`} eyebrow={t`Catalog`} />
      <Catalog
        category={slug}
        canPurchase={canPurchase}
        renderAction={withCart ? (product) => <AddToCartControl product={product} /> : undefined}
      />
    </>
  );
}
