import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useFormKit } from './form-kit-context';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /**
   * The form is being sent: the button shows a spinner and cannot be pressed again. Inside a
   * `ZodForm`, the form's pending state unless given.
   */
  pending?: boolean;
  /** Shown before the label while not pending, e.g. an icon. */
  icon?: ReactNode;
  /** `submit` (default) or `button` for an action outside a form's submit. */
  type?: 'submit' | 'button';
}

/** A form's submit button with its pending state: disabled, a spinner before the label. */
export function SubmitButton({
  pending: ownPending,
  icon = null,
  disabled,
  type = 'submit',
  children,
  ...button
}: SubmitButtonProps) {
  const kit = useFormKit();
  const pending = ownPending ?? kit.pending;
  return (
    <Button type={type} variant="primary" {...button} disabled={Boolean(disabled) || pending}>
      {pending ? (
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : (
        icon
      )}
      {children}
    </Button>
  );
}
