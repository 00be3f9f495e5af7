import { useEffect, useState, type FormEvent } from 'react';

/** Quiet time after the last keystroke before a search runs, ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What {@link useDebouncedSearch} gives its search box. */
export interface DebouncedSearch {
  /** The text in the box. */
  draft: string;
  /** Sets the text in the box (its `onChange`). */
  setDraft: (text: string) => void;
  /** The form's `onSubmit`: searches at once (Enter). */
  submit: (event: FormEvent) => void;
}

/**
 * The text of a search box that searches as you type: `onSearch` runs {@link SEARCH_DEBOUNCE_MS}
 * after typing stops, or at once on submit, with the trimmed text, unless it is `value` (the
 * search in the URL). When `value` changes elsewhere (Back, Forward, a link, clearing), the box
 * shows it; our own search arriving does not undo what was typed since. Used by the catalog's
 * search bar and the back-office lists' search box (decision 247).
 */
export function useDebouncedSearch(
  value: string,
  onSearch: (text: string) => void,
): DebouncedSearch {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  /** The text last handed to `onSearch`, until `value` shows it. */
  const [sent, setSent] = useState<string | null>(null);
  if (value !== shown) {
    setShown(value);
    if (value === sent) setSent(null);
    else if (draft.trim() !== value) setDraft(value);
  }

  useEffect(() => {
    const text = draft.trim();
    if (text === value) return undefined;
    const timer = setTimeout(() => {
      setSent(text);
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === value) return;
    setSent(text);
    onSearch(text);
  };

  return { draft, setDraft, submit };
}
