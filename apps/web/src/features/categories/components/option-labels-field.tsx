import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { Trans } from '@lingui/react/macro';
import Form from 'react-bootstrap/Form';
import { get, useController, type FieldError } from 'react-hook-form';

/** The first message of an error tree (a label's error sits under its option's text). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as FieldError;
  if (typeof message === 'string' && message) return message;
  for (const inner of Object.values(error)) {
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

export interface OptionLabelsFieldProps {
  /** The enum's options as typed now, in order. */
  options: readonly string[];
  /** The ids' prefix of the form it is in. */
  prefix: string;
}

/**
 * The Bangla label of each of an enum's options (decision 326), one input per option as typed
 * now, kept by the option's text under `translations.bn.options` (an option's text may hold a dot,
 * so it is a key of one value, not a path of its own). An empty label shows the option itself.
 * Bound to the surrounding form.
 */
export function OptionLabelsField({ options, prefix }: OptionLabelsFieldProps) {
  const text = useBackOfficeText();
  const { field, formState } = useController({ name: 'translations.bn.options' });
  const labels = (field.value ?? {}) as Record<string, string>;
  const error = firstMessage(get(formState.errors, 'translations.bn.options'));
  const errorId = `${prefix}-option-labels-error`;
  return (
    <fieldset className="col-12">
      <legend className="form-label fs-6 mb-1">
        <Trans>Bangla option labels</Trans>
      </legend>
      <div className="row g-2">
        {options.map((option, index) => (
          <Form.Group key={option} className="col-12 col-sm-6">
            <Form.Label htmlFor={`${prefix}-option-bn-${index}`} className="small mb-0">
              {option}
            </Form.Label>
            <Form.Control
              id={`${prefix}-option-bn-${index}`}
              size="sm"
              lang="bn"
              value={Object.hasOwn(labels, option) ? labels[option] : ''}
              isInvalid={Boolean(error)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange({ ...labels, [option]: event.target.value })}
            />
          </Form.Group>
        ))}
      </div>
      {error ? (
        <p className="invalid-feedback d-block" id={errorId}>
          {text(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
