import {
  formatQuantity,
  type CategoryLink,
  type ProductFacets,
  type ProductSearch,
} from '@partline/shared';
import { Link } from 'react-router';
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
  return (
    <nav aria-label="Breadcrumb" className="catalog-breadcrumbs">
      <ol className="breadcrumb mb-0">
        <li className="breadcrumb-item">
          <Link to={categoryHref(null, search)}>All products</Link>
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
 * The categories one level down — the top-level ones on All products, the subcategories on a
 * category page — as chips with the number of products the search finds in each (decision 317).
 * Nothing while the counts load or when there are none.
 */
export function CatalogCategoryNav({
  facets,
  search,
}: {
  facets: ProductFacets | undefined;
  search: ProductSearch;
}) {
  if (!facets || facets.children.length === 0) return null;
  const label = facets.category ? `Subcategories of ${facets.category.name}` : 'Categories';
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
              <span className="catalog-categories__count">{formatQuantity(child.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
