import { CATALOG_SEARCH_LIMITS } from '@partline/shared';
import { useEffect, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Icon } from '@/components/ui/icon';

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
 * URL's text again when the search changes elsewhere (Back, Clear filters).
 */
export function CatalogSearchBar({ value, onSearch }: CatalogSearchBarProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  /** The text last handed to `onSearch`, until the URL shows it. */
  const [sent, setSent] = useState<string | null>(null);
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
          id="catalog-search-input"
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
