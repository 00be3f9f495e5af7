import { LIST_SEARCH_MAX_CHARS } from '@partline/shared';
import { useEffect, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useListSearch } from '@/lib/use-list-search';
import { Field } from './field';

/** Quiet time after the last keystroke before a list is searched, ms. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

export interface ListSearchFieldProps {
  /** The input's id (its label's `for`). */
  id: string;
  /** What it searches, e.g. 'Search users'. */
  label: string;
  /** What may be typed, e.g. 'E-mail or name'. */
  placeholder: string;
}

/**
 * The search box of a back-office list (decision 247): searches 300 ms after typing stops, or at
 * once on Enter, by setting the URL's `q` ({@link useListSearch}), which the list reads. Shows the
 * URL's text again when it changes elsewhere (Back, a link).
 */
export function ListSearchField({ id, label, placeholder }: ListSearchFieldProps) {
  const [q, setQ] = useListSearch();
  const [draft, setDraft] = useState(q);
  const [shown, setShown] = useState(q);
  /** The text last put in the URL, until the URL shows it. */
  const [sent, setSent] = useState<string | null>(null);
  if (q !== shown) {
    setShown(q);
    // Our own search arriving must not undo what was typed since; any other change shows the URL's.
    if (q === sent) setSent(null);
    else if (draft.trim() !== q) setDraft(q);
  }

  const search = (text: string) => {
    setSent(text);
    setQ(text);
  };

  useEffect(() => {
    const text = draft.trim();
    if (text === q) return undefined;
    const timer = setTimeout(() => {
      setSent(text);
      setQ(text);
    }, LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, q, setQ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text !== q) search(text);
  };

  return (
    <Form role="search" className="list-search" onSubmit={submit}>
      <Field
        id={id}
        label={label}
        type="search"
        name="q"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        maxLength={LIST_SEARCH_MAX_CHARS}
        autoComplete="off"
        enterKeyHint="search"
      />
    </Form>
  );
}
