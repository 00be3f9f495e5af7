import { z } from 'zod';
import { numericText, parseGroupedNumber } from '../common/number.js';
import { PriceTierSchema } from '../pricing/price-tier.schema.js';
import { TaxBreakdownSchema } from '../tax/tax-breakdown.js';
import { CART_MESSAGES as M } from './cart.messages.js';
import { DocumentCurrencySchema } from '../currency/document-currency.schema.js';

/** Most lines a cart holds (one per product). */
export const CART_LINES_MAX = 100;
/** Largest quantity of one line, pieces. */
export const CART_QUANTITY_MAX = 1_000_000_000;

/**
 * Why a cart line cannot be checked out as it is: the product was deleted (`product_gone`), or
 * its quantity breaks the purchase rule (`validateQuantity`'s codes).
 */
export const CART_LINE_PROBLEM_CODES = [
  'product_gone',
  'not_whole',
  'below_minimum',
  'not_on_step',
  'not_enough',
] as const;

/** A line's problem: a code for programs and the text shown under the line. */
export const CartLineProblemSchema = z
  .object({ code: z.enum(CART_LINE_PROBLEM_CODES), message: z.string() })
  .meta({ id: 'CartLineProblem' });

/**
 * One line of the cart as the API answers it, priced now from the product's current tiers
 * (decision 125) by the one pricing rule (decision 320): `unitPrice` is the buyer's price of
 * `quantity` — the lowest of the list tier price (`listUnitPrice`) and their valid price lists'
 * (`priceList` names the winner) — and `priceTiers` the buyer's tier table; `lineTotal` =
 * `unitPrice × quantity`, Taka. `buyable` is what can be bought now (`availableQuantity − heldQuantity`);
 * of a product that allows backorders, the pieces beyond it are `backordered` (decision 321).
 */
export const CartLineSchema = z
  .object({
    productId: z.uuid(),
    sku: z.string(),
    productName: z.string(),
    productImage: z.string(),
    quantity: z.number().int().describe('Pieces'),
    unitPrice: z.number().describe('Tier price per piece of this quantity, Taka'),
    lineTotal: z.number().describe('unitPrice × quantity, Taka'),
    minOrder: z.number().int(),
    orderIncrement: z.number().int(),
    buyable: z.number().int().describe('Pieces that can be bought now'),
    priceTiers: z.array(PriceTierSchema),
    problem: CartLineProblemSchema.nullable().describe('null when the line can be checked out'),
    vatRate: z
      .number()
      .int()
      .describe('VAT rate applied, basis points (0: exempt or zero-rated; decision 305)'),
    sdRate: z.number().int().describe('Supplementary-duty rate applied, basis points'),
    sd: z.number().describe("The line's supplementary duty, Taka"),
    vat: z.number().describe("The line's VAT, Taka"),
    listUnitPrice: z
      .number()
      .describe(
        "The list tier price per piece of this quantity, Taka; above `unitPrice` when the buyer's " +
          'price list beats it (decision 320)',
      ),
    priceList: z
      .string()
      .nullable()
      .describe("The name of the buyer's price list that priced the line; `null` at list price"),
    backordered: z
      .number()
      .int()
      .optional()
      .describe(
        'Pieces of the line beyond the buyable stock that checkout would place on backorder ' +
          '(decision 321); absent when none',
      ),
    backorderAvailableOn: z.iso
      .date()
      .nullable()
      .optional()
      .describe('The day more stock is expected, YYYY-MM-DD, with `backordered`'),
  })
  .meta({ id: 'CartLine' });

/** A cart line. */
export type CartLine = z.infer<typeof CartLineSchema>;

/**
 * The caller's cart (`GET /cart`): its lines in the order they were added, the sum of the line
 * totals (Taka) and whether it can be checked out (at least one line, none with a problem).
 */
export const CartSchema = z
  .object({
    lines: z.array(CartLineSchema),
    lineCount: z.number().int(),
    totalQuantity: z.number().int().describe('Pieces on every line'),
    totalPrice: z.number().describe('Sum of the line totals, in `currency`'),
    currency: DocumentCurrencySchema.describe(
      "The buyer's billing currency: every price and total of the cart is in it (decision 327)",
    ),
    canCheckout: z.boolean(),
    tax: TaxBreakdownSchema.describe(
      "The cart's VAT and SD, computed per line now; `tax.total` is what checkout charges",
    ),
  })
  .meta({ id: 'Cart' });

/** A cart. */
export type Cart = z.infer<typeof CartSchema>;

// `1,000` and `1000` alike (parseGroupedNumber); other input is coerced as before.
const quantityField = z.preprocess(
  numericText,
  z.coerce
    .number({ error: M.quantityRequired })
    .int({ error: 'Quantity must be a whole number' })
    .positive({ error: M.quantityRequired })
    .max(CART_QUANTITY_MAX, { error: M.quantityTooLarge }),
);

/**
 * `POST /cart/lines` body: adds `quantity` pieces of the product to its line (a new line when it
 * has none). The price is never sent: the server prices every read.
 */
export const AddToCartInputSchema = z
  .object({
    productId: z.uuid({ error: 'Unknown product' }),
    quantity: quantityField,
  })
  .meta({ id: 'AddToCartInput' });
/** A parsed {@link AddToCartInputSchema}. */
export type AddToCartInput = z.output<typeof AddToCartInputSchema>;

/** `PUT /cart/lines/{productId}` body: the line's new quantity. */
export const SetCartQuantityInputSchema = z
  .object({ quantity: quantityField })
  .meta({ id: 'SetCartQuantityInput' });
/** A parsed {@link SetCartQuantityInputSchema}. */
export type SetCartQuantityInput = z.output<typeof SetCartQuantityInputSchema>;

/** `{productId}` of the cart line routes. */
export const CartLineParamsSchema = z.object({ productId: z.string().max(100) });

/** Most characters of a quick order paste. */
export const QUICK_ORDER_MAX_CHARS = 20_000;
/** Most rows of one quick order. */
export const QUICK_ORDER_MAX_ROWS = 100;

/**
 * `POST /cart/quick-order` body: CSV text, one `SKU, quantity` row per line (a header row
 * `sku,quantity` and blank lines are skipped). Each row sets its product's line to that quantity,
 * so a double submit adds nothing twice (decision 128).
 */
export const QuickOrderInputSchema = z
  .object({
    csv: z
      .string({ error: M.rowsRequired })
      .max(QUICK_ORDER_MAX_CHARS, { error: M.tooManyRows })
      .refine((text) => text.trim().length > 0, { error: M.rowsRequired }),
  })
  .meta({ id: 'QuickOrderInput' });
/** A parsed {@link QuickOrderInputSchema}. */
export type QuickOrderInput = z.output<typeof QuickOrderInputSchema>;

/** What became of one row of a quick order or one line of a past order. */
export const CartRowResultSchema = z
  .object({
    row: z.number().int().describe('1-based row of the paste, or line of the order'),
    sku: z.string(),
    quantity: z.number().int().nullable(),
    added: z.boolean(),
    message: z.string().describe("'Added to cart', or why the row was refused"),
  })
  .meta({ id: 'CartRowResult' });
/** A {@link CartRowResultSchema}. */
export type CartRowResult = z.infer<typeof CartRowResultSchema>;

/** Answer of quick order and buy again: each row's result and the cart afterwards. */
export const CartRowsResultSchema = z
  .object({ results: z.array(CartRowResultSchema), cart: CartSchema })
  .meta({ id: 'CartRowsResult' });
/** A {@link CartRowsResultSchema}. */
export type CartRowsResult = z.infer<typeof CartRowsResultSchema>;

/** One parsed row of a quick order: its row number, SKU and quantity, or why it is unreadable. */
export type QuickOrderRow =
  | { row: number; sku: string; quantity: number }
  | { row: number; sku: string; quantity: null; problem: string };

function splitAtFirstComma(line: string): string[] {
  const comma = line.indexOf(',');
  return comma === -1 ? [line] : [line.slice(0, comma), line.slice(comma + 1)];
}

/**
 * Reads quick order CSV text: one `SKU, quantity` per line, comma, semicolon or tab separated,
 * optional quotes; blank lines and a header (`sku`, `quantity`) skipped; SKUs upper-cased. A row
 * that is not two fields or whose quantity is not a whole number ≥ 1 keeps its problem. Quantities may be grouped (`SKU, 1,000`:
 * parseGroupedNumber).
 */
export function parseQuickOrder(csv: string): QuickOrderRow[] {
  const rows: QuickOrderRow[] = [];
  csv.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    // A comma-separated row is split at its first comma only, so `SKU, 1,000` keeps its grouped
    // quantity; semicolons and tabs split every field.
    const fields = (/[;\t]/.test(line) ? line.split(/[;\t]/) : splitAtFirstComma(line)).map(
      (field) =>
        field
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim(),
    );
    const row = index + 1;
    if (rows.length === 0 && /^sku$/i.test(fields[0] ?? '')) return;
    const sku = (fields[0] ?? '').toUpperCase();
    if (fields.length !== 2 || !sku) {
      rows.push({ row, sku, quantity: null, problem: M.badRow });
      return;
    }
    const text = fields[1] ?? '';
    const quantity = parseGroupedNumber(text) ?? NaN;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > CART_QUANTITY_MAX) {
      rows.push({ row, sku, quantity: null, problem: M.badNumber(text) });
      return;
    }
    rows.push({ row, sku, quantity });
  });
  return rows;
}
