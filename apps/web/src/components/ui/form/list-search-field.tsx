import { LIST_SEARCH_MAX_CHARS } from '@partline/shared';
import Form from 'react-bootstrap/Form';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import { useListSearch } from '@/lib/use-list-search';
import { Field } from './field';

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
  const { draft, setDraft, submit } = useDebouncedSearch(q, setQ);

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
