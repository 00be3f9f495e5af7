import { orderTaxOf, type OrderBasis, type TaxedLine } from './order-tax.js';
import type { NewOrderLine, NewOrderWithLines } from '../modules/orders/orders.repository.js';
import type { ProductRow } from '../modules/products/products.repository.js';
import type { RequestUser } from '../plugins/identity.js';

/** Where an order's lines are delivered. */
export interface Delivery {
  address: string;
  phoneNumber: string;
}

/** The fields of an order row that follow from its buyer, its lines and its delivery. */
export type OrderFieldsOfLines = Pick<
  NewOrderWithLines,
  | 'userId'
  | 'userName'
  | 'userEmail'
  | 'productId'
  | 'productName'
  | 'productPricePoisha'
  | 'productImage'
  | 'productDescription'
  | 'minOrder'
  | 'availableQuantityAtOrder'
  | 'quantity'
  | 'totalPoisha'
  | 'address'
  | 'phoneNumber'
  | 'pricesIncludeVat'
  | 'zeroRated'
  | 'sdPoisha'
  | 'vatPoisha'
  | 'incoterm'
  | 'incotermPlace'
>;

/**
 * The order row fields of `lines` bought by `caller` (decision 126): the specification's
 * one-product fields are the first line's and its product's (`firstProduct`), the name
 * `First + N more`, the quantity the sum of every line's; the tax (decision 305) the sums of the
 * lines taxed on `basis`, and the total (poisha) what the buyer pays: the sum of the lines' value,
 * SD and VAT; an export's incoterm and place those of `basis` (decision 323). `undefined` when
 * there is no line or the first line's product was not read. Used by checkout and by accepting a
 * quote.
 */
export function orderFieldsOfLines(
  caller: RequestUser,
  lines: readonly TaxedLine<NewOrderLine>[],
  firstProduct: ProductRow | undefined,
  delivery: Delivery,
  basis: OrderBasis,
): OrderFieldsOfLines | undefined {
  const first = lines[0];
  if (!first || !firstProduct) return undefined;
  const tax = orderTaxOf(lines, basis);
  let quantity = 0;
  for (const line of lines) quantity += line.quantity;
  return {
    userId: caller.id,
    userName: caller.name,
    userEmail: caller.email,
    productId: first.productId,
    productName:
      lines.length > 1 ? `${first.productName} + ${lines.length - 1} more` : first.productName,
    productPricePoisha: first.unitPricePoisha,
    productImage: first.productImage,
    productDescription: firstProduct.description,
    minOrder: firstProduct.minOrder,
    availableQuantityAtOrder: firstProduct.availableQuantity,
    quantity,
    ...tax,
    incoterm: basis.incoterm,
    incotermPlace: basis.incotermPlace,
    address: delivery.address,
    phoneNumber: delivery.phoneNumber,
  };
}
