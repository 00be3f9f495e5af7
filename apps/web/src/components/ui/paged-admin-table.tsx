import type { ReactNode } from 'react';
import { AdminTable, type DataColumn } from './data-table';
import { LoadMore, type NextPageQuery } from './load-more';
import { QueryState, type QueryLike } from './query-state';

export interface PagedAdminTableProps<Row extends { _id: string }> {
  /** The list's keyset-paged read (decisions 210, 217): the rows of the pages read so far. */
  query: QueryLike<Row[]> & NextPageQuery;
  /**
   * What the rows are, plural, in the list's texts: 'orders' → 'Loading orders…', the table
   * 'All orders', the button 'Load more orders'.
   */
  things: string;
  columns: DataColumn<Row>[];
  /** Shown instead of the table while there is no row; without it an empty list shows nothing. */
  empty?: ReactNode;
}

/**
 * A back-office list read a page at a time (decision 217): the read's states, the rows as an
 * {@link AdminTable} and 'Load more …' under it — Manage Orders, Manage Products, Make Admin.
 */
export function PagedAdminTable<Row extends { _id: string }>({
  query,
  things,
  columns,
  empty = null,
}: PagedAdminTableProps<Row>) {
  return (
    <QueryState query={query} what={things} isEmpty={(rows) => rows.length === 0} empty={empty}>
      {(rows) => (
        <>
          <AdminTable label={`All ${things}`} rows={rows} columns={columns} />
          <LoadMore query={query} things={things} />
        </>
      )}
    </QueryState>
  );
}
