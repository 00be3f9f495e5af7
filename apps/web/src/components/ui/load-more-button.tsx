import { SubmitButton } from './form/submit-button';

/** The part of a `useInfiniteQuery` result {@link LoadMoreButton} reads. */
export interface PagedQueryLike {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export interface LoadMoreButtonProps {
  query: PagedQueryLike;
  /** The button's text and accessible name: 'Load more orders'. */
  label: string;
}

/**
 * 'Load more' under a paged list (decision 210): reads the next page, shows a spinner and is
 * disabled while it loads (`aria-busy`), and is gone on the last page.
 */
export function LoadMoreButton({ query, label }: LoadMoreButtonProps) {
  if (!query.hasNextPage) return null;
  const pending = query.isFetchingNextPage;
  return (
    <div className="load-more">
      <SubmitButton
        type="button"
        variant="outline-primary"
        pending={pending}
        aria-busy={pending}
        onClick={() => void query.fetchNextPage()}
      >
        {label}
      </SubmitButton>
    </div>
  );
}
