import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * A form's `register` and `errors` as one call per `Field`: `{...field('email')}` wires the
 * control and shows its error under it (decision 097), the pair every form would otherwise
 * write for each control.
 */
export function fieldBinder<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
) {
  return <Name extends Path<Values>>(name: Name) => ({
    ...register(name),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}
