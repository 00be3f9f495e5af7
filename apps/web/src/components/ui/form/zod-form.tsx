import type { FormEventHandler, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormKitContext } from './form-kit-context';

export interface ZodFormProps<Values extends FieldValues, Output> {
  /** The react-hook-form form (`useZodForm`, or `useForm` with a zod resolver). */
  form: UseFormReturn<Values, unknown, Output>;
  /** The form's accessible name: 'Login', 'Company details'. */
  label: string;
  /** Usually `form.handleSubmit(…)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form is being sent: its `SubmitButton` shows a spinner and cannot be pressed again. */
  pending?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A form checked by a shared schema (decision 097) whose controls bind themselves: it hands its
 * react-hook-form methods to `FormField`/`FormFields` (register, errors) and its pending state to
 * `SubmitButton` through context, as react-hook-form's `FormProvider` does, so a call site states
 * only what differs (decision 263). Browser validation is off: the schema's messages show instead.
 */
export function ZodForm<Values extends FieldValues, Output>({
  form,
  label,
  onSubmit,
  pending = false,
  className,
  children,
}: ZodFormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <FormKitContext value={{ pending }}>
        <Form noValidate aria-label={label} onSubmit={onSubmit} className={className}>
          {children}
        </Form>
      </FormKitContext>
    </FormProvider>
  );
}
