import { CATALOG_SEARCH_LIMITS } from '@partline/shared';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Icon } from '@/components/ui/icon';
import { takeTypedInput } from '@/prerender/handover';

/** Quiet time after the last keystroke before a search runs, ms. */
export const SEARCH_DEBOUNCE_MS = 300;

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
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  /** The text last handed to `onSearch`, until the URL shows it. */
  const [sent, setSent] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Text typed into the prerendered page before the app started is kept, and searched for.
  useLayoutEffect(() => {
    const typed = takeTypedInput('q');
    if (!typed) return;
    // Read from the page the app replaced, at its first commit (until then the visitor may still
    // type): a one-off hand-over from outside React, before the first paint of the app's page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraft(typed.value);
    if (typed.focused) input.current?.focus();
  }, []);
  if (value !== shown) {
    setShown(value);
    // Our own search arriving must not undo what was typed since; any other change (Back,
    // Forward, clearing) shows the URL's text.
    if (value === sent) setSent(null);
    else if (draft.trim() !== value) setDraft(value);
  }

  useEffect(() => {
    const q = draft.trim();
    if (q === value) return undefined;
    const timer = setTimeout(() => {
      setSent(q);
      onSearch(q);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    if (q === value) return;
    setSent(q);
    onSearch(q);
  };

  return (
    <Form role="search" className="catalog-search" onSubmit={submit}>
      <Form.Label htmlFor="catalog-search-input" className="visually-hidden">
        Search products
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
          placeholder="Search parts, e.g. DDR5 or NVMe"
          maxLength={CATALOG_SEARCH_LIMITS.queryMaxChars}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
    </Form>
  );
}
