import type { Product } from '@partline/shared';

/** The serial and warranty fields of a product write (decision 322). */
type WarrantyWrite = { serialTracked?: boolean | undefined; warrantyMonths?: number | undefined };

/** Not serial-tracked, no warranty: a product added without them. */
const NONE = { serialTracked: false, warrantyMonths: 0 };

/**
 * `input` with each of `serialTracked` and `warrantyMonths` only when it differs from what the
 * product says already (`before`; Add Product: none), so a write sends what the admin changed —
 * absent fields stay as they are (decision 121).
 */
export function withWarrantyChanges<Input extends WarrantyWrite>(
  input: Input,
  before: Pick<Product, 'serialTracked' | 'warrantyMonths'> = NONE,
): Input {
  const { serialTracked, warrantyMonths, ...rest } = input;
  return {
    ...rest,
    ...(serialTracked !== undefined && serialTracked !== before.serialTracked
      ? { serialTracked }
      : {}),
    ...(warrantyMonths !== undefined && warrantyMonths !== before.warrantyMonths
      ? { warrantyMonths }
      : {}),
  } as Input;
}
