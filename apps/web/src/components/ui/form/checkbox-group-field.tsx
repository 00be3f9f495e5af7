import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface CheckboxGroupFieldProps {
  /** The group's id: each box is `${id}-${value}`, the error `${id}-error`. */
  id: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** react-hook-form's `register(name)` of the array field the boxes fill. */
  registration: UseFormRegisterReturn;
  /** The field's message; marks every box invalid and describes the group. */
  error?: string | undefined;
  /** Boxes side by side rather than one per line. */
  inline?: boolean;
  /** Radio buttons for a field of one value, rather than checkboxes (the default). */
  type?: 'checkbox' | 'radio';
  className?: string;
}

/**
 * A fieldset of checkboxes that fill one array field (API key scopes, webhook events), or of radio
 * buttons that choose one value, with its
 * legend and its error wired to the group by `aria-describedby`, as {@link Field} does for one
 * control.
 */
export function CheckboxGroupField({
  id,
  legend,
  options,
  registration,
  error,
  inline = false,
  type = 'checkbox',
  className,
}: CheckboxGroupFieldProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {options.map(({ value, label }) => (
        <Form.Check
          key={value}
          type={type}
          inline={inline}
          id={`${id}-${value}`}
          value={value}
          label={label}
          isInvalid={Boolean(error)}
          {...registration}
        />
      ))}
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
