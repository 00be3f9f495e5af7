import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useListSearch } from '@/lib/use-list-search';
import { AdminTable, type DataColumn } from './data-table';
import { ListSearchField, type ListSearchFieldProps } from './form/list-search-field';
import { LoadMore, type NextPageQuery } from './load-more';
import { NoMatches } from './no-matches';
import { QueryState, type QueryLike } from './query-state';

export interface PagedAdminTableProps<Row extends { _id: string }> {
  /**
   * The list's keyset-paged read (decisions 210, 217) of the URL's search text
   * ({@link useListSearch}): the rows of the pages read so far.
   */
  query: QueryLike<Row[]> & NextPageQuery;
  /**
   * What the rows are, plural, in the list's texts: 'orders' → 'Loading orders…', the table
   * 'All orders', the button 'Load more orders', 'No orders match “…”.'.
   */
  things: string;
  columns: DataColumn<Row>[];
  /** The search box above the list (decision 247): its id, label and placeholder. */
  search: ListSearchFieldProps;
  /**
   * Shown instead of the table while there is no row and no search text; without it such a list
   * shows nothing. A search that finds nothing says so ({@link NoMatches}).
   */
  empty?: ReactNode;
}

/**
 * A back-office list searched and read a page at a time (decisions 217, 247): the search box, the
 * read's states, the rows as an {@link AdminTable} and 'Load more …' under it — Manage Orders,
 * Manage Products, Make Admin.
 */
export function PagedAdminTable<Row extends { _id: string }>({
  query,
  things,
  columns,
  search,
  empty = null,
}: PagedAdminTableProps<Row>) {
  const { t } = useLingui();
  const [q] = useListSearch();
  const what = things;
  return (
    <>
      <ListSearchField {...search} />
      <QueryState
        query={query}
        loadingLabel={t`Loading ${what}…`}
        errorMessage={t`We could not load the ${things}.`}
        isEmpty={(rows) => rows.length === 0}
        empty={q ? <NoMatches things={things} q={q} /> : empty}
      >
        {(rows) => (
          <>
            <AdminTable label={t`All ${things}`} rows={rows} columns={columns} />
            <LoadMore query={query} things={things} />
          </>
        )}
      </QueryState>
    </>
  );
}
