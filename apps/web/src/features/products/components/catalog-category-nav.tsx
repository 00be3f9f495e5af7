import type { CategoryLink, ProductFacets, ProductSearch } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useFormat } from '@/lib/i18n/format';
import { categoryHref } from '../catalog-links';

/**
 * The path of a category page: All products › Memory › DDR5, the last one the page itself.
 */
export function CatalogBreadcrumbs({
  breadcrumbs,
  search,
}: {
  breadcrumbs: readonly CategoryLink[];
  search: ProductSearch;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="catalog-breadcrumbs">
      <ol className="breadcrumb mb-0">
        <li className="breadcrumb-item">
          <Link to={categoryHref(null, search)}>
            <Trans>All products</Trans>
          </Link>
        </li>
        {breadcrumbs.map((crumb, index) =>
          index === breadcrumbs.length - 1 ? (
            <li key={crumb.id} className="breadcrumb-item active" aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.id} className="breadcrumb-item">
              <Link to={categoryHref(crumb.slug, search)}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/**
 * The path's place while it loads: one invisible crumb, as tall as the path, so that the page
 * below does not move when it arrives.
 */
export function CatalogBreadcrumbsPlaceholder() {
  return (
    <div className="catalog-breadcrumbs" aria-hidden="true">
      <ol className="breadcrumb mb-0">
        <li className="breadcrumb-item">&nbsp;</li>
      </ol>
    </div>
  );
}

/**
 * The categories one level down — the top-level ones on All products, the subcategories on a
 * category page — as chips with the number of products the search finds in each (decision 317).
 * While the counts load: with `reserve` (a page that always has chips), an invisible row of the
 * chips' height, so that the results below do not move when they arrive; else nothing, as when
 * there are none.
 */
export function CatalogCategoryNav({
  facets,
  search,
  reserve = false,
}: {
  facets: ProductFacets | undefined;
  search: ProductSearch;
  reserve?: boolean;
}) {
  const { t } = useLingui();
  const format = useFormat();
  if (!facets && reserve) {
    return (
      <div className="catalog-categories" aria-hidden="true">
        <ul className="catalog-categories__list">
          <li className="catalog-categories__chip catalog-categories__chip--placeholder">&nbsp;</li>
        </ul>
      </div>
    );
  }
  if (!facets || facets.children.length === 0) return null;
  const parent = facets.category?.name;
  const label = parent ? t`Subcategories of ${parent}` : t`Categories`;
  return (
    <nav aria-label={label} className="catalog-categories">
      <ul className="catalog-categories__list">
        {facets.children.map((child) => (
          <li key={child.id}>
            <Link
              className={`catalog-categories__chip${child.count === 0 ? ' catalog-categories__chip--empty' : ''}`}
              to={categoryHref(child.slug, search)}
            >
              {child.name}{' '}
              <span className="catalog-categories__count">{format.number(child.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
