import { useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';

/** The part of a TanStack infinite query {@link LoadMore} reads. */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export interface LoadMoreProps {
  query: NextPageQuery;
  /** What the list holds, plural, in the reader's language: 'products' → 'Load more products'. */
  things: string;
}

/**
 * 'Load more …' under a keyset-paged list (decisions 210, 217): reads the next page and adds it
 * below. Hidden on the last page. While the page loads the button says so and ignores clicks but
 * keeps its focus (`aria-disabled`, not `disabled`), and a polite live region tells screen
 * readers.
 */
export function LoadMore({ query, things }: LoadMoreProps) {
  const { t } = useLingui();
  if (!query.hasNextPage) return null;
  const pending = query.isFetchingNextPage;
  const loading = t`Loading more ${things}…`;
  return (
    <div className="load-more">
      <Button
        variant="outline-primary"
        aria-disabled={pending}
        onClick={() => {
          if (!pending) void query.fetchNextPage();
        }}
      >
        {pending ? loading : t`Load more ${things}`}
      </Button>
      <span className="visually-hidden" aria-live="polite">
        {pending ? loading : ''}
      </span>
    </div>
  );
}
