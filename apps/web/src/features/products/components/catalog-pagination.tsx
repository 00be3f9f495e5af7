import { Link } from 'react-router';

export interface CatalogPaginationProps {
  page: number;
  pageCount: number;
  /** The link to another page of the same search. */
  hrefOf: (page: number) => string;
}

/**
 * The pages to offer: the first, the last, and the current one with its neighbours; `null` marks
 * a gap. `pageWindow(6, 12)` → `[1, null, 5, 6, 7, null, 12]`.
 */
function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const withGaps: (number | null)[] = [];
  for (const [index, n] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous === 2) withGaps.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) withGaps.push(null);
    withGaps.push(n);
  }
  return withGaps;
}

/**
 * Bootstrap pagination of the catalog as real links (each page can be opened or shared), in a
 * named navigation landmark; the current page carries `aria-current="page"`. Nothing for one page.
 */
export function CatalogPagination({ page, pageCount, hrefOf }: CatalogPaginationProps) {
  if (pageCount <= 1) return null;
  const edge = (target: number, label: string, text: string, enabled: boolean) => (
    <li className={`page-item${enabled ? '' : ' disabled'}`}>
      {enabled ? (
        <Link className="page-link" to={hrefOf(target)} aria-label={label}>
          {text}
        </Link>
      ) : (
        <span className="page-link" aria-hidden="true">
          {text}
        </span>
      )}
    </li>
  );

  return (
    <nav aria-label="Product pages" className="catalog-pagination">
      <ul className="pagination justify-content-center flex-wrap mb-0">
        {edge(page - 1, 'Previous page', '‹ Previous', page > 1)}
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className="page-item disabled">
              <span className="page-link" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={hrefOf(n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {edge(page + 1, 'Next page', 'Next ›', page < pageCount)}
      </ul>
    </nav>
  );
}
