import {
  AmountTooLargeError,
  MONEY_MESSAGES,
  checkedLineTotal,
  checkedSum,
  CART_LINES_MAX,
  BASE_CURRENCY,
  CART_MESSAGES,
  PAYMENT_MESSAGES,
  lineTax,
  taxBreakdownOf,
  taxTotals,
  toTaka,
  buyerPriceTiers,
  buyerUnitPrice,
  backorderedQuantity,
  validateQuantity,
  type BuyerUnitPrice,
  type PriceListTerms,
  type PricedProduct,
  type Cart,
  type CartLine,
  type CurrencyCode,
  type PriceTier,
  type LineTax,
  type StoredLine,
  type TaxBasis,
} from '@partline/shared';
import type { Database } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import type { RequestUser } from '../../plugins/identity.js';
import {
  deleteCartLine,
  listCartItems,
  setCartLines,
  updateCartQuantity,
  writeCartLine,
  type CartItem,
  type CartLinesWritten,
} from './cart.repository.js';

const M = CART_MESSAGES;

/** What the cart reads of a product (a row of the products module; decision 120 for the tiers). */
export interface CartProduct {
  id: string;
  sku: string;
  name: string;
  image: string;
  pricePoisha: number;
  minOrder: number;
  orderIncrement: number;
  volumeTiers: readonly { minQuantity: number; unitPricePoisha: number }[];
  availableQuantity: number;
  heldQuantity: number;
  deletedAt: Date | null;
  /** VAT and SD rates, basis points (decision 305). */
  vatRate: number;
  sdRate: number;
  /** Whether pieces beyond the buyable stock wait on backorder, expected then (decision 321). */
  allowBackorder: boolean;
  backorderAvailableOn: string | null;
}

/** The tier table of a product in poisha: its own price from the minimum order, then its tiers. */
export function tiersInPoisha(product: CartProduct): PriceTier[] {
  return [
    { minQuantity: product.minOrder, unitPrice: product.pricePoisha },
    ...product.volumeTiers.map((tier) => ({
      minQuantity: tier.minQuantity,
      unitPrice: tier.unitPricePoisha,
    })),
  ];
}

/**
 * A buyer's contract terms by product id (decision 320), as `priceTermsOf` reads them once per
 * flow for all its products: a product absent from the map is priced at its list tiers.
 */
export type BuyerTerms = ReadonlyMap<string, readonly PriceListTerms[]>;

/** No contract terms: every product at its list tiers (a buyer in no company, an admin). */
export const NO_TERMS: BuyerTerms = new Map();

/** The product as the shared pricing rule reads it: price, minimum order, tiers, in poisha. */
function pricedProductOf(product: CartProduct): PricedProduct {
  return {
    productPrice: product.pricePoisha,
    minOrder: product.minOrder,
    priceTiers: tiersInPoisha(product),
  };
}

/**
 * The buyer's price of `quantity` pieces of `product` now, poisha: the one pricing rule
 * `buyerUnitPrice` (decision 320) over the product's current tiers and the buyer's `terms` — the
 * lowest of the list tier price and every valid price list of theirs, with the list tier price and
 * the winning list.
 */
export function buyerPriceOf(
  product: CartProduct,
  quantity: number,
  terms: BuyerTerms,
): BuyerUnitPrice {
  return buyerUnitPrice(pricedProductOf(product), terms.get(product.id) ?? [], quantity);
}

/** A line of an order or a quote as it is kept: a snapshot of its product, Poisha. */
export type PricedLine = StoredLine<string>;

/**
 * `quantity` pieces of `product` priced now at the buyer's price ({@link buyerPriceOf}); a line a
 * price list priced carries the list's id and name and the list tier price it beat (decision 320),
 * else those are `null`.
 */
export function pricedLineOf(
  product: CartProduct,
  quantity: number,
  terms: BuyerTerms,
): PricedLine {
  const price = buyerPriceOf(product, quantity, terms);
  return {
    productId: product.id,
    sku: product.sku,
    productName: product.name,
    productImage: product.image,
    quantity,
    unitPricePoisha: price.unitPrice,
    lineTotalPoisha: checkedLineTotal(price.unitPrice, quantity),
    priceListId: price.priceList?.id ?? null,
    priceListName: price.priceList?.name ?? null,
    listUnitPricePoisha: price.priceList ? price.listUnitPrice : null,
  };
}

/**
 * Refuses a cart line whose total at the product's list tier price could not be held exactly
 * (decision 296): the cart is priced on every read, so such a line would break every read after
 * it. The list tier price is the most the one pricing rule ever charges (decision 320): a line
 * that fits stays readable when the buyer's price list ends or they leave their company.
 * @throws ValidationError `{ quantity }` 'The total is too large to be recorded'.
 */
export function assertLineFits(product: CartProduct, quantity: number): void {
  try {
    checkedLineTotal(buyerPriceOf(product, quantity, NO_TERMS).listUnitPrice, quantity);
  } catch (error) {
    if (!(error instanceof AmountTooLargeError)) throw error;
    throw new ValidationError(
      { quantity: [MONEY_MESSAGES.totalTooLarge] },
      MONEY_MESSAGES.totalTooLarge,
    );
  }
}

/**
 * What stops `quantity` pieces of `product` from being ordered now, or `null`: deleted
 * ('This product is no longer sold'), or the purchase rule (`validateQuantity`) — but a product
 * that allows backorders takes pieces beyond its buyable stock (decision 321), its line split by
 * {@link backorderedQuantity}.
 */
export function lineProblemOf(product: CartProduct, quantity: number): CartLine['problem'] {
  if (product.deletedAt) return { code: 'product_gone', message: M.productGone };
  const problem = validateQuantity(product, quantity);
  return problem?.code === 'not_enough' && product.allowBackorder ? null : problem;
}

/**
 * The backorder fields of a cart line (decision 321): the pieces beyond the buyable stock of a
 * product that allows backorders and the day more is expected; none when every piece is buyable.
 */
function backorderOf(
  product: CartProduct,
  quantity: number,
): Pick<CartLine, 'backordered' | 'backorderAvailableOn'> {
  const backordered = product.deletedAt ? 0 : backorderedQuantity(product, quantity);
  return backordered > 0 ? { backordered, backorderAvailableOn: product.backorderAvailableOn } : {};
}

/**
 * A cart line priced now: the buyer's price of its quantity and their tier table (decision 320),
 * line total, its tax, its problem, its pieces on backorder (decision 321).
 */
function toCartLine(
  item: CartItem,
  product: CartProduct,
  price: BuyerUnitPrice,
  terms: readonly PriceListTerms[],
  tax: LineTax,
): CartLine {
  const unitPoisha = price.unitPrice;
  return {
    productId: item.productId,
    sku: product.sku,
    productName: product.name,
    productImage: product.image,
    quantity: item.quantity,
    unitPrice: toTaka(unitPoisha),
    lineTotal: toTaka(checkedLineTotal(unitPoisha, item.quantity)),
    minOrder: product.minOrder,
    orderIncrement: product.orderIncrement,
    buyable: product.availableQuantity - product.heldQuantity,
    priceTiers: buyerPriceTiers(pricedProductOf(product), terms)
      // A step where only the list tier under the buyer's price changes says nothing new here.
      .filter((tier, i, tiers) => i === 0 || tier.unitPrice !== tiers[i - 1]?.unitPrice)
      .map((tier) => ({ minQuantity: tier.minQuantity, unitPrice: toTaka(tier.unitPrice) })),
    problem: lineProblemOf(product, item.quantity),
    vatRate: tax.vatRate,
    sdRate: tax.sdRate,
    sd: toTaka(tax.sdPoisha),
    vat: toTaka(tax.vatPoisha),
    listUnitPrice: toTaka(price.listUnitPrice),
    priceList: price.priceList?.name ?? null,
    ...backorderOf(product, item.quantity),
  };
}

/**
 * The cart of these items, every line priced now from its product (decision 125) at the buyer's
 * price under their `terms` (decision 320) and taxed by `lineTax` on `basis` (decision 305): `totalPrice` is the sum of the line totals (price ×
 * quantity), `tax.total` what checkout would charge. Items whose product row is gone are left out
 * (the foreign key removes them with it). Amounts are in `currency` (decision 327): `products`
 * come priced in it (`productPricedIn`) and `terms` are the buyer's lists in it.
 */
export function toCart(
  items: readonly CartItem[],
  products: Map<string, CartProduct>,
  basis: TaxBasis,
  terms: BuyerTerms,
  currency: CurrencyCode = BASE_CURRENCY,
): Cart {
  const lines: CartLine[] = [];
  const lineTotals: number[] = [];
  const taxes: LineTax[] = [];
  let totalQuantity = 0;
  for (const item of items) {
    const product = products.get(item.productId);
    if (!product) continue;
    const price = buyerPriceOf(product, item.quantity, terms);
    const unitPricePoisha = price.unitPrice;
    const tax = lineTax({
      unitPricePoisha,
      quantity: item.quantity,
      vatRate: product.vatRate,
      sdRate: product.sdRate,
      ...basis,
    });
    lines.push(toCartLine(item, product, price, terms.get(product.id) ?? [], tax));
    lineTotals.push(checkedLineTotal(unitPricePoisha, item.quantity));
    taxes.push(tax);
    totalQuantity += item.quantity;
  }
  const totalPoisha = checkedSum(lineTotals);
  checkedSum(taxes.map((tax) => tax.totalPoisha));
  return {
    lines,
    lineCount: lines.length,
    totalQuantity,
    totalPrice: toTaka(totalPoisha),
    currency,
    canCheckout: lines.length > 0 && lines.every((line) => line.problem === null),
    tax: taxBreakdownOf(taxTotals(taxes), basis),
  };
}

/** Refuses admins: they do not order (spec §6), so they have no cart. */
export function assertBuyer(caller: RequestUser): void {
  if (caller.role === 'admin') throw new ForbiddenError(PAYMENT_MESSAGES.adminsDoNotOrder);
}

/** The caller's cart lines (product and quantity), in the order they were added. */
export function cartItemsOf(db: Database, caller: RequestUser): Promise<CartItem[]> {
  assertBuyer(caller);
  return listCartItems(db, caller.id);
}

/**
 * Writes the caller's line of a product that is sold: `add` adds pieces, `set` sets the quantity.
 * @throws ConflictError 'A cart holds at most 100 lines' for a new line of a full cart.
 */
export async function writeLine(
  db: Database,
  caller: RequestUser,
  mode: 'add' | 'set',
  productId: string,
  quantity: number,
): Promise<void> {
  assertBuyer(caller);
  const line = { userId: caller.id, productId, quantity, maxLines: CART_LINES_MAX };
  if (!(await writeCartLine(db, mode, line))) {
    throw new ConflictError(M.tooManyLines);
  }
}

/**
 * Sets several of the caller's lines of products that are sold, in one statement; a new line of a
 * full cart is left out. The product ids written and the cart's lines after the write.
 */
export function setLines(
  db: Database,
  caller: RequestUser,
  lines: readonly CartItem[],
): Promise<CartLinesWritten> {
  assertBuyer(caller);
  return setCartLines(db, caller.id, lines, CART_LINES_MAX);
}

const isUuid = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/**
 * Sets the quantity of a line the caller's cart has.
 * @throws ForbiddenError for admins; NotFoundError 'Not in your cart'.
 */
export async function changeLine(
  db: Database,
  caller: RequestUser,
  productId: string,
  quantity: number,
): Promise<void> {
  assertBuyer(caller);
  if (!isUuid(productId) || !(await updateCartQuantity(db, caller.id, productId, quantity))) {
    throw new NotFoundError('Not in your cart');
  }
}

/**
 * Removes a line of the caller's cart.
 * @throws ForbiddenError for admins; NotFoundError 'Not in your cart'.
 */
export async function removeLine(
  db: Database,
  caller: RequestUser,
  productId: string,
): Promise<void> {
  assertBuyer(caller);
  if (!isUuid(productId) || !(await deleteCartLine(db, caller.id, productId))) {
    throw new NotFoundError('Not in your cart');
  }
}
