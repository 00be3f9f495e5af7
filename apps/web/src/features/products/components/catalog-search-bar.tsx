import { CATALOG_SEARCH_LIMITS } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { Icon } from '@/components/ui/icon';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import { takeTypedInput } from '@/prerender/handover';

export { SEARCH_DEBOUNCE_MS } from '@/lib/use-debounced-search';

export interface CatalogSearchBarProps {
  /** The search text of the URL (trimmed). */
  value: string;
  /** Runs a search; called 300 ms after typing stops, or at once on Enter. */
  onSearch: (q: string) => void;
}

/**
 * The catalog's search box: searches as you type (debounced), or at once on Enter. Shows the
 * URL's text again when the search changes elsewhere (Back, Clear filters). Named `q`, so that
 * without JavaScript it submits the same query string; text typed into the prerendered page before
 * the app started carries over.
 */
export function CatalogSearchBar({ value, onSearch }: CatalogSearchBarProps) {
  const { t } = useLingui();
  const { draft, setDraft, submit } = useDebouncedSearch(value, onSearch);
  const input = useRef<HTMLInputElement>(null);

  // Text typed into the prerendered page before the app started is kept, and searched for.
  useLayoutEffect(() => {
    const typed = takeTypedInput('q');
    if (!typed) return;
    // Read from the page the app replaced, at its first commit (until then the visitor may still
    // type): a one-off hand-over from outside React, before the first paint of the app's page.
    setDraft(typed.value);
    if (typed.focused) input.current?.focus();
  }, [setDraft]);

  return (
    <Form role="search" className="catalog-search" onSubmit={submit}>
      <Form.Label htmlFor="catalog-search-input" className="visually-hidden">
        <Trans>Search products</Trans>
      </Form.Label>
      <div className="catalog-search__field">
        <Icon name="search" className="catalog-search__icon" />
        <Form.Control
          ref={input}
          id="catalog-search-input"
          name="q"
          type="search"
          size="lg"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t`Search parts, e.g. DDR5 or NVMe`}
          maxLength={CATALOG_SEARCH_LIMITS.queryMaxChars}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
    </Form>
  );
}
