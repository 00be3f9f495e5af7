import type { FormEventHandler, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { SubmitButton } from './submit-button';

export interface NewEntryFormProps {
  /** The form's accessible name: 'New address'. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The entry is being saved: the button shows a spinner and cannot be pressed again. */
  pending: boolean;
  /** The button's text: 'Save address'. */
  submitLabel: string;
  /** Space under the form (`mb-3`). */
  className?: string;
  /** The fields, on Bootstrap's grid (`col-…` classes). */
  children: ReactNode;
}

/**
 * The compact form that adds an entry to the list beside it (an address, an invitation, an API
 * key, a webhook endpoint): its fields on a grid and a small submit button on a row of its own.
 * Its mutation's callbacks come from `newEntryCallbacks`.
 */
export function NewEntryForm({
  label,
  onSubmit,
  pending,
  submitLabel,
  className,
  children,
}: NewEntryFormProps) {
  return (
    <Form
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      className={className ? `row g-2 ${className}` : 'row g-2'}
    >
      {children}
      <div className="col-12">
        <SubmitButton pending={pending} size="sm">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
