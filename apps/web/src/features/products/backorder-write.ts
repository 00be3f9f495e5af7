import type { Product } from '@partline/shared';

/** The backorder fields of a product write (decision 321). */
type BackorderWrite = {
  allowBackorder?: boolean | undefined;
  backorderAvailableOn?: string | null | undefined;
};

/** No backorders, no expected day: a product added without them. */
const NONE = { allowBackorder: false, backorderAvailableOn: null };

/**
 * `input` without its backorder fields when they say what the product says already (`before`;
 * Add Product: none), so a write sends them only when the admin changed them — absent fields
 * stay as they are (decision 121).
 */
export function withBackorderChanges<Input extends BackorderWrite>(
  input: Input,
  before: Pick<Product, 'allowBackorder' | 'backorderAvailableOn'> = NONE,
): Input {
  const { allowBackorder, backorderAvailableOn, ...rest } = input;
  const allow = allowBackorder ?? before.allowBackorder;
  const on = backorderAvailableOn ?? null;
  if (allow === before.allowBackorder && on === before.backorderAvailableOn) return rest as Input;
  return { ...rest, allowBackorder: allow, backorderAvailableOn: on } as Input;
}
