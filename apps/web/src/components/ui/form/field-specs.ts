import type { FieldValues, Path } from 'react-hook-form';
import type { FieldProps } from './field';

/** How a form shows one of its values: the {@link FieldProps} but the binding (name, error). */
export type FieldSpec = Omit<FieldProps, 'error' | 'name' | 'onChange' | 'onBlur'>;

/** A form's fields in their order on screen, by the value each edits (the keys are checked). */
export type FieldSpecs<Values extends FieldValues> = {
  readonly [Name in Path<Values>]?: FieldSpec;
};

/** The values a form's fields edit: where a 400 answer's `details` go (`setFieldErrors`). */
export function fieldNames<Specs extends object>(fields: Specs): (keyof Specs & string)[] {
  return Object.keys(fields) as (keyof Specs & string)[];
}
