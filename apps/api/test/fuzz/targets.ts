import { addDays, shopDay } from '@partline/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { productImports } from '../../src/db/schema/index.js';
import {
  brokenText,
  hostileAmount,
  hostileString,
  hostileValue,
  hugeQuantity,
  usually,
} from './arbitraries.js';
import { TEST_PASSWORD } from '../helpers/auth.js';
import { dayFromToday } from '../helpers/quotes.js';
import type { ActorName, FuzzWorld, WriteRoute } from './harness.js';

/** The fuzz files; each runs the targets of its group on its own app and database. */
export type FuzzGroup =
  | 'orders'
  | 'payments'
  | 'catalog'
  | 'accounts'
  | 'uploads'
  | 'stripe'
  | 'companies'
  | 'receivables'
  | 'integrations'
  | 'sslcommerz'
  | 'bank-transfers'
  | 'price-lists';

/**
 * How one write route is fuzzed. The body comes from the route's shared zod schema (found through
 * the OpenAPI document) unless the group's file gives another generator (multipart, signed
 * webhooks).
 */
export interface FuzzTarget {
  group: FuzzGroup;
  /** Who sends most requests: the actor the route is for, so that requests go past the checks. */
  actor: ActorName;
  /** Real values for the path parameters, by parameter name, from the world's pools. */
  params?: Record<string, (world: FuzzWorld) => readonly string[]>;
  /** Body fields whose valid values the schema cannot invent (real ids, test cards). */
  fields?: (world: FuzzWorld) => Record<string, fc.Arbitrary<unknown>>;
  /**
   * `table.column`s a refused request may change, with the reason. Anything else changed by a 4xx
   * fails the run.
   */
  mayChangeOnRefusal?: { columns: readonly string[]; why: string };
  /** The route answers a 303 redirect once its rules ran (a browser's return from a provider). */
  redirects?: true;
  /**
   * Waits for the background work an accepted request starts (a catalog import's check), so that
   * the next request's snapshot is not taken while it still writes.
   */
  settle?: (world: FuzzWorld) => Promise<void>;
  /** The route stores files beside the images: a refusal must leave none behind either. */
  watchUploads?: true;
}

const pool = (name: string) => (world: FuzzWorld) => world.pools[name] ?? [];

/**
 * A target of `group` sent mostly by `actor`, each path parameter taken from the world's pool of
 * that name (`{ id: 'orderId' }`); its body comes from the route's schema unless `fields` is added.
 */
const target = (
  group: FuzzGroup,
  actor: ActorName,
  poolOf: Record<string, string> = {},
): FuzzTarget => {
  const params = Object.fromEntries(Object.entries(poolOf).map(([name, of]) => [name, pool(of)]));
  return { group, actor, ...(Object.keys(params).length > 0 ? { params } : {}) };
};
/** A real value most of the time, else whatever the schema or a hostile value gives. */
const realOr = (values: readonly string[], other: fc.Arbitrary<unknown> = hostileValue) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: other });

/** A spending limit: valid ones, and the amounts no money field takes (decision 296). */
const spendingLimit = fc.oneof(fc.constantFrom(null, '', 0, 12.34, '250.50', 1e9), hostileAmount);

/**
 * A company's details, each field now and then text PostgreSQL cannot store (decision 296); the
 * schema's own values the rest of the time.
 */
const companyFields = () => {
  const text = (valid: string) =>
    fc.oneof({ weight: 3, arbitrary: fc.constant(valid) }, brokenText);
  return {
    name: text('Fuzz Traders Ltd.'),
    tradeLicenceNumber: fc.oneof(
      { weight: 3, arbitrary: fc.nat().map((n) => `TRAD/FUZZ/${n}`) },
      brokenText,
    ),
    billingAddress: text('Plot 7, Tejgaon, Dhaka 1208'),
  };
};

/** An incoterm and its place (decision 323): a valid pair most of the time. */
const incotermFields = () => ({
  incoterm: usually('FOB', fc.constantFrom('fob', 'FOT', '', null, 1, 'DDP')),
  incotermPlace: usually('Chittagong', fc.oneof(hostileString, brokenText, fc.constant(''))),
});

/** Waits until no catalog import is being checked (`reading`), at most 10 s. */
async function importsChecked(world: FuzzWorld): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    const [reading] = await world.t.db
      .select({ id: productImports.id })
      .from(productImports)
      .where(eq(productImports.status, 'reading'))
      .limit(1);
    if (!reading) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const stuck = await world.t.db
    .select()
    .from(productImports)
    .where(eq(productImports.status, 'reading'));
  throw new Error(`a catalog import is still being checked after 10 s: ${JSON.stringify(stuck)}`);
}

/** A body whose `orderId` is one of the world's orders most of the time. */
const orderIdField = (world: FuzzWorld) => ({ orderId: realOr(pool('orderId')(world)) });

/** A price list's fields with real companies, groups and categories most of the time. */
const priceListFields = (world: FuzzWorld) => ({
  companyIds: fc.array(realOr(pool('companyId')(world), fc.uuid()), { maxLength: 2 }),
  customerGroupIds: fc.array(realOr(pool('customerGroupId')(world), fc.uuid()), { maxLength: 2 }),
  categoryRules: fc.array(
    fc.record({
      categoryId: realOr(pool('categoryId')(world), fc.uuid()),
      percentOff: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(5, 12.5, 99.99) },
        fc.constantFrom(0, 100, 12.345, -5, '10'),
        hostileAmount,
      ),
    }),
    { maxLength: 2 },
  ),
});

/**
 * Every write route of the OpenAPI document (POST/PUT/PATCH/DELETE under `/api/`). A route
 * missing here fails `coverage.test.ts`: add its target with the route.
 */
export const FUZZ_TARGETS: Record<WriteRoute, FuzzTarget> = {
  'POST /api/orders': {
    ...target('orders', 'clientA'),
    fields: (world) => ({
      productId: realOr(pool('productId')(world), fc.uuid()),
      quantity: fc.oneof(
        fc.constantFrom(1, 5, 6, 9, 10, 11, 999_990, 1_000_001, '10', ' 12 ', '1e1'),
        fc.integer({ min: -5, max: 2_000_000 }),
      ),
    }),
  },
  'POST /api/cart/lines': {
    ...target('orders', 'clientA'),
    fields: (world) => ({
      productId: realOr(pool('productId')(world), fc.uuid()),
      quantity: fc.oneof(fc.constantFrom(1, 10, '10', 1_000_000_001), fc.integer(), hugeQuantity),
    }),
  },
  'PUT /api/cart/lines/{productId}': target('orders', 'clientA', { productId: 'productId' }),
  'DELETE /api/cart/lines/{productId}': target('orders', 'clientA', { productId: 'productId' }),
  'POST /api/cart/quick-order': target('orders', 'clientA'),
  'POST /api/checkout': target('orders', 'clientA'),
  'POST /api/quotes': target('orders', 'clientA'),
  'POST /api/quotes/{id}/accept': {
    ...target('orders', 'clientA', { id: 'quoteId' }),
    fields: (world) => ({
      version: fc.oneof(fc.constantFrom(1, 2, 0, -1, '1', 1.5), fc.integer()),
      addressId: realOr(pool('addressId')(world), fc.uuid()),
    }),
  },
  'POST /api/quotes/{id}/decline': target('orders', 'clientA', { id: 'quoteId' }),
  'POST /api/quotes/{id}/messages': target('orders', 'clientA', { id: 'quoteId' }),
  'POST /api/admin/quotes/{id}/versions': {
    ...target('orders', 'admin', { id: 'quoteId' }),
    fields: (world) => ({
      lines: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.constant([
            { productId: world.pools.productId?.[0], quantity: 10, unitPrice: 4 },
          ]),
        },
        {
          weight: 1,
          arbitrary: fc.array(
            fc.record({
              productId: realOr(pool('productId')(world), fc.uuid()),
              quantity: fc.oneof(fc.integer(), fc.constantFrom('10', 1e12, -1), hugeQuantity),
              unitPrice: fc.oneof(
                fc.double(),
                fc.constantFrom(0.001, 1e9, '5', -0, 1e8, 99_999_999.99),
                hostileAmount,
              ),
            }),
            { maxLength: 3 },
          ),
        },
        {
          // Totals that do not fit in 2^53 poisha, on the real line (decision 296).
          weight: 1,
          arbitrary: fc
            .tuple(hugeQuantity, fc.constantFrom(1e8, 99_999_999.99, 10_000_000.01))
            .map(([quantity, unitPrice]) => [
              { productId: world.pools.productId?.[0], quantity, unitPrice },
            ]),
        },
        { weight: 1, arbitrary: hostileValue },
      ),
      validUntil: fc.oneof(
        fc.constant(dayFromToday(5)),
        fc.constantFrom('2020-01-01', '2999-01-01', 'tomorrow', '2026-02-30'),
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      ),
    }),
  },
  'POST /api/orders/{id}/buy-again': target('orders', 'clientA', { id: 'orderId' }),
  'POST /api/addresses': target('accounts', 'clientA'),
  'PUT /api/addresses/{id}': target('accounts', 'clientA', { id: 'addressId' }),
  'DELETE /api/addresses/{id}': target('accounts', 'clientA', { id: 'addressId' }),
  'PUT /api/orders/{id}': {
    ...target('orders', 'clientA', { id: 'orderId' }),
    fields: (world) => ({
      transactionId: realOr(pool('intentId')(world), hostileString),
    }),
  },
  'DELETE /api/orders/{id}': target('orders', 'clientA', { id: 'orderId' }),
  'POST /api/orders/{id}/cancel-unshipped': target('orders', 'clientA', { id: 'orderId' }),
  'POST /api/create-payment-intent': {
    ...target('payments', 'clientA'),
    fields: orderIdField,
  },
  'POST /api/payments/local/confirm': {
    ...target('payments', 'clientA'),
    fields: (world) => ({
      clientSecret: realOr(pool('clientSecret')(world)),
      cardNumber: usually(
        '4242 4242 4242 4242',
        fc.constantFrom(
          '4000 0000 0000 0002',
          '4000000000009995',
          '4242424242424241',
          '',
          '4242 4242 4242 4242 4242 4242 4242 4242 42',
        ),
      ),
      expMonth: usually(12, fc.constantFrom(0, 13, -1, '12', '1e3', ' 7 ')),
      expYear: usually(
        new Date().getUTCFullYear() + 2,
        fc.constantFrom(20, 99, 2000, 9999, '2030', '-1'),
      ),
      cvc: usually('123', fc.constantFrom('1234', '', '12', 'abc')),
    }),
    mayChangeOnRefusal: {
      columns: ['payment_intents.last_error_code'],
      why: "a refused card is recorded on its intent, as Stripe's last_payment_error",
    },
  },
  'POST /api/webhooks/stripe': target('stripe', 'anonymous'),
  // The redirect rails (decisions 311, 312), against the SSLCommerz stand-in: sessions, its signed
  // IPN and the buyer's return (form bodies: sslcommerz.test.ts), the admin's review.
  'POST /api/payment-sessions': {
    ...target('sslcommerz', 'clientA'),
    fields: (world) => ({
      ...orderIdField(world),
      provider: usually('sslcommerz', fc.constantFrom('bkash', 'local', 'stripe', '')),
    }),
  },
  'POST /api/payments/sslcommerz/ipn': target('sslcommerz', 'anonymous'),
  'POST /api/payments/sslcommerz/return/{outcome}': {
    ...target('sslcommerz', 'anonymous'),
    params: { outcome: () => ['success', 'fail', 'cancel'] },
    redirects: true,
  },
  'POST /api/admin/payment-sessions/{id}/review': target('sslcommerz', 'admin', {
    id: 'sessionId',
  }),
  // Bank transfer against a proforma invoice (decision 314), with a payee bank account.
  'POST /api/orders/{id}/bank-transfer': target('bank-transfers', 'clientA', { id: 'orderId' }),
  'POST /api/admin/orders/{id}/bank-transfers': {
    ...target('bank-transfers', 'admin', { id: 'transferOrderId' }),
    fields: () => ({
      amount: fc.oneof(fc.constantFrom(1, 10, '25.50', 0.01, 1e9, 0, -1), hostileAmount),
      receivedOn: usually(dayFromToday(-1), fc.constantFrom(dayFromToday(3), '2026-02-30', '')),
      bankReference: fc.oneof(
        fc.nat().map((n) => `BEFTN-FUZZ-${n % 50}`),
        brokenText,
        hostileString,
      ),
    }),
  },
  'POST /api/product': {
    ...target('catalog', 'admin'),
    fields: () => ({
      productName: fc.oneof(
        fc.string({ minLength: 1, maxLength: 120 }),
        fc.constantFrom(' Fuzz Part ', 'FUZZ PART', 'fuzz part'),
      ),
    }),
  },
  'PUT /api/product/{id}': target('catalog', 'admin', { id: 'productId' }),
  'PATCH /api/products/{id}': target('catalog', 'admin', { id: 'productId' }),
  'POST /api/products/tax-rates': {
    ...target('catalog', 'admin'),
    fields: (world) => ({
      // One or two products, mostly real ones (a deleted or unknown one refuses them all).
      productIds: fc.array(realOr(pool('productId')(world), fc.uuid()), {
        minLength: 1,
        maxLength: 2,
      }),
      vatRate: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(1500, 1000, 750, 500, 0) },
        fc.constantFrom(1, '1500', -1500, 15.5, null),
      ),
    }),
  },
  'DELETE /api/product/{id}': target('catalog', 'admin', { id: 'productId' }),
  // The catalog's structure, datasheets and imports (decisions 316, 318, 319).
  'POST /api/categories': {
    ...target('catalog', 'admin'),
    fields: (world) => ({ parentId: realOr(pool('categoryId')(world), fc.uuid()) }),
  },
  'PATCH /api/categories/{id}': {
    ...target('catalog', 'admin', { id: 'categoryId' }),
    fields: (world) => ({ parentId: realOr(pool('categoryId')(world), fc.constant(null)) }),
  },
  'POST /api/categories/{id}/attributes': target('catalog', 'admin', { id: 'categoryId' }),
  'PATCH /api/category-attributes/{id}': target('catalog', 'admin', { id: 'attributeId' }),
  'DELETE /api/category-attributes/{id}': target('catalog', 'admin', { id: 'attributeId' }),
  // After the attribute targets: a deleted category takes its attributes with it.
  'DELETE /api/categories/{id}': target('catalog', 'admin', { id: 'categoryId' }),
  'POST /api/products/{id}/documents': {
    ...target('catalog', 'admin', { id: 'documentProductId' }),
    watchUploads: true,
  },
  'DELETE /api/products/{id}/documents/{documentId}': {
    ...target('catalog', 'admin', { id: 'documentProductId', documentId: 'documentId' }),
    watchUploads: true,
  },
  'POST /api/product-imports': {
    ...target('catalog', 'admin'),
    settle: importsChecked,
  },
  'POST /api/product-imports/{id}/apply': target('catalog', 'admin', { id: 'importId' }),
  'POST /api/review': {
    ...target('catalog', 'clientA'),
    fields: orderIdField,
  },
  'POST /api/login': {
    ...target('accounts', 'clientA'),
    fields: (world) => ({
      email: realOr([
        world.users.clientA.email,
        world.users.clientA.email.toUpperCase(),
        world.users.clientB.email,
      ]),
    }),
  },
  'PUT /api/user/{email}': target('accounts', 'clientA', { email: 'email' }),
  'PUT /api/update/user/{email}': target('accounts', 'clientA', { email: 'email' }),
  'PUT /api/user/admin/{email}': target('accounts', 'admin', { email: 'adminEmail' }),
  'DELETE /api/user/admin/{email}': target('accounts', 'admin', { email: 'adminEmail' }),
  'POST /api/images': target('uploads', 'clientA'),
  // Companies (decisions 130–133): client A is the company admin of the world's company.
  // Creating a key or an endpoint asks for the current password (decision 294): mostly the right
  // one, so that requests go past the check.
  'POST /api/api-keys': {
    ...target('integrations', 'clientB'),
    fields: () => ({ currentPassword: usually(TEST_PASSWORD, hostileString) }),
  },
  'DELETE /api/api-keys/{id}': target('integrations', 'clientA', { id: 'apiKeyId' }),
  'POST /api/webhooks/endpoints': {
    ...target('integrations', 'clientA'),
    fields: () => ({
      url: fc.oneof(
        fc.constantFrom(
          'http://erp.invalid/hook',
          'https://erp.example.com/partline?x=1',
          // Refused up front: loopback, private, link-local (decision 294).
          'http://127.0.0.1:9/hook',
          'http://169.254.169.254/latest',
          'http://localhost:3000/',
        ),
        hostileString,
      ),
      currentPassword: usually(TEST_PASSWORD, hostileString),
    }),
  },
  'POST /api/webhooks/deliveries/{id}/resend': target('integrations', 'clientA', {
    id: 'webhookDeliveryId',
  }),
  'POST /api/webhooks/endpoints/{id}/test': target('integrations', 'clientA', {
    id: 'webhookEndpointId',
  }),
  // After the resends: it removes the endpoint they need.
  'DELETE /api/webhooks/endpoints/{id}': target('integrations', 'clientA', {
    id: 'webhookEndpointId',
  }),
  'POST /api/company': { ...target('companies', 'clientB'), fields: companyFields },
  'PUT /api/company': { ...target('companies', 'clientA'), fields: companyFields },
  'PUT /api/company/members/{userId}': {
    ...target('companies', 'clientA', { userId: 'companyMemberId' }),
    fields: () => ({ monthlySpendingLimit: spendingLimit }),
  },
  'DELETE /api/company/members/{userId}': target('companies', 'clientA', {
    userId: 'companyMemberId',
  }),
  'POST /api/company/invitations': {
    ...target('companies', 'clientA'),
    fields: () => ({ monthlySpendingLimit: spendingLimit }),
  },
  'DELETE /api/company/invitations/{id}': target('companies', 'clientA', { id: 'invitationId' }),
  'POST /api/invitations/{token}/accept': target('companies', 'clientB', {
    token: 'invitationToken',
  }),
  'POST /api/company/orders/{id}/approve': target('companies', 'clientA', { id: 'companyOrderId' }),
  'POST /api/company/orders/{id}/decline': target('companies', 'clientA', { id: 'companyOrderId' }),
  'PUT /api/admin/companies/{id}': {
    ...target('companies', 'admin', { id: 'companyId' }),
    fields: companyFields,
  },
  'PATCH /api/admin/companies/{id}/tax-profile': {
    ...target('companies', 'admin', { id: 'companyId' }),
    fields: () => ({
      country: usually('BD', fc.constantFrom('US', 'bd', 'XX', '', 'BGD', 1, null)),
      vatWithholding: usually(true, fc.constantFrom(false, 'true', 1, null)),
      incomeTaxDeductor: usually(false, fc.constantFrom(true, 'false', 0, null)),
    }),
  },
  'PATCH /api/admin/companies/{id}/incoterm': {
    ...target('companies', 'admin', { id: 'exportCompanyId' }),
    fields: incotermFields,
  },
  'PATCH /api/admin/companies/{id}/currency': {
    ...target('companies', 'admin', { id: 'companyId' }),
    fields: () => ({
      currency: usually('BDT', fc.constantFrom('USD', 'EUR', 'usd', 'XXX', '', 1, null)),
      creditLimit: fc.oneof(
        fc.constant(undefined),
        fc.constantFrom(0, 10_000, 0.001, 1e10, -1, '5000'),
        hostileAmount,
      ),
    }),
  },
  'PUT /api/admin/companies/{id}/credit': {
    ...target('receivables', 'admin', { id: 'companyId' }),
    fields: () => ({
      paymentTermsDays: usually(30, fc.constantFrom(15, 60, null, 0, 45, '30', -30)),
      creditLimit: fc.oneof(
        fc.constantFrom(0, 10_000, 0.001, 1e10, -1, '5000'),
        fc.double({ noNaN: false }),
        hostileAmount,
      ),
    }),
  },
  'PUT /api/admin/shop-settings': {
    ...target('receivables', 'admin'),
    fields: () => {
      const text = (valid: string) =>
        fc.oneof({ weight: 3, arbitrary: fc.constant(valid) }, brokenText, hostileString);
      return {
        legalName: text('Fuzz Components Ltd.'),
        addressLines: fc.oneof(
          { weight: 3, arbitrary: fc.constant(['Plot 7, Tejgaon', 'Dhaka 1208']) },
          fc.array(text('Dhaka'), { maxLength: 6 }),
        ),
        bin: usually(
          '004512378-0101',
          fc.constantFrom('', '1234567890123', '12345678-0101', 'BIN'),
        ),
        tin: usually('123456789012', fc.constantFrom('', '12345678901', '1234567890123')),
        // A version from the past is stale (409); without one the save goes through.
        updatedAt: fc.constantFrom(undefined, '2020-01-01T00:00:00.000Z', 'yesterday'),
      };
    },
  },
  // Billing currencies and exchange rates (decision 324): mostly real codes and recent days, so
  // that rates are recorded (then 409 for a day taken) and currencies change state.
  'PUT /api/admin/currencies/{code}': {
    ...target('receivables', 'admin'),
    params: { code: () => ['USD', 'EUR', 'BDT'] },
    fields: () => ({ enabled: usually(false, fc.constantFrom(true, 'true', 0, null)) }),
  },
  'POST /api/admin/exchange-rates': {
    ...target('receivables', 'admin'),
    fields: () => ({
      currency: usually('USD', fc.constantFrom('EUR', 'BDT', 'GBP', 'usd', '', null)),
      bdtPerUnit: usually(
        '122.5',
        fc.constantFrom('0', '-1', '1e3', '122.1234567', 122.5, '99999999.999999', '0.000001'),
      ),
      effectiveOn: fc.oneof(
        {
          weight: 4,
          arbitrary: fc.integer({ min: -400, max: 3 }).map((days) => addDays(shopDay(), days)),
        },
        fc.constantFrom('2026-02-30', '0000-01-01', '9999-12-31', '1999-12-31', '29-11-2026'),
      ),
      source: usually('Bangladesh Bank', fc.oneof(brokenText, hostileString)),
    }),
  },
  'POST /api/admin/invoices/{number}/credit-notes': target('receivables', 'admin', {
    number: 'number',
  }),
  'POST /api/admin/invoices/{number}/debit-notes': target('receivables', 'admin', {
    number: 'number',
  }),
  'POST /api/admin/companies/{id}/payments': {
    ...target('receivables', 'admin', { id: 'companyId' }),
    fields: (world) => {
      const odd = fc.oneof(
        fc.constantFrom(1e9, 0, -1, 0.005, '100'),
        fc.double({ noNaN: false }),
        hostileAmount,
      );
      const invoiceId = realOr(pool('invoiceId')(world), fc.uuid());
      return {
        amount: usually(100, odd),
        receivedOn: usually('2026-11-20', fc.constantFrom('2026-02-30', '', '20-11-2026')),
        reference: usually('DBBL-TT-1', hostileString),
        // Usually nothing withheld at source (decision 307): the world's companies withhold nothing.
        vatWithheld: usually(0, odd),
        vdsCertificateNumber: usually('', hostileString),
        vdsCertificateDate: usually('', fc.constantFrom('2026-11-20', '2026-02-30')),
        incomeTaxWithheld: usually(0, odd),
        tdsCertificateNumber: usually('', hostileString),
        tdsCertificateDate: usually('', fc.constantFrom('2026-11-20', '20-11-2026')),
        // Usually one invoice taking the whole amount, so that many requests go through.
        allocations: fc.oneof(
          { weight: 3, arbitrary: invoiceId.map((id) => [{ invoiceId: id, amount: 100 }]) },
          {
            weight: 1,
            arbitrary: fc.array(fc.record({ invoiceId, amount: odd }), { maxLength: 3 }),
          },
        ),
      };
    },
  },
  // Contract pricing (decision 320): customer groups, price lists, their steps and CSV, a
  // company's group, an accepted quote made the contract. The deletes last: they take what the
  // others write to.
  'POST /api/customer-groups': target('price-lists', 'admin'),
  'PATCH /api/customer-groups/{id}': target('price-lists', 'admin', { id: 'customerGroupId' }),
  'PATCH /api/admin/companies/{id}/customer-group': {
    ...target('price-lists', 'admin', { id: 'companyId' }),
    fields: (world) => ({
      customerGroupId: realOr(pool('customerGroupId')(world), fc.constant(null)),
    }),
  },
  'POST /api/price-lists': { ...target('price-lists', 'admin'), fields: priceListFields },
  'PATCH /api/price-lists/{id}': {
    ...target('price-lists', 'admin', { id: 'priceListId' }),
    fields: priceListFields,
  },
  'PUT /api/price-lists/{id}/products/{productId}': target('price-lists', 'admin', {
    id: 'priceListId',
    productId: 'productId',
  }),
  'POST /api/price-lists/{id}/import': target('price-lists', 'admin', { id: 'priceListId' }),
  'POST /api/quotes/{id}/contract-prices': {
    ...target('price-lists', 'admin', { id: 'contractQuoteId' }),
    fields: (world) => ({ priceListId: realOr(pool('priceListId')(world), fc.uuid()) }),
  },
  'DELETE /api/price-lists/{id}/products/{productId}': target('price-lists', 'admin', {
    id: 'priceListId',
    productId: 'productId',
  }),
  'DELETE /api/price-lists/{id}': target('price-lists', 'admin', { id: 'priceListId' }),
  'DELETE /api/customer-groups/{id}': target('price-lists', 'admin', { id: 'customerGroupId' }),
  // Shipping (decision 321): mostly one piece of the line of the world's order to ship, so that
  // shipments go out; before the carriers, whose edits retire some of them.
  'PATCH /api/orders/{id}/incoterm': {
    ...target('orders', 'admin', { id: 'exportOrderId' }),
    fields: incotermFields,
  },
  'POST /api/orders/{id}/shipments': {
    ...target('orders', 'admin', { id: 'shipOrderId' }),
    fields: (world) => ({
      lines: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.constant([{ orderLineId: world.pools.orderLineId?.[0], quantity: 1 }]),
        },
        {
          weight: 1,
          arbitrary: fc.array(
            fc.record({
              orderLineId: realOr(pool('orderLineId')(world), fc.uuid()),
              quantity: fc.oneof(fc.integer(), fc.constantFrom(0, 10, '1'), hugeQuantity),
            }),
            { maxLength: 3 },
          ),
        },
        {
          // Serial numbers (decision 322), for a product that is not serial-tracked, or hostile.
          weight: 1,
          arbitrary: fc
            .oneof(
              fc.array(fc.oneof(hostileString, fc.constant('FUZZ-SN-1')), { maxLength: 3 }),
              hostileValue,
            )
            .map((serials) => [
              { orderLineId: world.pools.orderLineId?.[0], quantity: 1, serials },
            ]),
        },
        { weight: 1, arbitrary: hostileValue },
      ),
      carrierId: realOr(pool('carrierId')(world), fc.uuid()),
      trackingNumber: usually('FUZZ-TRACK-1', fc.oneof(brokenText, hostileString)),
      vehicleNumber: usually(null, fc.oneof(brokenText, hostileString)),
    }),
  },
  'POST /api/shipments/{id}/delivered': target('orders', 'admin', { id: 'shipmentId' }),
  // Carriers (decision 321): the shop admin's; never deleted, retired by `active: false`.
  'POST /api/carriers': target('orders', 'admin'),
  'PUT /api/carriers/{id}': target('orders', 'admin', { id: 'carrierId' }),
  // Returns (decision 322): client A asks for pieces of its delivered orders; the shop admin walks
  // the world's return through its steps.
  'POST /api/returns': {
    ...target('orders', 'clientA'),
    fields: (world) => ({
      orderId: realOr(pool('returnOrderId')(world), fc.uuid()),
      reason: usually('ordered_by_mistake', hostileValue),
      description: usually('Fuzz: one too many', fc.oneof(brokenText, hostileString)),
      photos: usually([], hostileValue),
      warrantyOverride: usually(undefined, hostileString),
      items: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.constant([{ orderLineId: world.pools.returnLineId?.[0], quantity: 1 }]),
        },
        {
          weight: 1,
          arbitrary: fc.array(
            fc.record({
              orderLineId: realOr(pool('orderLineId')(world), fc.uuid()),
              quantity: fc.oneof(fc.constantFrom(1, 2, 0, '1'), hugeQuantity),
            }),
            { minLength: 1, maxLength: 3 },
          ),
        },
        { weight: 1, arbitrary: hostileValue },
      ),
    }),
  },
  'POST /api/returns/{id}/approve': target('orders', 'admin', { id: 'returnId' }),
  'POST /api/returns/{id}/reject': target('orders', 'admin', { id: 'returnId' }),
  'POST /api/returns/{id}/receive': target('orders', 'admin', { id: 'returnId' }),
  'POST /api/returns/{id}/resolve': {
    ...target('orders', 'admin', { id: 'returnId' }),
    fields: (world) => ({
      items: usually(
        [{ itemId: world.pools.returnItemId?.[0], resolution: 'repair' }],
        fc.oneof(
          hostileValue,
          fc.array(
            fc.record({
              itemId: realOr(pool('returnItemId')(world), fc.uuid()),
              resolution: fc.constantFrom('repair', 'replace', 'credit', 'refund'),
            }),
            { maxLength: 3 },
          ),
        ),
      ),
    }),
  },
};

/** The targets of one file's group. */
export function targetsOf(group: FuzzGroup): [WriteRoute, FuzzTarget][] {
  return (Object.entries(FUZZ_TARGETS) as [WriteRoute, FuzzTarget][]).filter(
    ([, target]) => target.group === group,
  );
}
