import type { ReactNode } from 'react';
import { PageSpinner, type PageSpinnerProps } from './page-spinner';
import { QueryError } from './query-error';

/** The part of a TanStack Query result {@link QueryState} reads. */
export interface QueryLike<TData> {
  isPending: boolean;
  isError: boolean;
  data: TData | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<TData> {
  query: QueryLike<TData>;
  /** Read by screen readers while loading: 'Loading orders…'. */
  loadingLabel: string;
  /** The spinner's size: `section` (default) or `page` for a whole page waiting. */
  spinnerSize?: PageSpinnerProps['size'];
  /** Shown with 'Try again' when the read fails: 'We could not load the orders.' */
  errorMessage: string;
  /** Whether the data counts as empty (then `empty` shows instead of `children`). */
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}

/**
 * A read's three states in one place: a spinner while pending, the error with a retry, and the
 * data (or its empty state). Data kept from an earlier read still shows under a failed refetch.
 */
export function QueryState<TData>({
  query,
  loadingLabel,
  spinnerSize,
  errorMessage,
  isEmpty,
  empty = null,
  children,
}: QueryStateProps<TData>) {
  const { data } = query;
  return (
    <>
      {query.isPending ? <PageSpinner label={loadingLabel} size={spinnerSize} /> : null}
      {query.isError ? (
        <QueryError message={errorMessage} onRetry={() => void query.refetch()} />
      ) : null}
      {data === undefined ? null : isEmpty?.(data) ? empty : children(data)}
    </>
  );
}
