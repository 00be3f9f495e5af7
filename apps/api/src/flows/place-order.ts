import {
  AmountTooLargeError,
  BASE_CURRENCY,
  CURRENCY_MESSAGES,
  MONEY_MESSAGES,
  PAYMENT_MESSAGES,
  lineTax,
  validateQuantity,
  type PlaceOrderInput,
} from '@partline/shared';
import type { Database, Executor } from '../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { companyOrderMailsOfPlaced, ORDER_PLACED_MAIL_OF_PLACED } from '../mail/order-mails.js';
import { inNoCompany, isCompanyMember } from '../modules/companies/companies.repository.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import {
  insertOrderIfBuyable,
  insertOrderIfBuyableIn,
  type OrderRequest,
  type TaxedOrderLine,
} from '../modules/orders/orders.repository.js';
import { findProduct, type ProductRow } from '../modules/products/products.repository.js';
import { buyerPriceOf, NO_TERMS, type BuyerTerms } from '../modules/cart/cart.service.js';
import { priceTermsOf } from '../modules/price-lists/price-terms.repository.js';
import { HOME_TERMS, taxBasisOf, type OrderBasis } from './order-tax.js';
import type { RequestUser } from '../plugins/identity.js';
import { checkSpending, companyAdminRecipients } from './spending-limit.js';

/**
 * `POST /orders` (spec §5, §7): checks the product (not deleted), the quantity against its minimum
 * order, its order increment and what is buyable (`availableQuantity − held`), takes the unit
 * price of the quantity's tier from the database (decision 120; a price the client sends is
 * ignored) and the buyer's price from it and their price lists (decision 320; the line keeps the
 * winning list's name), computes the line's VAT and SD by `lineTax` and the total the buyer pays (poisha;
 * decision 305) and snapshots the product fields of spec §3. The buyer's name and
 * e-mail are the caller's; the 'order placed' e-mail is queued in the same statement, which
 * places the order only if it is buyable then (decision 044). Returns the new order id.
 * @throws ForbiddenError for admins (they see no 'Confirm Purchase'); NotFoundError 'Product not
 *   found'; ValidationError `{ quantity: ['Minimum order is {minOrder}'] }` or
 *   `{ quantity: ['Order in steps of {n} (…)'] }`; ConflictError 409
 *   'Not Enough' with `{ quantity: ['Not Enough'] }` above what is buyable.
 */
export async function placeOrder(
  db: Database,
  caller: RequestUser,
  input: PlaceOrderInput,
): Promise<{ insertedId: string }> {
  if (caller.role === 'admin') throw new ForbiddenError(PAYMENT_MESSAGES.adminsDoNotOrder);
  // The product and the shop's setting read first: the line is taxed here, and the statement
  // places it only while the product is still priced and rated as read (decision 305).
  const [read, basis] = await Promise.all([findProduct(db, input.productId), taxBasisOf(db, null)]);
  if (!read) throw new NotFoundError('Product not found');
  // Price lists apply to companies only (decision 320): the one statement places the order only
  // while the buyer is in no company, at the list tier price; a member's order is priced again
  // with their terms in its own transaction.
  const taxed = taxedOrderLine(read, input.quantity, basis, NO_TERMS);
  if (!taxed) return refuse(db, caller, input);
  const request: OrderRequest = {
    userId: caller.id,
    userName: caller.name,
    userEmail: caller.email,
    productId: input.productId,
    quantity: input.quantity,
    address: input.address,
    phoneNumber: input.phoneNumber,
    taxed,
  };
  // A buyer in no company: one prepared statement (decision 044); a member's order is checked
  // against their spending limit in a transaction of its own (decision 132).
  const insertedId =
    (await insertOrderIfBuyable(
      db,
      request,
      ORDER_PLACED_MAIL_OF_PLACED,
      inNoCompany(caller.id),
    )) ??
    ((await isCompanyMember(db, caller.id))
      ? await placeCompanyOrder(db, request, read)
      : undefined);
  if (insertedId) {
    ordersChanged(db, caller.email);
    return { insertedId };
  }
  return refuse(db, caller, input);
}

/**
 * Nothing placed: finds out why, on the product as it is now.
 * @throws as {@link placeOrder}; ValidationError 'The total is too large to be recorded'.
 */
async function refuse(
  db: Database,
  caller: RequestUser,
  input: PlaceOrderInput,
): Promise<{ insertedId: string }> {
  const product = await findProduct(db, input.productId);
  if (!product) throw new NotFoundError('Product not found');
  const problem = validateQuantity(product, input.quantity);
  if (problem?.code === 'not_enough') {
    throw new ConflictError(problem.message, { quantity: [problem.message] });
  }
  if (problem) throw new ValidationError({ quantity: [problem.message] });
  const basis: OrderBasis = {
    pricesIncludeVat: true,
    zeroRated: false,
    currency: BASE_CURRENCY,
    ...HOME_TERMS,
  };
  if (!taxedOrderLine(product, input.quantity, basis, NO_TERMS)) {
    throw new ValidationError(
      { quantity: [MONEY_MESSAGES.totalTooLarge] },
      MONEY_MESSAGES.totalTooLarge,
    );
  }
  // Buyable again by now (stock came back, or the price or the rate changed in between): again.
  return placeOrder(db, caller, input);
}

/**
 * `quantity` pieces of `product` at the buyer's price under `terms` (decision 320), taxed by
 * `lineTax` on `basis`; `undefined` when the total cannot be held exactly (decision 296).
 */
function taxedOrderLine(
  product: ProductRow,
  quantity: number,
  basis: OrderBasis,
  terms: BuyerTerms,
): TaxedOrderLine | undefined {
  const price = buyerPriceOf(product, quantity, terms);
  const unitPricePoisha = price.unitPrice;
  try {
    const tax = lineTax({
      unitPricePoisha,
      quantity,
      vatRate: product.vatRate,
      sdRate: product.sdRate,
      pricesIncludeVat: basis.pricesIncludeVat,
      zeroRated: basis.zeroRated,
    });
    if (
      !Number.isSafeInteger(unitPricePoisha * quantity) ||
      !Number.isSafeInteger(tax.totalPoisha)
    ) {
      return undefined;
    }
    return {
      unitPricePoisha,
      listUnitPricePoisha: price.listUnitPrice,
      priceList: price.priceList,
      productVatRate: product.vatRate,
      productSdRate: product.sdRate,
      ...tax,
      ...basis,
    };
  } catch (error) {
    if (error instanceof RangeError || error instanceof AmountTooLargeError) return undefined;
    throw error;
  }
}

/**
 * A company member's order (decision 132): in one transaction, the member row is locked and this
 * month's spending read, then the same single statement places the order — `awaiting_approval`
 * when its total takes the buyer above their limit, with the company admins' e-mail instead of
 * 'order placed'.
 */
async function placeCompanyOrder(
  db: Database,
  request: OrderRequest,
  product: ProductRow,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const spending = await checkSpending(tx, request.userId);
    // Zero-rated when the company is abroad (decision 305); at the buyer's price, their company's
    // price lists read under the member row's lock (decision 320).
    const taxed = await taxedFor(tx, request.userId, product, request.quantity, spending.companyId);
    if (!taxed) return undefined;
    const recipients = spending.companyId
      ? await companyAdminRecipients(tx, spending.companyId)
      : '';
    const placed = await insertOrderIfBuyableIn(
      tx,
      {
        ...request,
        taxed,
        companyId: spending.companyId,
        approvalAbovePoisha: spending.approvalAbovePoisha,
      },
      companyOrderMailsOfPlaced(recipients),
    );
    return placed?.id;
  });
}

/** {@link taxedOrderLine} for the buyer `userId` of `companyId`, under their terms valid now. */
async function taxedFor(
  tx: Executor,
  userId: string,
  product: ProductRow,
  quantity: number,
  companyId: string | null,
): Promise<TaxedOrderLine | undefined> {
  const basis = await taxBasisOf(tx, companyId);
  // The one-product order is placed in Taka; a buyer billed in another currency orders through
  // the cart, which prices in it (decision 327).
  if (basis.currency !== BASE_CURRENCY) {
    throw new ConflictError(CURRENCY_MESSAGES.orderThroughCart(basis.currency));
  }
  const terms = companyId ? await priceTermsOf(tx, userId, [product.id], new Date()) : NO_TERMS;
  return taxedOrderLine(product, quantity, basis, terms);
}
