import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { isValidElement, type ComponentPropsWithRef, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';
import type { FormSelectProps } from 'react-bootstrap/FormSelect';
import { useSpecText } from '@/lib/i18n/spec-texts';

/** What a {@link Field} passes on to its control (react-hook-form's `register(…)` included). */
type ControlProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'size' | 'className' | 'placeholder'
> & {
  /** A hint inside the empty control: a text, or a message of the catalog (decision 325). */
  placeholder?: string | MessageDescriptor | undefined;
  /** The control: a text input (default), a text area or a select (its `<option>`s as children). */
  as?: 'input' | 'textarea' | 'select';
  rows?: number;
  children?: ReactNode;
};

export interface FieldProps extends ControlProps {
  /** The control's id; the error is `${id}-error`, the help text `${id}-help`. */
  id: string;
  /** The label: markup, or a message of the catalog (fields as data, decision 325). */
  label: ReactNode | MessageDescriptor;
  /** The field's message, e.g. `errors.email?.message`; marks the control invalid. */
  error?: string | undefined;
  /** A hint under the control, read as its description (markup or a message). */
  help?: ReactNode | MessageDescriptor;
  /** Hide `help` while the field shows an error. */
  hideHelpOnError?: boolean;
  helpClassName?: string;
  /** Classes of the group around label, control and messages (e.g. `mb-3`, `col-md-6`). */
  className?: string;
  /** Shown after the messages, e.g. an upload's progress. */
  after?: ReactNode;
}

/**
 * A labelled form control with its error and help text, as epic-stack's `Field`: the label's
 * `for`, `aria-invalid` and `aria-describedby` (error, then help) are wired here once, for
 * react-bootstrap's controls and react-hook-form's `register`.
 */
/** Whether `value` is a message descriptor (`msg\`…\``) rather than markup. */
const isMessage = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && !isValidElement(value) && 'id' in value;

export function Field({
  id,
  label: labelText,
  error,
  help: helpText,
  placeholder: placeholderText,
  hideHelpOnError = false,
  helpClassName,
  className,
  after,
  as = 'input',
  children,
  ...control
}: FieldProps) {
  const specText = useSpecText();
  const { i18n } = useLingui();
  const text = <T,>(value: T | MessageDescriptor) => (isMessage(value) ? i18n._(value) : value);
  const label = text(labelText);
  const help = text(helpText);
  const placeholder = text(placeholderText);
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const showHelp = help !== undefined && help !== null && !(hideHelpOnError && error);
  const describedBy = [error ? errorId : null, showHelp ? helpId : null].filter(Boolean).join(' ');
  const wired = {
    id,
    placeholder,
    isInvalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };

  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {as === 'select' ? (
        <Form.Select {...(control as FormSelectProps)} {...wired}>
          {children}
        </Form.Select>
      ) : (
        <Form.Control
          {...(control as FormControlProps)}
          as={as === 'textarea' ? 'textarea' : undefined}
          {...wired}
        />
      )}
      <Form.Control.Feedback type="invalid" id={errorId}>
        {error === undefined ? null : specText(error)}
      </Form.Control.Feedback>
      {showHelp ? (
        <Form.Text id={helpId} className={helpClassName}>
          {help}
        </Form.Text>
      ) : null}
      {after}
    </Form.Group>
  );
}
