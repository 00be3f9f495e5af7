import { useLingui } from '@lingui/react/macro';
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

/**
 * What a {@link QueryState} says while it loads and when it fails: either `what` it reads, for the
 * shop's usual wording, or both texts written out.
 */
export type QueryStateTexts =
  | {
      /**
       * What is read, as the spinner names it: 'your orders', 'the companies', 'products'. The
       * spinner reads 'Loading your orders…', the error 'We could not load your orders.' (a bare
       * noun gets 'the': 'We could not load the products.').
       */
      what: string;
      loadingLabel?: undefined;
      errorMessage?: undefined;
    }
  | {
      what?: undefined;
      /** Read by screen readers while loading: 'Loading orders…'. */
      loadingLabel: string;
      /** Shown with 'Try again' when the read fails: 'We could not load the orders.' */
      errorMessage: string;
    };

export type QueryStateProps<TData> = QueryStateTexts & {
  query: QueryLike<TData>;
  /** The spinner's size: `section` (default) or `page` for a whole page waiting. */
  spinnerSize?: PageSpinnerProps['size'];
  /**
   * Whether the data counts as empty (then `empty`, or nothing, shows instead of `children`). By
   * default, when `empty` is given, a list with no items is empty.
   */
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
};

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** 'your orders' and 'the companies' stay; a bare 'products' reads 'the products'. */
const withArticle = (what: string) => (/^(the|your) /.test(what) ? what : `the ${what}`);

/**
 * A read's three states in one place: a spinner while pending, the error with a retry, and the
 * data (or its empty state). Data kept from an earlier read still shows under a failed refetch.
 */
export function QueryState<TData>({
  query,
  what,
  loadingLabel,
  errorMessage,
  spinnerSize,
  isEmpty,
  empty,
  children,
}: QueryStateProps<TData>) {
  const { t, i18n } = useLingui();
  const { data } = query;
  // `what` is in the reader's language: only English puts 'the' before a bare noun.
  const whatWithArticle = i18n.locale === 'en' ? withArticle(what ?? '') : (what ?? '');
  loadingLabel ??= t`Loading ${what}…`;
  errorMessage ??= t`We could not load ${whatWithArticle}.`;
  const showsEmpty = (shown: TData) =>
    isEmpty ? isEmpty(shown) : empty !== undefined && isEmptyList(shown);
  return (
    <>
      {query.isPending ? <PageSpinner label={loadingLabel} size={spinnerSize} /> : null}
      {query.isError ? (
        <QueryError message={errorMessage} onRetry={() => void query.refetch()} />
      ) : null}
      {data === undefined ? null : showsEmpty(data) ? (empty ?? null) : children(data)}
    </>
  );
}
