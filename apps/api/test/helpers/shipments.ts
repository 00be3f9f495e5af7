import { asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { carriers, orderLines, orders, products } from '../../src/db/schema/index.js';
import { invoicedOrderOf, invoicePartiesOf } from '../../src/flows/issue-tax-invoice.js';
import { catalogChanged } from '../../src/catalog-cache/catalog-cache.js';
import { issueInvoice } from '../../src/modules/invoices/invoices.service.js';
import type { App } from '../../src/app.js';
import { sendAs, type TestUser } from './auth.js';
import type { insertProduct } from './factories.js';
import { lineOf, orderOf } from './paid-orders.js';

type Product = Awaited<ReturnType<typeof insertProduct>>;

let counter = 0;

/**
 * Inserts a paid order of several lines (`[product, quantity]` each) by `buyer`, holding their
 * stock and with its invoice issued, as a paid checkout leaves it (decision 126). `lineOverrides`
 * apply to every line (a VAT rate). Answers the order id and its line ids in the order given.
 */
export async function insertPaidOrderOfLines(
  db: Database,
  buyer: Pick<TestUser, 'id' | 'email' | 'name'>,
  lines: readonly (readonly [Product, number])[],
  overrides: Partial<typeof orders.$inferInsert> = {},
  lineOverrides: Partial<typeof orderLines.$inferInsert> = {},
): Promise<{ orderId: string; lineIds: string[] }> {
  counter += 1;
  const made = await db.transaction(async (tx) => {
    const priced = lines.map(([product, quantity]) => lineOf(product, quantity));
    const total = priced.reduce((sum, line) => sum + line.lineTotalPoisha, 0);
    const [first] = lines;
    const [row] = await tx
      .insert(orders)
      .values({
        ...orderOf(
          first![0],
          buyer,
          lines.reduce((sum, [, quantity]) => sum + quantity, 0),
        ),
        totalPoisha: total,
        address: 'House 12, Road 5, Dhanmondi, Dhaka',
        phoneNumber: '01700000000',
        status: 'paid',
        isPaid: true,
        transactionId: `pi_shipments_${Date.now()}_${counter}`,
        paymentProvider: 'local',
        paidAt: new Date(),
        stockHeld: true,
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('order not inserted');
    const inserted = await tx
      .insert(orderLines)
      .values(
        priced.map((line, position) => ({ orderId: row.id, position, ...line, ...lineOverrides })),
      )
      .returning();
    for (const [product, quantity] of lines) {
      await tx
        .update(products)
        .set({ heldQuantity: sql`${products.heldQuantity} + ${quantity}` })
        .where(eq(products.id, product.id));
    }
    const parties = await invoicePartiesOf(tx, row);
    if (!parties) throw new Error('the test database has no shop BIN: no invoice');
    await issueInvoice(tx, await invoicedOrderOf(tx, row, inserted), parties);
    const byPosition = [...inserted].sort((a, b) => a.position - b.position);
    return { orderId: row.id, lineIds: byPosition.map((line) => line.id) };
  });
  catalogChanged(db);
  return made;
}

/** The id of the carrier of this name (migration 0036 adds Pathao Courier, RedX, …). */
export async function carrierId(db: Database, name: string): Promise<string> {
  const [row] = await db.select().from(carriers).where(eq(carriers.name, name));
  if (!row) throw new Error(`no carrier ${name}`);
  return row.id;
}

/** `POST /api/orders/{id}/shipments` as `user`. */
export function postShipment(
  app: App,
  user: TestUser,
  orderId: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return sendAs(app, user, 'POST', `/api/orders/${orderId}/shipments`, body);
}

/** A product's available and held pieces as stored. */
export async function stockOf(
  db: Database,
  productId: string,
): Promise<{ available: number; held: number }> {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  if (!row) throw new Error(`no product ${productId}`);
  return { available: row.availableQuantity, held: row.heldQuantity };
}

/** An order's number (`SO-<year>-<n>`) as stored. */
export async function orderNumberOf(db: Database, orderId: string): Promise<string> {
  const [row] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row.number;
}

/** The order's lines as stored, in position order. */
export function storedLines(db: Database, orderId: string) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}
