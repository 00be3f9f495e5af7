import { addDays, shopDay } from '@partline/shared';
import { buildShopSettingsInput } from '@partline/shared/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  apiKeys,
  carriers,
  cartItems,
  categories,
  categoryAttributes,
  companies,
  companyInvitations,
  customerGroups,
  companyMembers,
  exchangeRates,
  orderBankTransfers,
  orderLines,
  orders,
  paymentIntents,
  paymentSessions,
  priceListCompanies,
  priceListEntries,
  priceListGroups,
  priceLists,
  categoryAttributeTranslations,
  categoryTranslations,
  productDocuments,
  productImportRows,
  productTranslations,
  productImports,
  products,
  quotes,
  returnItems,
  returns,
  reviews,
  shipmentLines,
  shipments,
  shopSettings,
  users,
  webhookEndpoints,
} from '../src/db/schema/index.js';
import { createApiKey } from './helpers/api-keys.js';
import {
  createAdmin,
  sendAs,
  signUpUser,
  TEST_PASSWORD,
  verifyEmail,
  type TestUser,
} from './helpers/auth.js';
import { addAddress, addToCart } from './helpers/cart.js';
import { companyInput, insertInvitation, joinCompany } from './helpers/companies.js';
import { insertInvoiceOnAccount } from './helpers/receivables.js';
import { attachDocument, catalogCsv, checkedImport, documentForm } from './helpers/catalog.js';
import { insertAttribute, insertCategory, insertProduct } from './helpers/factories.js';
import { imageForm, makeImage } from './helpers/images.js';
import { card, intentRow, intentsOf, markPaid, payLocally, placeOrder } from './helpers/orders.js';
import { insertPaidOrder } from './helpers/paid-orders.js';
import {
  acceptedQuote,
  insertCustomerGroup,
  insertPriceList,
  priceListCsv,
} from './helpers/price-lists.js';
import { answerQuote, dayFromToday, requestQuote } from './helpers/quotes.js';
import { carrierId, insertPaidOrderOfLines, postShipment } from './helpers/shipments.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { documentedWriteRoutes, type WriteRoute } from './fuzz/harness.js';

/**
 * Property-level authorization (OWASP API3:2023, mass assignment; decision 057): privileged fields
 * sent through ANY write body have no effect. Every write route of the OpenAPI document has a
 * row (a new one without a row FAILS this test); each row sends the route's legitimate request
 * with every {@link FORGED} field added (less the route's own fields), expects the legitimate
 * answer, and checks the stored state afterwards.
 */

/** Sentinels: none of these may be stored anywhere after a forged request. */
const FORGED_EMAIL = 'forged-owner@evil.example';
const FORGED_TRANSACTION = 'pi_forged_mass_assignment';
const FORGED_NAME = 'Forged Name';
const FORGED_IMAGE = '/uploads/forged.webp';
const FORGED_ID = '0badc0de-0000-4000-8000-000000000000';
const FORGED_COUNT = 987_654;
const FORGED_DAY = '2001-02-03';

/** The privileged fields of decision 057 and their relatives, with forged values. */
const FORGED: Record<string, unknown> = {
  role: 'admin',
  isAdmin: true,
  emailVerified: true,
  isPaid: true,
  isDelivered: true,
  isReviewed: true,
  status: 'delivered',
  availableQuantity: FORGED_COUNT,
  heldQuantity: FORGED_COUNT,
  requiredQuantity: FORGED_COUNT,
  transactionId: FORGED_TRANSACTION,
  refundId: FORGED_TRANSACTION,
  totalPrice: 0.01,
  productPrice: 0.01,
  amount: 1,
  paidAt: `${FORGED_DAY}T04:05:06.000Z`,
  deliveredAt: `${FORGED_DAY}T04:05:06.000Z`,
  createdAt: `${FORGED_DAY}T04:05:06.000Z`,
  deletedAt: `${FORGED_DAY}T04:05:06.000Z`,
  userEmail: FORGED_EMAIL,
  email: FORGED_EMAIL,
  userId: FORGED_ID,
  userName: FORGED_NAME,
  user: FORGED_NAME,
  userImage: FORGED_IMAGE,
  _id: FORGED_ID,
  id: FORGED_ID,
  // A company's withholding flags are the shop admin's alone (decision 307).
  vatWithholding: true,
  incomeTaxDeductor: true,
  // The terms of an export are the shop admin's, and whether it is one the server's (decision 323).
  incoterm: 'DDP',
  incotermPlace: FORGED_NAME,
  zeroRated: true,
};

/**
 * Prices a buyer might send beside a cart line or a checkout (decision 320): the buyer's price is
 * the server's, from the price lists that apply to them, at every read.
 */
const FORGED_PRICES: Record<string, unknown> = {
  unitPrice: 0.01,
  unitPricePoisha: 1,
  lineTotal: 0.01,
  yourPrice: { unitPrice: 0.01, priceListName: FORGED_NAME, tiers: [] },
  priceListId: FORGED_ID,
  priceListName: FORGED_NAME,
  listUnitPrice: 0.01,
};

/** What a price list's answer counts or derives, never the admin's to send (decision 320). */
const FORGED_PRICE_LIST: Record<string, unknown> = {
  entryCount: FORGED_COUNT,
  state: 'expired',
  updatedAt: `${FORGED_DAY}T04:05:06.000Z`,
  companies: [{ id: FORGED_ID, name: FORGED_NAME }],
  customerGroups: [{ id: FORGED_ID, name: FORGED_NAME }],
  entries: [{ productId: FORGED_ID, minQuantity: 1, unitPrice: 0.01 }],
};

/**
 * What a shipment's answer carries or the server sets (decision 321): the challan number, the
 * order, the carrier's name, the admin who shipped, the pieces shipped so far. None is the body's.
 */
const FORGED_SHIPMENT: Record<string, unknown> = {
  number: `CH-${FORGED_COUNT}`,
  orderId: FORGED_ID,
  carrierId: FORGED_ID,
  carrierName: FORGED_NAME,
  trackingNumber: FORGED_TRANSACTION,
  createdBy: FORGED_ID,
  shippedQuantity: FORGED_COUNT,
  lines: [{ orderLineId: FORGED_ID, quantity: FORGED_COUNT }],
};

/** What one row works on. */
interface World {
  t: TestApp;
  clientA: TestUser;
  clientB: TestUser;
  admin: TestUser;
  product: Awaited<ReturnType<typeof insertProduct>>;
}

/** The request of a row, made on fresh data by `prepare`. */
interface Prepared {
  url: string;
  /** The legitimate body; the forged fields are added to it. */
  body?: Record<string, unknown>;
  /** A multipart body instead (the forged fields become form fields). */
  form?: FormData;
  /**
   * An `application/x-www-form-urlencoded` body instead, as SSLCommerz posts (the forged fields
   * become form fields).
   */
  urlencoded?: Record<string, string>;
  /**
   * A CSV file instead (`text/csv`, a catalog import): the forged fields travel as query
   * parameters beside the route's own.
   */
  csv?: string;
  /** Ids the checks need. */
  ids?: Record<string, string>;
}

interface Row {
  route: WriteRoute;
  /** Who sends it: the actor the route is for. */
  actor: 'clientA' | 'clientB' | 'admin' | 'anonymous';
  /** Fields of {@link FORGED} that are the route's own input, not sent as forged. */
  own?: string[];
  /**
   * Only these fields of {@link FORGED} (besides `forgedToo`), for a form whose parts are limited:
   * a larger one is refused whole.
   */
  forgedOnly?: string[];
  /** Forged fields of this route's own records, sent besides {@link FORGED}. */
  forgedToo?: (world: World) => Record<string, unknown>;
  prepare: (world: World) => Promise<Prepared>;
  /** The legitimate answer, which the forged fields must not change. */
  status: number;
  /** The stored state afterwards, besides the checks of every row. */
  stored?: (world: World, prepared: Prepared) => Promise<void>;
  /** Roles the row changes on purpose (e-mail → role). */
  roleChanges?: (world: World, prepared: Prepared) => Record<string, string>;
  note?: string;
}

const db = (world: World) => world.t.db;
async function orderRow(world: World, id: string) {
  const [row] = await db(world).select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} is gone`);
  return row;
}
async function productRow(world: World, id: string) {
  const [row] = await db(world).select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`product ${id} is gone`);
  return row;
}
async function userRow(world: World, id: string) {
  const [row] = await db(world).select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} is gone`);
  return row;
}
async function quoteRow(world: World, id: string) {
  const [row] = await db(world).select().from(quotes).where(eq(quotes.id, id));
  if (!row) throw new Error(`quote ${id} is gone`);
  return row;
}
/** The first line of client A's cart, if any. */
async function cartLineOfA(world: World) {
  const [line] = await db(world)
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, world.clientA.id));
  return line;
}
/** `userId`'s company membership, if any. */
async function membershipOf(world: World, userId: string) {
  const [member] = await db(world)
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return member;
}

/** A quote request of client A for 10 pieces (answered at Tk. 7 each when `answered`); its id. */
async function quoteOf(world: World, answered: boolean): Promise<string> {
  await addAddress(world.t.app, world.clientA);
  await addToCart(world.t.app, world.clientA, world.product.id, 10);
  const made = await requestQuote(world.t.app, world.clientA, {});
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json<{ _id: string }>()._id;
  if (answered) {
    const answer = await answerQuote(world.t.app, world.admin, id, {
      lines: [{ productId: world.product.id, quantity: 10, unitPrice: 7 }],
      validUntil: dayFromToday(5),
    });
    expect(answer.statusCode, answer.body).toBe(201);
  }
  return id;
}

/** A paid order of client A (paid through the local provider), or delivered by the admin. */
async function paidOrder(world: World, deliver = false): Promise<string> {
  const id = await placeOrder(world.t.app, world.clientA, world.product.id);
  const { intentId } = await payLocally(world.t.app, world.clientA, id);
  expect((await markPaid(world.t.app, world.clientA, id, intentId)).statusCode).toBe(200);
  if (deliver) {
    const delivered = await world.t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}`,
      headers: world.admin.headers,
      payload: { isDelivered: true },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
  }
  return id;
}

/** The order as its owner placed it: unpaid, server-computed, the owner's own name and e-mail. */
async function expectUnpaidAsPlaced(world: World, id: string) {
  const row = await orderRow(world, id);
  expect(row).toMatchObject({
    status: 'unpaid',
    isPaid: false,
    isDelivered: false,
    isReviewed: false,
    transactionId: null,
    paidAt: null,
    userId: world.clientA.id,
    userEmail: world.clientA.email,
    userName: world.clientA.name,
    productPricePoisha: world.product.pricePoisha,
    totalPoisha: world.product.pricePoisha * row.quantity,
  });
}

const MASS_ASSIGNMENT: Row[] = [
  {
    route: 'POST /api/orders',
    actor: 'clientA',
    status: 201,
    prepare: async (w) => ({
      url: '/api/orders',
      body: { productId: w.product.id, quantity: 12, address: 'Dhaka', phoneNumber: '01700000000' },
    }),
    stored: async (w) => {
      const [row] = await db(w).select().from(orders).where(eq(orders.quantity, 12));
      expect(row).toBeDefined();
      await expectUnpaidAsPlaced(w, row!.id);
      expect(row!.availableQuantityAtOrder).toBe(w.product.availableQuantity);
    },
  },
  {
    route: 'PUT /api/orders/{id}',
    actor: 'clientA',
    own: ['transactionId', 'isPaid', 'isDelivered', 'isReviewed'],
    note: 'marking paid with a real intent: the other flags pick another action (matrix rows)',
    status: 200,
    prepare: async (w) => {
      const id = await placeOrder(w.t.app, w.clientA, w.product.id);
      const { intentId } = await payLocally(w.t.app, w.clientA, id);
      return {
        url: `/api/orders/${id}`,
        body: { transactionId: intentId, isPaid: true },
        ids: { id, intentId },
      };
    },
    stored: async (w, { ids }) => {
      const row = await orderRow(w, ids!.id!);
      expect(row).toMatchObject({
        status: 'paid',
        isPaid: true,
        isDelivered: false,
        isReviewed: false,
        transactionId: ids!.intentId,
        userEmail: w.clientA.email,
        totalPoisha: w.product.pricePoisha * row.quantity,
      });
      expect(row.paidAt?.toISOString().startsWith(FORGED_DAY)).toBe(false);
    },
  },
  {
    route: 'PUT /api/orders/{id}',
    actor: 'clientA',
    own: ['isPaid', 'isDelivered', 'isReviewed'],
    note: 'the review flag on a delivered order: a forged transactionId is not stored',
    status: 200,
    prepare: async (w) => {
      const id = await paidOrder(w, true);
      return { url: `/api/orders/${id}`, body: { isReviewed: true }, ids: { id } };
    },
    stored: async (w, { ids }) => {
      const row = await orderRow(w, ids!.id!);
      expect(row).toMatchObject({
        status: 'delivered',
        isReviewed: true,
        userEmail: w.clientA.email,
      });
      expect(row.transactionId).toMatch(/^pi_local_/);
    },
  },
  {
    route: 'DELETE /api/orders/{id}',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => {
      const id = await placeOrder(w.t.app, w.clientA, w.product.id);
      return { url: `/api/orders/${id}`, body: {}, ids: { id } };
    },
    stored: async (w, { ids }) => {
      const [row] = await db(w).select().from(orders).where(eq(orders.id, ids!.id!));
      expect(row, 'an unpaid order is deleted, whatever the body says').toBeUndefined();
    },
  },
  {
    route: 'POST /api/create-payment-intent',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => {
      const id = await placeOrder(w.t.app, w.clientA, w.product.id);
      return { url: '/api/create-payment-intent', body: { orderId: id }, ids: { id } };
    },
    stored: async (w, { ids }) => {
      const order = await orderRow(w, ids!.id!);
      const [intent] = await intentsOf(db(w), order.id);
      expect(intent).toMatchObject({
        amountPoisha: order.totalPoisha,
        email: w.clientA.email,
        status: 'requires_payment_method',
      });
      await expectUnpaidAsPlaced(w, order.id);
    },
  },
  {
    route: 'POST /api/payments/local/confirm',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => {
      const id = await placeOrder(w.t.app, w.clientA, w.product.id);
      const { clientSecret, intentId } = await payLocally(
        w.t.app,
        w.clientA,
        id,
        card({ cvc: '' }),
      );
      return {
        url: '/api/payments/local/confirm',
        body: { clientSecret, ...card() },
        ids: { id, intentId },
      };
    },
    stored: async (w, { ids }) => {
      const order = await orderRow(w, ids!.id!);
      const intent = await intentRow(db(w), ids!.intentId!);
      expect(intent).toMatchObject({
        amountPoisha: order.totalPoisha,
        email: w.clientA.email,
        status: 'succeeded',
      });
      await expectUnpaidAsPlaced(w, order.id);
    },
  },
  {
    route: 'POST /api/webhooks/stripe',
    actor: 'anonymous',
    note: 'Stripe signs it; without the stripe provider it is 404 and changes nothing',
    status: 404,
    prepare: async () => ({
      url: '/api/webhooks/stripe',
      body: { type: 'payment_intent.succeeded' },
    }),
  },
  {
    route: 'POST /api/payment-sessions',
    actor: 'clientA',
    note: 'without SSLCommerz or bKash keys the option is not enabled: 404, no session',
    status: 404,
    prepare: async (w) => {
      const id = await placeOrder(w.t.app, w.clientA, w.product.id);
      return {
        url: '/api/payment-sessions',
        body: { orderId: id, provider: 'sslcommerz' },
        ids: { id },
      };
    },
    stored: async (w, { ids }) => {
      expect(await db(w).select().from(paymentSessions)).toEqual([]);
      await expectUnpaidAsPlaced(w, ids!.id!);
    },
  },
  {
    route: 'POST /api/payments/sslcommerz/ipn',
    actor: 'anonymous',
    note: 'SSLCommerz signs it; without its keys it is 404 and changes nothing (test/fuzz/sslcommerz.test.ts: with them)',
    status: 404,
    prepare: async () => ({
      url: '/api/payments/sslcommerz/ipn',
      urlencoded: { tran_id: 'PL-MA-1', val_id: 'forged-val', status: 'VALID' },
    }),
  },
  {
    route: 'POST /api/payments/sslcommerz/return/{outcome}',
    actor: 'anonymous',
    note: "the buyer's browser back from SSLCommerz; without its keys 404, nothing changes",
    status: 404,
    prepare: async () => ({
      url: '/api/payments/sslcommerz/return/success',
      urlencoded: { tran_id: 'PL-MA-1', val_id: 'forged-val' },
    }),
  },
  {
    route: 'POST /api/admin/payment-sessions/{id}/review',
    actor: 'admin',
    note: 'no session is held for review in this world: 404, nothing decided',
    status: 404,
    prepare: async () => ({
      url: '/api/admin/payment-sessions/PL-MA-NO-SESSION/review',
      body: { decision: 'accept' },
    }),
    stored: async (w) => {
      expect(await db(w).select().from(paymentSessions)).toEqual([]);
    },
  },
  {
    route: 'POST /api/orders/{id}/bank-transfer',
    actor: 'clientA',
    note: 'the order switches to bank transfer and nothing else: the server sets the due time',
    status: 200,
    forgedToo: () => ({
      transferDueAt: `${FORGED_DAY}T04:05:06.000Z`,
      paymentMethod: 'on_account',
    }),
    prepare: async (w) => {
      const id = await placeOrder(w.t.app, w.clientA, (await transferProduct(w)).id);
      return { url: `/api/orders/${id}/bank-transfer`, ids: { id } };
    },
    stored: async (w, { ids }) => {
      const order = await orderRow(w, ids!.id!);
      expect(order).toMatchObject({
        status: 'unpaid',
        paymentMethod: 'bank_transfer',
        isPaid: false,
        transactionId: null,
        paidAt: null,
        userId: w.clientA.id,
      });
      // BANK_TRANSFER_HOLD_DAYS (default 7) from now, decision 314.
      expect(order.transferDueAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
      expect(await transfersOf(w, order.id)).toEqual([]);
    },
  },
  {
    route: 'POST /api/admin/orders/{id}/bank-transfers',
    actor: 'admin',
    note: "the transfer is the body's amount, day and reference, for the order of the path, by the admin",
    status: 201,
    forgedToo: (w) => ({
      orderId: FORGED_ID,
      recordedById: w.clientA.id,
      amountPoisha: FORGED_COUNT,
      transferDueAt: `${FORGED_DAY}T04:05:06.000Z`,
    }),
    prepare: async (w) => {
      const id = await placeOrder(w.t.app, w.clientA, (await transferProduct(w)).id);
      const switched = await w.t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/bank-transfer`,
        headers: w.clientA.headers,
      });
      expect(switched.statusCode, switched.body).toBe(200);
      return {
        url: `/api/admin/orders/${id}/bank-transfers`,
        body: { amount: 1, receivedOn: dayFromToday(-1), bankReference: 'BEFTN-MA-0001' },
        ids: { id },
      };
    },
    stored: async (w, { ids }) => {
      const transfers = await transfersOf(w, ids!.id!);
      expect(transfers).toMatchObject([
        {
          orderId: ids!.id!,
          amountPoisha: 100,
          receivedOn: dayFromToday(-1),
          bankReference: 'BEFTN-MA-0001',
          recordedById: w.admin.id,
        },
      ]);
      expect(await transfersOf(w, FORGED_ID)).toEqual([]);
      // One Taka of the total: the order still awaits the rest (forged isPaid/status ignored).
      expect(await orderRow(w, ids!.id!)).toMatchObject({
        status: 'unpaid',
        paymentMethod: 'bank_transfer',
        isPaid: false,
        transactionId: null,
        paidAt: null,
      });
    },
  },
  {
    route: 'POST /api/product',
    actor: 'admin',
    own: ['availableQuantity', 'productPrice'],
    status: 201,
    prepare: async () => ({
      url: '/api/product',
      body: {
        productName: 'Mass Assignment Part',
        productPrice: 120,
        minOrder: 2,
        availableQuantity: 40,
        productImage: '/uploads/part.webp',
        productDescription:
          'A part whose stock, holds and dates come from the server alone. '.repeat(2),
      },
    }),
    stored: async (w) => {
      const [row] = await db(w)
        .select()
        .from(products)
        .where(eq(products.name, 'Mass Assignment Part'));
      expect(row).toMatchObject({
        heldQuantity: 0,
        deletedAt: null,
        availableQuantity: 40,
        pricePoisha: 12_000,
      });
      expect(row!.id).not.toBe(FORGED_ID);
      expect(row!.createdAt.toISOString().startsWith(FORGED_DAY)).toBe(false);
    },
  },
  {
    route: 'PUT /api/product/{id}',
    actor: 'admin',
    own: ['availableQuantity'],
    note: 'a restock: availableQuantity is the other action of this route',
    status: 200,
    prepare: async (w) => {
      const product = await insertProduct(db(w), { availableQuantity: 50 });
      return { url: `/api/product/${product.id}`, body: { restock: 5 }, ids: { id: product.id } };
    },
    stored: async (w, { ids }) => {
      expect(await productRow(w, ids!.id!)).toMatchObject({
        availableQuantity: 55,
        heldQuantity: 0,
        deletedAt: null,
      });
    },
  },
  {
    route: 'PATCH /api/products/{id}',
    actor: 'admin',
    own: ['productPrice'],
    note: 'an edit of the price: the stock, holds, id and dates are not editable',
    status: 200,
    prepare: async (w) => {
      const product = await insertProduct(db(w), { availableQuantity: 50, productPrice: 100 });
      return {
        url: `/api/products/${product.id}`,
        body: { productPrice: 120 },
        ids: { id: product.id },
      };
    },
    stored: async (w, { ids }) => {
      const row = await productRow(w, ids!.id!);
      expect(row).toMatchObject({
        pricePoisha: 12_000,
        availableQuantity: 50,
        heldQuantity: 0,
        deletedAt: null,
      });
      expect(row.id).toBe(ids!.id);
      expect(row.createdAt.toISOString().startsWith(FORGED_DAY)).toBe(false);
    },
  },
  {
    route: 'PATCH /api/products/{id}',
    actor: 'admin',
    note: 'the catalog fields (decision 316): the specification’s search text is derived, never sent',
    status: 200,
    forgedToo: () => ({ specText: FORGED_NAME, categoryPath: [FORGED_NAME] }),
    prepare: async (w) => {
      const category = await insertCategory(db(w), { name: 'Forge Modules' });
      await insertAttribute(db(w), category.id, {
        key: 'capacity_gb',
        name: 'Capacity',
        type: 'number',
        unit: 'GB',
      });
      const product = await insertProduct(db(w), { availableQuantity: 50 });
      return {
        url: `/api/products/${product.id}`,
        body: {
          categoryId: category.id,
          slug: 'forge-module-32',
          specifications: { capacity_gb: 32 },
          details: '## Fitting\n\nSlots A1 and B1 first.',
          gallery: ['/uploads/forge-side.webp'],
        },
        ids: { id: product.id, categoryId: category.id },
      };
    },
    stored: async (w, { ids }) => {
      const row = await productRow(w, ids!.id!);
      expect(row).toMatchObject({
        categoryId: ids!.categoryId,
        slug: 'forge-module-32',
        specifications: { capacity_gb: 32 },
        gallery: ['/uploads/forge-side.webp'],
        availableQuantity: 50,
        heldQuantity: 0,
      });
      expect(row.specText).toContain('32');
    },
  },
  {
    route: 'PATCH /api/products/{id}',
    actor: 'admin',
    note: 'the Bangla texts (decision 326): the product and the language are the URL’s and the key’s',
    status: 200,
    forgedToo: () => ({ productTranslations: [{ productId: FORGED_ID, name: FORGED_NAME }] }),
    prepare: async (w) => {
      const product = await insertProduct(db(w), { availableQuantity: 50 });
      return {
        url: `/api/products/${product.id}`,
        body: {
          translations: {
            bn: { productName: 'পরীক্ষার যন্ত্রাংশ', productId: FORGED_ID, locale: 'fr' },
            fr: { productName: FORGED_NAME },
          },
        },
        ids: { id: product.id },
      };
    },
    stored: async (w, { ids }) => {
      const rows = await db(w)
        .select()
        .from(productTranslations)
        .where(eq(productTranslations.productId, ids!.id!));
      expect(rows).toMatchObject([
        { locale: 'bn', name: 'পরীক্ষার যন্ত্রাংশ', description: null, details: null },
      ]);
    },
  },
  {
    route: 'DELETE /api/product/{id}',
    actor: 'admin',
    status: 200,
    prepare: async (w) => {
      const product = await insertProduct(db(w), { availableQuantity: 50 });
      return { url: `/api/product/${product.id}`, body: {}, ids: { id: product.id } };
    },
    stored: async (w, { ids }) => {
      const row = await productRow(w, ids!.id!);
      expect(row).toMatchObject({ availableQuantity: 50, heldQuantity: 0 });
      expect(row.deletedAt?.toISOString().startsWith(FORGED_DAY)).toBe(false);
    },
  },
  // The catalog (decisions 316, 318, 319): what the server derives or counts is never the client's.
  {
    route: 'POST /api/categories',
    actor: 'admin',
    status: 201,
    forgedToo: () => ({ productCount: FORGED_COUNT, breadcrumbs: [FORGED_NAME] }),
    prepare: async () => ({ url: '/api/categories', body: { name: 'Forge Memory' } }),
    stored: async (w) => {
      const [row] = await db(w)
        .select()
        .from(categories)
        .where(eq(categories.name, 'Forge Memory'));
      expect(row).toMatchObject({ slug: 'forge-memory', parentId: null, description: '' });
      expect(row!.id).not.toBe(FORGED_ID);
    },
  },
  {
    route: 'PATCH /api/categories/{id}',
    actor: 'admin',
    note: 'a new description: the id, slug and dates stay the server’s',
    status: 200,
    forgedToo: () => ({ productCount: FORGED_COUNT }),
    prepare: async (w) => {
      const category = await insertCategory(db(w), { name: 'Forge Storage' });
      return {
        url: `/api/categories/${category.id}`,
        body: { description: 'Drives and controllers' },
        ids: { id: category.id, slug: category.slug },
      };
    },
    stored: async (w, { ids }) => {
      const [row] = await db(w).select().from(categories).where(eq(categories.id, ids!.id!));
      expect(row).toMatchObject({ slug: ids!.slug, description: 'Drives and controllers' });
    },
  },
  {
    route: 'PATCH /api/categories/{id}',
    actor: 'admin',
    note: 'its Bangla name (decision 326): the category is the URL’s',
    status: 200,
    forgedToo: () => ({ categoryTranslations: [{ categoryId: FORGED_ID, name: FORGED_NAME }] }),
    prepare: async (w) => {
      const category = await insertCategory(db(w), { name: 'Forge Adapters' });
      return {
        url: `/api/categories/${category.id}`,
        body: {
          translations: {
            bn: { name: 'অ্যাডাপ্টার', categoryId: FORGED_ID },
            fr: { name: FORGED_NAME },
          },
        },
        ids: { id: category.id },
      };
    },
    stored: async (w, { ids }) => {
      const rows = await db(w)
        .select()
        .from(categoryTranslations)
        .where(eq(categoryTranslations.categoryId, ids!.id!));
      expect(rows).toMatchObject([{ locale: 'bn', name: 'অ্যাডাপ্টার', description: null }]);
    },
  },
  {
    route: 'DELETE /api/categories/{id}',
    actor: 'admin',
    status: 200,
    prepare: async (w) => {
      const category = await insertCategory(db(w), { name: 'Forge Empty' });
      return { url: `/api/categories/${category.id}`, body: {}, ids: { id: category.id } };
    },
    stored: async (w, { ids }) => {
      expect(await db(w).select().from(categories).where(eq(categories.id, ids!.id!))).toEqual([]);
    },
  },
  {
    route: 'POST /api/categories/{id}/attributes',
    actor: 'admin',
    note: 'the category is the URL’s, not a categoryId sent in the body',
    status: 201,
    forgedToo: () => ({ categoryId: FORGED_ID, inherited: true }),
    prepare: async (w) => {
      const category = await insertCategory(db(w), { name: 'Forge Boards' });
      return {
        url: `/api/categories/${category.id}/attributes`,
        body: { key: 'slots', name: 'Slots', type: 'number' },
        ids: { id: category.id },
      };
    },
    stored: async (w, { ids }) => {
      const rows = await db(w)
        .select()
        .from(categoryAttributes)
        .where(eq(categoryAttributes.categoryId, ids!.id!));
      expect(rows).toMatchObject([{ key: 'slots', name: 'Slots', type: 'number' }]);
    },
  },
  {
    route: 'POST /api/categories/{id}/attributes',
    actor: 'admin',
    note: 'its Bangla name and option labels (decision 326): the attribute is the one made',
    status: 201,
    forgedToo: () => ({ optionLabels: { UDIMM: FORGED_NAME } }),
    prepare: async (w) => {
      const category = await insertCategory(db(w), { name: 'Forge Memory Kits' });
      return {
        url: `/api/categories/${category.id}/attributes`,
        body: {
          key: 'kit_type',
          name: 'Kit type',
          type: 'enum',
          options: ['UDIMM', 'RDIMM'],
          translations: {
            bn: { name: 'কিটের ধরন', options: { udimm: 'ইউডিম' }, attributeId: FORGED_ID },
          },
        },
        ids: { id: category.id },
      };
    },
    stored: async (w, { ids }) => {
      const [attribute] = await db(w)
        .select()
        .from(categoryAttributes)
        .where(eq(categoryAttributes.categoryId, ids!.id!));
      const rows = await db(w)
        .select()
        .from(categoryAttributeTranslations)
        .where(eq(categoryAttributeTranslations.attributeId, attribute!.id));
      expect(rows).toMatchObject([
        { locale: 'bn', name: 'কিটের ধরন', optionLabels: { UDIMM: 'ইউডিম' } },
      ]);
    },
  },
  {
    route: 'PATCH /api/category-attributes/{id}',
    actor: 'admin',
    note: 'the key, type and category of an attribute never change',
    status: 200,
    forgedToo: (w) => ({ key: 'forged_key', type: 'enum', categoryId: w.product.id }),
    prepare: async (w) => {
      const category = await insertCategory(db(w), { name: 'Forge Cables' });
      const attribute = await insertAttribute(db(w), category.id, {
        key: 'length_m',
        name: 'Length',
        type: 'number',
        unit: 'm',
      });
      return {
        url: `/api/category-attributes/${attribute.id}`,
        body: { name: 'Cable length' },
        ids: { id: attribute.id, categoryId: category.id },
      };
    },
    stored: async (w, { ids }) => {
      const [row] = await db(w)
        .select()
        .from(categoryAttributes)
        .where(eq(categoryAttributes.id, ids!.id!));
      expect(row).toMatchObject({
        key: 'length_m',
        type: 'number',
        name: 'Cable length',
        categoryId: ids!.categoryId,
      });
    },
  },
  {
    route: 'DELETE /api/category-attributes/{id}',
    actor: 'admin',
    status: 200,
    prepare: async (w) => {
      const category = await insertCategory(db(w), { name: 'Forge Fans' });
      const attribute = await insertAttribute(db(w), category.id, {
        key: 'rpm',
        name: 'Speed',
        type: 'number',
      });
      return {
        url: `/api/category-attributes/${attribute.id}`,
        body: {},
        ids: { id: attribute.id },
      };
    },
    stored: async (w, { ids }) => {
      expect(
        await db(w).select().from(categoryAttributes).where(eq(categoryAttributes.id, ids!.id!)),
      ).toEqual([]);
    },
  },
  {
    route: 'POST /api/products/{id}/documents',
    actor: 'admin',
    note: 'multipart, at most 10 fields (a larger form is refused whole, 413): the forged ones beside the PDF',
    status: 201,
    forgedOnly: ['id', 'createdAt', 'userId', 'userImage', 'deletedAt'],
    forgedToo: () => ({ url: FORGED_IMAGE, storageKey: FORGED_IMAGE, sizeBytes: FORGED_COUNT }),
    prepare: async (w) => {
      const product = await insertProduct(db(w));
      return {
        url: `/api/products/${product.id}/documents`,
        form: await documentForm('Forge datasheet'),
        ids: { id: product.id },
      };
    },
    stored: async (w, { ids }) => {
      const rows = await db(w)
        .select()
        .from(productDocuments)
        .where(eq(productDocuments.productId, ids!.id!));
      expect(rows).toMatchObject([{ kind: 'datasheet', title: 'Forge datasheet' }]);
      expect(rows[0]!.createdById).toBe(w.admin.id);
    },
  },
  {
    route: 'DELETE /api/products/{id}/documents/{documentId}',
    actor: 'admin',
    status: 200,
    prepare: async (w) => {
      const product = await insertProduct(db(w));
      const document = await attachDocument(w.t.app, w.admin, product.id);
      return {
        url: `/api/products/${product.id}/documents/${document.id}`,
        body: {},
        ids: { id: product.id },
      };
    },
    stored: async (w, { ids }) => {
      expect(
        await db(w).select().from(productDocuments).where(eq(productDocuments.productId, ids!.id!)),
      ).toEqual([]);
    },
  },
  {
    route: 'POST /api/product-imports',
    actor: 'admin',
    note: 'a CSV body: the forged fields travel as query parameters beside fileName',
    status: 202,
    forgedToo: () => ({
      processedRows: FORGED_COUNT,
      totalRows: FORGED_COUNT,
      createRows: FORGED_COUNT,
      errorRows: 0,
      appliedAt: `${FORGED_DAY}T04:05:06.000Z`,
      failure: FORGED_NAME,
    }),
    prepare: async () => ({
      url: '/api/product-imports?fileName=forge.csv',
      csv: catalogCsv(['FORGE-UPLOAD-1']),
    }),
    stored: async (w) => {
      const [row] = await db(w)
        .select()
        .from(productImports)
        .where(eq(productImports.fileName, 'forge.csv'));
      expect(row).toMatchObject({ totalRows: 1, appliedAt: null, createdById: w.admin.id });
      expect(['reading', 'checked']).toContain(row!.status);
      expect(row!.processedRows).toBeLessThanOrEqual(1);
    },
  },
  {
    route: 'POST /api/product-imports/{id}/apply',
    actor: 'admin',
    note: 'the products are the checked file’s, not the body’s',
    status: 200,
    prepare: async (w) => {
      const checked = await checkedImport(w.t.app, w.admin, catalogCsv(['FORGE-APPLY-1']));
      return { url: `/api/product-imports/${checked.id}/apply`, body: {}, ids: { id: checked.id } };
    },
    stored: async (w, { ids }) => {
      const [row] = await db(w)
        .select()
        .from(productImports)
        .where(eq(productImports.id, ids!.id!));
      expect(row).toMatchObject({ status: 'applied', totalRows: 1, createRows: 1 });
      const [product] = await db(w)
        .select()
        .from(products)
        .where(eq(products.sku, 'FORGE-APPLY-1'));
      expect(product).toMatchObject({ availableQuantity: 100, heldQuantity: 0, deletedAt: null });
    },
  },
  {
    route: 'POST /api/review',
    actor: 'clientA',
    status: 201,
    prepare: async (w) => {
      const id = await paidOrder(w, true);
      return {
        url: '/api/review',
        body: { orderId: id, review: 'Sturdy parts, well packed.', rating: 4 },
        ids: { id },
      };
    },
    stored: async (w, { ids }) => {
      const [review] = await db(w).select().from(reviews).where(eq(reviews.orderId, ids!.id!));
      expect(review).toMatchObject({ userId: w.clientA.id, userName: w.clientA.name, rating: 4 });
      expect(review!.userImage).not.toBe(FORGED_IMAGE);
      expect(await orderRow(w, ids!.id!)).toMatchObject({ status: 'delivered', isReviewed: true });
    },
  },
  {
    route: 'POST /api/login',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => ({ url: '/api/login', body: { email: w.clientA.email } }),
  },
  {
    route: 'PUT /api/user/{email}',
    actor: 'clientA',
    note: '`email` and `role` are this body’s documented, ignored fields',
    status: 200,
    prepare: async (w) => ({ url: `/api/user/${w.clientA.email}`, body: {} }),
  },
  {
    route: 'PUT /api/update/user/{email}',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => ({
      url: `/api/update/user/${w.clientA.email}`,
      body: { institution: 'BUET', locale: 'bn' },
    }),
    stored: async (w) => {
      const row = await userRow(w, w.clientA.id);
      expect(row).toMatchObject({
        email: w.clientA.email,
        role: 'user',
        institution: 'BUET',
        locale: 'bn',
        emailVerified: false,
      });
      expect(row.name).not.toBe(FORGED_NAME);
    },
  },
  {
    route: 'PUT /api/user/admin/{email}',
    actor: 'admin',
    status: 200,
    prepare: async (w) => {
      const target = await signUpUser(w.t.app, { name: 'Promoted' });
      return {
        url: `/api/user/admin/${target.email}`,
        body: { role: 'user' },
        ids: { email: target.email },
      };
    },
    roleChanges: (_w, { ids }) => ({ [ids!.email!]: 'admin' }),
  },
  {
    route: 'DELETE /api/user/admin/{email}',
    actor: 'admin',
    status: 200,
    prepare: async (w) => {
      const target = await createAdmin(w.t.app, { name: 'Demoted' });
      return {
        url: `/api/user/admin/${target.email}`,
        body: { role: 'admin' },
        ids: { email: target.email },
      };
    },
    roleChanges: (_w, { ids }) => ({ [ids!.email!]: 'user' }),
  },
  {
    route: 'POST /api/images',
    actor: 'clientA',
    note: 'multipart: the forged fields travel as form fields beside the file',
    status: 201,
    prepare: async () => ({ url: '/api/images', form: imageForm(await makeImage('png', 8, 8)) }),
  },
  // The cart, checkout and address book (decisions 125–128).
  {
    route: 'POST /api/cart/lines',
    actor: 'clientA',
    note: 'a price sent beside the line is not the price of the line',
    status: 200,
    forgedToo: () => FORGED_PRICES,
    prepare: async (w) => ({
      url: '/api/cart/lines',
      body: { productId: w.product.id, quantity: 12 },
    }),
    stored: async (w) => {
      expect(await cartLineOfA(w)).toMatchObject({ productId: w.product.id, quantity: 12 });
    },
  },
  {
    route: 'PUT /api/cart/lines/{productId}',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => {
      await addToCart(w.t.app, w.clientA, w.product.id, 10);
      return { url: `/api/cart/lines/${w.product.id}`, body: { quantity: 15 } };
    },
    stored: async (w) => {
      expect(await cartLineOfA(w)).toMatchObject({ productId: w.product.id, quantity: 15 });
    },
  },
  {
    route: 'POST /api/cart/quick-order',
    actor: 'clientA',
    status: 200,
    forgedToo: () => FORGED_PRICES,
    prepare: async (w) => ({ url: '/api/cart/quick-order', body: { csv: `${w.product.sku}, 20` } }),
    stored: async (w) => {
      expect(await cartLineOfA(w)).toMatchObject({ productId: w.product.id, quantity: 20 });
    },
  },
  {
    route: 'DELETE /api/cart/lines/{productId}',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => {
      await addToCart(w.t.app, w.clientA, w.product.id, 10);
      return { url: `/api/cart/lines/${w.product.id}` };
    },
  },
  {
    route: 'POST /api/checkout',
    actor: 'clientA',
    status: 201,
    forgedToo: () => FORGED_PRICES,
    prepare: async (w) => {
      await addAddress(w.t.app, w.clientA);
      await addToCart(w.t.app, w.clientA, w.product.id, 10);
      return { url: '/api/checkout', body: { poNumber: 'PO-1' } };
    },
    stored: async (w) => {
      const [order] = await db(w).select().from(orders).where(eq(orders.poNumber, 'PO-1'));
      expect(order).toMatchObject({
        status: 'unpaid',
        userId: w.clientA.id,
        userEmail: w.clientA.email,
        quantity: 10,
        totalPoisha: w.product.pricePoisha * 10,
      });
    },
  },
  {
    route: 'POST /api/quotes',
    actor: 'clientA',
    status: 201,
    prepare: async (w) => {
      await addToCart(w.t.app, w.clientA, w.product.id, 10);
      return { url: '/api/quotes', body: { message: 'MA-quote' } };
    },
    stored: async (w) => {
      const [quote] = await db(w).select().from(quotes).where(eq(quotes.message, 'MA-quote'));
      expect(quote).toMatchObject({
        status: 'requested',
        userId: w.clientA.id,
        userEmail: w.clientA.email,
        currentVersion: 0,
        orderId: null,
      });
    },
  },
  {
    route: 'POST /api/admin/quotes/{id}/versions',
    actor: 'admin',
    status: 201,
    prepare: async (w) => {
      const id = await quoteOf(w, false);
      return {
        url: `/api/admin/quotes/${id}/versions`,
        body: {
          lines: [{ productId: w.product.id, quantity: 10, unitPrice: 7 }],
          validUntil: dayFromToday(5),
          message: 'MA-answer',
        },
        ids: { id },
      };
    },
    stored: async (w, { ids }) => {
      const quote = await quoteRow(w, ids!.id!);
      expect(quote).toMatchObject({ status: 'quoted', currentVersion: 1, orderId: null });
    },
  },
  {
    route: 'POST /api/quotes/{id}/accept',
    actor: 'clientA',
    status: 201,
    note: 'the quoted prices, never the sent ones; paid only by the server',
    prepare: async (w) => {
      const id = await quoteOf(w, true);
      return {
        url: `/api/quotes/${id}/accept`,
        body: {
          version: 1,
          status: 'paid',
          isPaid: true,
          companyId: FORGED_ID,
          unitPrice: 0.01,
          lineTotal: 0.01,
          validUntil: '2099-12-31',
          lines: [{ productId: w.product.id, quantity: 5, unitPrice: 0.01 }],
        },
        ids: { id },
      };
    },
    stored: async (w, { ids }) => {
      const quote = await quoteRow(w, ids!.id!);
      expect(quote).toMatchObject({ status: 'accepted', userId: w.clientA.id });
      const order = await orderRow(w, quote.orderId!);
      expect(order).toMatchObject({
        status: 'unpaid',
        isPaid: false,
        paymentMethod: 'card',
        userEmail: w.clientA.email,
        quantity: 10,
        totalPoisha: 7000,
      });
    },
  },
  {
    route: 'POST /api/quotes/{id}/decline',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => {
      const id = await quoteOf(w, true);
      return { url: `/api/quotes/${id}/decline`, ids: { id } };
    },
    stored: async (w, { ids }) => {
      const quote = await quoteRow(w, ids!.id!);
      expect(quote).toMatchObject({ status: 'declined', orderId: null, currentVersion: 1 });
    },
  },
  {
    route: 'POST /api/quotes/{id}/messages',
    actor: 'clientA',
    status: 201,
    prepare: async (w) => {
      const id = await quoteOf(w, false);
      return { url: `/api/quotes/${id}/messages`, body: { body: 'MA-message' }, ids: { id } };
    },
    stored: async (w, { ids }) => {
      const quote = await quoteRow(w, ids!.id!);
      expect(quote).toMatchObject({ status: 'requested', userId: w.clientA.id });
    },
  },
  {
    route: 'POST /api/orders/{id}/buy-again',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => {
      const id = await paidOrder(w);
      return { url: `/api/orders/${id}/buy-again`, ids: { id } };
    },
    stored: async (w, { ids }) => {
      expect(await orderRow(w, ids!.id!)).toMatchObject({ status: 'paid' });
    },
  },
  {
    route: 'POST /api/addresses',
    actor: 'clientA',
    status: 201,
    prepare: async () => ({
      url: '/api/addresses',
      body: { label: 'Depot', address: 'Shed 4, Savar', phoneNumber: '01811000000' },
    }),
    stored: async (w) => {
      const rows = await db(w).select().from(addresses).where(eq(addresses.label, 'Depot'));
      expect(rows.map((row) => row.userId)).toEqual([w.clientA.id]);
    },
  },
  {
    route: 'PUT /api/addresses/{id}',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => {
      const id = await addAddress(w.t.app, w.clientA, 'Branch');
      return {
        url: `/api/addresses/${id}`,
        body: { label: 'Branch', address: 'Road 2, Gulshan', phoneNumber: '01911000000' },
        ids: { id },
      };
    },
    stored: async (w, { ids }) => {
      const [row] = await db(w).select().from(addresses).where(eq(addresses.id, ids!.id!));
      expect(row).toMatchObject({ userId: w.clientA.id, address: 'Road 2, Gulshan' });
    },
  },
  {
    route: 'DELETE /api/addresses/{id}',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => ({ url: `/api/addresses/${await addAddress(w.t.app, w.clientA)}` }),
  },
  // A buyer's API keys and webhooks (decisions 190, 192): owner, secret and company come from the
  // server.
  {
    route: 'POST /api/api-keys',
    actor: 'clientA',
    status: 201,
    prepare: async () => ({
      url: '/api/api-keys',
      body: { name: 'Forge ERP', scopes: ['orders:read'], currentPassword: TEST_PASSWORD },
    }),
    stored: async (w) => {
      const rows = await db(w).select().from(apiKeys).where(eq(apiKeys.name, 'Forge ERP'));
      expect(rows.map((row) => [row.userId, row.companyId])).toEqual([[w.clientA.id, null]]);
    },
  },
  {
    route: 'DELETE /api/api-keys/{id}',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => ({
      url: `/api/api-keys/${(await createApiKey(w.t.app, w.clientA, ['orders:read'])).id}`,
    }),
  },
  {
    route: 'POST /api/webhooks/endpoints',
    actor: 'clientA',
    status: 201,
    prepare: async () => ({
      url: '/api/webhooks/endpoints',
      body: {
        url: 'http://erp.invalid/forge',
        events: ['order.paid'],
        currentPassword: TEST_PASSWORD,
      },
    }),
    stored: async (w) => {
      const rows = await db(w)
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.url, 'http://erp.invalid/forge'));
      expect(rows.map((row) => [row.userId, row.companyId, row.events])).toEqual([
        [w.clientA.id, null, ['order.paid']],
      ]);
    },
  },
  {
    route: 'POST /api/webhooks/deliveries/{id}/resend',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => {
      await w.t.app.inject({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        headers: w.clientA.headers,
        payload: {
          url: 'http://erp.invalid/placed',
          events: ['order.placed'],
          currentPassword: TEST_PASSWORD,
        },
      });
      await placeOrder(w.t.app, w.clientA, w.product.id);
      const log = await w.t.app.inject({
        url: '/api/webhooks/deliveries',
        headers: w.clientA.headers,
      });
      return { url: `/api/webhooks/deliveries/${log.json<{ _id: string }[]>()[0]!._id}/resend` };
    },
  },
  {
    route: 'POST /api/webhooks/endpoints/{id}/test',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => {
      const created = await w.t.app.inject({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        headers: w.clientA.headers,
        payload: {
          url: 'http://erp.invalid/ping',
          events: ['order.paid'],
          currentPassword: TEST_PASSWORD,
        },
      });
      return {
        url: `/api/webhooks/endpoints/${created.json<{ endpoint: { _id: string } }>().endpoint._id}/test`,
      };
    },
  },
  {
    route: 'DELETE /api/webhooks/endpoints/{id}',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => {
      const created = await w.t.app.inject({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        headers: w.clientA.headers,
        payload: {
          url: 'http://erp.invalid/gone',
          events: ['order.paid'],
          currentPassword: TEST_PASSWORD,
        },
      });
      return {
        url: `/api/webhooks/endpoints/${created.json<{ endpoint: { _id: string } }>().endpoint._id}`,
      };
    },
  },
  // Companies (decisions 130–133). The first row makes client A the company admin of the rest.
  {
    route: 'POST /api/company',
    actor: 'clientA',
    status: 201,
    prepare: async () => ({ url: '/api/company', body: companyInput({ name: 'Forge Works' }) }),
    stored: async (w) => {
      expect(await membershipOf(w, w.clientA.id)).toMatchObject({
        role: 'admin',
        monthlySpendingLimitPoisha: null,
      });
      expect(await withholdingOf(w)).toEqual({ vatWithholding: false, incomeTaxDeductor: false });
    },
  },
  {
    route: 'PUT /api/company',
    actor: 'clientA',
    status: 200,
    prepare: async () => ({
      url: '/api/company',
      body: companyInput({ name: 'Forge Works Ltd.' }),
    }),
    stored: async (w) => {
      expect(await withholdingOf(w)).toEqual({ vatWithholding: false, incomeTaxDeductor: false });
    },
  },
  {
    route: 'PUT /api/company/members/{userId}',
    actor: 'clientA',
    own: ['role'],
    status: 200,
    prepare: async (w) => {
      const member = await newMember(w);
      return {
        url: `/api/company/members/${member.id}`,
        body: { role: 'buyer', monthlySpendingLimit: 500 },
        ids: { id: member.id },
      };
    },
    stored: async (w, { ids }) => {
      expect(await membershipOf(w, ids!.id!)).toMatchObject({
        role: 'buyer',
        monthlySpendingLimitPoisha: 50_000,
      });
    },
  },
  {
    route: 'DELETE /api/company/members/{userId}',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => ({ url: `/api/company/members/${(await newMember(w)).id}` }),
  },
  {
    route: 'POST /api/company/invitations',
    actor: 'clientA',
    own: ['email', 'role'],
    status: 201,
    prepare: async (w) => {
      // Invitations are sent from a verified address only (decision 294).
      await verifyEmail(w.t.app, w.clientA);
      return {
        url: '/api/company/invitations',
        body: { email: 'invitee@example.com', role: 'buyer', monthlySpendingLimit: 100 },
      };
    },
    stored: async (w) => {
      const rows = await db(w)
        .select()
        .from(companyInvitations)
        .where(eq(companyInvitations.email, 'invitee@example.com'));
      expect(
        rows.map((row) => [row.role, row.monthlySpendingLimitPoisha, row.invitedById]),
      ).toEqual([['buyer', 10_000, w.clientA.id]]);
    },
  },
  {
    route: 'DELETE /api/company/invitations/{id}',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => {
      const { id } = await insertInvitation(db(w), await companyOf(w), 'leaver@example.com');
      return { url: `/api/company/invitations/${id}` };
    },
  },
  {
    route: 'POST /api/invitations/{token}/accept',
    actor: 'clientB',
    status: 200,
    prepare: async (w) => {
      const { token } = await insertInvitation(db(w), await companyOf(w), w.clientB.email, {
        limitPoisha: 70_000,
      });
      return { url: `/api/invitations/${token}/accept` };
    },
    stored: async (w) => {
      expect(await membershipOf(w, w.clientB.id)).toMatchObject({
        role: 'buyer',
        monthlySpendingLimitPoisha: 70_000,
      });
    },
    note: 'the role and limit are the invitation’s, not the body’s',
  },
  {
    route: 'POST /api/company/orders/{id}/approve',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => {
      const id = await awaitingOrder(w);
      return { url: `/api/company/orders/${id}/approve`, body: {}, ids: { id } };
    },
    stored: async (w, { ids }) => {
      expect(await orderRow(w, ids!.id!)).toMatchObject({
        status: 'unpaid',
        isPaid: false,
        approvedById: w.clientA.id,
      });
    },
  },
  {
    route: 'POST /api/company/orders/{id}/decline',
    actor: 'clientA',
    status: 200,
    prepare: async (w) => {
      const id = await awaitingOrder(w);
      return { url: `/api/company/orders/${id}/decline`, body: { comment: 'No' }, ids: { id } };
    },
    stored: async (w, { ids }) => {
      expect(await orderRow(w, ids!.id!)).toMatchObject({ status: 'declined', isPaid: false });
    },
  },
  {
    route: 'PUT /api/admin/companies/{id}',
    actor: 'admin',
    status: 200,
    prepare: async (w) => ({
      url: `/api/admin/companies/${await companyOf(w)}`,
      body: companyInput({ name: 'Forge Works PLC' }),
    }),
  },
  {
    route: 'PATCH /api/admin/companies/{id}/tax-profile',
    actor: 'admin',
    own: ['vatWithholding', 'incomeTaxDeductor'],
    status: 200,
    prepare: async (w) => ({
      url: `/api/admin/companies/${await companyOf(w)}/tax-profile`,
      body: { country: 'BD', vatWithholding: false, incomeTaxDeductor: false },
    }),
    stored: async (w) => {
      expect(await withholdingOf(w)).toEqual({ vatWithholding: false, incomeTaxDeductor: false });
    },
  },
  {
    route: 'PUT /api/admin/companies/{id}/credit',
    actor: 'admin',
    status: 200,
    prepare: async (w) => ({
      url: `/api/admin/companies/${await companyOf(w)}/credit`,
      body: { paymentTermsDays: 30, creditLimit: 50_000 },
    }),
  },
  {
    route: 'PUT /api/admin/shop-settings',
    actor: 'admin',
    own: ['email'],
    status: 200,
    prepare: async () => ({
      url: '/api/admin/shop-settings',
      body: buildShopSettingsInput({ legalName: 'Forge Works PLC' }),
    }),
    stored: async (w) => {
      const res = await w.t.app.inject({
        url: '/api/admin/shop-settings',
        headers: w.admin.headers,
      });
      expect(res.json()).toMatchObject({ legalName: 'Forge Works PLC' });
      expect(res.json()).not.toHaveProperty('id');
    },
  },
  {
    route: 'POST /api/admin/exchange-rates',
    actor: 'admin',
    status: 201,
    note: "who recorded a rate and when are the server's (decision 324)",
    forgedToo: () => ({
      createdById: FORGED_ID,
      recordedAt: `${FORGED_DAY}T04:05:06.000Z`,
      effectiveFrom: FORGED_DAY,
    }),
    prepare: async () => ({
      url: '/api/admin/exchange-rates',
      body: { currency: 'USD', bdtPerUnit: '122.5', effectiveOn: addDays(shopDay(), -1) },
    }),
    stored: async (w) => {
      const [rate] = await db(w).select().from(exchangeRates);
      expect(rate).toMatchObject({
        currency: 'USD',
        bdtPerUnit: '122.500000',
        effectiveOn: addDays(shopDay(), -1),
        createdById: w.admin.id,
      });
      expect(Date.now() - rate!.createdAt.getTime()).toBeLessThan(60_000);
    },
  },
  {
    route: 'PUT /api/admin/currencies/{code}',
    actor: 'admin',
    status: 200,
    note: "the path names the currency; the list of enabled ones and the counts are the server's",
    forgedToo: () => ({
      code: 'USD',
      enabledCurrencies: ['GBP', 'USD'],
      base: true,
      companyCount: FORGED_COUNT,
      rateToday: { bdtPerUnit: '0.01', effectiveOn: FORGED_DAY, source: FORGED_NAME },
    }),
    prepare: async (w) => {
      await db(w)
        .insert(exchangeRates)
        .values({ currency: 'EUR', bdtPerUnit: '131', effectiveOn: shopDay() });
      return { url: '/api/admin/currencies/EUR', body: { enabled: true } };
    },
    stored: async (w) => {
      const [settings] = await db(w).select().from(shopSettings);
      expect(settings?.enabledCurrencies).toEqual(['EUR']);
      const res = await w.t.app.inject({ url: '/api/admin/currencies', headers: w.admin.headers });
      expect(res.json().currencies).toContainEqual(
        expect.objectContaining({
          code: 'EUR',
          enabled: true,
          companyCount: 0,
          rateToday: { bdtPerUnit: '131', effectiveOn: shopDay(), source: 'Bangladesh Bank' },
        }),
      );
    },
  },
  {
    route: 'POST /api/products/tax-rates',
    actor: 'admin',
    status: 200,
    prepare: async (w) => ({
      url: '/api/products/tax-rates',
      body: { productIds: [w.product.id], vatRate: 1000 },
    }),
  },
  {
    route: 'POST /api/admin/invoices/{number}/credit-notes',
    actor: 'admin',
    status: 201,
    prepare: async (w) => {
      await insertInvoiceOnAccount(
        db(w),
        { id: await companyOf(w), name: 'Forge Works PLC', buyer: w.clientA },
        { totalPoisha: 100_000, daysAgo: 1, number: 'PL-2020-000902' },
      );
      return {
        url: '/api/admin/invoices/PL-2020-000902/credit-notes',
        body: { reason: 'Line returned', lines: [{ sku: 'OLD-1', quantity: 1 }] },
      };
    },
  },
  {
    route: 'POST /api/admin/invoices/{number}/debit-notes',
    actor: 'admin',
    own: ['amount'],
    status: 201,
    prepare: async (w) => {
      await insertInvoiceOnAccount(
        db(w),
        { id: await companyOf(w), name: 'Forge Works PLC', buyer: w.clientA },
        { totalPoisha: 100_000, daysAgo: 1, number: 'PL-2020-000903' },
      );
      return {
        url: '/api/admin/invoices/PL-2020-000903/debit-notes',
        body: { reason: 'Price corrected', lines: [{ sku: 'OLD-1', amount: 100 }] },
      };
    },
  },
  {
    route: 'POST /api/admin/companies/{id}/payments',
    actor: 'admin',
    own: ['amount'],
    status: 201,
    prepare: async (w) => {
      const companyId = await companyOf(w);
      const invoice = await insertInvoiceOnAccount(
        db(w),
        { id: companyId, name: 'Forge Works PLC', buyer: w.clientA },
        { totalPoisha: 100_000, daysAgo: 1, number: 'PL-2020-000901' },
      );
      return {
        url: `/api/admin/companies/${companyId}/payments`,
        body: {
          amount: 400,
          receivedOn: '2026-01-15',
          reference: 'BANK-REF-1',
          allocations: [{ invoiceId: invoice.id, amount: 400 }],
        },
      };
    },
  },
  // Contract pricing (decision 320), after the company rows: client A's company buys at its
  // price lists' prices, which are the shop admin's to set and the server's to compute.
  {
    route: 'POST /api/checkout',
    actor: 'clientA',
    note: "a contract buyer pays their list's price, whatever price or list they send",
    status: 201,
    forgedToo: () => FORGED_PRICES,
    prepare: async (w) => {
      const list = await insertPriceList(db(w), {
        name: 'Forge checkout contract',
        companyIds: [await companyOf(w)],
        entries: [{ productId: w.product.id, minQuantity: 1, unitPricePoisha: 4_200 }],
      });
      // What the rows before left in the cart goes: 10 pieces, at the contract's price.
      await db(w).delete(cartItems).where(eq(cartItems.userId, w.clientA.id));
      await addAddress(w.t.app, w.clientA);
      await addToCart(w.t.app, w.clientA, w.product.id, 10);
      return { url: '/api/checkout', body: { poNumber: 'PO-CONTRACT' }, ids: { listId: list.id } };
    },
    stored: async (w, { ids }) => {
      const [order] = await db(w).select().from(orders).where(eq(orders.poNumber, 'PO-CONTRACT'));
      expect(order).toMatchObject({ status: 'unpaid', quantity: 10, totalPoisha: 42_000 });
      const [list] = await db(w).select().from(priceLists).where(eq(priceLists.id, ids!.listId!));
      const lines = await db(w).select().from(orderLines).where(eq(orderLines.orderId, order!.id));
      expect(lines).toMatchObject([
        {
          unitPricePoisha: 4_200,
          priceListId: list!.id,
          priceListName: list!.name,
          listUnitPricePoisha: w.product.pricePoisha,
        },
      ]);
      // The list stops applying: the rows after this one buy at list price.
      await db(w).delete(priceLists).where(eq(priceLists.id, ids!.listId!));
    },
  },
  {
    route: 'POST /api/customer-groups',
    actor: 'admin',
    status: 201,
    forgedToo: () => ({ companyCount: FORGED_COUNT, updatedAt: `${FORGED_DAY}T04:05:06.000Z` }),
    prepare: async () => ({ url: '/api/customer-groups', body: { name: 'Forge Distributors' } }),
    stored: async (w) => {
      const [group] = await db(w)
        .select()
        .from(customerGroups)
        .where(eq(customerGroups.name, 'Forge Distributors'));
      expect(group!.id).not.toBe(FORGED_ID);
    },
  },
  {
    route: 'PATCH /api/customer-groups/{id}',
    actor: 'admin',
    status: 200,
    forgedToo: () => ({ companyCount: FORGED_COUNT }),
    prepare: async (w) => {
      const group = await insertCustomerGroup(db(w), 'Forge Resellers');
      return {
        url: `/api/customer-groups/${group.id}`,
        body: { name: 'Forge Wholesale' },
        ids: { id: group.id },
      };
    },
    stored: async (w, { ids }) => {
      const [group] = await db(w)
        .select()
        .from(customerGroups)
        .where(eq(customerGroups.id, ids!.id!));
      expect(group).toMatchObject({ name: 'Forge Wholesale' });
    },
  },
  {
    route: 'DELETE /api/customer-groups/{id}',
    actor: 'admin',
    status: 200,
    prepare: async (w) => {
      const group = await insertCustomerGroup(db(w), 'Forge Leftovers');
      return { url: `/api/customer-groups/${group.id}`, body: {}, ids: { id: group.id } };
    },
    stored: async (w, { ids }) => {
      expect(
        await db(w).select().from(customerGroups).where(eq(customerGroups.id, ids!.id!)),
      ).toEqual([]);
    },
  },
  // Shipping (decision 321): the body of a shipment is strict, each of its lines too; marking one
  // delivered takes no body, so whatever is sent is ignored.
  {
    route: 'POST /api/orders/{id}/shipments',
    actor: 'admin',
    own: ['shippedOn'],
    note: 'strict body: the forged fields refuse it whole, nothing ships',
    status: 400,
    forgedToo: () => FORGED_SHIPMENT,
    prepare: async (w) => {
      const order = await orderToShip(w);
      return {
        url: `/api/orders/${order.orderId}/shipments`,
        body: {
          lines: [{ orderLineId: order.lineId, quantity: 4 }],
          carrierId: order.carrierId,
          trackingNumber: 'FORGE-1',
        },
        ids: order,
      };
    },
    stored: (w, { ids }) => expectNothingShipped(w, ids!),
  },
  {
    route: 'POST /api/orders/{id}/shipments',
    actor: 'admin',
    forgedOnly: [],
    note: "a line's forged shippedQuantity beside its pieces: strict too, nothing ships",
    status: 400,
    prepare: async (w) => {
      const order = await orderToShip(w);
      return {
        url: `/api/orders/${order.orderId}/shipments`,
        body: {
          lines: [{ orderLineId: order.lineId, quantity: 4, shippedQuantity: FORGED_COUNT }],
          carrierId: order.carrierId,
          trackingNumber: 'FORGE-2',
        },
        ids: order,
      };
    },
    stored: (w, { ids }) => expectNothingShipped(w, ids!),
  },
  {
    route: 'POST /api/orders/{id}/shipments',
    actor: 'admin',
    forgedOnly: [],
    note: "a forged return (a no-charge replacement) and a serial's forged warranty end: strict, nothing ships",
    status: 400,
    prepare: async (w) => {
      const order = await orderToShip(w);
      return {
        url: `/api/orders/${order.orderId}/shipments`,
        body: {
          lines: [
            {
              orderLineId: order.lineId,
              quantity: 1,
              serials: ['FORGE-SN-1'],
              warrantyEndsOn: '2099-12-31',
              replacesSerialId: FORGED_ID,
            },
          ],
          returnId: FORGED_ID,
          returnNumber: `RMA-${FORGED_COUNT}`,
          carrierId: order.carrierId,
          trackingNumber: 'FORGE-4',
        },
        ids: order,
      };
    },
    stored: (w, { ids }) => expectNothingShipped(w, ids!),
  },
  {
    route: 'POST /api/shipments/{id}/delivered',
    actor: 'admin',
    note: 'no body: the forged fields are ignored, the shipment is the one made, delivered now',
    status: 200,
    forgedToo: () => FORGED_SHIPMENT,
    prepare: async (w) => {
      const order = await orderToShip(w);
      const made = await postShipment(w.t.app, w.admin, order.orderId, {
        lines: [{ orderLineId: order.lineId, quantity: 4 }],
        carrierId: order.carrierId,
        trackingNumber: 'FORGE-3',
      });
      expect(made.statusCode, made.body).toBe(201);
      const shipment = made.json<{ _id: string; number: string }>();
      return {
        url: `/api/shipments/${shipment._id}/delivered`,
        ids: { ...order, id: shipment._id, number: shipment.number },
      };
    },
    stored: async (w, { ids }) => {
      const [shipment] = await db(w).select().from(shipments).where(eq(shipments.id, ids!.id!));
      expect(shipment).toMatchObject({
        number: ids!.number,
        orderId: ids!.orderId,
        carrierId: ids!.carrierId,
        carrierName: 'Pathao Courier',
        trackingNumber: 'FORGE-3',
        createdBy: w.admin.id,
      });
      expect(shipment!.deliveredAt).not.toBeNull();
      expect(shipment!.deliveredAt!.toISOString().startsWith(FORGED_DAY)).toBe(false);
      expect(
        await db(w)
          .select({ orderLineId: shipmentLines.orderLineId, quantity: shipmentLines.quantity })
          .from(shipmentLines)
          .where(eq(shipmentLines.shipmentId, ids!.id!)),
      ).toEqual([{ orderLineId: ids!.lineId, quantity: 4 }]);
      const [line] = await db(w).select().from(orderLines).where(eq(orderLines.id, ids!.lineId!));
      expect(line!.shippedQuantity).toBe(4);
    },
  },
  {
    route: 'POST /api/orders/{id}/cancel-unshipped',
    actor: 'clientB',
    note: 'no body: the forged fields are ignored; what shipped stays, the rest is cancelled',
    status: 200,
    forgedToo: () => FORGED_SHIPMENT,
    prepare: async (w) => {
      // Paid by bank transfer: the shop refunds the rest by bank, against the credit note.
      const order = await orderToShip(w, {
        paymentMethod: 'bank_transfer',
        paymentProvider: 'bank_transfer',
      });
      const made = await postShipment(w.t.app, w.admin, order.orderId, {
        lines: [{ orderLineId: order.lineId, quantity: 4 }],
        carrierId: order.carrierId,
        trackingNumber: 'FORGE-4',
      });
      expect(made.statusCode, made.body).toBe(201);
      return {
        url: `/api/orders/${order.orderId}/cancel-unshipped`,
        ids: { ...order, id: order.orderId },
      };
    },
    stored: async (w, { ids }) => {
      const [line] = await db(w).select().from(orderLines).where(eq(orderLines.id, ids!.lineId!));
      expect(line).toMatchObject({ quantity: 10, shippedQuantity: 4, cancelledQuantity: 6 });
      const order = await orderRow(w, ids!.orderId!);
      expect(order).toMatchObject({ status: 'delivered', userEmail: w.clientB.email });
      expect(
        await db(w).select().from(shipments).where(eq(shipments.orderId, ids!.orderId!)),
      ).toHaveLength(1);
    },
  },
  // Carriers (decision 321): their bodies are strict, so forged fields refuse them whole.
  {
    route: 'POST /api/carriers',
    actor: 'admin',
    note: 'strict body: the forged fields refuse it whole, nothing is stored',
    status: 400,
    prepare: async () => ({
      url: '/api/carriers',
      body: { name: 'Forge Courier', kind: 'courier' },
    }),
    stored: async (w) => {
      expect(await db(w).select().from(carriers).where(eq(carriers.name, 'Forge Courier'))).toEqual(
        [],
      );
    },
  },
  {
    route: 'PUT /api/carriers/{id}',
    actor: 'admin',
    note: 'strict body: the forged fields refuse it whole, the carrier stays as it was',
    status: 400,
    prepare: async (w) => {
      const [carrier] = await db(w)
        .insert(carriers)
        .values({ name: 'Forge Freight', kind: 'courier' })
        .returning();
      return {
        url: `/api/carriers/${carrier!.id}`,
        body: { name: 'Forge Freight Ltd.', kind: 'international', active: false },
        ids: { id: carrier!.id },
      };
    },
    stored: async (w, { ids }) => {
      const [carrier] = await db(w).select().from(carriers).where(eq(carriers.id, ids!.id!));
      expect(carrier).toMatchObject({ name: 'Forge Freight', kind: 'courier', active: true });
    },
  },
  {
    route: 'PATCH /api/admin/companies/{id}/customer-group',
    actor: 'admin',
    note: 'the company is the URL’s, the group the body’s customerGroupId only',
    status: 200,
    forgedToo: () => ({
      companyId: FORGED_ID,
      customerGroup: { id: FORGED_ID, name: FORGED_NAME },
    }),
    prepare: async (w) => {
      const group = await insertCustomerGroup(db(w), 'Forge Partners');
      const companyId = await companyOf(w);
      return {
        url: `/api/admin/companies/${companyId}/customer-group`,
        body: { customerGroupId: group.id },
        ids: { companyId, groupId: group.id },
      };
    },
    stored: async (w, { ids }) => {
      const [company] = await db(w)
        .select()
        .from(companies)
        .where(eq(companies.id, ids!.companyId!));
      expect(company!.customerGroupId).toBe(ids!.groupId);
      // Out of the group again, so that no list of it prices the rows after this one.
      await db(w)
        .update(companies)
        .set({ customerGroupId: null })
        .where(eq(companies.id, ids!.companyId!));
    },
  },
  {
    route: 'PATCH /api/admin/companies/{id}/incoterm',
    actor: 'admin',
    own: ['incoterm', 'incotermPlace'],
    note: 'the company is the URL’s; its country, currency and identity are not the body’s',
    status: 200,
    forgedToo: () => ({ companyId: FORGED_ID, country: 'BD', name: FORGED_NAME }),
    prepare: async (w) => {
      const [company] = await db(w)
        .insert(companies)
        .values({
          name: 'Forge Export GmbH',
          tradeLicenceNumber: 'HRB-FORGE-1',
          bin: '555000111',
          billingAddress: 'Hafenstrasse 1, Hamburg',
          country: 'DE',
        })
        .returning();
      return {
        url: `/api/admin/companies/${company!.id}/incoterm`,
        body: { incoterm: 'FOB', incotermPlace: 'Chittagong' },
        ids: { companyId: company!.id },
      };
    },
    stored: async (w, { ids }) => {
      const [company] = await db(w)
        .select()
        .from(companies)
        .where(eq(companies.id, ids!.companyId!));
      expect(company).toMatchObject({
        name: 'Forge Export GmbH',
        country: 'DE',
        incoterm: 'FOB',
        incotermPlace: 'Chittagong',
      });
    },
  },
  {
    route: 'PATCH /api/admin/companies/{id}/currency',
    actor: 'admin',
    own: ['currency', 'creditLimit'],
    note: 'the company is the URL’s; its name, country and members are not the body’s',
    status: 200,
    forgedToo: () => ({ companyId: FORGED_ID, country: 'BD', name: FORGED_NAME, members: [] }),
    prepare: async (w) => {
      const [company] = await db(w)
        .insert(companies)
        .values({
          name: 'Forge Currency GmbH',
          tradeLicenceNumber: 'HRB-FORGE-2',
          bin: '555000222',
          billingAddress: 'Hafenstrasse 2, Hamburg',
          country: 'DE',
        })
        .returning();
      return {
        url: `/api/admin/companies/${company!.id}/currency`,
        body: { currency: 'BDT', creditLimit: 1000 },
        ids: { companyId: company!.id },
      };
    },
    stored: async (w, { ids }) => {
      const [company] = await db(w)
        .select()
        .from(companies)
        .where(eq(companies.id, ids!.companyId!));
      expect(company).toMatchObject({
        name: 'Forge Currency GmbH',
        country: 'DE',
        currency: 'BDT',
      });
    },
  },
  {
    route: 'PATCH /api/orders/{id}/incoterm',
    actor: 'admin',
    own: ['incoterm', 'incotermPlace'],
    note: 'only the terms change: never the order’s state, buyer, totals or tax',
    status: 200,
    forgedToo: () => ({ vat: 0, tax: { zeroRated: false }, fulfilmentStatus: 'shipped' }),
    prepare: async (w) => {
      const product = await insertProduct(db(w), { minOrder: 1, availableQuantity: 10 });
      const { orderId } = await insertPaidOrderOfLines(db(w), w.clientB, [[product, 2]], {
        zeroRated: true,
      });
      return {
        url: `/api/orders/${orderId}/incoterm`,
        body: { incoterm: 'CIF', incotermPlace: 'Hamburg' },
        ids: { id: orderId },
      };
    },
    stored: async (w, { ids }) => {
      expect(await orderRow(w, ids!.id!)).toMatchObject({
        incoterm: 'CIF',
        incotermPlace: 'Hamburg',
        status: 'paid',
        zeroRated: true,
        userEmail: w.clientB.email,
      });
    },
  },
  {
    route: 'POST /api/price-lists',
    actor: 'admin',
    note: 'its entries, counts and state are never the body’s',
    status: 201,
    forgedToo: () => FORGED_PRICE_LIST,
    prepare: async (w) => {
      const group = await insertCustomerGroup(db(w), 'Forge List Group');
      return {
        url: '/api/price-lists',
        body: {
          name: 'Forge contract',
          startsAt: '2030-01-01T00:00:00.000Z',
          customerGroupIds: [group.id],
        },
        ids: { groupId: group.id },
      };
    },
    stored: async (w, { ids }) => {
      const [list] = await db(w)
        .select()
        .from(priceLists)
        .where(eq(priceLists.name, 'Forge contract'));
      expect(list!.id).not.toBe(FORGED_ID);
      expect(list!.startsAt?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
      expect(list!.endsAt).toBeNull();
      const entries = await db(w)
        .select()
        .from(priceListEntries)
        .where(eq(priceListEntries.priceListId, list!.id));
      expect(entries).toEqual([]);
      expect(
        await db(w)
          .select({ customerGroupId: priceListGroups.customerGroupId })
          .from(priceListGroups)
          .where(eq(priceListGroups.priceListId, list!.id)),
      ).toEqual([{ customerGroupId: ids!.groupId }]);
      expect(
        await db(w)
          .select()
          .from(priceListCompanies)
          .where(eq(priceListCompanies.priceListId, list!.id)),
      ).toEqual([]);
    },
  },
  {
    route: 'PATCH /api/price-lists/{id}',
    actor: 'admin',
    note: 'a new name: the entries stay the ones the list has',
    status: 200,
    forgedToo: () => FORGED_PRICE_LIST,
    prepare: async (w) => {
      const list = await insertPriceList(db(w), {
        name: 'Forge renamed',
        startsAt: new Date('2030-01-01T00:00:00.000Z'),
        entries: [{ productId: w.product.id, minQuantity: 10, unitPricePoisha: 900 }],
      });
      return {
        url: `/api/price-lists/${list.id}`,
        body: { name: 'Forge contract 2' },
        ids: { id: list.id },
      };
    },
    stored: async (w, { ids }) => {
      const [list] = await db(w).select().from(priceLists).where(eq(priceLists.id, ids!.id!));
      expect(list).toMatchObject({ name: 'Forge contract 2', currency: 'BDT' });
      expect(list!.startsAt?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
      const entries = await db(w)
        .select()
        .from(priceListEntries)
        .where(eq(priceListEntries.priceListId, ids!.id!));
      expect(entries).toMatchObject([
        { productId: w.product.id, minQuantity: 10, unitPricePoisha: 900, percentOffBp: null },
      ]);
    },
  },
  {
    route: 'DELETE /api/price-lists/{id}',
    actor: 'admin',
    status: 200,
    prepare: async (w) => {
      const list = await insertPriceList(db(w), { name: 'Forge expired' });
      return { url: `/api/price-lists/${list.id}`, body: {}, ids: { id: list.id } };
    },
    stored: async (w, { ids }) => {
      expect(await db(w).select().from(priceLists).where(eq(priceLists.id, ids!.id!))).toEqual([]);
    },
  },
  {
    route: 'PUT /api/price-lists/{id}/products/{productId}',
    actor: 'admin',
    note: 'the list and product are the URL’s; a step’s id and dates the server’s',
    status: 200,
    forgedToo: () => ({ priceListId: FORGED_ID, productId: FORGED_ID, sku: FORGED_NAME }),
    prepare: async (w) => {
      const list = await insertPriceList(db(w), {
        name: 'Forge steps',
        startsAt: new Date('2030-01-01T00:00:00.000Z'),
      });
      return {
        url: `/api/price-lists/${list.id}/products/${w.product.id}`,
        body: {
          steps: [
            {
              minQuantity: 10,
              unitPrice: 90,
              id: FORGED_ID,
              priceListId: FORGED_ID,
              listUnitPrice: 0.01,
              createdAt: `${FORGED_DAY}T04:05:06.000Z`,
            },
            { minQuantity: 50, percentOff: 12.5, productId: FORGED_ID },
          ],
        },
        ids: { id: list.id },
      };
    },
    stored: async (w, { ids }) => {
      const entries = await db(w)
        .select()
        .from(priceListEntries)
        .where(eq(priceListEntries.priceListId, ids!.id!));
      expect(
        entries
          .map((entry) => ({
            productId: entry.productId,
            minQuantity: entry.minQuantity,
            unitPricePoisha: entry.unitPricePoisha,
            percentOffBp: entry.percentOffBp,
          }))
          .sort((x, y) => x.minQuantity - y.minQuantity),
      ).toEqual([
        { productId: w.product.id, minQuantity: 10, unitPricePoisha: 9_000, percentOffBp: null },
        { productId: w.product.id, minQuantity: 50, unitPricePoisha: null, percentOffBp: 1250 },
      ]);
    },
  },
  {
    route: 'DELETE /api/price-lists/{id}/products/{productId}',
    actor: 'admin',
    status: 200,
    prepare: async (w) => {
      const list = await insertPriceList(db(w), {
        name: 'Forge removal',
        startsAt: new Date('2030-01-01T00:00:00.000Z'),
        entries: [{ productId: w.product.id, minQuantity: 10, unitPricePoisha: 900 }],
      });
      return {
        url: `/api/price-lists/${list.id}/products/${w.product.id}`,
        body: {},
        ids: { id: list.id },
      };
    },
    stored: async (w, { ids }) => {
      expect(
        await db(w)
          .select()
          .from(priceListEntries)
          .where(eq(priceListEntries.priceListId, ids!.id!)),
      ).toEqual([]);
    },
  },
  {
    route: 'POST /api/price-lists/{id}/import',
    actor: 'admin',
    note: 'a CSV body: the forged fields travel as query parameters beside dryRun',
    status: 200,
    forgedToo: () => FORGED_PRICE_LIST,
    prepare: async (w) => {
      const list = await insertPriceList(db(w), {
        name: 'Forge import',
        startsAt: new Date('2030-01-01T00:00:00.000Z'),
      });
      return {
        url: `/api/price-lists/${list.id}/import?dryRun=false`,
        csv: priceListCsv([
          [w.product.sku, 10, '88.00', ''],
          [w.product.sku, 100, '', '15'],
        ]),
        ids: { id: list.id },
      };
    },
    stored: async (w, { ids }) => {
      const entries = await db(w)
        .select({
          productId: priceListEntries.productId,
          minQuantity: priceListEntries.minQuantity,
          unitPricePoisha: priceListEntries.unitPricePoisha,
          percentOffBp: priceListEntries.percentOffBp,
        })
        .from(priceListEntries)
        .where(eq(priceListEntries.priceListId, ids!.id!));
      expect(entries.sort((x, y) => x.minQuantity - y.minQuantity)).toEqual([
        { productId: w.product.id, minQuantity: 10, unitPricePoisha: 8_800, percentOffBp: null },
        { productId: w.product.id, minQuantity: 100, unitPricePoisha: null, percentOffBp: 1500 },
      ]);
    },
  },
  {
    route: 'POST /api/quotes/{id}/contract-prices',
    actor: 'admin',
    note: 'the steps are the accepted quote’s prices, the company the quote’s; none of the body’s',
    status: 201,
    forgedToo: () => ({
      ...FORGED_PRICE_LIST,
      companyId: FORGED_ID,
      unitPrice: 0.01,
      lines: [{ productId: FORGED_ID, quantity: 1, unitPrice: 0.01 }],
    }),
    prepare: async (w) => {
      const id = await acceptedQuote(w.t.app, w.clientA, w.admin, w.product.id);
      return {
        url: `/api/quotes/${id}/contract-prices`,
        body: { newPriceListName: 'Forge quote contract', startsAt: '2030-01-01T00:00:00.000Z' },
        ids: { id },
      };
    },
    stored: async (w) => {
      const [list] = await db(w)
        .select()
        .from(priceLists)
        .where(eq(priceLists.name, 'Forge quote contract'));
      expect(list!.startsAt?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
      const entries = await db(w)
        .select()
        .from(priceListEntries)
        .where(eq(priceListEntries.priceListId, list!.id));
      expect(entries).toMatchObject([
        { productId: w.product.id, minQuantity: 10, unitPricePoisha: 500, percentOffBp: null },
      ]);
      expect(
        await db(w)
          .select({ companyId: priceListCompanies.companyId })
          .from(priceListCompanies)
          .where(eq(priceListCompanies.priceListId, list!.id)),
      ).toEqual([{ companyId: await companyOf(w) }]);
    },
  },
  // Returns (decision 322): every body is strict; the RMA number, the status, the decision and
  // the credit are the server's.
  {
    route: 'POST /api/returns',
    actor: 'clientB',
    note: 'strict body: the forged fields refuse it whole, no return is opened',
    status: 400,
    forgedToo: () => FORGED_RETURN,
    prepare: async (w) => {
      const order = await shippedToReturn(w);
      return {
        url: '/api/returns',
        body: {
          orderId: order.orderId,
          reason: 'wrong_item',
          description: 'Forged: wrong model',
          items: [{ orderLineId: order.lineId, quantity: 1 }],
        },
        ids: order,
      };
    },
    stored: async (w, { ids }) => {
      expect(await db(w).select().from(returns).where(eq(returns.orderId, ids!.orderId!))).toEqual(
        [],
      );
    },
  },
  ...(['approve', 'reject', 'receive', 'resolve'] as const).map((step): Row => ({
    route: `POST /api/returns/{id}/${step}`,
    actor: 'admin',
    note: 'strict body: the forged fields refuse it whole, the return stays as it was',
    status: 400,
    forgedToo: () => FORGED_RETURN,
    prepare: async (w) => {
      const order = await shippedToReturn(w);
      const made = await sendAs(w.t.app, w.clientB, 'POST', '/api/returns', {
        orderId: order.orderId,
        reason: 'wrong_item',
        description: 'Forged: wrong model',
        items: [{ orderLineId: order.lineId, quantity: 1 }],
      });
      const rma = made.json<{ _id: string; items: { _id: string }[] }>();
      const body = {
        approve: { instructions: 'Send it back' },
        reject: { comment: 'Not ours' },
        receive: { note: 'Arrived' },
        resolve: { items: [{ itemId: rma.items[0]!._id, resolution: 'repair' }] },
      }[step];
      return { url: `/api/returns/${rma._id}/${step}`, body, ids: { id: rma._id } };
    },
    stored: async (w, { ids }) => {
      const [row] = await db(w).select().from(returns).where(eq(returns.id, ids!.id!));
      expect(row).toMatchObject({ status: 'requested', decidedBy: null, instructions: null });
      const items = await db(w).select().from(returnItems).where(eq(returnItems.returnId, row!.id));
      expect(items).toMatchObject([{ open: true, resolution: null, creditPoisha: null }]);
    },
  })),
];

/** What a return's answer carries or the server sets (decision 322); none is the body's. */
const FORGED_RETURN: Record<string, unknown> = {
  number: 'RMA-1999-000001',
  requestedBy: FORGED_ID,
  companyId: FORGED_ID,
  decidedBy: FORGED_ID,
  decidedAt: `${FORGED_DAY}T04:05:06.000Z`,
  creditPoisha: FORGED_COUNT,
  creditNoteNumber: 'CN-1999-00-000001',
  resolution: 'credit',
};

/** Client B's paid order of 10 pieces with 4 shipped: pieces to return (decision 322). */
async function shippedToReturn(w: World): Promise<{ orderId: string; lineId: string }> {
  const order = await orderToShip(w);
  const made = await postShipment(w.t.app, w.admin, order.orderId, {
    lines: [{ orderLineId: order.lineId, quantity: 4 }],
    carrierId: order.carrierId,
    trackingNumber: 'FORGE-RMA',
  });
  if (made.statusCode !== 201) throw new Error(`shipment: ${made.body}`);
  return { orderId: order.orderId, lineId: order.lineId };
}

/**
 * A paid order of client B of 10 pieces of a product of its own (a shipment moves that product's
 * stock, not the main one's), and the courier to ship it with.
 */
async function orderToShip(
  w: World,
  paid: Parameters<typeof insertPaidOrderOfLines>[3] = {},
): Promise<{ orderId: string; lineId: string; carrierId: string }> {
  const product = await insertProduct(db(w), { minOrder: 1, availableQuantity: 100 });
  const { orderId, lineIds } = await insertPaidOrderOfLines(
    db(w),
    w.clientB,
    [[product, 10]],
    paid,
  );
  return { orderId, lineId: lineIds[0]!, carrierId: await carrierId(db(w), 'Pathao Courier') };
}

/** The order of {@link orderToShip} as it was: paid, no shipment, nothing of its line shipped. */
async function expectNothingShipped(w: World, ids: Record<string, string>) {
  expect(await db(w).select().from(shipments).where(eq(shipments.orderId, ids.orderId!))).toEqual(
    [],
  );
  const [line] = await db(w).select().from(orderLines).where(eq(orderLines.id, ids.lineId!));
  expect(line!.shippedQuantity).toBe(0);
  expect((await orderRow(w, ids.orderId!)).status).toBe('paid');
}

/** The withholding flags of client A's company. */
async function withholdingOf(w: World) {
  const [row] = await db(w)
    .select({
      vatWithholding: companies.vatWithholding,
      incomeTaxDeductor: companies.incomeTaxDeductor,
    })
    .from(companies)
    .where(eq(companies.id, await companyOf(w)));
  return row;
}

/** Client A's company (made by the row of `POST /api/company`). */
async function companyOf(w: World): Promise<string> {
  const member = await membershipOf(w, w.clientA.id);
  if (!member) throw new Error('client A has no company yet');
  return member.companyId;
}

/** A new buyer of client A's company. */
async function newMember(w: World, limitPoisha: number | null = null): Promise<TestUser> {
  const member = await signUpUser(w.t.app);
  await joinCompany(w.t.app, member, await companyOf(w), limitPoisha);
  return member;
}

/** An order awaiting approval of a new buyer (limit 0), of a product of its own. */
async function awaitingOrder(w: World): Promise<string> {
  const buyer = await newMember(w, 0);
  const product = await insertProduct(db(w), { minOrder: 10, availableQuantity: 100 });
  const id = await placeOrder(w.t.app, buyer, product.id);
  expect((await orderRow(w, id)).status).toBe('awaiting_approval');
  return id;
}

/** A product of its own for a bank-transfer row: switching takes its stock holds (decision 314). */
const transferProduct = (w: World) =>
  insertProduct(db(w), { minOrder: 10, availableQuantity: 100 });

/** The bank transfers recorded for an order. */
const transfersOf = (w: World, orderId: string) =>
  db(w).select().from(orderBankTransfers).where(eq(orderBankTransfers.orderId, orderId));

let world: World;

beforeAll(async () => {
  // The shop has a bank account (decision 304), so bank transfer is offered.
  const t = await createTestApp({
    env: {
      PAYEE_BANK_ACCOUNTS: JSON.stringify([
        {
          bank: 'Dutch-Bangla Bank PLC',
          branch: 'Gulshan',
          accountName: 'Partline Ltd.',
          accountNumber: '103.110.0045127',
          routingNumber: '090261726',
          swift: 'DBBLBDDH',
        },
      ]),
    },
  });
  world = {
    t,
    clientA: await signUpUser(t.app, { name: 'Client A' }),
    clientB: await signUpUser(t.app, { name: 'Client B' }),
    admin: await createAdmin(t.app),
    product: await insertProduct(t.db, { minOrder: 10, availableQuantity: 10_000 }),
  };
  // A paid order of client B keeps a stock hold that no forged field may move.
  await insertPaidOrder(t.db, world.product, world.clientB);
});
afterAll(() => world.t.close());

/** Every row of every table as JSON text, to look for the sentinels. */
async function databaseText(): Promise<string> {
  const tables = [
    users,
    products,
    orders,
    companies,
    paymentIntents,
    paymentSessions,
    orderBankTransfers,
    reviews,
    companyMembers,
    categories,
    categoryAttributes,
    productDocuments,
    productImports,
    productImportRows,
    orderLines,
    customerGroups,
    priceLists,
    priceListCompanies,
    priceListGroups,
    priceListEntries,
    shipments,
    shipmentLines,
    exchangeRates,
    shopSettings,
  ];
  const rows = await Promise.all(tables.map((table) => db(world).select().from(table)));
  return JSON.stringify(rows);
}

async function rolesByEmail(): Promise<Record<string, string>> {
  const rows = await db(world).select({ email: users.email, role: users.role }).from(users);
  return Object.fromEntries(rows.map((row) => [row.email, row.role]));
}

/** Every order as the server keeps it: total = price × quantity, flags agreeing with the status. */
async function expectOrdersConsistent() {
  const rows = await db(world).select().from(orders);
  const owners = new Map(
    (await db(world).select().from(users)).map((user) => [user.id, user.email]),
  );
  const lines = await db(world).select().from(orderLines);
  for (const row of rows) {
    // The sum of its lines (decision 126); one line: price × quantity.
    const own = lines.filter((line) => line.orderId === row.id);
    expect(row.totalPoisha, row.id).toBe(own.reduce((sum, l) => sum + l.lineTotalPoisha, 0));
    expect(row.quantity, row.id).toBe(own.reduce((sum, l) => sum + l.quantity, 0));
    expect(row.userEmail, row.id).toBe(owners.get(row.userId ?? ''));
    expect(row.isDelivered, row.id).toBe(row.status === 'delivered');
    // An order on account is confirmed without a payment (decision 140).
    expect(row.isPaid, row.id).toBe(
      !['unpaid', 'awaiting_approval', 'declined'].includes(row.status) &&
        row.paymentMethod !== 'on_account',
    );
    expect(row.paidAt === null, row.id).toBe(!row.isPaid);
    // An incoterm only on an export (decision 323).
    expect(row.incoterm === null || row.zeroRated, row.id).toBe(true);
  }
}

describe('mass assignment: forged privileged fields in every write body', () => {
  it('has a row for every write route of the OpenAPI document', async () => {
    const documented = (await documentedWriteRoutes(world.t.app)).map((entry) => entry.route);
    const covered = new Set(MASS_ASSIGNMENT.map((row) => row.route));
    expect(
      documented.filter((route) => !covered.has(route)),
      'write routes without a row',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !documented.includes(route)),
      'rows for routes that are gone',
    ).toEqual([]);
  });

  it.each(MASS_ASSIGNMENT.map((row) => [row.route, row.note ?? '', row] as const))(
    '%s %s',
    async (_route, _note, row) => {
      const prepared = await row.prepare(world);
      const forged = Object.fromEntries(
        Object.entries({ ...FORGED, ...row.forgedToo?.(world) }).filter(
          ([field]) =>
            (!row.forgedOnly || !(field in FORGED) || row.forgedOnly.includes(field)) &&
            !(row.own ?? []).includes(field) &&
            !(field in (prepared.body ?? prepared.urlencoded ?? {})),
        ),
      );
      const rolesBefore = await rolesByEmail();
      const productBefore = await productRow(world, world.product.id);
      let payload: FormData | Record<string, unknown> | string;
      let contentType: Record<string, string> = {};
      if (prepared.urlencoded) {
        const fields = new URLSearchParams(prepared.urlencoded);
        for (const [field, value] of Object.entries(forged)) fields.append(field, String(value));
        payload = fields.toString();
        contentType = { 'content-type': 'application/x-www-form-urlencoded' };
      } else if (prepared.csv !== undefined) {
        const query = new URLSearchParams();
        for (const [field, value] of Object.entries(forged)) query.append(field, String(value));
        prepared.url += `${prepared.url.includes('?') ? '&' : '?'}${query.toString()}`;
        payload = prepared.csv;
        contentType = { 'content-type': 'text/csv' };
      } else if (prepared.form) {
        for (const [field, value] of Object.entries(forged))
          prepared.form.append(field, String(value));
        payload = prepared.form;
      } else {
        payload = { ...prepared.body, ...forged };
      }
      const headers = {
        ...(row.actor === 'anonymous' ? {} : world[row.actor].headers),
        ...contentType,
      };
      const method = row.route.split(' ')[0] as 'POST' | 'PATCH';
      const response = await world.t.app.inject({ method, url: prepared.url, headers, payload });
      expect(response.statusCode, response.body).toBe(row.status);

      await row.stored?.(world, prepared);
      expect(await rolesByEmail()).toEqual({
        ...rolesBefore,
        ...row.roleChanges?.(world, prepared),
      });
      const text = await databaseText();
      for (const sentinel of [
        FORGED_EMAIL,
        FORGED_TRANSACTION,
        FORGED_NAME,
        FORGED_IMAGE,
        FORGED_ID,
        String(FORGED_COUNT),
        FORGED_DAY,
      ]) {
        expect(text.includes(sentinel), `${sentinel} was stored`).toBe(false);
      }
      await expectOrdersConsistent();
      const product = await productRow(world, world.product.id);
      expect(product.availableQuantity, 'stock moves only by deliveries and restocks').toBe(
        productBefore.availableQuantity,
      );
      const paidHere = row.route === 'PUT /api/orders/{id}' && prepared.body?.isPaid === true;
      // A checkout order holds its lines from placing (decision 126): 10 pieces here.
      const held = paidHere
        ? (await orderRow(world, prepared.ids!.id!)).quantity
        : row.route === 'POST /api/checkout' || row.route === 'POST /api/quotes/{id}/accept'
          ? 10
          : 0;
      expect(product.heldQuantity - productBefore.heldQuantity, 'the stock hold').toBe(held);
    },
  );
});
