import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders, products } from '../../db/schema/index.js';
import { signUpUser, useAccounts, type TestUser } from '../../../test/helpers/auth.js';
import {
  addAddress,
  addToCart,
  cartOf,
  checkout,
  insertTieredProduct,
} from '../../../test/helpers/cart.js';
import { ordersOf } from '../../../test/helpers/orders.js';
import { companyWithBuyer, insertMember } from '../../../test/helpers/receivables.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Checkout under concurrency (decision 126), on PGlite and on PostgreSQL (api-postgres): carts that
 * share scarce products never oversell any of them, and each cart is served wholly or not at all.
 * Never retried (decision 088).
 */

const t = useTestApp();
const { admin } = useAccounts(t, { admin: { role: 'admin' } });

const CLIENTS = 100;

describe('100 concurrent checkouts of carts sharing scarce products', () => {
  it('never oversell, and serve each cart wholly or not at all', { timeout: 240_000 }, async () => {
    const scarce = [
      await insertTieredProduct(t.db, { minOrder: 1, availableQuantity: 60, tiers: [[3, 900]] }),
      await insertTieredProduct(t.db, { minOrder: 1, availableQuantity: 35 }),
      await insertTieredProduct(t.db, { minOrder: 2, availableQuantity: 40 }),
    ];
    const plenty = await insertTieredProduct(t.db, { minOrder: 5, availableQuantity: 100_000 });
    const clients: { user: TestUser; cart: Map<string, number> }[] = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      const user = await signUpUser(t.app);
      await addAddress(t.app, user);
      const cart = new Map<string, number>();
      cart.set(plenty.id, 5 + (i % 4) * 5);
      cart.set(scarce[0]!.id, 1 + (i % 3));
      if (i % 2 === 0) cart.set(scarce[1]!.id, 1 + (i % 4));
      if (i % 3 !== 1) cart.set(scarce[2]!.id, 2 + (i % 2));
      for (const [productId, quantity] of cart) {
        expect((await addToCart(t.app, user, productId, quantity)).statusCode).toBe(200);
      }
      clients.push({ user, cart });
    }

    const answers = await Promise.all(
      clients.map(({ user }, i) => checkout(t.app, user, { poNumber: `PO-${i}` }, `race-${i}`)),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const placed = answers.filter((a) => a.statusCode === 201).length;
    expect(placed).toBeGreaterThan(0);
    expect(placed).toBeLessThan(CLIENTS);

    // Each cart: wholly ordered (and emptied), or refused with nothing ordered (and kept).
    const heldBy = new Map<string, number>();
    for (const [i, { user, cart }] of clients.entries()) {
      const list = await ordersOf(t.app, user);
      const left = await cartOf(t.app, user);
      if (answers[i]!.statusCode === 201) {
        expect(list).toHaveLength(1);
        const ordered = new Map(list[0]!.lines.map((line) => [line.productId!, line.quantity]));
        expect(ordered).toEqual(cart);
        expect(left.lines).toEqual([]);
        for (const [productId, quantity] of ordered) {
          heldBy.set(productId, (heldBy.get(productId) ?? 0) + quantity);
        }
      } else {
        expect(list).toEqual([]);
        expect(new Map(left.lines.map((line) => [line.productId, line.quantity]))).toEqual(cart);
      }
    }

    // Stock: what is held is exactly what the placed orders' lines hold, never above the stock.
    for (const product of [...scarce, plenty]) {
      const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
      expect(row!.heldQuantity).toBe(heldBy.get(product.id) ?? 0);
      expect(row!.heldQuantity).toBeLessThanOrEqual(row!.availableQuantity);
      const lines = await t.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.productId, product.id));
      expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(row!.heldQuantity);
    }
    // At least one scarce product ran out: the race was real.
    const rows = await Promise.all(
      scarce.map(
        async (p) => (await t.db.select().from(products).where(eq(products.id, p.id)))[0]!,
      ),
    );
    expect(rows.some((row) => row.availableQuantity - row.heldQuantity < 4)).toBe(true);
  });

  it(
    'places one order for 20 concurrent replays of one Idempotency-Key',
    { timeout: 60_000 },
    async () => {
      const product = await insertTieredProduct(t.db, { minOrder: 1, availableQuantity: 10 });
      const user = await signUpUser(t.app);
      await addAddress(t.app, user);
      await addToCart(t.app, user, product.id, 4);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => checkout(t.app, user, {}, 'one-key')),
      );
      // One placed it; the others waited for its answer and answer it again (decision 191).
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
      expect(answers.filter((a) => a.headers['idempotent-replayed'])).toHaveLength(19);
      expect(new Set(answers.map((a) => a.json().insertedId)).size).toBe(1);
      const placed = await t.db.select().from(orders).where(eq(orders.userId, user.id));
      expect(placed).toHaveLength(1);
      const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
      expect(row!.heldQuantity).toBe(4);
    },
  );

  it(
    'serve card buyers and buyers on account sharing products at once, none refused by a deadlock',
    { timeout: 120_000 },
    async () => {
      // Every order takes this year's order-number counter and the products it holds: a card
      // checkout of a buyer in no company (one statement) and an on-account checkout of a company
      // buyer (a transaction) must take them in the same order.
      const shared = [
        await insertTieredProduct(t.db, { minOrder: 1, availableQuantity: 100_000 }),
        await insertTieredProduct(t.db, { minOrder: 1, availableQuantity: 100_000 }),
      ];
      const company = await companyWithBuyer(t.app, t.db, admin, {
        paymentTermsDays: 30,
        creditLimit: 100_000_000,
      });
      const onAccount: TestUser[] = [company.buyer];
      const byCard: TestUser[] = [];
      for (let i = 0; i < 8; i += 1) {
        const member = await signUpUser(t.app);
        await addAddress(t.app, member);
        await insertMember(t.db, company.id, member);
        onAccount.push(member);
        const buyer = await signUpUser(t.app);
        await addAddress(t.app, buyer);
        byCard.push(buyer);
      }
      for (let round = 0; round < 3; round += 1) {
        for (const user of [...onAccount, ...byCard]) {
          for (const product of shared) await addToCart(t.app, user, product.id, 1 + round);
        }
        const answers = await Promise.all([
          ...onAccount.map((user) =>
            checkout(
              t.app,
              user,
              { paymentMethod: 'on_account', poNumber: `PO-${round}` },
              `account-${round}-${user.id}`,
            ),
          ),
          ...byCard.map((user) => checkout(t.app, user, {}, `card-${round}-${user.id}`)),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
      }
      const rows = await t.db
        .select()
        .from(products)
        .where(
          inArray(
            products.id,
            shared.map((product) => product.id),
          ),
        );
      // 17 buyers, 1 + 2 + 3 pieces of each product over the three rounds.
      expect(rows.map((row) => row.heldQuantity)).toEqual([17 * 6, 17 * 6]);
    },
  );
});
