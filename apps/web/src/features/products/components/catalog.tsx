import type { Product, ProductSearchResult } from '@partline/shared';
import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { LoadMore } from '@/components/ui/load-more';
import { QueryError } from '@/components/ui/query-error';
import { formattersFor } from '@/lib/i18n/format';
import { activeLocale } from '@/lib/i18n/i18n';
import { pluralCategory } from '@/lib/i18n/plural-category';
import { useCatalogFacets } from '../api/get-catalog-facets';
import { useSearchProducts } from '../api/search-products';
import { activeFilters as activeFiltersOf } from '../catalog-active-filters';
import { useCatalogSearch } from '../hooks/use-catalog-search';
import {
  CatalogBreadcrumbs,
  CatalogBreadcrumbsPlaceholder,
  CatalogCategoryNav,
} from './catalog-category-nav';
import { CatalogFacetFilters } from './catalog-facet-filters';
import { CatalogFilters } from './catalog-filters';
import { CatalogSearchBar } from './catalog-search-bar';
import { CatalogSortSelect } from './catalog-sort-select';
import { ProductGridSkeleton } from './product-card-skeleton';
import { ProductGrid } from './product-grid';

/** The empty state's text (docs/decisions/065-catalog-search-route.md). */
const NO_MATCH_MESSAGE = msg`No products match your search`;

/** Cards per row at each width, the same for the results and their loading skeleton. */
const GRID_COLUMNS = 'row-cols-1 row-cols-sm-2 row-cols-xl-3';

/**
 * "Showing 1–24 of 40 products" for the cards shown (`shown`, from the first page read), "… of
 * 1,000+ products" when the count stopped at its cap (decision 216), or how many there are when
 * every one is shown; in the reader's language and digits.
 */
function resultSummary(
  i18n: I18n,
  first: ProductSearchResult,
  shown: number,
  more: boolean,
): string {
  const { total, totalCapped, page, pageSize } = first;
  const locale = activeLocale();
  const { number } = formattersFor(locale);
  const count = number(total);
  const form = pluralCategory(total, locale);
  const products = i18n._(
    msg`${select(form, { one: `${count} product`, other: `${count} products` })}`,
  );
  if (total === 0) return i18n._(msg`No products found`);
  if (shown === 0 || (page === 1 && !more && !totalCapped)) return products;
  const from = number((page - 1) * pageSize + 1);
  const to = number((page - 1) * pageSize + shown);
  return totalCapped
    ? i18n._(msg`Showing ${from}–${to} of ${count}+ products`)
    : i18n._(msg`Showing ${from}–${to} of ${products}`);
}

export interface CatalogProps {
  /** Whether the cards offer 'Buy Now' (signed-out visitors and clients, not admins). */
  canPurchase: boolean;
  /** A further action under each card's button (the cart's 'Add to cart'; decision 125). */
  renderAction?: ((product: Product) => ReactNode) | undefined;
  /** The slug of the category shown (a category page, decision 317); the whole catalog without. */
  category?: string | undefined;
}

/**
 * The catalog (spec §2, docs/decisions/067-catalog-state-in-the-url.md): a search box, the
 * categories one level down with their counts, price, stock and (in a category, decision 317)
 * specification filters, a sort, and 'Load more products' (the next page by cursor, decision 216).
 * The whole search lives in the URL's query string, so it can be shared and Back/Forward work; the
 * previous results stay on screen while the next ones load. With no match, each filter is offered
 * as a link that drops it. Memoised: the session's answer re-renders the page around it, and a
 * visitor's catalog, whose props it does not change, stays as it is.
 */
export const Catalog = memo(function Catalog({
  canPurchase,
  renderAction,
  category,
}: CatalogProps) {
  const { t, i18n } = useLingui();
  const { search, update, clear, hrefOf, hrefWith } = useCatalogSearch(category);
  const catalog = useSearchProducts(search);
  const facets = useCatalogFacets(search).data;
  // The counts of another category (kept while this one's load) do not describe this page.
  const shownFacets = facets && facets.category?.slug === category ? facets : undefined;
  const { data, isPending, isError, isPlaceholderData, refetch } = catalog;
  const first = data?.pages[0];
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const active = activeFiltersOf(i18n, search, shownFacets?.attributes);
  const activeFilters = active.filter((filter) => !('q' in filter.drop)).length;
  const filtered = active.length > 0;
  const onSearch = useCallback((q: string) => update({ q }), [update]);

  const pageNumber = formattersFor(activeLocale()).number(search.page ?? 1);
  let results;
  if (isPending) {
    // A page of card-sized skeletons: the results replace them without moving the page.
    results = (
      <ProductGridSkeleton
        count={Math.min(search.pageSize ?? 12, 12)}
        label={t`Loading products…`}
        columns={GRID_COLUMNS}
      />
    );
  } else if (isError) {
    results = (
      <QueryError message={t`We could not load the products.`} onRetry={() => void refetch()} />
    );
  } else if (!first || first.total === 0) {
    results = (
      <div className="catalog-empty">
        <p className="catalog-empty__title">
          {filtered ? i18n._(NO_MATCH_MESSAGE) : t`No products are listed yet.`}
        </p>
        {filtered ? (
          <>
            <p className="text-body-secondary">
              <Trans>Try other words, or widen the price range.</Trans>
            </p>
            {active.length > 1 ? (
              <div className="catalog-empty__suggestions">
                <p className="mb-1">
                  <Trans>Or remove one filter:</Trans>
                </p>
                <ul>
                  {active.map(({ label, drop }) => (
                    <li key={label}>
                      <Link to={hrefWith(drop)} aria-label={t`Remove ${label}`}>
                        <Icon name="close" size={14} /> {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Button variant="primary" onClick={clear}>
              <Trans>Clear filters</Trans>
            </Button>
          </>
        ) : null}
      </div>
    );
  } else if (items.length === 0) {
    results = (
      <div className="catalog-empty">
        <p className="catalog-empty__title">
          <Trans>There is no page {pageNumber} of these results.</Trans>
        </p>
        <Link className="btn btn-primary" to={hrefOf(1)}>
          <Trans>Go to the first page</Trans>
        </Link>
      </div>
    );
  } else {
    results = (
      <>
        <ProductGrid
          products={items}
          headingLevel="h2"
          eagerCount={3}
          canPurchase={canPurchase}
          renderAction={renderAction}
          columns={GRID_COLUMNS}
        />
        <LoadMore query={catalog} things={t`products`} />
      </>
    );
  }

  return (
    <div className="container py-4 py-lg-5">
      {category ? (
        shownFacets ? (
          <CatalogBreadcrumbs breadcrumbs={shownFacets.breadcrumbs} search={search} />
        ) : (
          <CatalogBreadcrumbsPlaceholder />
        )
      ) : null}
      <CatalogSearchBar value={search.q ?? ''} onSearch={onSearch} />
      {/* All products always has top-level categories: their row is kept while they load. */}
      <CatalogCategoryNav facets={shownFacets} search={search} reserve={!category} />
      <div className="row g-4 mt-1">
        <div className="col-lg-3">
          <Button
            variant="outline-primary"
            className="catalog-filters-toggle d-lg-none w-100"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <Icon name="sliders" size={18} />
            {filtersOpen ? t`Hide filters` : t`Filters`}
            {activeFilters > 0 ? ` (${formattersFor(activeLocale()).number(activeFilters)})` : ''}
          </Button>
          <div
            id={filtersId}
            className={`catalog-sidebar ${filtersOpen ? '' : 'd-none'} d-lg-block`}
          >
            <CatalogFilters
              minPrice={search.minPrice}
              maxPrice={search.maxPrice}
              inStock={search.inStock}
              onChange={update}
            />
            {shownFacets && shownFacets.attributes.length > 0 ? (
              <CatalogFacetFilters
                attributes={shownFacets.attributes}
                spec={search.spec}
                onChange={(spec) => update({ spec })}
              />
            ) : null}
            {filtered && first && first.total > 0 ? (
              <Button variant="link" className="catalog-sidebar__clear" onClick={clear}>
                <Trans>Clear filters</Trans>
              </Button>
            ) : null}
          </div>
        </div>
        <div className="col-lg-9">
          <div className="catalog-toolbar">
            {/* aria-live, not role="status": pages are checked as loaded once no status is left. */}
            <p className="catalog-toolbar__count" aria-live="polite">
              {/* A no-break space holds the line's height until the count arrives. */}
              {first ? resultSummary(i18n, first, items.length, catalog.hasNextPage) : '\u00a0'}
            </p>
            <CatalogSortSelect value={search.sort} onChange={(sort) => update({ sort })} />
          </div>
          <div
            className={`catalog-results${isPlaceholderData ? ' catalog-results--stale' : ''}`}
            aria-busy={isPlaceholderData}
          >
            {results}
          </div>
        </div>
      </div>
    </div>
  );
});
