import {
  API_KEY_MESSAGES,
  API_KEY_SCOPES,
  shopDay,
  StatementSchema,
  type ApiKeyScope,
} from '@partline/shared';
import {
  buildPayeeBankAccount,
  buildProductInput,
  buildShopSettingsInput,
} from '@partline/shared/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH } from '../src/auth/auth.js';
import {
  authHeaders,
  authRouterEndpoints,
  createAdmin,
  nextClientIp,
  sendAs,
  signInUser,
  signUpUser,
  TEST_PASSWORD,
  type TestUser,
  verifyEmail,
} from './helpers/auth.js';
import { createApiKey } from './helpers/api-keys.js';
import { addAddress, addToCart, checkout } from './helpers/cart.js';
import { insertCompany, setCredit } from './helpers/receivables.js';
import { eq } from 'drizzle-orm';
import {
  carriers,
  companies,
  invoices,
  orders,
  products,
  shipments,
  users,
} from '../src/db/schema/index.js';
import { companyInput, createCompany, insertInvitation, joinCompany } from './helpers/companies.js';
import { insertAttribute, insertCategory, insertProduct } from './helpers/factories.js';
import { attachDocument, catalogCsv, checkedImport, documentForm } from './helpers/catalog.js';
import { imageForm, makeImage } from './helpers/images.js';
import { card, markDelivered, payLocally, placeOrder } from './helpers/orders.js';
import { insertPaidOrder } from './helpers/paid-orders.js';
import { carrierId, insertPaidOrderOfLines, postShipment } from './helpers/shipments.js';
import {
  acceptedQuote,
  insertCustomerGroup,
  insertPriceList,
  priceListCsv,
} from './helpers/price-lists.js';
import { answerQuote, dayFromToday, requestQuote } from './helpers/quotes.js';
import { useTestApp } from './helpers/test-app.js';

/**
 * Every `/api` route × {signed out, client A, client B, admin}: the expected status of each cell.
 * Routes are collected from the router (decision 083): Fastify's routes (`app.routeInventory`,
 * OpenAPI-hidden ones too) and every endpoint of better-auth's router behind `/api/auth/*`, so a
 * new route or a new better-auth endpoint without a row here FAILS this test: add its row when you
 * add the route, or list a better-auth endpoint the shop does not use in CLOSED_AUTH_ENDPOINTS.
 */

type Actor = 'anonymous' | 'clientA' | 'clientB' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The people and data of the matrix. */
interface World {
  users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
  /** A user only ever acted upon (admin rights are granted and removed on them). */
  target: TestUser;
  productId: string;
  /** A product only the DELETE row removes. */
  deletableProductId: string;
  /** Client A's orders: one with a succeeded local intent, one unpaid, one to cancel. */
  orders: {
    paidIntent: { orderId: string; intentId: string };
    unpaidId: string;
    toCancelId: string;
    /** Delivered and not yet reviewed. */
    deliveredId: string;
    /** Paid, not delivered: only an admin delivers it. */
    toDeliverId: string;
    /** Delivered: its buyer sets the review flag through `PUT /api/orders/{id}`. */
    toFlagReviewedId: string;
  };
  /** Order numbers (decision 300): client A's delivered order, and one of the company's buyer. */
  numbers: { delivered: string; companyBuyer: string; invoice: string };
  /** The shipment that delivered client A's delivered order (decision 321). */
  shipmentId: string;
  /**
   * Shipping (decision 321): client A's paid order of one line of 10 pieces, a courier of the
   * migration's, and a shipment of 1 of the pieces: 9 are left for the admin's row to ship.
   */
  fulfilment: { orderId: string; lineId: string; carrierId: string; shipmentId: string };
  /** The client secret of an unconfirmed local intent of client A. */
  clientSecret: string;
  /** Client A's quotes: one answered (to accept), two only requested (to decline, to answer). */
  quotes: { quotedId: string; toDeclineId: string; toAnswerId: string };
  /**
   * Client A's company (client A is its company admin; client B and the admin are in none), a
   * buyer of it, a member only the DELETE row removes, a pending invitation, an invitation link
   * for someone else, and two of the buyer's orders awaiting approval.
   */
  company: {
    id: string;
    buyerId: string;
    removableId: string;
    invitationId: string;
    foreignToken: string;
    awaitingIds: [string, string];
    /** An invoice on account of client A's order: the company has net 30 terms (decision 140). */
    invoiceId: string;
    /**
     * That invoice's number, order and SKU, and a credit and a debit note of it (decision 310).
     */
    invoice: {
      number: string;
      orderId: string;
      sku: string;
      creditNote: string;
      debitNote: string;
    };
  };
  /** An API key of client A's company (decision 190), revoked by its DELETE row. */
  apiKeyId: string;
  /** A courier of the matrix's own (decision 321): its PUT row edits it. */
  carrierId: string;
  /** A webhook endpoint of client A's company and a delivery to it (decision 192). */
  webhook: { endpointId: string; deliveryId: string };
  /**
   * Bank transfer against a proforma invoice (decision 314): an unpaid card order of client A
   * that its row switches to bank transfer, and one already awaiting a transfer.
   */
  transfer: { toSwitchId: string; awaitingId: string };
  /**
   * The catalog (decisions 316, 318, 319): a category with an attribute (its slug for the public
   * read), a category and an attribute only the DELETE rows remove, the product's slug and a
   * datasheet of it only the DELETE row removes, and a checked import of one new product.
   */
  catalog: {
    categoryId: string;
    categorySlug: string;
    deletableCategoryId: string;
    attributeId: string;
    deletableAttributeId: string;
    productSlug: string;
    documentId: string;
    importId: string;
  };
  /**
   * Contract pricing (decision 320): a customer group and one only the DELETE row removes, a price
   * list applying to nobody with a step of a product only the DELETE row takes out, a list only
   * the DELETE row removes, a CSV of the list, and an accepted quote of client A's company.
   */
  pricing: {
    groupId: string;
    deletableGroupId: string;
    listId: string;
    deletableListId: string;
    listedProductId: string;
    csv: string;
    acceptedQuoteId: string;
  };
  /** A serial number shipped in client A's order, and that order's number (decision 322). */
  serial: { value: string; orderNumber: string };
  /**
   * Export sales (decision 323): a company outside Bangladesh, and client A's paid, unshipped
   * order placed for it (zero-rated, under FOB Chittagong).
   */
  exports: { companyId: string; orderId: string };
  /**
   * Returns (decision 322): client A's paid order of 10 pieces, 8 shipped, and client A's returns
   * of one piece each — one requested (read), one requested for the approve row, one for the
   * reject row, one approved (its label; the receive row), and one received with its item (the
   * resolve row).
   */
  returns: {
    orderId: string;
    lineId: string;
    readId: string;
    readNumber: string;
    toApproveId: string;
    toRejectId: string;
    approvedId: string;
    receivedId: string;
    receivedItemId: string;
  };
}

interface Row {
  /** `METHOD /api/path/{param}` as in the OpenAPI document. */
  route: `${Method} /api${string}`;
  /** The concrete URL to call. */
  url: (world: World) => string;
  /** The actor's headers, when the row must not use (and end) the actor's main session. */
  headers?: (world: World, actor: Exclude<Actor, 'anonymous'>) => Promise<Record<string, string>>;
  payload?: (world: World) => object | string | FormData | Promise<FormData>;
  /** The body's type when it is not JSON or a form (a CSV file). */
  contentType?: string;
  expect: Record<Actor, number>;
  /** Why the cells are what they are, where it is not obvious. */
  note?: string;
}

const all = (status: number): Record<Actor, number> => ({
  anonymous: status,
  clientA: status,
  clientB: status,
  admin: status,
});
/** Signed in as anyone. */
const signedIn = (status: number) => ({ ...all(status), anonymous: 401 });
/** Client A's own data: A may, B may not, an admin may read it. */
const ownOrAdmin = { anonymous: 401, clientA: 200, clientB: 403, admin: 200 };
/** Client A's own data that only A may use, not even an admin. */
const ownOnly = { anonymous: 401, clientA: 200, clientB: 403, admin: 403 };
const adminOnly = { anonymous: 401, clientA: 403, clientB: 403, admin: 200 };
/** Client A's company, managed by client A; the others belong to no company (404). */
const companyAdminOnly = { anonymous: 401, clientA: 200, clientB: 404, admin: 404 };
/** Clients (each on their own data); admins do not order (spec §6). */
const clientsOnly = { anonymous: 401, clientA: 200, clientB: 200, admin: 403 };
/** An address id in nobody's book. */
const UNKNOWN_ADDRESS = '00000000-0000-4000-8000-000000000000';

const a = (world: World) => world.users.clientA.email;

/** The instant `days` days from now, ISO 8601. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const PAYEE_BANK_ACCOUNT = buildPayeeBankAccount();

const MATRIX: Row[] = [
  { route: 'GET /api/health', url: () => '/api/health', expect: all(200) },
  { route: 'GET /api/products', url: () => '/api/products', expect: all(200) },
  {
    route: 'GET /api/products/{id}',
    url: (w) => `/api/products/${w.productId}`,
    expect: all(200),
  },
  {
    route: 'GET /api/products/search',
    url: () => '/api/products/search?q=part&inStock=true&sort=price-asc&page=1&pageSize=12',
    expect: all(200),
    note: 'public catalog browsing',
  },
  { route: 'GET /api/reviews', url: () => '/api/reviews', expect: all(200) },
  { route: 'GET /api/blogs', url: () => '/api/blogs', expect: all(200) },
  { route: 'GET /api/client-config', url: () => '/api/client-config', expect: all(200) },
  {
    route: 'POST /api/images',
    url: () => '/api/images',
    payload: async () => imageForm(await makeImage('png', 8, 8)),
    expect: signedIn(201),
  },
  {
    route: 'POST /api/login',
    url: () => '/api/login',
    payload: (w) => ({ email: a(w) }),
    expect: ownOnly,
    note: 'a token only for your own e-mail',
  },
  {
    route: 'PUT /api/user/{email}',
    url: (w) => `/api/user/${a(w)}`,
    payload: (w) => ({ email: a(w), role: 'user' }),
    expect: ownOnly,
  },
  { route: 'GET /api/user/{email}', url: (w) => `/api/user/${a(w)}`, expect: ownOrAdmin },
  {
    route: 'PUT /api/update/user/{email}',
    url: (w) => `/api/update/user/${a(w)}`,
    payload: () => ({ institution: 'BUET' }),
    expect: ownOnly,
  },
  { route: 'GET /api/admin/{email}', url: (w) => `/api/admin/${a(w)}`, expect: ownOrAdmin },
  { route: 'GET /api/{email}', url: (w) => `/api/${a(w)}`, expect: ownOrAdmin },
  { route: 'GET /api/admin', url: () => '/api/admin', expect: adminOnly },
  { route: 'GET /api/users', url: () => '/api/users', expect: adminOnly },
  { route: 'GET /api/admin/audit-log', url: () => '/api/admin/audit-log', expect: adminOnly },
  { route: 'GET /api/admin/overview', url: () => '/api/admin/overview', expect: adminOnly },
  { route: 'GET /api/admin/fulfilment', url: () => '/api/admin/fulfilment', expect: adminOnly },
  {
    route: 'GET /api/admin/orders/export.csv',
    url: () => '/api/admin/orders/export.csv?from=2025-01-01&to=2025-01-31',
    expect: adminOnly,
  },
  {
    route: 'GET /api/admin/sales-register',
    url: () => '/api/admin/sales-register?month=2025-01&format=csv',
    expect: adminOnly,
  },
  {
    route: 'PUT /api/user/admin/{email}',
    url: (w) => `/api/user/admin/${w.target.email}`,
    expect: adminOnly,
  },
  {
    route: 'POST /api/orders',
    url: () => '/api/orders',
    payload: (w) => ({
      productId: w.productId,
      quantity: 10,
      address: 'Dhaka',
      phoneNumber: '017',
    }),
    expect: { anonymous: 401, clientA: 201, clientB: 201, admin: 403 },
    note: 'admins see no Confirm Purchase: the server refuses their orders',
  },
  { route: 'GET /api/orders', url: () => '/api/orders', expect: adminOnly },
  { route: 'GET /api/orders/{email}', url: (w) => `/api/orders/${a(w)}`, expect: ownOrAdmin },
  {
    route: 'GET /api/orders/{email}/true',
    url: (w) => `/api/orders/${a(w)}/true`,
    expect: ownOrAdmin,
  },
  {
    route: 'PUT /api/orders/{id}',
    url: (w) => `/api/orders/${w.orders.paidIntent.orderId}`,
    payload: (w) => ({ transactionId: w.orders.paidIntent.intentId, isPaid: true }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 404 },
    note: "404, not 403: other clients' order ids are not revealed; only the owner pays",
  },
  {
    route: 'PUT /api/orders/{id}',
    url: (w) => `/api/orders/${w.orders.toDeliverId}`,
    payload: () => ({ isDelivered: true }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, admin: 200 },
    note: 'function level: only admins deliver, even the buyer of the order may not',
  },
  {
    route: 'PUT /api/orders/{id}',
    url: (w) => `/api/orders/${w.orders.toFlagReviewedId}`,
    payload: () => ({ isReviewed: true }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 404 },
    note: 'object level: only the buyer flags their delivered order reviewed',
  },
  {
    route: 'DELETE /api/orders/{id}',
    url: (w) => `/api/orders/${w.orders.toCancelId}`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 404 },
  },
  {
    route: 'GET /api/orders/{id}/invoice',
    url: (w) => `/api/orders/${w.orders.deliveredId}/invoice`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
    note: "the buyer's invoice, or any for an admin; another client's order is not revealed",
  },
  {
    route: 'GET /api/invoices',
    url: () => '/api/invoices',
    expect: { anonymous: 401, clientA: 200, clientB: 200, admin: 200 },
    note: "each caller's own invoices (and a company admin's company's); every one for an admin",
  },
  {
    route: 'GET /api/invoices/{number}',
    url: (w) => `/api/invoices/${w.numbers.invoice}`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
    note: "the buyer's tax invoice, or any for an admin; another client's is not revealed",
  },
  {
    route: 'GET /api/invoices/{number}.pdf',
    url: (w) => `/api/invoices/${w.numbers.invoice}.pdf`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
  },
  {
    route: 'POST /api/orders/{id}/shipments',
    url: (w) => `/api/orders/${w.fulfilment.orderId}/shipments`,
    payload: (w) => ({
      lines: [{ orderLineId: w.fulfilment.lineId, quantity: 1 }],
      carrierId: w.fulfilment.carrierId,
      trackingNumber: 'MATRIX-2',
    }),
    expect: { ...adminOnly, admin: 201 },
    note: 'function level: only admins ship, even the buyer of the order may not',
  },
  {
    route: 'POST /api/shipments/{id}/delivered',
    url: (w) => `/api/shipments/${w.fulfilment.shipmentId}/delivered`,
    expect: adminOnly,
    note: 'function level: only admins mark a shipment arrived, even its buyer may not',
  },
  {
    route: 'GET /api/shipments/{id}/challan.pdf',
    url: (w) => `/api/shipments/${w.shipmentId}/challan.pdf`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
    note: "the buyer's delivery challan, or any for an admin; another client's is not revealed",
  },
  {
    route: 'GET /api/warranty/serials/{serial}',
    url: (w) => `/api/warranty/serials/${w.serial.value}`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
    note: "the pieces its buyer bought, or any for an admin; another client's serial is not revealed",
  },
  {
    route: 'GET /api/warranty-check',
    url: (w) => `/api/warranty-check?serial=${w.serial.value}&orderNumber=${w.serial.orderNumber}`,
    expect: all(200),
    note: 'public: whoever holds the piece knows its serial and order number',
  },
  {
    route: 'GET /api/orders/number/{number}',
    url: (w) => `/api/orders/number/${w.numbers.delivered}`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
    note: "the order detail page: its buyer or an admin; another client's order is not revealed",
  },
  {
    route: 'GET /api/orders/number/{number}',
    url: (w) => `/api/orders/number/${w.numbers.companyBuyer}`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
    note: "a company buyer's order: client A reads it as the company's admin (decision 133)",
  },
  {
    route: 'POST /api/create-payment-intent',
    url: () => '/api/create-payment-intent',
    payload: (w) => ({ orderId: w.orders.unpaidId }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 404 },
  },
  {
    route: 'POST /api/payment-sessions',
    url: () => '/api/payment-sessions',
    payload: (w) => ({ orderId: w.orders.unpaidId, provider: 'sslcommerz' }),
    expect: { anonymous: 401, clientA: 404, clientB: 404, admin: 404 },
    note: 'this world has no SSLCommerz keys: the option is not enabled; another buyer never learns the order exists',
  },
  // Bank transfer against a proforma invoice (decision 314); this world has a payee bank account.
  {
    route: 'POST /api/orders/{id}/bank-transfer',
    url: (w) => `/api/orders/${w.transfer.toSwitchId}/bank-transfer`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 404 },
    note: "only the buyer switches their unpaid order; another's order is not revealed, an admin does not order",
  },
  {
    route: 'GET /api/orders/{id}/bank-transfers',
    url: (w) => `/api/orders/${w.transfer.awaitingId}/bank-transfers`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
    note: "its buyer or the shop's admins; another client's order is not revealed",
  },
  {
    route: 'POST /api/admin/orders/{id}/bank-transfers',
    url: (w) => `/api/admin/orders/${w.transfer.awaitingId}/bank-transfers`,
    payload: () => ({ amount: 1, receivedOn: dayFromToday(0), bankReference: 'MATRIX-BEFTN-1' }),
    expect: { ...adminOnly, admin: 201 },
    note: 'only the shop admin records a transfer that reached its account; a buyer never says it paid',
  },
  {
    route: 'GET /api/orders/{id}/proforma',
    url: (w) => `/api/orders/${w.transfer.awaitingId}/proforma`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
    note: "its buyer or the shop's admins; another client's order is not revealed",
  },
  {
    route: 'GET /api/payments/bkash/callback',
    url: () => '/api/payments/bkash/callback?paymentID=TR0011matrix&status=success',
    expect: all(404),
    note: "not a user route: bKash's return, verified with bKash; 404 without bKash keys",
  },
  {
    route: 'POST /api/payments/sslcommerz/ipn',
    url: () => '/api/payments/sslcommerz/ipn',
    payload: () => ({ tran_id: 'PL-1', val_id: 'v1', status: 'VALID' }),
    expect: all(404),
    note: 'not a user route: SSLCommerz signs it; 404 without SSLCommerz keys',
  },
  {
    route: 'POST /api/payments/sslcommerz/return/{outcome}',
    url: () => '/api/payments/sslcommerz/return/success',
    payload: () => ({ tran_id: 'PL-1', val_id: 'v1' }),
    expect: all(404),
    note: "the buyer's browser back from SSLCommerz's page; 404 without SSLCommerz keys",
  },
  {
    route: 'GET /api/payments/sslcommerz/return/{outcome}',
    url: () => '/api/payments/sslcommerz/return/fail?tran_id=PL-1',
    expect: all(404),
  },
  {
    route: 'GET /api/admin/payment-sessions',
    url: () => '/api/admin/payment-sessions?status=review',
    expect: adminOnly,
  },
  {
    route: 'POST /api/admin/payment-sessions/{id}/review',
    url: () => '/api/admin/payment-sessions/PL-NO-SUCH-SESSION/review',
    payload: () => ({ decision: 'refund' }),
    expect: { ...adminOnly, admin: 404 },
    note: 'only the shop admin decides a payment held for review; this world has no session',
  },
  {
    route: 'POST /api/payments/local/confirm',
    url: () => '/api/payments/local/confirm',
    payload: (w) => ({ clientSecret: w.clientSecret, ...card() }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 404 },
    note: "the client secret of another buyer's intent is unknown to you",
  },
  {
    route: 'POST /api/webhooks/stripe',
    url: () => '/api/webhooks/stripe',
    payload: () => ({ id: 'evt_1', type: 'payment_intent.succeeded' }),
    expect: all(404),
    note: 'not a user route: Stripe signs it; 404 without the stripe provider and its secret',
  },
  {
    route: 'POST /api/product',
    url: () => '/api/product',
    payload: () => buildProductInput({ productName: 'Matrix Product' }),
    expect: { ...adminOnly, admin: 201 },
  },
  {
    route: 'PUT /api/product/{id}',
    url: (w) => `/api/product/${w.productId}`,
    payload: () => ({ restock: 1 }),
    expect: adminOnly,
  },
  {
    route: 'PATCH /api/products/{id}',
    url: (w) => `/api/products/${w.productId}`,
    payload: () => ({ productDescription: 'An edited description. '.repeat(5) }),
    expect: adminOnly,
  },
  {
    route: 'POST /api/products/tax-rates',
    url: () => '/api/products/tax-rates',
    payload: (w) => ({ productIds: [w.productId], vatRate: 1500 }),
    expect: adminOnly,
  },
  {
    route: 'DELETE /api/product/{id}',
    url: (w) => `/api/product/${w.deletableProductId}`,
    expect: adminOnly,
  },
  {
    route: 'GET /api/products/{id}/content',
    url: (w) => `/api/products/${w.productId}/content`,
    expect: adminOnly,
    note: "the back office's form: the stored texts in every language (decision 326)",
  },
  // The catalog (decisions 316–319): public reads, admin writes; a company admin is a client here.
  { route: 'GET /api/categories', url: () => '/api/categories', expect: all(200) },
  {
    route: 'GET /api/categories/{slug}',
    url: (w) => `/api/categories/${w.catalog.categorySlug}`,
    expect: all(200),
  },
  {
    route: 'GET /api/products/facets',
    url: (w) => `/api/products/facets?category=${w.catalog.categorySlug}&inStock=true`,
    expect: all(200),
    note: 'public catalog browsing',
  },
  {
    route: 'GET /api/product-pages/{key}',
    url: (w) => `/api/product-pages/${w.catalog.productSlug}`,
    expect: all(200),
  },
  {
    route: 'POST /api/categories',
    url: () => '/api/categories',
    payload: () => ({ name: 'Matrix Category' }),
    expect: { ...adminOnly, admin: 201 },
  },
  {
    route: 'PATCH /api/categories/{id}',
    url: (w) => `/api/categories/${w.catalog.categoryId}`,
    payload: () => ({ description: 'Edited by the matrix' }),
    expect: adminOnly,
  },
  {
    route: 'DELETE /api/categories/{id}',
    url: (w) => `/api/categories/${w.catalog.deletableCategoryId}`,
    expect: adminOnly,
  },
  {
    route: 'GET /api/categories/{id}/content',
    url: (w) => `/api/categories/${w.catalog.categoryId}/content`,
    expect: adminOnly,
  },
  {
    route: 'POST /api/categories/{id}/attributes',
    url: (w) => `/api/categories/${w.catalog.categoryId}/attributes`,
    payload: () => ({ key: 'matrix_gb', name: 'Matrix', type: 'number', unit: 'GB' }),
    expect: { ...adminOnly, admin: 201 },
  },
  {
    route: 'PATCH /api/category-attributes/{id}',
    url: (w) => `/api/category-attributes/${w.catalog.attributeId}`,
    payload: () => ({ name: 'Capacity (edited)' }),
    expect: adminOnly,
  },
  {
    route: 'DELETE /api/category-attributes/{id}',
    url: (w) => `/api/category-attributes/${w.catalog.deletableAttributeId}`,
    expect: adminOnly,
  },
  {
    route: 'POST /api/products/{id}/documents',
    url: (w) => `/api/products/${w.productId}/documents`,
    payload: () => documentForm('Matrix datasheet'),
    expect: { ...adminOnly, admin: 201 },
  },
  {
    route: 'DELETE /api/products/{id}/documents/{documentId}',
    url: (w) => `/api/products/${w.productId}/documents/${w.catalog.documentId}`,
    expect: adminOnly,
  },
  {
    route: 'GET /api/products/export.csv',
    url: () => '/api/products/export.csv',
    expect: adminOnly,
    note: 'the whole catalog with its stock: the shop admin only',
  },
  {
    route: 'POST /api/product-imports',
    url: () => '/api/product-imports?fileName=matrix.csv',
    payload: () => catalogCsv(['MATRIX-UPLOAD-1']),
    contentType: 'text/csv',
    expect: { ...adminOnly, admin: 202 },
    note: 'checked in the background; nothing changes until an admin applies it',
  },
  {
    route: 'GET /api/product-imports/{id}',
    url: (w) => `/api/product-imports/${w.catalog.importId}`,
    expect: adminOnly,
  },
  {
    route: 'GET /api/product-imports/{id}/rows',
    url: (w) => `/api/product-imports/${w.catalog.importId}/rows`,
    expect: adminOnly,
  },
  {
    route: 'POST /api/product-imports/{id}/apply',
    url: (w) => `/api/product-imports/${w.catalog.importId}/apply`,
    expect: adminOnly,
  },
  // Carriers (decision 321): the shop admin's alone; no API key reaches them.
  { route: 'GET /api/carriers', url: () => '/api/carriers', expect: adminOnly },
  {
    route: 'POST /api/carriers',
    url: () => '/api/carriers',
    payload: () => ({ name: 'Matrix Freight', kind: 'courier' }),
    expect: { ...adminOnly, admin: 201 },
  },
  {
    route: 'PUT /api/carriers/{id}',
    url: (w) => `/api/carriers/${w.carrierId}`,
    payload: () => ({ name: 'Matrix Courier', kind: 'courier', active: false }),
    expect: adminOnly,
  },
  // Contract pricing (decision 320): the shop admin's alone. Client A is a company's admin and
  // client B a buyer of none: neither sets, reads or imports prices; no API key reaches them.
  { route: 'GET /api/customer-groups', url: () => '/api/customer-groups', expect: adminOnly },
  {
    route: 'POST /api/customer-groups',
    url: () => '/api/customer-groups',
    payload: () => ({ name: 'Matrix Distributors' }),
    expect: { ...adminOnly, admin: 201 },
  },
  {
    route: 'PATCH /api/customer-groups/{id}',
    url: (w) => `/api/customer-groups/${w.pricing.groupId}`,
    payload: () => ({ name: 'Matrix Resellers' }),
    expect: adminOnly,
  },
  {
    route: 'DELETE /api/customer-groups/{id}',
    url: (w) => `/api/customer-groups/${w.pricing.deletableGroupId}`,
    expect: adminOnly,
  },
  {
    route: 'PATCH /api/admin/companies/{id}/customer-group',
    url: (w) => `/api/admin/companies/${w.company.id}/customer-group`,
    payload: (w) => ({ customerGroupId: w.pricing.groupId }),
    expect: adminOnly,
    note: "only the shop puts a company in a group (and so under its prices), not the company's admin",
  },
  { route: 'GET /api/price-lists', url: () => '/api/price-lists', expect: adminOnly },
  {
    route: 'POST /api/price-lists',
    url: () => '/api/price-lists',
    payload: (w) => ({ name: 'Matrix contract', companyIds: [w.company.id] }),
    expect: { ...adminOnly, admin: 201 },
    note: "a company's admin never writes their own company's prices",
  },
  {
    route: 'GET /api/price-lists/{id}',
    url: (w) => `/api/price-lists/${w.pricing.listId}`,
    expect: adminOnly,
  },
  {
    route: 'PATCH /api/price-lists/{id}',
    url: (w) => `/api/price-lists/${w.pricing.listId}`,
    payload: (w) => ({ customerGroupIds: [w.pricing.groupId] }),
    expect: adminOnly,
  },
  {
    route: 'DELETE /api/price-lists/{id}',
    url: (w) => `/api/price-lists/${w.pricing.deletableListId}`,
    expect: adminOnly,
  },
  {
    route: 'GET /api/price-lists/{id}/entries',
    url: (w) => `/api/price-lists/${w.pricing.listId}/entries`,
    expect: adminOnly,
    note: "other companies' negotiated prices: the shop admin only",
  },
  {
    route: 'PUT /api/price-lists/{id}/products/{productId}',
    url: (w) => `/api/price-lists/${w.pricing.listId}/products/${w.productId}`,
    payload: () => ({
      steps: [
        { minQuantity: 10, unitPrice: 90 },
        { minQuantity: 50, percentOff: 12.5 },
      ],
    }),
    expect: adminOnly,
  },
  {
    route: 'DELETE /api/price-lists/{id}/products/{productId}',
    url: (w) => `/api/price-lists/${w.pricing.listId}/products/${w.pricing.listedProductId}`,
    expect: adminOnly,
  },
  {
    route: 'GET /api/price-lists/{id}/entries.csv',
    url: (w) => `/api/price-lists/${w.pricing.listId}/entries.csv`,
    expect: adminOnly,
  },
  {
    route: 'POST /api/price-lists/{id}/import',
    url: (w) => `/api/price-lists/${w.pricing.listId}/import?dryRun=true`,
    payload: (w) => w.pricing.csv,
    contentType: 'text/csv',
    expect: adminOnly,
    note: 'the dry run too: it shows what the list holds',
  },
  {
    route: 'POST /api/quotes/{id}/contract-prices',
    url: (w) => `/api/quotes/${w.pricing.acceptedQuoteId}/contract-prices`,
    payload: () => ({ newPriceListName: 'Matrix quote contract', startsAt: inDays(30) }),
    expect: { ...adminOnly, admin: 201 },
    note: "the quote's own buyer (client A) never makes its prices their contract",
  },
  {
    route: 'POST /api/review',
    url: () => '/api/review',
    payload: (w) => ({ orderId: w.orders.deliveredId, review: 'Well packed parts.', rating: 5 }),
    expect: { anonymous: 401, clientA: 201, clientB: 404, admin: 404 },
    note: "only the buyer reviews a delivered order; another's order is not revealed",
  },
  {
    route: 'DELETE /api/user/admin/{email}',
    url: (w) => `/api/user/admin/${w.target.email}`,
    expect: adminOnly,
  },
  // The cart, checkout and address book (decisions 125–128): clients only; admins do not order.
  { route: 'GET /api/cart', url: () => '/api/cart', expect: clientsOnly },
  {
    route: 'POST /api/cart/lines',
    url: () => '/api/cart/lines',
    payload: (w) => ({ productId: w.productId, quantity: 10 }),
    expect: clientsOnly,
  },
  {
    route: 'PUT /api/cart/lines/{productId}',
    url: (w) => `/api/cart/lines/${w.productId}`,
    payload: () => ({ quantity: 12 }),
    expect: clientsOnly,
    note: "each client's own line (added by the row above)",
  },
  {
    route: 'GET /api/cart/proforma',
    url: () => '/api/cart/proforma',
    expect: clientsOnly,
    note: "each client's own cart (the line of the row above); admins have no cart",
  },
  {
    route: 'POST /api/cart/quick-order',
    url: () => '/api/cart/quick-order',
    payload: () => ({ csv: 'PL-NO-SUCH-SKU, 5' }),
    expect: clientsOnly,
    note: 'answers each row, refused or not',
  },
  {
    route: 'DELETE /api/cart/lines/{productId}',
    url: (w) => `/api/cart/lines/${w.productId}`,
    expect: clientsOnly,
  },
  {
    route: 'POST /api/checkout',
    url: () => '/api/checkout',
    payload: () => ({}),
    expect: { anonymous: 401, clientA: 409, clientB: 409, admin: 403 },
    note: 'reached by clients (their carts are empty by now: 409), refused to admins',
  },
  // Requests for quotation (decisions 150–155): clients on their own quotes, the shop answers.
  { route: 'GET /api/quotes', url: () => '/api/quotes', expect: clientsOnly },
  {
    route: 'POST /api/quotes',
    url: () => '/api/quotes',
    payload: () => ({ message: 'Price please' }),
    expect: { anonymous: 401, clientA: 409, clientB: 409, admin: 403 },
    note: 'reached by clients (their carts are empty: 409), refused to admins (no cart)',
  },
  {
    route: 'GET /api/quotes/{id}',
    url: (w) => `/api/quotes/${w.quotes.quotedId}`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
    note: "its buyer, its company's admins or the shop; another client's quote is not revealed",
  },
  {
    route: 'GET /api/quotes/{id}/pdf',
    url: (w) => `/api/quotes/${w.quotes.quotedId}/pdf`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
  },
  {
    route: 'POST /api/quotes/{id}/messages',
    url: (w) => `/api/quotes/${w.quotes.quotedId}/messages`,
    payload: () => ({ body: 'When can you deliver?' }),
    expect: { anonymous: 401, clientA: 201, clientB: 404, admin: 201 },
    note: 'the thread: its buyer and the shop',
  },
  {
    route: 'GET /api/quotes/{id}/proforma',
    url: (w) => `/api/quotes/${w.quotes.quotedId}/proforma`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
    note: 'the answered quote, before the row below accepts it',
  },
  {
    route: 'POST /api/quotes/{id}/accept',
    url: (w) => `/api/quotes/${w.quotes.quotedId}/accept`,
    payload: () => ({ version: 1 }),
    expect: { anonymous: 401, clientA: 201, clientB: 404, admin: 403 },
    note: 'its buyer (or an admin of its company) accepts; admins do not order',
  },
  {
    route: 'POST /api/quotes/{id}/decline',
    url: (w) => `/api/quotes/${w.quotes.toDeclineId}/decline`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 403 },
  },
  {
    route: 'GET /api/admin/quotes',
    url: () => '/api/admin/quotes?status=requested',
    expect: adminOnly,
  },
  {
    route: 'POST /api/admin/quotes/{id}/versions',
    url: (w) => `/api/admin/quotes/${w.quotes.toAnswerId}/versions`,
    payload: (w) => answerFor(w),
    expect: { anonymous: 401, clientA: 403, clientB: 403, admin: 201 },
    note: 'only the shop answers; prices never come from a client',
  },
  {
    route: 'POST /api/orders/{id}/buy-again',
    url: (w) => `/api/orders/${w.orders.deliveredId}/buy-again`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 404 },
    note: "the buyer's own order; another's order is not revealed",
  },
  {
    route: 'POST /api/orders/{id}/cancel-unshipped',
    url: (w) => `/api/orders/${w.orders.deliveredId}/cancel-unshipped`,
    expect: { anonymous: 401, clientA: 409, clientB: 404, admin: 409 },
    note: 'its buyer and the shop admins (everything has shipped: 409); another buyer: not revealed',
  },
  { route: 'GET /api/addresses', url: () => '/api/addresses', expect: signedIn(200) },
  {
    route: 'POST /api/addresses',
    url: () => '/api/addresses',
    payload: () => ({ address: 'Plot 9, Tejgaon, Dhaka', phoneNumber: '01711000000' }),
    expect: signedIn(201),
  },
  {
    route: 'PUT /api/addresses/{id}',
    url: () => `/api/addresses/${UNKNOWN_ADDRESS}`,
    payload: () => ({ address: 'Plot 9, Tejgaon, Dhaka', phoneNumber: '01711000000' }),
    expect: signedIn(404),
    note: 'only ever your own address: an id of another book is not found',
  },
  {
    route: 'DELETE /api/addresses/{id}',
    url: () => `/api/addresses/${UNKNOWN_ADDRESS}`,
    expect: signedIn(404),
  },
  // Companies (decisions 130–133): client A is the company admin; B and the admin are outside.
  { route: 'GET /api/company', url: () => '/api/company', expect: signedIn(200) },
  {
    route: 'PUT /api/company',
    url: () => '/api/company',
    payload: () => companyInput({ name: 'Matrix Components' }),
    expect: companyAdminOnly,
    note: "only a company admin of the caller's own company; outsiders are in no company (404)",
  },
  {
    route: 'GET /api/company/members',
    url: () => '/api/company/members',
    expect: companyAdminOnly,
  },
  {
    route: 'PUT /api/company/members/{userId}',
    url: (w) => `/api/company/members/${w.company.buyerId}`,
    payload: () => ({ monthlySpendingLimit: 1000 }),
    expect: companyAdminOnly,
  },
  {
    route: 'DELETE /api/company/members/{userId}',
    url: (w) => `/api/company/members/${w.company.removableId}`,
    expect: companyAdminOnly,
  },
  {
    route: 'GET /api/company/invitations',
    url: () => '/api/company/invitations',
    expect: companyAdminOnly,
  },
  {
    route: 'POST /api/company/invitations',
    url: () => '/api/company/invitations',
    payload: () => ({
      email: `matrix-invitee-${Date.now()}@example.com`,
      role: 'buyer',
      monthlySpendingLimit: null,
    }),
    headers: withAddressVerified(true),
    expect: { ...companyAdminOnly, clientA: 201 },
  },
  {
    route: 'DELETE /api/company/invitations/{id}',
    url: (w) => `/api/company/invitations/${w.company.invitationId}`,
    expect: companyAdminOnly,
  },
  {
    route: 'GET /api/invitations/{token}',
    url: (w) => `/api/invitations/${w.company.foreignToken}`,
    expect: all(200),
    note: 'the secret link is the key: it shows the company, e-mail and role to whoever has it',
  },
  {
    route: 'POST /api/invitations/{token}/accept',
    url: (w) => `/api/invitations/${w.company.foreignToken}/accept`,
    expect: { anonymous: 401, clientA: 403, clientB: 403, admin: 403 },
    note: 'only the invited e-mail accepts; shop admins join no company',
  },
  {
    route: 'GET /api/company/orders',
    url: () => '/api/company/orders',
    expect: companyAdminOnly,
  },
  {
    route: 'POST /api/company/orders/{id}/approve',
    url: (w) => `/api/company/orders/${w.company.awaitingIds[0]}/approve`,
    payload: () => ({}),
    expect: companyAdminOnly,
    note: "another company's orders are not revealed (404)",
  },
  {
    route: 'POST /api/company/orders/{id}/decline',
    url: (w) => `/api/company/orders/${w.company.awaitingIds[1]}/decline`,
    payload: () => ({ comment: 'Over budget' }),
    expect: companyAdminOnly,
  },
  { route: 'GET /api/admin/companies', url: () => '/api/admin/companies', expect: adminOnly },
  {
    route: 'GET /api/admin/companies/{id}',
    url: (w) => `/api/admin/companies/${w.company.id}`,
    expect: adminOnly,
  },
  {
    route: 'PUT /api/admin/companies/{id}',
    url: (w) => `/api/admin/companies/${w.company.id}`,
    payload: () => companyInput({ name: 'Matrix Components Ltd.' }),
    expect: adminOnly,
  },
  {
    route: 'GET /api/api-keys',
    url: () => '/api/api-keys',
    expect: clientsOnly,
    note: "a client's own keys, a company admin's company's; shop admins have none (decision 190)",
  },
  {
    route: 'POST /api/api-keys',
    url: () => '/api/api-keys',
    payload: () => ({
      name: 'Matrix ERP',
      scopes: ['orders:read'],
      currentPassword: TEST_PASSWORD,
    }),
    expect: { anonymous: 401, clientA: 201, clientB: 201, admin: 403 },
  },
  {
    route: 'DELETE /api/api-keys/{id}',
    url: (w) => `/api/api-keys/${w.apiKeyId}`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 403 },
    note: "another owner's keys are not revealed (404)",
  },
  {
    route: 'GET /api/webhooks/endpoints',
    url: () => '/api/webhooks/endpoints',
    expect: clientsOnly,
    note: "a client's own endpoints, a company admin's company's (decision 192)",
  },
  {
    route: 'POST /api/webhooks/endpoints',
    url: () => '/api/webhooks/endpoints',
    payload: () => ({
      url: 'http://erp.invalid/hook',
      events: ['order.paid'],
      currentPassword: TEST_PASSWORD,
    }),
    expect: { anonymous: 401, clientA: 201, clientB: 201, admin: 403 },
  },
  {
    route: 'GET /api/webhooks/deliveries',
    url: () => '/api/webhooks/deliveries',
    expect: clientsOnly,
  },
  {
    route: 'POST /api/webhooks/deliveries/{id}/resend',
    url: (w) => `/api/webhooks/deliveries/${w.webhook.deliveryId}/resend`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 403 },
    note: "another owner's deliveries are not revealed (404)",
  },
  {
    route: 'POST /api/webhooks/endpoints/{id}/test',
    url: (w) => `/api/webhooks/endpoints/${w.webhook.endpointId}/test`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 403 },
    note: "another owner's endpoints are not revealed (404)",
  },
  {
    route: 'DELETE /api/webhooks/endpoints/{id}',
    url: (w) => `/api/webhooks/endpoints/${w.webhook.endpointId}`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 403 },
  },
  {
    route: 'POST /api/company',
    url: () => '/api/company',
    payload: () => companyInput({ name: 'Client B Traders' }),
    expect: { anonymous: 401, clientA: 409, clientB: 201, admin: 403 },
    note: 'last of the company rows: client B founds a company here. One company per person.',
  },
  {
    route: 'POST /api/returns',
    url: () => '/api/returns',
    payload: (w) => ({
      orderId: w.returns.orderId,
      reason: 'wrong_item',
      description: 'Matrix: the wrong model arrived',
      items: [{ orderLineId: w.returns.lineId, quantity: 1 }],
    }),
    expect: { anonymous: 401, clientA: 201, clientB: 404, admin: 201 },
    note: "the order's buyer or a shop admin; another client's order is not revealed (404)",
  },
  {
    route: 'GET /api/returns',
    url: () => '/api/returns',
    expect: signedIn(200),
    note: "each caller's own returns (and a company admin's company's); every one for an admin",
  },
  {
    route: 'GET /api/returns/{id}',
    url: (w) => `/api/returns/${w.returns.readId}`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
    note: "another client's return is not revealed (404)",
  },
  {
    route: 'GET /api/returns/number/{number}',
    url: (w) => `/api/returns/number/${w.returns.readNumber}`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
  },
  {
    route: 'GET /api/returns/{id}/label.pdf',
    url: (w) => `/api/returns/${w.returns.approvedId}/label.pdf`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
  },
  {
    route: 'POST /api/returns/{id}/approve',
    url: (w) => `/api/returns/${w.returns.toApproveId}/approve`,
    payload: () => ({ instructions: 'Matrix: send it by courier' }),
    expect: adminOnly,
    note: 'function level: only shop admins decide returns, even the buyer may not',
  },
  {
    route: 'POST /api/returns/{id}/reject',
    url: (w) => `/api/returns/${w.returns.toRejectId}/reject`,
    payload: () => ({ comment: 'Matrix: not ours' }),
    expect: adminOnly,
  },
  {
    route: 'POST /api/returns/{id}/receive',
    url: (w) => `/api/returns/${w.returns.approvedId}/receive`,
    payload: () => ({}),
    expect: adminOnly,
  },
  {
    route: 'POST /api/returns/{id}/resolve',
    url: (w) => `/api/returns/${w.returns.receivedId}/resolve`,
    payload: (w) => ({ items: [{ itemId: w.returns.receivedItemId, resolution: 'repair' }] }),
    expect: adminOnly,
  },
  {
    route: 'GET /api/admin/returns.csv',
    url: () => '/api/admin/returns.csv',
    expect: adminOnly,
  },
];

/** Hidden from the OpenAPI document: the document itself and its viewer. */
const DOCS_ROWS: Row[] = [
  { route: 'GET /api/openapi.json', url: () => '/api/openapi.json', expect: all(200) },
  { route: 'GET /api/docs', url: () => '/api/docs', expect: all(200) },
  { route: 'GET /api/docs/json', url: () => '/api/docs/json', expect: all(200) },
  { route: 'GET /api/docs/yaml', url: () => '/api/docs/yaml', expect: all(200) },
  {
    route: 'GET /api/docs/static/index.html',
    url: () => '/api/docs/static/index.html',
    expect: all(302),
    note: 'the viewer redirects to its own page',
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    url: () => '/api/docs/static/swagger-initializer.js',
    expect: all(200),
  },
  {
    route: 'GET /api/admin/company-accounts',
    url: () => '/api/admin/company-accounts',
    expect: adminOnly,
  },
  {
    route: 'GET /api/company/payment-terms',
    url: () => '/api/company/payment-terms',
    expect: { anonymous: 401, clientA: 200, clientB: 200, admin: 404 },
    note: 'any member reads their own company and terms (client B founded one above); none: 404',
  },
  {
    route: 'GET /api/admin/companies/{id}/credit',
    url: (w) => `/api/admin/companies/${w.company.id}/credit`,
    expect: adminOnly,
  },
  {
    route: 'PUT /api/admin/companies/{id}/credit',
    url: (w) => `/api/admin/companies/${w.company.id}/credit`,
    payload: () => ({ paymentTermsDays: 30, creditLimit: 1_000_000 }),
    expect: adminOnly,
    note: "only the shop grants terms and credit, not the company's own admin",
  },
  {
    route: 'GET /api/admin/shop-settings',
    url: () => '/api/admin/shop-settings',
    expect: adminOnly,
  },
  {
    route: 'PUT /api/admin/shop-settings',
    url: () => '/api/admin/shop-settings',
    payload: () => buildShopSettingsInput({ bankAccounts: [PAYEE_BANK_ACCOUNT] }),
    expect: adminOnly,
    note: "only the shop's admin sets the seller's identity, not a company's admin; the bank account stays",
  },
  // Billing currencies and exchange rates (decision 324): the shop admin's alone.
  { route: 'GET /api/admin/currencies', url: () => '/api/admin/currencies', expect: adminOnly },
  {
    route: 'PUT /api/admin/currencies/{code}',
    url: () => '/api/admin/currencies/EUR',
    payload: () => ({ enabled: false }),
    expect: adminOnly,
    note: 'only the shop decides the currencies companies are billed in',
  },
  {
    route: 'GET /api/admin/exchange-rates',
    url: () => '/api/admin/exchange-rates?currency=USD',
    expect: adminOnly,
  },
  {
    route: 'POST /api/admin/exchange-rates',
    url: () => '/api/admin/exchange-rates',
    payload: () => ({ currency: 'USD', bdtPerUnit: '122.5', effectiveOn: shopDay() }),
    expect: { ...adminOnly, admin: 201 },
    note: 'a rate converts documents: only the shop admin records one',
  },
  {
    route: 'POST /api/admin/companies/{id}/payments',
    url: (w) => `/api/admin/companies/${w.company.id}/payments`,
    payload: (w) => ({
      amount: 100,
      receivedOn: '2026-11-20',
      reference: 'TT-MATRIX',
      allocations: [{ invoiceId: w.company.invoiceId, amount: 100 }],
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, admin: 201 },
    note: 'only the shop records bank payments',
  },
  {
    route: 'POST /api/admin/invoices/{number}/credit-notes',
    url: (w) => `/api/admin/invoices/${w.company.invoice.number}/credit-notes`,
    payload: (w) => ({ reason: 'Returned', lines: [{ sku: w.company.invoice.sku, quantity: 1 }] }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, admin: 201 },
    note: 'only the shop issues credit notes, not the buyer or its company admin',
  },
  {
    route: 'POST /api/admin/invoices/{number}/debit-notes',
    url: (w) => `/api/admin/invoices/${w.company.invoice.number}/debit-notes`,
    payload: (w) => ({ reason: 'Price', lines: [{ sku: w.company.invoice.sku, amount: 5 }] }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, admin: 201 },
  },
  {
    route: 'GET /api/credit-notes/{number}',
    url: (w) => `/api/credit-notes/${w.company.invoice.creditNote}`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
    note: "the order's buyer and company admin, or the shop; others' notes are not revealed",
  },
  {
    route: 'GET /api/debit-notes/{number}',
    url: (w) => `/api/debit-notes/${w.company.invoice.debitNote}`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
  },
  {
    route: 'GET /api/orders/{id}/tax-notes',
    url: (w) => `/api/orders/${w.company.invoice.orderId}/tax-notes`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
  },
  {
    route: 'GET /api/admin/companies/{id}/statement',
    url: (w) => `/api/admin/companies/${w.company.id}/statement`,
    expect: adminOnly,
  },
  {
    route: 'GET /api/company/statement',
    url: () => '/api/company/statement',
    expect: { anonymous: 401, clientA: 200, clientB: 200, admin: 404 },
    note:
      "the caller's own company only (client B's is the one it founded above, never A's), its " +
      'admins only (buyers: 403, tested beside it); someone in no company: 404',
  },
  {
    route: 'GET /api/company/statement.pdf',
    url: () => '/api/company/statement.pdf',
    expect: { anonymous: 401, clientA: 200, clientB: 200, admin: 404 },
  },
  {
    route: 'GET /api/company/withholding-certificates',
    url: () => '/api/company/withholding-certificates',
    expect: { anonymous: 401, clientA: 200, clientB: 200, admin: 404 },
    note: "as the statement: the caller's own company, its admins only; none: 404",
  },
  {
    route: 'PATCH /api/admin/companies/{id}/incoterm',
    url: (w) => `/api/admin/companies/${w.exports.companyId}/incoterm`,
    payload: () => ({ incoterm: 'CIF', incotermPlace: 'Hamburg' }),
    expect: adminOnly,
    note: 'the shop agrees the terms of sale, not the company',
  },
  {
    route: 'PATCH /api/admin/companies/{id}/currency',
    url: (w) => `/api/admin/companies/${w.exports.companyId}/currency`,
    payload: () => ({ currency: 'BDT' }),
    expect: adminOnly,
    note: 'the shop decides the currency a company is billed in (decision 327)',
  },
  {
    route: 'PATCH /api/orders/{id}/incoterm',
    url: (w) => `/api/orders/${w.exports.orderId}/incoterm`,
    payload: () => ({ incoterm: 'DAP', incotermPlace: 'Berlin' }),
    expect: adminOnly,
  },
  {
    route: 'GET /api/orders/{id}/commercial-invoice.pdf',
    url: (w) => `/api/orders/${w.exports.orderId}/commercial-invoice.pdf`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, admin: 200 },
    note: "who reads the order's tax invoice; another client's is not revealed",
  },
  {
    route: 'PATCH /api/admin/companies/{id}/tax-profile',
    url: (w) => `/api/admin/companies/${w.company.id}/tax-profile`,
    payload: () => ({ vatWithholding: true, incomeTaxDeductor: true }),
    expect: adminOnly,
    note: "only the shop marks a company a withholding entity, not the company's own admin",
  },
  {
    route: 'GET /api/docs/static/*',
    url: () => '/api/docs/static/swagger-ui.css',
    expect: all(200),
  },
];

/**
 * The actor's own headers, their e-mail address first marked verified or not, for a row that needs
 * one or the other (invitations are sent from a verified address only; a verification mail is
 * resent to an unverified one only).
 */
function withAddressVerified(verified: boolean) {
  return async (w: World, actor: Exclude<Actor, 'anonymous'>) => {
    await t.db
      .update(users)
      .set({ emailVerified: verified })
      .where(eq(users.id, w.users[actor].id));
    return w.users[actor].headers;
  };
}

let counter = 0;
/** A fresh session of the actor, so that a row may end it. */
const freshSession = async (w: World, actor: Exclude<Actor, 'anonymous'>) =>
  (await signInUser(t.app, w.users[actor].email)).headers;

/**
 * The better-auth endpoints the shop keeps (src/auth/auth-surface.ts, decision 080). Bodies are
 * valid unless a cell would change what later cells need (passwords, sessions).
 */
const AUTH_ROWS: Row[] = [
  {
    route: 'POST /api/auth/sign-up/email',
    url: () => '/api/auth/sign-up/email',
    payload: () => ({
      name: 'Matrix',
      email: `matrix-${(counter += 1)}-${Date.now()}@example.com`,
      password: TEST_PASSWORD,
    }),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/sign-in/email',
    url: () => '/api/auth/sign-in/email',
    payload: (w) => ({ email: a(w), password: TEST_PASSWORD }),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/sign-in/social',
    url: () => '/api/auth/sign-in/social',
    payload: () => ({ provider: 'github', callbackURL: '/' }),
    expect: all(404),
    note: 'no provider is configured here: nothing to start (social-sign-in.test.ts covers one)',
  },
  {
    route: 'GET /api/auth/callback/{id}',
    url: () => '/api/auth/callback/github?code=x&state=forged',
    expect: all(302),
    note: 'a forged state signs nobody in: back to the sign-in page with an error',
  },
  { route: 'GET /api/auth/get-session', url: () => '/api/auth/get-session', expect: all(200) },
  {
    route: 'POST /api/auth/sign-out',
    url: () => '/api/auth/sign-out',
    payload: () => ({}),
    headers: freshSession,
    expect: all(200),
  },
  {
    route: 'POST /api/auth/request-password-reset',
    url: () => '/api/auth/request-password-reset',
    payload: (w) => ({ email: a(w), redirectTo: '/reset-password' }),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/reset-password',
    url: () => '/api/auth/reset-password',
    payload: () => ({ token: 'not-a-mailed-token', newPassword: TEST_PASSWORD }),
    expect: all(400),
    note: 'only the mailed token sets a password; a session does not help',
  },
  {
    route: 'GET /api/auth/verify-email',
    url: () => '/api/auth/verify-email?token=forged',
    expect: all(401),
    note: 'only the mailed token verifies',
  },
  {
    route: 'POST /api/auth/send-verification-email',
    url: () => '/api/auth/send-verification-email',
    payload: (w) => ({ email: a(w) }),
    headers: withAddressVerified(false),
    expect: { anonymous: 200, clientA: 200, clientB: 400, admin: 400 },
    note: "signed in, only for your own address ('Email mismatch')",
  },
  {
    route: 'POST /api/auth/change-password',
    url: () => '/api/auth/change-password',
    payload: () => ({ currentPassword: 'N0t!thepassword', newPassword: 'An0ther!pass' }),
    expect: signedIn(400),
    note: 'signed in only; the current password is required (a wrong one here, not to end sessions)',
  },
  {
    route: 'POST /api/auth/update-user',
    url: () => '/api/auth/update-user',
    payload: () => ({ name: 'Matrix Name' }),
    expect: signedIn(200),
    note: "the caller's own name and photo only",
  },
];

/**
 * better-auth endpoints the shop does not use (decision 080): 404 to everyone, admins included.
 * The shop's own routes change roles and list users; impersonation, session lists, e-mail change,
 * account linking and deletion are not offered.
 */
const CLOSED_AUTH_ENDPOINTS = [
  'POST /callback/{id}',
  'POST /get-session',
  'POST /verify-password',
  'POST /change-email',
  'POST /update-session',
  'POST /delete-user',
  'GET /delete-user/callback',
  'GET /reset-password/{token}',
  'GET /list-sessions',
  'POST /revoke-session',
  'POST /revoke-sessions',
  'POST /revoke-other-sessions',
  'POST /link-social',
  'GET /list-accounts',
  'POST /unlink-account',
  'POST /refresh-token',
  'POST /get-access-token',
  'GET /account-info',
  'POST /admin/set-role',
  'GET /admin/get-user',
  'POST /admin/create-user',
  'POST /admin/update-user',
  'GET /admin/list-users',
  'POST /admin/list-user-sessions',
  'POST /admin/unban-user',
  'POST /admin/ban-user',
  'POST /admin/impersonate-user',
  'POST /admin/stop-impersonating',
  'POST /admin/revoke-user-session',
  'POST /admin/revoke-user-sessions',
  'POST /admin/remove-user',
  'POST /admin/set-user-password',
  'POST /admin/has-permission',
  'GET /ok',
  'GET /error',
] as const;

const CLOSED_ROWS: Row[] = CLOSED_AUTH_ENDPOINTS.map((endpoint) => {
  const [method, path] = endpoint.split(' ') as [Method, string];
  return {
    route: `${method} ${AUTH_BASE_PATH}${path}` as Row['route'],
    url: (w: World) => `${AUTH_BASE_PATH}${path.replace(/\{\w+\}/g, w.users.clientA.id)}`,
    payload: (w: World) => ({ userId: w.users.admin.id, role: 'user', email: a(w) }),
    expect: all(404),
  };
});

/** `:name` path parameters as the OpenAPI document writes them, `{name}`. */
const documented = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Every `METHOD /api/...` route the server answers: Fastify's, and better-auth's behind its mount. */
function routerRoutes(): string[] {
  const fastify = t.app.routeInventory
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith(`${AUTH_BASE_PATH}/`))
    .filter((route) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
    .map((route) => `${route.method} ${documented(route.url)}`);
  const auth = authRouterEndpoints(t.app.auth.api).map(
    ({ method, path }) => `${method} ${AUTH_BASE_PATH}${documented(path)}`,
  );
  return [...new Set([...fastify, ...auth])];
}

const ROWS: Row[] = [...MATRIX, ...DOCS_ROWS, ...AUTH_ROWS, ...CLOSED_ROWS];

const t = useTestApp({ env: { PAYEE_BANK_ACCOUNTS: JSON.stringify([PAYEE_BANK_ACCOUNT]) } });
let world: World;

/** A paid order of `buyer`, delivered by `admin` through `PUT /api/orders/{id}`. */
async function deliveredOrderOf(
  buyer: TestUser,
  admin: TestUser,
  product: Awaited<ReturnType<typeof insertProduct>>,
): Promise<string> {
  const orderId = await insertPaidOrder(t.db, product, buyer);
  await markDelivered(t.app, admin, orderId);
  return orderId;
}

beforeAll(async () => {
  const [clientA, clientB, admin, target] = [
    await signUpUser(t.app, { name: 'Client A' }),
    await signUpUser(t.app, { name: 'Client B' }),
    await createAdmin(t.app),
    await signUpUser(t.app, { name: 'Target' }),
  ];
  const product = await insertProduct(t.db, { minOrder: 10, availableQuantity: 1000 });
  const paidOrderId = await placeOrder(t.app, clientA, product.id);
  const { intentId } = await payLocally(t.app, clientA, paidOrderId);
  const unconfirmed = await payLocally(
    t.app,
    clientA,
    await placeOrder(t.app, clientA, product.id),
    card({ cvc: '' }),
  );
  world = {
    users: { clientA, clientB, admin },
    target,
    productId: product.id,
    deletableProductId: (await insertProduct(t.db)).id,
    orders: {
      paidIntent: { orderId: paidOrderId, intentId },
      unpaidId: await placeOrder(t.app, clientA, product.id),
      toCancelId: await placeOrder(t.app, clientA, product.id),
      deliveredId: await deliveredOrderOf(clientA, admin, product),
      toDeliverId: await insertPaidOrder(t.db, product, clientA),
      toFlagReviewedId: await deliveredOrderOf(clientA, admin, product),
    },
    clientSecret: unconfirmed.clientSecret,
    // The company first: client A's quotes are then the company's (decision 293: a quote of a
    // client asked before they founded a company is no longer accepted).
    company: await companyWorld(clientA, admin, product.id),
    quotes: {
      quotedId: await quoteOf(clientA, product.id, admin),
      toDeclineId: await quoteOf(clientA, product.id),
      toAnswerId: await quoteOf(clientA, product.id),
    },
    numbers: { delivered: '', companyBuyer: '', invoice: '' },
    shipmentId: '',
    fulfilment: await fulfilmentWorld(clientA, admin, product),
    serial: await serialWorld(clientA, admin),
    exports: await exportWorld(clientA, product),
    apiKeyId: '',
    carrierId: '',
    webhook: { endpointId: '', deliveryId: '' },
    transfer: {
      toSwitchId: await placeOrder(t.app, clientA, product.id),
      awaitingId: await awaitingTransfer(clientA, product.id),
    },
    catalog: {
      categoryId: '',
      categorySlug: '',
      deletableCategoryId: '',
      attributeId: '',
      deletableAttributeId: '',
      productSlug: '',
      documentId: '',
      importId: '',
    },
    pricing: {
      groupId: '',
      deletableGroupId: '',
      listId: '',
      deletableListId: '',
      listedProductId: '',
      csv: '',
      acceptedQuoteId: '',
    },
    returns: {
      orderId: '',
      lineId: '',
      readId: '',
      readNumber: '',
      toApproveId: '',
      toRejectId: '',
      approvedId: '',
      receivedId: '',
      receivedItemId: '',
    },
  };
  const numberOf = async (id: string) =>
    (await t.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id)))[0]!.number;
  world.numbers = {
    delivered: await numberOf(world.orders.deliveredId),
    companyBuyer: await numberOf(world.company.awaitingIds[0]),
    invoice: (
      await t.db
        .select({ number: invoices.number })
        .from(invoices)
        .where(eq(invoices.orderId, world.orders.deliveredId))
    )[0]!.number,
  };
  world.shipmentId = (
    await t.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.orderId, world.orders.deliveredId))
  )[0]!.id;
  world.apiKeyId = (await createApiKey(t.app, clientA, ['orders:read'])).id;
  world.carrierId = (
    await t.db.insert(carriers).values({ name: 'Matrix Courier', kind: 'courier' }).returning()
  )[0]!.id;
  world.webhook = await webhookOf(clientA, product.id);
  world.catalog = await catalogWorld(admin, product.id);
  world.pricing = await pricingWorld(clientA, admin, product);
  world.returns = await returnsWorld(clientA, admin, product);
});

/** Client A's paid order of a serial-tracked product, shipped with a serial (decision 322). */
async function serialWorld(buyer: TestUser, admin: TestUser): Promise<World['serial']> {
  const product = await insertProduct(t.db, {
    availableQuantity: 5,
    minOrder: 1,
    serialTracked: true,
    warrantyMonths: 36,
  });
  const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, buyer, [[product, 1]]);
  const shipped = await postShipment(t.app, admin, orderId, {
    lines: [{ orderLineId: lineIds[0], quantity: 1, serials: ['MATRIX-SN-1'] }],
    carrierId: await carrierId(t.db, 'Pathao Courier'),
    trackingNumber: 'MATRIX-SN',
  });
  if (shipped.statusCode !== 201) throw new Error(`serial shipment: ${shipped.body}`);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return { value: 'MATRIX-SN-1', orderNumber: order!.number };
}

/** A company abroad and client A's export order for it (decision 323). */
async function exportWorld(
  buyer: TestUser,
  product: Awaited<ReturnType<typeof insertProduct>>,
): Promise<World['exports']> {
  const company = await insertCompany(t.db, 'Matrix Export GmbH');
  await t.db.update(companies).set({ country: 'DE' }).where(eq(companies.id, company.id));
  const { orderId } = await insertPaidOrderOfLines(t.db, buyer, [[product, 10]], {
    companyId: company.id,
    zeroRated: true,
    incoterm: 'FOB',
    incotermPlace: 'Chittagong',
  });
  return { companyId: company.id, orderId };
}

/** The returns of the matrix (decision 322): see {@link World}'s `returns`. */
async function returnsWorld(
  buyer: TestUser,
  admin: TestUser,
  product: Awaited<ReturnType<typeof insertProduct>>,
): Promise<World['returns']> {
  const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, buyer, [[product, 10]]);
  const lineId = lineIds[0]!;
  const shipped = await postShipment(t.app, admin, orderId, {
    lines: [{ orderLineId: lineId, quantity: 8 }],
    carrierId: await carrierId(t.db, 'RedX'),
    trackingNumber: 'MATRIX-RMA',
  });
  if (shipped.statusCode !== 201) throw new Error(`shipment: ${shipped.body}`);
  const open = async () => {
    const made = await sendAs(t.app, buyer, 'POST', '/api/returns', {
      orderId,
      reason: 'ordered_by_mistake',
      description: 'Matrix: one too many',
      items: [{ orderLineId: lineId, quantity: 1 }],
    });
    if (made.statusCode !== 201) throw new Error(`return: ${made.body}`);
    return made.json<{ _id: string; number: string; items: { _id: string }[] }>();
  };
  const step = async (id: string, name: 'approve' | 'receive', body: object) => {
    const done = await sendAs(t.app, admin, 'POST', `/api/returns/${id}/${name}`, body);
    if (done.statusCode !== 200) throw new Error(`${name}: ${done.body}`);
  };
  const read = await open();
  const approved = await open();
  await step(approved._id, 'approve', { instructions: 'Matrix: send it back' });
  const received = await open();
  await step(received._id, 'approve', { instructions: 'Matrix: send it back' });
  await step(received._id, 'receive', {});
  return {
    orderId,
    lineId,
    readId: read._id,
    readNumber: read.number,
    toApproveId: (await open())._id,
    toRejectId: (await open())._id,
    approvedId: approved._id,
    receivedId: received._id,
    receivedItemId: received.items[0]!._id,
  };
}

/** Client A's paid order of 10 pieces, 1 of them shipped by `admin` (decision 321). */
async function fulfilmentWorld(
  buyer: TestUser,
  admin: TestUser,
  product: Awaited<ReturnType<typeof insertProduct>>,
): Promise<World['fulfilment']> {
  const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, buyer, [[product, 10]]);
  const lineId = lineIds[0]!;
  const courier = await carrierId(t.db, 'Pathao Courier');
  const shipped = await postShipment(t.app, admin, orderId, {
    lines: [{ orderLineId: lineId, quantity: 1 }],
    carrierId: courier,
    trackingNumber: 'MATRIX-1',
  });
  if (shipped.statusCode !== 201) throw new Error(`shipment: ${shipped.body}`);
  return { orderId, lineId, carrierId: courier, shipmentId: shipped.json<{ _id: string }>()._id };
}

/** The contract pricing of the matrix (decision 320). */
async function pricingWorld(
  buyer: TestUser,
  admin: TestUser,
  product: Awaited<ReturnType<typeof insertProduct>>,
): Promise<World['pricing']> {
  const listed = await insertProduct(t.db);
  const list = await insertPriceList(t.db, {
    name: 'Matrix list',
    entries: [{ productId: listed.id, minQuantity: 1, unitPricePoisha: 9_000 }],
  });
  return {
    groupId: (await insertCustomerGroup(t.db, 'Matrix group')).id,
    deletableGroupId: (await insertCustomerGroup(t.db, 'Matrix leftovers')).id,
    listId: list.id,
    deletableListId: (await insertPriceList(t.db, { name: 'Matrix old list' })).id,
    listedProductId: listed.id,
    csv: priceListCsv([[product.sku, 10, '95.00', '']]),
    acceptedQuoteId: await acceptedQuote(t.app, buyer, admin, product.id),
  };
}

/** The catalog of the matrix: categories, attributes, a datasheet and a checked import. */
async function catalogWorld(admin: TestUser, productId: string): Promise<World['catalog']> {
  const category = await insertCategory(t.db, { name: 'Matrix Memory' });
  await t.db.update(products).set({ categoryId: category.id }).where(eq(products.id, productId));
  const attribute = await insertAttribute(t.db, category.id, {
    key: 'capacity_gb',
    name: 'Capacity',
    type: 'number',
    unit: 'GB',
  });
  const deletable = await insertAttribute(t.db, category.id, {
    key: 'rank',
    name: 'Rank',
    type: 'text',
  });
  const [product] = await t.db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.id, productId));
  return {
    categoryId: category.id,
    categorySlug: category.slug,
    deletableCategoryId: (await insertCategory(t.db, { name: 'Matrix Empty' })).id,
    attributeId: attribute.id,
    deletableAttributeId: deletable.id,
    productSlug: product!.slug,
    documentId: (await attachDocument(t.app, admin, productId)).id,
    importId: (await checkedImport(t.app, admin, catalogCsv(['MATRIX-APPLY-1']))).id,
  };
}

/** An order of `buyer` switched to bank transfer (decision 314): unpaid, awaiting a transfer. */
async function awaitingTransfer(buyer: TestUser, productId: string): Promise<string> {
  const orderId = await placeOrder(t.app, buyer, productId);
  const switched = await sendAs(t.app, buyer, 'POST', `/api/orders/${orderId}/bank-transfer`);
  if (switched.statusCode !== 200) throw new Error(`bank transfer: ${switched.body}`);
  return orderId;
}

/** A webhook endpoint of `client`'s company and the delivery of an order placed after it. */
async function webhookOf(client: TestUser, productId: string): Promise<World['webhook']> {
  const created = await sendAs(t.app, client, 'POST', '/api/webhooks/endpoints', {
    url: 'http://erp.invalid/hook',
    events: ['order.placed'],
    currentPassword: client.password,
  });
  const endpointId = created.json<{ endpoint: { _id: string } }>().endpoint._id;
  await placeOrder(t.app, client, productId);
  const log = await t.app.inject({ url: '/api/webhooks/deliveries', headers: client.headers });
  return { endpointId, deliveryId: log.json<{ _id: string }[]>()[0]!._id };
}

/** A quote request of `buyer` for 10 pieces, answered by `admin` when given; its id. */
async function quoteOf(buyer: TestUser, productId: string, admin?: TestUser): Promise<string> {
  await addAddress(t.app, buyer);
  await addToCart(t.app, buyer, productId, 10);
  const id = (await requestQuote(t.app, buyer, {})).json<{ _id: string }>()._id;
  if (admin) {
    await answerQuote(t.app, admin, id, {
      lines: [{ productId, quantity: 10, unitPrice: 1 }],
      validUntil: dayFromToday(7),
    });
  }
  return id;
}

/** The shop's answer to the 'to answer' quote of the world. */
const answerFor = (w: World) => ({
  lines: [{ productId: w.productId, quantity: 10, unitPrice: 1 }],
  validUntil: dayFromToday(7),
  message: 'Our price',
});

/** Client A's company with a buyer (limit 0: every order waits) and a removable member. */
async function companyWorld(
  admin: TestUser,
  shopAdmin: TestUser,
  productId: string,
): Promise<World['company']> {
  const id = await createCompany(t.app, admin, { name: 'Matrix Co' });
  const buyer = await signUpUser(t.app, { name: 'Matrix Buyer' });
  const removable = await signUpUser(t.app, { name: 'Matrix Leaver' });
  await joinCompany(t.app, buyer, id, 0);
  await joinCompany(t.app, removable, id);
  const awaiting = async () => {
    const orderId = await placeOrder(t.app, buyer, productId);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    if (row?.status !== 'awaiting_approval') throw new Error('the order should wait');
    return orderId;
  };
  return {
    id,
    buyerId: buyer.id,
    removableId: removable.id,
    invitationId: (await insertInvitation(t.db, id, 'pending@example.com')).id,
    foreignToken: (await insertInvitation(t.db, id, 'someone-else@example.com')).token,
    awaitingIds: [await awaiting(), await awaiting()],
    ...(await invoiceOnAccount(admin, shopAdmin, id, productId)),
  };
}

/** Net 30 terms for the company and an invoice on account of an order of its admin `member`. */
async function invoiceOnAccount(
  member: TestUser,
  shopAdmin: TestUser,
  companyId: string,
  productId: string,
): Promise<{ invoiceId: string; invoice: World['company']['invoice'] }> {
  await setCredit(t.app, shopAdmin, companyId, { paymentTermsDays: 30, creditLimit: 1_000_000 });
  await addAddress(t.app, member);
  await addToCart(t.app, member, productId, 10);
  const placed = await checkout(t.app, member, { paymentMethod: 'on_account', poNumber: 'PO-M' });
  if (placed.statusCode !== 201) throw new Error(`on account: ${placed.body}`);
  const statement = StatementSchema.parse(
    (await t.app.inject({ url: '/api/company/statement', headers: member.headers })).json(),
  );
  const invoice = statement.invoices[0]!;
  const [product] = await t.db.select().from(products).where(eq(products.id, productId));
  const sku = product!.sku;
  const note = async (kind: 'credit' | 'debit', line: object) => {
    const response = await sendAs(
      t.app,
      shopAdmin,
      'POST',
      `/api/admin/invoices/${invoice.number}/${kind}-notes`,
      { reason: 'Matrix', lines: [{ sku, ...line }] },
    );
    if (response.statusCode !== 201) throw new Error(`${kind} note: ${response.body}`);
    return response.json<{ number: string }>().number;
  };
  return {
    invoiceId: invoice._id,
    invoice: {
      number: invoice.number,
      orderId: invoice.orderId,
      sku,
      creditNote: await note('credit', { quantity: 1 }),
      debitNote: await note('debit', { amount: 10 }),
    },
  };
}

describe('authorization matrix', () => {
  it('has a row for every /api route the router answers, /api/auth/* included', () => {
    const registered = routerRoutes();
    expect(registered).toContain('GET /api/health');
    expect(registered).toContain('POST /api/auth/sign-in/email');
    const covered = new Set<string>(ROWS.map((row) => row.route));
    const missing = registered.filter((route) => !covered.has(route));
    expect(missing, 'routes without a row in the authorization matrix').toEqual([]);
    const stale = [...covered].filter((route) => !registered.includes(route));
    expect(stale, 'rows for routes that do not exist').toEqual([]);
  });

  const cells = ROWS.flatMap((row) =>
    (Object.keys(row.expect) as Actor[]).map((actor) => ({ row, actor })),
  );
  it.each(cells.map((cell) => [cell.row.route, cell.actor, cell.row.expect[cell.actor], cell]))(
    '%s as %s → %i',
    async (_route, actor, status, { row }) => {
      const [method] = row.route.split(' ') as [Method];
      const payload = row.payload ? await row.payload(world) : undefined;
      const who =
        actor === 'anonymous'
          ? {}
          : row.headers
            ? await row.headers(world, actor)
            : world.users[actor].headers;
      // better-auth wants the site's Origin on its POSTs, as the web app sends it.
      const origin = row.route.includes(` ${AUTH_BASE_PATH}/`) ? authHeaders(t.app) : {};
      const response = await t.app.inject({
        method,
        url: row.url(world),
        headers: {
          ...origin,
          ...who,
          ...(row.contentType ? { 'content-type': row.contentType } : {}),
        },
        // better-auth's own per-IP limits would otherwise count every cell of its rows.
        remoteAddress: nextClientIp(),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(status);
    },
  );
});

/**
 * The routes an API key reaches (decision 190), with the one scope each needs. Every other route
 * of the router, admin routes and account changes included, answers 403 to any API key.
 */
const API_KEY_ROUTES: Record<string, ApiKeyScope> = {
  'GET /api/products': 'catalog:read',
  'GET /api/products/{id}': 'catalog:read',
  'GET /api/products/search': 'catalog:read',
  'GET /api/products/facets': 'catalog:read',
  'GET /api/product-pages/{key}': 'catalog:read',
  'GET /api/categories': 'catalog:read',
  'GET /api/categories/{slug}': 'catalog:read',
  'GET /api/orders/{email}': 'orders:read',
  'GET /api/orders/{email}/true': 'orders:read',
  'GET /api/orders/number/{number}': 'orders:read',
  'GET /api/shipments/{id}/challan.pdf': 'orders:read',
  'GET /api/warranty/serials/{serial}': 'orders:read',
  'GET /api/returns': 'orders:read',
  'GET /api/returns/{id}': 'orders:read',
  'GET /api/returns/number/{number}': 'orders:read',
  'GET /api/returns/{id}/label.pdf': 'orders:read',
  'POST /api/returns': 'orders:write',
  'GET /api/cart': 'orders:read',
  'GET /api/addresses': 'orders:read',
  'GET /api/quotes': 'orders:read',
  'GET /api/quotes/{id}': 'orders:read',
  'GET /api/quotes/{id}/pdf': 'orders:read',
  'GET /api/company/orders': 'orders:read',
  'GET /api/company/payment-terms': 'orders:read',
  'POST /api/orders': 'orders:write',
  'PUT /api/orders/{id}': 'orders:write',
  'DELETE /api/orders/{id}': 'orders:write',
  'POST /api/orders/{id}/buy-again': 'orders:write',
  'POST /api/orders/{id}/cancel-unshipped': 'orders:write',
  'POST /api/cart/lines': 'orders:write',
  'PUT /api/cart/lines/{productId}': 'orders:write',
  'DELETE /api/cart/lines/{productId}': 'orders:write',
  'POST /api/cart/quick-order': 'orders:write',
  'POST /api/checkout': 'orders:write',
  'POST /api/quotes': 'orders:write',
  'POST /api/quotes/{id}/accept': 'orders:write',
  'POST /api/quotes/{id}/decline': 'orders:write',
  'POST /api/quotes/{id}/messages': 'orders:write',
  'POST /api/create-payment-intent': 'orders:write',
  'POST /api/payment-sessions': 'orders:write',
  'POST /api/payments/local/confirm': 'orders:write',
  'POST /api/orders/{id}/bank-transfer': 'orders:write',
  'GET /api/orders/{id}/bank-transfers': 'orders:read',
  'GET /api/cart/proforma': 'orders:read',
  'GET /api/quotes/{id}/proforma': 'orders:read',
  'GET /api/orders/{id}/proforma': 'invoices:read',
  'GET /api/orders/{id}/invoice': 'invoices:read',
  'GET /api/orders/{id}/commercial-invoice.pdf': 'invoices:read',
  'GET /api/invoices': 'invoices:read',
  'GET /api/invoices/{number}': 'invoices:read',
  'GET /api/invoices/{number}.pdf': 'invoices:read',
  'GET /api/company/statement': 'invoices:read',
  'GET /api/company/statement.pdf': 'invoices:read',
  'GET /api/company/withholding-certificates': 'invoices:read',
  'GET /api/credit-notes/{number}': 'invoices:read',
  'GET /api/debit-notes/{number}': 'invoices:read',
  'GET /api/orders/{id}/tax-notes': 'invoices:read',
};

describe('authorization matrix: API-key callers (decision 190)', () => {
  const UNKNOWN_ID = '00000000-0000-4000-8000-000000000001';
  const call = (route: string, key: string) => {
    const [method, path] = route.split(' ') as [Method, string];
    const url = path.replace('{email}', world.users.clientA.email).replace(/\{\w+\}/g, UNKNOWN_ID);
    return t.app.inject({
      method,
      url,
      headers: { 'x-api-key': key },
      remoteAddress: nextClientIp(),
      ...(method === 'GET' ? {} : { payload: {} }),
    });
  };
  const keys = {} as Record<'all' | ApiKeyScope, string>;
  beforeAll(async () => {
    keys.all = (await createApiKey(t.app, world.users.clientA, [...API_KEY_SCOPES])).secret;
    for (const scope of API_KEY_SCOPES) {
      const others = API_KEY_SCOPES.filter((other) => other !== scope);
      keys[scope] = (await createApiKey(t.app, world.users.clientA, others)).secret;
    }
  });

  it('the document lists the scope of every route a key reaches, and no other', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security: Record<string, string[]>[] }>>;
    }>();
    const documentedScopes: Record<string, string> = {};
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const scope = operation.security.find((entry) => entry.apiKey)?.apiKey?.[0];
        if (scope) documentedScopes[`${method.toUpperCase()} ${path}`] = scope;
      }
    }
    // The document merges GET /orders/{email} into /orders/{id} (decision 190), and
    // GET /categories/{slug} into /categories/{id} (the parameter described as the slug).
    const {
      'GET /api/orders/{email}': mine,
      'GET /api/categories/{slug}': category,
      ...rest
    } = API_KEY_ROUTES;
    expect(documentedScopes).toEqual({
      ...rest,
      'GET /api/orders/{id}': mine,
      'GET /api/categories/{id}': category,
    });
  });

  it('every other route of the router answers 403 to a key with every scope', async () => {
    const others = routerRoutes().filter(
      (route) => !(route in API_KEY_ROUTES) && !route.includes(` ${AUTH_BASE_PATH}/`),
    );
    expect(others).toContain('GET /api/users');
    for (const route of others) {
      const response = await call(route, keys.all);
      expect([response.statusCode, response.json().error?.message], route).toEqual([
        403,
        API_KEY_MESSAGES.outOfScope,
      ]);
    }
  });

  it("better-auth's endpoints do not take a key as a session", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...authHeaders(t.app), 'x-api-key': keys.all },
      payload: { name: 'By key' },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(Object.entries(API_KEY_ROUTES))(
    '%s needs %s, and a key with it is let through',
    async (route, scope) => {
      const without = await call(route, keys[scope]);
      expect([without.statusCode, without.json().error?.message]).toEqual([
        403,
        API_KEY_MESSAGES.missingScope(scope),
      ]);
      const withIt = await call(route, keys.all);
      expect(withIt.statusCode, withIt.body).not.toBe(401);
      const message: unknown = withIt.headers['content-type']?.includes('json')
        ? withIt.json().error?.message
        : undefined;
      expect([API_KEY_MESSAGES.outOfScope, API_KEY_MESSAGES.missingScope(scope)]).not.toContain(
        message,
      );
    },
  );
});

/**
 * The lifecycle rows (decision 293): three former company admins of client A's company, each of
 * whom asked two quotes of the company, made a company API key and webhook endpoint and sent an
 * invitation while an admin. One was removed (now in no company), one demoted to buyer, one moved
 * (removed, then founded a company of their own). Every company, quote, key and webhook route
 * answers what their role now allows, and nothing of what the old one did.
 */
type Former = 'removed' | 'demoted' | 'moved';

/** What a former admin made in client A's company while its admin. */
interface FormerAdmin {
  user: TestUser;
  quotes: { quotedId: string; toDeclineId: string };
  key: { id: string; secret: string };
  webhook: World['webhook'];
  invitationId: string;
}

interface LifecycleRow {
  /** `METHOD /api/path/{param}`, a route of the main matrix. */
  route: Row['route'];
  url: (former: FormerAdmin) => string;
  payload?: (former: FormerAdmin) => object;
  /** Call with the company API key they made, instead of their session. */
  withTheirKey?: true;
  expect: Record<Former, number>;
  note?: string;
}

/** Client A's company as each of them sees it now: none, a buyer's, another company's admin. */
const outOfIt = (removed: number, demoted: number, moved: number) => ({ removed, demoted, moved });

const LIFECYCLE: LifecycleRow[] = [
  { route: 'GET /api/company', url: () => '/api/company', expect: outOfIt(200, 200, 200) },
  {
    route: 'PUT /api/company',
    url: () => '/api/company',
    payload: () => companyInput({ name: 'Taken Over Ltd.' }),
    expect: outOfIt(404, 403, 200),
    note: "the mover edits their own new company only; A's is never reached",
  },
  {
    route: 'GET /api/company/members',
    url: () => '/api/company/members',
    expect: outOfIt(404, 403, 200),
  },
  {
    route: 'PUT /api/company/members/{userId}',
    url: () => `/api/company/members/${world.company.buyerId}`,
    payload: () => ({ monthlySpendingLimit: 1 }),
    expect: outOfIt(404, 403, 404),
  },
  {
    route: 'DELETE /api/company/members/{userId}',
    url: () => `/api/company/members/${world.company.buyerId}`,
    expect: outOfIt(404, 403, 404),
  },
  {
    route: 'GET /api/company/invitations',
    url: () => '/api/company/invitations',
    expect: outOfIt(404, 403, 200),
  },
  {
    route: 'POST /api/company/invitations',
    url: () => '/api/company/invitations',
    payload: () => ({
      email: `lifecycle-${nextClientIp()}@example.com`,
      role: 'buyer',
      monthlySpendingLimit: null,
    }),
    expect: outOfIt(404, 403, 201),
  },
  {
    route: 'DELETE /api/company/invitations/{id}',
    url: (f) => `/api/company/invitations/${f.invitationId}`,
    expect: outOfIt(404, 403, 404),
    note: 'the invitation they sent was withdrawn with their role',
  },
  {
    route: 'GET /api/company/orders',
    url: () => '/api/company/orders',
    expect: outOfIt(404, 403, 200),
  },
  {
    route: 'GET /api/company/orders',
    url: () => '/api/company/orders',
    withTheirKey: true,
    expect: outOfIt(401, 401, 401),
    note: 'the company API key they made was revoked with their role',
  },
  {
    route: 'POST /api/company/orders/{id}/approve',
    url: () => `/api/company/orders/${world.company.awaitingIds[0]}/approve`,
    payload: () => ({}),
    expect: outOfIt(404, 403, 404),
  },
  {
    route: 'POST /api/company/orders/{id}/decline',
    url: () => `/api/company/orders/${world.company.awaitingIds[1]}/decline`,
    payload: () => ({ comment: 'No' }),
    expect: outOfIt(404, 403, 404),
  },
  {
    route: 'GET /api/company/payment-terms',
    url: () => '/api/company/payment-terms',
    expect: outOfIt(404, 200, 200),
    note: "any member reads their own company's terms: the mover's are their new company's",
  },
  {
    route: 'GET /api/company/statement',
    url: () => '/api/company/statement',
    withTheirKey: true,
    expect: outOfIt(401, 401, 401),
  },
  {
    route: 'GET /api/company/statement',
    url: () => '/api/company/statement',
    expect: outOfIt(404, 403, 200),
    note: "the mover's statement is their new company's, never A's",
  },
  {
    route: 'GET /api/company/statement.pdf',
    url: () => '/api/company/statement.pdf',
    expect: outOfIt(404, 403, 200),
  },
  {
    route: 'GET /api/company/withholding-certificates',
    url: () => '/api/company/withholding-certificates',
    expect: outOfIt(404, 403, 200),
    note: "the mover's certificates are their new company's, never A's",
  },
  // A company's quotes (decision 156) follow the membership of whoever asked them.
  { route: 'GET /api/quotes', url: () => '/api/quotes', expect: outOfIt(200, 200, 200) },
  {
    route: 'POST /api/quotes',
    url: () => '/api/quotes',
    payload: () => ({ message: 'Price please' }),
    expect: outOfIt(409, 409, 409),
    note: 'reached by each of them (their carts are empty: 409)',
  },
  {
    route: 'GET /api/quotes/{id}',
    url: (f) => `/api/quotes/${f.quotes.quotedId}`,
    expect: outOfIt(404, 200, 404),
    note: "their quote of a company they left is not found; a buyer keeps their own company's",
  },
  {
    route: 'GET /api/quotes/{id}/pdf',
    url: (f) => `/api/quotes/${f.quotes.quotedId}/pdf`,
    expect: outOfIt(404, 200, 404),
  },
  {
    route: 'GET /api/quotes/{id}/proforma',
    url: (f) => `/api/quotes/${f.quotes.quotedId}/proforma`,
    expect: outOfIt(404, 200, 404),
    note: "the quote's proforma (decision 314) follows the quote: gone with the company left",
  },
  {
    route: 'POST /api/quotes/{id}/messages',
    url: (f) => `/api/quotes/${f.quotes.quotedId}/messages`,
    payload: () => ({ body: 'Still valid?' }),
    expect: outOfIt(404, 201, 404),
  },
  {
    route: 'POST /api/quotes/{id}/accept',
    url: (f) => `/api/quotes/${f.quotes.quotedId}/accept`,
    payload: () => ({ version: 1 }),
    expect: outOfIt(404, 201, 404),
    note: 'the order would be the company of the quote: only a member of it accepts',
  },
  {
    route: 'POST /api/quotes/{id}/decline',
    url: (f) => `/api/quotes/${f.quotes.toDeclineId}/decline`,
    expect: outOfIt(404, 200, 404),
  },
  // API keys and webhook endpoints (decisions 190, 192): a company's go with its admins.
  {
    route: 'GET /api/api-keys',
    url: () => '/api/api-keys',
    expect: outOfIt(200, 403, 200),
    note: 'the removed lists their own (none), the mover their new company’s',
  },
  {
    route: 'POST /api/api-keys',
    url: () => '/api/api-keys',
    payload: (f) => ({ name: 'Again', scopes: ['orders:read'], currentPassword: f.user.password }),
    expect: outOfIt(201, 403, 201),
  },
  {
    route: 'DELETE /api/api-keys/{id}',
    url: (f) => `/api/api-keys/${f.key.id}`,
    expect: outOfIt(404, 403, 404),
  },
  {
    route: 'GET /api/webhooks/endpoints',
    url: () => '/api/webhooks/endpoints',
    expect: outOfIt(200, 403, 200),
  },
  {
    route: 'POST /api/webhooks/endpoints',
    url: () => '/api/webhooks/endpoints',
    payload: (f) => ({
      url: 'http://erp.invalid/hook',
      events: ['order.placed'],
      currentPassword: f.user.password,
    }),
    expect: outOfIt(201, 403, 201),
  },
  {
    route: 'GET /api/webhooks/deliveries',
    url: () => '/api/webhooks/deliveries',
    expect: outOfIt(200, 403, 200),
  },
  {
    route: 'POST /api/webhooks/deliveries/{id}/resend',
    url: (f) => `/api/webhooks/deliveries/${f.webhook.deliveryId}/resend`,
    expect: outOfIt(404, 403, 404),
  },
  {
    route: 'POST /api/webhooks/endpoints/{id}/test',
    url: (f) => `/api/webhooks/endpoints/${f.webhook.endpointId}/test`,
    expect: outOfIt(404, 403, 404),
  },
  {
    route: 'DELETE /api/webhooks/endpoints/{id}',
    url: (f) => `/api/webhooks/endpoints/${f.webhook.endpointId}`,
    expect: outOfIt(404, 403, 404),
  },
  {
    route: 'POST /api/quotes/{id}/contract-prices',
    url: (f) => `/api/quotes/${f.quotes.quotedId}/contract-prices`,
    payload: () => ({ newPriceListName: 'Taken contract' }),
    expect: outOfIt(403, 403, 403),
    note: "the shop admin's alone (decision 320), whoever asked the quote",
  },
  {
    route: 'POST /api/company',
    url: () => '/api/company',
    payload: () =>
      companyInput({
        name: 'Fresh Start Ltd.',
        tradeLicenceNumber: 'TRAD/DNCC/293294/2026',
        bin: '000293294-0101',
      }),
    expect: outOfIt(201, 409, 409),
    note: 'last: the removed founds a company of their own; one company per person',
  },
];

describe('authorization matrix: what a membership granted ends with it (decision 293)', () => {
  const former = {} as Record<Former, FormerAdmin>;

  /** A company admin of client A's company who asked quotes and made a key, an endpoint, an invitation. */
  async function formerAdmin(kind: Former): Promise<FormerAdmin> {
    const user = await signUpUser(t.app, { name: `Former admin (${kind})` });
    // Only a verified address invites (decision 294).
    await verifyEmail(t.app, user);
    const { token } = await insertInvitation(t.db, world.company.id, user.email, { role: 'admin' });
    await sendAs(t.app, user, 'POST', `/api/invitations/${token}/accept`);
    const invited = await sendAs(t.app, user, 'POST', '/api/company/invitations', {
      email: `invited-by-${kind}@example.com`,
      role: 'buyer',
      monthlySpendingLimit: null,
    });
    return {
      user,
      quotes: {
        quotedId: await quoteOf(user, world.productId, world.users.admin),
        toDeclineId: await quoteOf(user, world.productId),
      },
      key: await createApiKey(t.app, user, [...API_KEY_SCOPES]),
      webhook: await webhookOf(user, world.productId),
      invitationId: invited.json<{ _id: string }>()._id,
    };
  }

  beforeAll(async () => {
    const companyAdmin = world.users.clientA;
    for (const kind of ['removed', 'demoted', 'moved'] as const)
      former[kind] = await formerAdmin(kind);
    const remove = (f: FormerAdmin) =>
      sendAs(t.app, companyAdmin, 'DELETE', `/api/company/members/${f.user.id}`);
    await remove(former.removed);
    await sendAs(t.app, companyAdmin, 'PUT', `/api/company/members/${former.demoted.user.id}`, {
      role: 'buyer',
    });
    await remove(former.moved);
    await sendAs(
      t.app,
      former.moved.user,
      'POST',
      '/api/company',
      companyInput({
        name: 'Moved On Ltd.',
        tradeLicenceNumber: 'TRAD/DNCC/293293/2026',
        bin: '000293293-0101',
      }),
    );
  });

  it('covers every company, quote, API-key and webhook route of the main matrix', () => {
    const lifecycle = new Set(LIFECYCLE.map((row) => row.route));
    const owned = ROWS.map((row) => row.route).filter((route) =>
      /^\w+ \/api\/(company|quotes|api-keys|webhooks\/(endpoints|deliveries))(\/|$)/.test(route),
    );
    expect(owned.filter((route) => !lifecycle.has(route))).toEqual([]);
  });

  const cells = LIFECYCLE.flatMap((row) =>
    (Object.keys(row.expect) as Former[]).map((kind) => ({ row, kind })),
  );
  it.each(
    cells.map((cell) => [
      cell.row.route + (cell.row.withTheirKey ? ' with their key' : ''),
      cell.kind,
      cell.row.expect[cell.kind],
      cell,
    ]),
  )('%s, admin %s → %i', async (_route, kind, status, { row }) => {
    const [method] = row.route.split(' ') as [Method];
    const f = former[kind];
    const payload = row.payload?.(f);
    const response = await t.app.inject({
      method,
      url: row.url(f),
      headers: row.withTheirKey ? { 'x-api-key': f.key.secret } : f.user.headers,
      remoteAddress: nextClientIp(),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(status);
  });
});
