import { eq, sql } from 'drizzle-orm';
import { NO_TERMS, pricedLineOf } from '../../src/modules/cart/cart.service.js';
import { catalogChanged } from '../../src/catalog-cache/catalog-cache.js';
import type { Database } from '../../src/db/client.js';
import { orderLines, orders, products } from '../../src/db/schema/index.js';
import { invoicePartiesOf } from '../../src/flows/issue-tax-invoice.js';
import { issueInvoice } from '../../src/modules/invoices/invoices.service.js';
import type { TestUser } from './auth.js';
import type { insertProduct } from './factories.js';

let paidCounter = 0;

/**
 * The columns of an order row that copy its buyer and its product as they are at ordering time,
 * for `quantity` pieces (total = price × quantity, in poisha). Tests add the status columns.
 */
export function orderOf(
  product: Awaited<ReturnType<typeof insertProduct>>,
  buyer: Pick<TestUser, 'id' | 'email' | 'name'>,
  quantity: number,
) {
  return {
    userId: buyer.id,
    userName: buyer.name,
    userEmail: buyer.email,
    productId: product.id,
    productName: product.name,
    productPricePoisha: product.pricePoisha,
    productImage: product.image,
    productDescription: product.description,
    minOrder: product.minOrder,
    availableQuantityAtOrder: product.availableQuantity,
    quantity,
    totalPoisha: product.pricePoisha * quantity,
  };
}

/**
 * The columns of an order line of `quantity` pieces of `product` at its price (decision 126);
 * tests add `orderId` and `position`.
 */
export function lineOf(product: Awaited<ReturnType<typeof insertProduct>>, quantity: number) {
  return pricedLineOf({ ...product, volumeTiers: [] }, quantity, NO_TERMS);
}

/**
 * Inserts an order of `quantity` pieces of `product` by `buyer` with its one line, already paid,
 * and takes its stock hold and issues its invoice in the same transaction — the state `PUT /orders/{id} { isPaid }`
 * leaves behind, without the payment round trips (and without the receipt e-mail). Returns the
 * order id.
 * @throws when the product's stock cannot cover the hold (the check constraint).
 */
export async function insertPaidOrder(
  db: Database,
  product: Awaited<ReturnType<typeof insertProduct>>,
  buyer: Pick<TestUser, 'id' | 'email' | 'name'>,
  quantity = product.minOrder,
): Promise<string> {
  paidCounter += 1;
  const orderId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        ...orderOf(product, buyer, quantity),
        address: 'Dhaka',
        phoneNumber: '01700000000',
        status: 'paid',
        isPaid: true,
        transactionId: `pi_factory_${Date.now()}_${paidCounter}`,
        paymentProvider: 'local',
        paidAt: new Date(),
        stockHeld: true,
      })
      .returning();
    if (!row) throw new Error('order not inserted');
    // Its one line (decision 126).
    const lines = await tx
      .insert(orderLines)
      .values({ orderId: row.id, position: 0, ...lineOf(product, quantity) })
      .returning();
    await tx
      .update(products)
      .set({ heldQuantity: sql`${products.heldQuantity} + ${quantity}` })
      .where(eq(products.id, product.id));
    const parties = await invoicePartiesOf(tx, row);
    if (!parties) throw new Error('the test database has no shop BIN: no invoice');
    await issueInvoice(tx, { ...row, lines }, parties);
    return row.id;
  });
  // The hold changed the catalog past the app: its cache hears of it at once.
  catalogChanged(db);
  return orderId;
}
