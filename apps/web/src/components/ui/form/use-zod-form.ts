import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { fieldBinder } from './field-binder';

/**
 * A react-hook-form form checked by a shared zod schema (decision 097): values as typed are the
 * schema's input, the submit handler gets its output; `field(name)` binds a `Field` (see
 * {@link fieldBinder}).
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  return { ...form, field: fieldBinder(form.register, form.formState.errors) };
}
