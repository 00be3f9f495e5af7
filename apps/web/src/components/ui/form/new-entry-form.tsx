import type { FormEventHandler, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SubmitButton } from './submit-button';
import { ZodForm } from './zod-form';

export interface NewEntryFormProps<Values extends FieldValues, Output> {
  /** The form's accessible name: 'New address'. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The entry is being saved: the button shows a spinner and cannot be pressed again. */
  pending: boolean;
  /** The button's text: 'Save address'. */
  submitLabel: string;
  /** Space under the form (`mb-3`). */
  className?: string;
  /** The form's methods: given, its `FormField`s bind themselves (see `ZodForm`). */
  form?: UseFormReturn<Values, unknown, Output>;
  /** The fields, on Bootstrap's grid (`col-…` classes). */
  children: ReactNode;
}

/**
 * The compact form that adds an entry to the list beside it (an address, an invitation, an API
 * key, a webhook endpoint): its fields on a grid and a small submit button on a row of its own.
 * Its mutation's callbacks come from `newEntryCallbacks`.
 */
export function NewEntryForm<Values extends FieldValues, Output>({
  label,
  onSubmit,
  pending,
  submitLabel,
  className,
  form,
  children,
}: NewEntryFormProps<Values, Output>) {
  const grid = className ? `row g-2 ${className}` : 'row g-2';
  const entry = (
    <>
      {children}
      <div className="col-12">
        <SubmitButton pending={pending} size="sm">
          {submitLabel}
        </SubmitButton>
      </div>
    </>
  );
  if (form) {
    return (
      <ZodForm form={form} label={label} onSubmit={onSubmit} className={grid}>
        {entry}
      </ZodForm>
    );
  }
  return (
    <Form noValidate aria-label={label} onSubmit={onSubmit} className={grid}>
      {entry}
    </Form>
  );
}
