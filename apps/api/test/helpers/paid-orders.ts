import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { orders, products } from '../../src/db/schema/index.js';
import type { TestUser } from './auth.js';
import type { insertProduct } from './factories.js';

let paidCounter = 0;

/**
 * Inserts an order of `quantity` pieces of `product` by `buyer`, already paid, and takes its stock
 * hold in the same transaction — the state `PUT /orders/{id} { isPaid }` leaves behind, without the
 * payment round trips. Returns the order id.
 * @throws when the product's stock cannot cover the hold (the check constraint).
 */
export async function insertPaidOrder(
  db: Database,
  product: Awaited<ReturnType<typeof insertProduct>>,
  buyer: Pick<TestUser, 'id' | 'email' | 'name'>,
  quantity = product.minOrder,
): Promise<string> {
  paidCounter += 1;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
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
        address: 'Dhaka',
        phoneNumber: '01700000000',
        status: 'paid',
        isPaid: true,
        transactionId: `pi_factory_${Date.now()}_${paidCounter}`,
        paymentProvider: 'local',
        paidAt: new Date(),
      })
      .returning({ id: orders.id });
    if (!row) throw new Error('order not inserted');
    await tx
      .update(products)
      .set({ heldQuantity: sql`${products.heldQuantity} + ${quantity}` })
      .where(eq(products.id, product.id));
    return row.id;
  });
}
