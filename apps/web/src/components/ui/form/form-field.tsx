import {
  get,
  useFormContext,
  useFormState,
  type FieldError,
  type FieldValues,
} from 'react-hook-form';
import { Field } from './field';
import type { FieldSpec, FieldSpecs } from './field-specs';

export interface FormFieldProps extends FieldSpec {
  /** The value it edits, e.g. `email` or `lines.0.quantity`. */
  name: string;
  /** A message of the page's own rule, shown instead of the schema's while it holds. */
  error?: string | null | undefined;
}

/** A {@link Field} bound to the surrounding `ZodForm` by its name: registered, its error under it. */
export function FormField({ name, error, ...spec }: FormFieldProps) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as FieldError | undefined)?.message;
  return <Field {...spec} {...register(name)} error={error ?? message} />;
}

export interface FormFieldsProps<Values extends FieldValues> {
  fields: FieldSpecs<Values>;
  /** The classes of each field's group that gives none (`mb-3` down a stacked form). */
  className?: string;
}

/** A form's fields as data ({@link FieldSpecs}), each a {@link FormField}, in order. */
export function FormFields<Values extends FieldValues>({
  fields,
  className,
}: FormFieldsProps<Values>) {
  return (
    <>
      {(Object.entries(fields) as [string, FieldSpec][]).map(([name, spec]) => (
        <FormField key={name} name={name} className={className} {...spec} />
      ))}
    </>
  );
}
