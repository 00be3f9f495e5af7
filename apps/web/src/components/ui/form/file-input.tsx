import { Trans, useLingui } from '@lingui/react/macro';
import {
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
} from 'react';
import FormContext from 'react-bootstrap/FormContext';

/** {@link FileInput}'s props: an `<input type="file">`'s, and the look of `Form.Control`'s. */
export interface FileInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** Shown invalid (a `Form.Control.Feedback` after it shows). */
  isInvalid?: boolean;
  /** A small button, as `Form.Control size="sm"`. */
  size?: 'sm';
}

/**
 * A file input whose visible words are the app's, in the reader's language (decisions 325, 331):
 * a "Choose file" button and the chosen file's name ("No file chosen" before), where the browser
 * would write its own in the browser's language. The native input stays the control — focused by
 * keyboard, labelled by the group's `Form.Label` (its `controlId`, or `id`), clicked through its
 * transparent box over the button — so forms, refs and `onChange` work as with `Form.Control`;
 * the chosen name is its description.
 */
export function FileInput({
  id,
  isInvalid = false,
  size,
  className,
  onChange,
  'aria-describedby': describedBy,
  ref,
  ...input
}: FileInputProps) {
  const { t } = useLingui();
  const { controlId } = useContext(FormContext);
  const inputId = id ?? controlId;
  const chosenId = `${inputId}-chosen`;
  const [chosen, setChosen] = useState<string | null>(null);
  const own = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // A parent that empties the input (a refused upload) leaves no name behind: after each render
  // the name follows what the input holds. An emptied input fires no event, so this runs on every
  // render on purpose; it sets the name at most once (to none), so it cannot loop.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (chosen !== null && !own.current?.files?.length) setChosen(null);
  });
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    setChosen(files.length > 0 ? files.map((file) => file.name).join(', ') : null);
    onChange?.(event);
  };
  return (
    <div
      className={['file-input', isInvalid ? 'is-invalid' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <span className="file-input__control">
        <input
          {...input}
          ref={setRef}
          id={inputId}
          type="file"
          className="file-input__input"
          aria-invalid={isInvalid || undefined}
          aria-describedby={[chosenId, describedBy].filter(Boolean).join(' ')}
          onChange={change}
        />
        <span
          className={`btn btn-outline-primary file-input__button${size === 'sm' ? ' btn-sm' : ''}`}
          aria-hidden="true"
        >
          <Trans>Choose file</Trans>
        </span>
      </span>
      <span id={chosenId} className={`file-input__name${size === 'sm' ? ' small' : ''}`}>
        {chosen ?? t`No file chosen`}
      </span>
    </div>
  );
}
