import { randomUUID } from 'node:crypto';
import { createApiKey } from '../helpers/api-keys.js';
import { createAdmin, sendAs, signUpUser } from '../helpers/auth.js';
import { addAddress, addToCart } from '../helpers/cart.js';
import { answerQuote, dayFromToday, requestQuote } from '../helpers/quotes.js';
import { createCompany, insertInvitation, joinCompany } from '../helpers/companies.js';
import { attachDocument, catalogCsv, checkedImport } from '../helpers/catalog.js';
import { insertAttribute, insertCategory, insertProduct } from '../helpers/factories.js';
import {
  cancelOrder,
  card,
  markDelivered,
  markPaid,
  payLocally,
  placeOrder,
} from '../helpers/orders.js';
import { createTestApp, type TestAppOptions } from '../helpers/test-app.js';
import { acceptedQuote, insertCustomerGroup, insertPriceList } from '../helpers/price-lists.js';
import { eq } from 'drizzle-orm';
import { insertPaidOrderOfLines } from '../helpers/shipments.js';
import {
  carriers,
  categoryAttributeTranslations,
  categoryTranslations,
  companies,
  invoices,
  orderLines,
  orders,
  products,
  productTranslations,
  shipments,
} from '../../src/db/schema/index.js';
import type { FuzzWorld } from './harness.js';

/** An id no row has. */
export const UNKNOWN_ID = '3f2b8c1e-9a7d-4e21-b6c5-0d4e8f7a1b2c';
/** An e-mail no user has. */
export const UNKNOWN_EMAIL = 'nobody-here@example.com';

/**
 * The app on a fresh database with the people and data every fuzz file starts from, made through
 * the API as a client would (local payment provider unless `options.env` says otherwise):
 * client A and B, two admins, a target user; three products (one deleted); client A's orders
 * unpaid, paid, delivered and cancelled, client B's unpaid and paid (and one of 100 pieces only
 * the shipping target ships), client A's payment intents (unconfirmed, and succeeded but not yet
 * applied); a catalog of categories with attributes, a product with a datasheet and two checked
 * imports (one applicable, one with errors).
 * `pools` names the ids and e-mails.
 */
export async function createFuzzWorld(options: TestAppOptions = {}): Promise<FuzzWorld> {
  const t = await createTestApp(options);
  // Mail jobs are sent in the background; stopped, the database changes only through requests.
  const quiet = async () => {
    await t.app.mailWorker.stop();
    await t.app.webhookWorker.stop();
  };
  const clientA = await signUpUser(t.app, { name: 'Client A' });
  const clientB = await signUpUser(t.app, { name: 'Client B' });
  const admin = await createAdmin(t.app);
  const admin2 = await createAdmin(t.app, { name: 'Second Admin' });
  const target = await signUpUser(t.app, { name: 'Target' });
  const db = t.db;
  const main = await insertProduct(db, { minOrder: 10, availableQuantity: 1_000_000 });
  const scarce = await insertProduct(db, { minOrder: 1, availableQuantity: 5 });
  const deleted = await insertProduct(db, { deletedAt: new Date() });
  const world: FuzzWorld = {
    t,
    users: { clientA, clientB, admin, admin2, target },
    pools: {},
  };
  if (options.env?.PAYMENT_PROVIDER === 'stripe') {
    const unpaid = [
      await placeOrder(t.app, clientA, main.id),
      await placeOrder(t.app, clientB, main.id),
    ];
    world.pools = {
      productId: [main.id, scarce.id, deleted.id, UNKNOWN_ID],
      orderId: [...unpaid, UNKNOWN_ID],
      email: [clientA.email, clientB.email, UNKNOWN_EMAIL],
    };
    await quiet();
    return world;
  }

  const paidOrder = async (buyer = clientA) => {
    const id = await placeOrder(t.app, buyer, main.id);
    const { intentId } = await payLocally(t.app, buyer, id);
    await markPaid(t.app, buyer, id, intentId);
    return id;
  };
  const deliveredOrder = async () => {
    const id = await paidOrder();
    await markDelivered(t.app, admin, id);
    return id;
  };
  const cancelled = await paidOrder();
  await cancelOrder(t.app, clientA, cancelled);

  const unpaid = [
    await placeOrder(t.app, clientA, main.id),
    await placeOrder(t.app, clientA, scarce.id, { quantity: 2 }),
  ];
  const unconfirmed = await payLocally(t.app, clientA, unpaid[0] as string, card({ cvc: '' }));
  const succeeded = await payLocally(t.app, clientA, unpaid[1] as string);
  const ownOrders = [
    ...unpaid,
    await paidOrder(),
    await deliveredOrder(),
    await deliveredOrder(),
    cancelled,
  ];
  const otherOrders = [await placeOrder(t.app, clientB, main.id), await paidOrder(clientB)];
  // Address books (decision 127): client A's own addresses and one of client B's.
  const addressIds = [
    await addAddress(t.app, clientA, 'Head office'),
    await addAddress(t.app, clientA, 'Warehouse'),
    await addAddress(t.app, clientA, 'Branch'),
    await addAddress(t.app, clientB, 'Other client'),
  ];
  // Quotes (decisions 150–155): client A's requested and answered ones, and one of client B's.
  const quoteOf = async (buyer: typeof clientA, answered: boolean) => {
    await addToCart(t.app, buyer, main.id, 10);
    const id = (await requestQuote(t.app, buyer, {})).json<{ _id: string }>()._id;
    if (answered) {
      await answerQuote(t.app, admin, id, {
        lines: [{ productId: main.id, quantity: 10, unitPrice: 5 }],
        validUntil: dayFromToday(30),
      });
    }
    return id;
  };
  const quoteIds = [
    await quoteOf(clientA, false),
    await quoteOf(clientA, true),
    await quoteOf(clientA, true),
    await quoteOf(clientB, true),
  ];
  // A company (decisions 130–133): client A its company admin, a buyer whose every order waits
  // for approval (limit 0), invitations for client B and for someone else.
  const companyId = await createCompany(t.app, clientA, { name: 'Fuzz Components' });
  const buyer = await signUpUser(t.app, { name: 'Company Buyer' });
  await joinCompany(t.app, buyer, companyId, 0);
  const awaiting = [
    await placeOrder(t.app, buyer, main.id),
    await placeOrder(t.app, buyer, main.id),
    await placeOrder(t.app, buyer, main.id),
  ];
  const forB = await insertInvitation(db, companyId, clientB.email);
  const forOther = await insertInvitation(db, companyId, 'someone-else@example.com');
  // API keys (decision 190): client A's company key that may order, client B's own read-only one.
  const keyA = await createApiKey(t.app, clientA, ['orders:read', 'orders:write', 'catalog:read']);
  const keyB = await createApiKey(t.app, clientB, ['orders:read']);
  // A webhook endpoint of client A's company and a delivery to it (decision 192).
  const endpoint = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/endpoints',
    headers: clientA.headers,
    payload: {
      url: 'http://erp.invalid/hook',
      events: ['order.placed'],
      currentPassword: clientA.password,
    },
  });
  await placeOrder(t.app, clientA, main.id);
  const deliveries = await t.app.inject({
    url: '/api/webhooks/deliveries',
    headers: clientA.headers,
  });
  const numbered = await db.select({ id: orders.id, number: orders.number }).from(orders);
  const invoiced = await db
    .select({ orderId: invoices.orderId, number: invoices.number, lines: invoices.lines })
    .from(invoices);
  const ownAndOther = new Set([...ownOrders, ...otherOrders]);
  // A credit note and a debit note of one of client A's invoices (decision 310), for the note
  // routes to meet real ones.
  // (An invoice of a cancelled order is credited already: the first that takes a note is used.)
  const noteNumbers: string[] = [];
  for (const invoice of invoiced.filter((row) => ownOrders.includes(row.orderId))) {
    const sku = invoice.lines?.[0]?.sku;
    if (!sku) continue;
    const issue = (kind: string, line: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/invoices/${invoice.number}/${kind}`,
        headers: admin.headers,
        payload: { reason: 'Fuzz world', lines: [line] },
      });
    const credit = await issue('credit-notes', { sku, quantity: 1 });
    if (credit.statusCode !== 201) continue;
    const debit = await issue('debit-notes', { sku, amount: 10 });
    if (debit.statusCode !== 201) throw new Error(`fuzz world debit note: ${debit.body}`);
    noteNumbers.push(...[credit, debit].map((note) => note.json<{ number: string }>().number));
    break;
  }
  if (noteNumbers.length === 0) throw new Error('fuzz world: no invoice took a credit note');
  // The catalog (decisions 316, 318, 319): a category with a subcategory (so that deleting the
  // parent is refused) and an empty one, attributes, the main product in the subcategory with a
  // datasheet, and imports to apply: one of a new product, one whose row has an error.
  const memory = await insertCategory(db, { name: 'Fuzz Memory' });
  const modules = await insertCategory(db, { name: 'Fuzz Modules', parentId: memory.id });
  const empty = await insertCategory(db, { name: 'Fuzz Empty' });
  const attributeIds = [
    (await insertAttribute(db, memory.id, { key: 'capacity_gb', name: 'Capacity', type: 'number' }))
      .id,
    (
      await insertAttribute(db, modules.id, {
        key: 'form_factor',
        name: 'Form factor',
        type: 'enum',
        options: ['DIMM', 'SO-DIMM'],
      })
    ).id,
    (await insertAttribute(db, empty.id, { key: 'note', name: 'Note', type: 'text' })).id,
  ];
  await db
    .update(products)
    .set({ categoryId: modules.id, specifications: { capacity_gb: 32, form_factor: 'DIMM' } })
    .where(eq(products.id, main.id));
  // Bangla texts (decision 326), so that a read in Bangla meets translations and fallbacks.
  await db.insert(productTranslations).values({
    productId: main.id,
    locale: 'bn',
    name: 'ফাজ যন্ত্রাংশ',
    details: '## বিস্তারিত',
  });
  await db
    .insert(categoryTranslations)
    .values({ categoryId: modules.id, locale: 'bn', name: 'মডিউল' });
  await db.insert(categoryAttributeTranslations).values({
    attributeId: attributeIds[1] as string,
    locale: 'bn',
    name: 'ফর্ম ফ্যাক্টর',
    optionLabels: { DIMM: 'ডিম' },
  });
  // The datasheets' product is their own: the product targets delete and edit the others.
  const documented = await insertProduct(db, { categoryId: modules.id });
  const datasheet = await attachDocument(t.app, admin, documented.id);
  const applicable = await checkedImport(t.app, admin, catalogCsv(['FUZZ-IMPORT-1']));
  const withErrors = await checkedImport(
    t.app,
    admin,
    catalogCsv(['FUZZ-IMPORT-2', 'FUZZ-IMPORT-2']),
  );
  const carrierIds = (await db.select({ id: carriers.id }).from(carriers)).map((row) => row.id);
  // Shipping (decision 321): a paid order of client B of 100 pieces that no other target moves,
  // and orders that are not to ship: one unpaid, one delivered (Deliver shipped it whole).
  const toShip = await insertPaidOrderOfLines(db, clientB, [[main, 100]]);
  // Export sales (decision 323): a company abroad and client B's paid export order for it.
  const [abroad] = await db
    .insert(companies)
    .values({
      name: 'Fuzz Export GmbH',
      tradeLicenceNumber: 'HRB-FUZZ-1',
      bin: '123123123',
      billingAddress: 'Hafenstrasse 1, Hamburg',
      country: 'DE',
    })
    .returning();
  const exported = await insertPaidOrderOfLines(db, clientB, [[main, 10]], {
    companyId: abroad!.id,
    zeroRated: true,
    incoterm: 'FOB',
    incotermPlace: 'Chittagong',
  });
  const notToShip = [unpaid[0] as string, ownOrders[3] as string];
  const lines = await db
    .select({ id: orderLines.id, orderId: orderLines.orderId })
    .from(orderLines);
  const shipmentIds = (await db.select({ id: shipments.id }).from(shipments)).map((row) => row.id);
  // Returns (decision 322): a return of one piece of client A's delivered order, requested.
  const returnable = lines.find((line) => line.orderId === ownOrders[3]);
  const rma = await sendAs(t.app, clientA, 'POST', '/api/returns', {
    orderId: ownOrders[3],
    reason: 'ordered_by_mistake',
    description: 'Fuzz: one too many',
    items: [{ orderLineId: returnable?.id, quantity: 1 }],
  });
  if (rma.statusCode !== 201) throw new Error(`return: ${rma.body}`);
  const made = rma.json<{ _id: string; number: string; items: { _id: string }[] }>();
  // Approved: its label is read, the receive and resolve targets take it on.
  const approved = await sendAs(t.app, admin, 'POST', `/api/returns/${made._id}/approve`, {
    instructions: 'Fuzz: send it back',
  });
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
  world.pools = {
    /** The carriers migration 0036 adds (decision 321). */
    carrierId: [...carrierIds, UNKNOWN_ID],
    /** Orders to ship pieces of: the one to ship first, then two that are not shippable. */
    shipOrderId: [toShip.orderId, ...notToShip, UNKNOWN_ID],
    /** The lines of those orders, the one to ship first. */
    orderLineId: [
      ...toShip.lineIds,
      ...lines.filter((line) => notToShip.includes(line.orderId)).map((line) => line.id),
      UNKNOWN_ID,
    ],
    /** The shipments of client A's delivered orders. */
    shipmentId: [...shipmentIds, UNKNOWN_ID],
    /** Client A's return, and the orders a return may be asked of: delivered, paid, unpaid. */
    returnId: [made._id, UNKNOWN_ID],
    returnItemId: [made.items[0]!._id, UNKNOWN_ID],
    returnLineId: [returnable!.id],
    returnOrderId: [
      ownOrders[3] as string,
      ownOrders[4] as string,
      unpaid[0] as string,
      UNKNOWN_ID,
    ],
    webhookEndpointId: [endpoint.json<{ endpoint: { _id: string } }>().endpoint._id, UNKNOWN_ID],
    webhookDeliveryId: [...deliveries.json<{ _id: string }[]>().map((d) => d._id), UNKNOWN_ID],
    apiKeyId: [keyA.id, keyB.id, UNKNOWN_ID],
    /** Secrets an actor may send as `X-API-Key` (harness.ts). */
    apiKeySecret: [keyA.secret],
    quoteId: [...quoteIds, UNKNOWN_ID],
    companyId: [companyId, UNKNOWN_ID],
    /** A company abroad first (decision 323), then client A's at home. */
    exportCompanyId: [abroad!.id, companyId, UNKNOWN_ID],
    /** An export order first, then orders at home. */
    exportOrderId: [exported.orderId, ...ownOrders, UNKNOWN_ID],
    companyMemberId: [buyer.id, clientA.id, clientB.id, 'unknown-user'],
    invitationId: [forB.id, forOther.id, UNKNOWN_ID],
    invitationToken: [forB.token, forOther.token, 'not-a-real-token'],
    companyOrderId: [...awaiting, ...otherOrders, UNKNOWN_ID],
    addressId: [...addressIds, UNKNOWN_ID],
    productId: [main.id, scarce.id, deleted.id, UNKNOWN_ID],
    /** A product page's key: a slug or an id, of a live product or a deleted one. */
    productKey: [main.slug, scarce.slug, main.id, deleted.slug, 'no-such-product'],
    categoryId: [memory.id, modules.id, empty.id, UNKNOWN_ID],
    categorySlug: [memory.slug, modules.slug, empty.slug, 'no-such-category'],
    attributeId: [...attributeIds, UNKNOWN_ID],
    documentProductId: [documented.id, deleted.id, UNKNOWN_ID],
    documentId: [datasheet.id, UNKNOWN_ID],
    importId: [applicable.id, withErrors.id, UNKNOWN_ID],
    orderId: [...ownOrders, ...otherOrders, UNKNOWN_ID, randomUUID()],
    /**
     * Order numbers (`SO-<year>-<n>`) of the same orders, for `/orders/number/{number}`, and
     * their invoice numbers (`INV-…`), for `/invoices/{number}`.
     */
    number: [
      ...numbered.filter((row) => ownAndOther.has(row.id)).map((row) => row.number),
      'SO-1999-000001',
      // Invoice numbers (`INV-…`) for `/invoices/{number}` and the credit and debit note routes
      // (decision 310), and unknown documents.
      ...invoiced.filter((row) => ownAndOther.has(row.orderId)).map((row) => row.number),
      'INV-1999-00-000001',
      ...noteNumbers,
      'PL-1999-000001',
      'CN-2026-27-000001',
      'DN-2026-27-000001',
      // RMA numbers (decision 322) for `/returns/number/{number}`.
      made.number,
      'RMA-1999-000001',
    ],
    intentId: [unconfirmed.intentId, succeeded.intentId, 'pi_local_unknown'],
    clientSecret: [unconfirmed.clientSecret, `${succeeded.intentId}_secret_wrong`],
    email: [clientA.email, clientB.email, admin.email, target.email, UNKNOWN_EMAIL],
    /** E-mails the admin-rights routes act on (not the clients the other targets send as). */
    adminEmail: [target.email, admin2.email, admin.email, UNKNOWN_EMAIL],
  };
  await quiet();
  return world;
}

/**
 * Contract pricing (decision 320) added to a world of {@link createFuzzWorld}: two customer groups
 * (client A's company in the first), a price list of the company with fixed and percentage steps
 * of the main product, one of the group with a step of the scarce one, an empty one, and a quote
 * of the company accepted, to be made its contract. The pools name the groups, the lists, the
 * accepted quote (beside the others) and the products' SKUs.
 */
export async function addContractPricing(world: FuzzWorld): Promise<void> {
  const { t, users, pools } = world;
  const [main, scarce] = pools.productId as [string, string];
  const companyId = pools.companyId![0]!;
  const distributors = await insertCustomerGroup(t.db, 'Fuzz Distributors');
  const resellers = await insertCustomerGroup(t.db, 'Fuzz Resellers');
  await t.db
    .update(companies)
    .set({ customerGroupId: distributors.id })
    .where(eq(companies.id, companyId));
  const contract = await insertPriceList(t.db, {
    name: 'Fuzz contract',
    companyIds: [companyId],
    entries: [
      { productId: main, minQuantity: 10, unitPricePoisha: 9_000 },
      { productId: main, minQuantity: 100, percentOffBp: 1_500 },
    ],
  });
  const groupList = await insertPriceList(t.db, {
    name: 'Fuzz group list',
    customerGroupIds: [distributors.id],
    entries: [{ productId: scarce, minQuantity: 1, percentOffBp: 500 }],
  });
  const empty = await insertPriceList(t.db, { name: 'Fuzz empty list' });
  const accepted = await acceptedQuote(t.app, users.clientA, users.admin, main);
  const skus = await t.db
    .select({ sku: products.sku })
    .from(products)
    .where(eq(products.id, main))
    .union(t.db.select({ sku: products.sku }).from(products).where(eq(products.id, scarce)));
  world.pools = {
    ...pools,
    customerGroupId: [distributors.id, resellers.id, UNKNOWN_ID],
    priceListId: [contract.id, groupList.id, empty.id, UNKNOWN_ID],
    /** Quotes to make contracts of: the accepted one first, then every other quote. */
    contractQuoteId: [accepted, ...(pools.quoteId ?? [])],
    productSku: [...skus.map((row) => row.sku), 'NO-SUCH-SKU'],
  };
  await t.app.mailWorker.stop();
  await t.app.webhookWorker.stop();
}

/**
 * A piece shipped with a serial number (decision 322): client A's paid order of a serial-tracked
 * product, shipped by the admin. Pools `serial` (it, and one nobody bought) and `warrantyOrderNumber`
 * (its order's number), so that the warranty reads meet a real piece.
 */
export async function addShippedSerial(world: FuzzWorld): Promise<void> {
  const { t, users, pools } = world;
  const product = await insertProduct(t.db, {
    availableQuantity: 5,
    minOrder: 1,
    serialTracked: true,
    warrantyMonths: 36,
  });
  const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, users.clientA, [[product, 1]]);
  const shipped = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/shipments`,
    headers: users.admin.headers,
    payload: {
      lines: [{ orderLineId: lineIds[0], quantity: 1, serials: ['FUZZ-SN-1'] }],
      carrierId: pools.carrierId![0],
      trackingNumber: 'FUZZ-SN',
    },
  });
  if (shipped.statusCode !== 201) throw new Error(`serial shipment: ${shipped.body}`);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  world.pools = {
    ...pools,
    serial: ['FUZZ-SN-1', 'NOBODY-BOUGHT-1'],
    warrantyOrderNumber: [order!.number],
  };
}
