import fc from 'fast-check';
import { hostileString, hostileValue } from './arbitraries.js';
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
  | 'integrations';

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
}

const pool = (name: string) => (world: FuzzWorld) => world.pools[name] ?? [];
/** A real value most of the time, else whatever the schema or a hostile value gives. */
const realOr = (values: readonly string[], other: fc.Arbitrary<unknown> = hostileValue) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: other });

/** `value` three times in four, else `other`. */
const usually = (value: unknown, other: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: other });

/**
 * Every write route of the OpenAPI document (POST/PUT/PATCH/DELETE under `/api/`). A route
 * missing here fails `coverage.test.ts`: add its target with the route.
 */
export const FUZZ_TARGETS: Record<WriteRoute, FuzzTarget> = {
  'POST /api/orders': {
    group: 'orders',
    actor: 'clientA',
    fields: (world) => ({
      productId: realOr(pool('productId')(world), fc.uuid()),
      quantity: fc.oneof(
        fc.constantFrom(1, 5, 6, 9, 10, 11, 999_990, 1_000_001, '10', ' 12 ', '1e1'),
        fc.integer({ min: -5, max: 2_000_000 }),
      ),
    }),
  },
  'POST /api/cart/lines': {
    group: 'orders',
    actor: 'clientA',
    fields: (world) => ({
      productId: realOr(pool('productId')(world), fc.uuid()),
      quantity: fc.oneof(fc.constantFrom(1, 10, '10', 1_000_000_001), fc.integer()),
    }),
  },
  'PUT /api/cart/lines/{productId}': {
    group: 'orders',
    actor: 'clientA',
    params: { productId: pool('productId') },
  },
  'DELETE /api/cart/lines/{productId}': {
    group: 'orders',
    actor: 'clientA',
    params: { productId: pool('productId') },
  },
  'POST /api/cart/quick-order': { group: 'orders', actor: 'clientA' },
  'POST /api/checkout': {
    group: 'orders',
    actor: 'clientA',
  },
  'POST /api/quotes': { group: 'orders', actor: 'clientA' },
  'POST /api/quotes/{id}/accept': {
    group: 'orders',
    actor: 'clientA',
    params: { id: pool('quoteId') },
    fields: (world) => ({
      version: fc.oneof(fc.constantFrom(1, 2, 0, -1, '1', 1.5), fc.integer()),
      addressId: realOr(pool('addressId')(world), fc.uuid()),
    }),
  },
  'POST /api/quotes/{id}/decline': {
    group: 'orders',
    actor: 'clientA',
    params: { id: pool('quoteId') },
  },
  'POST /api/quotes/{id}/messages': {
    group: 'orders',
    actor: 'clientA',
    params: { id: pool('quoteId') },
  },
  'POST /api/admin/quotes/{id}/versions': {
    group: 'orders',
    actor: 'admin',
    params: { id: pool('quoteId') },
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
              quantity: fc.oneof(fc.integer(), fc.constantFrom('10', 1e12, -1)),
              unitPrice: fc.oneof(fc.double(), fc.constantFrom(0.001, 1e9, '5', -0)),
            }),
            { maxLength: 3 },
          ),
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
  'POST /api/orders/{id}/buy-again': {
    group: 'orders',
    actor: 'clientA',
    params: { id: pool('orderId') },
  },
  'POST /api/addresses': { group: 'accounts', actor: 'clientA' },
  'PUT /api/addresses/{id}': {
    group: 'accounts',
    actor: 'clientA',
    params: { id: pool('addressId') },
  },
  'DELETE /api/addresses/{id}': {
    group: 'accounts',
    actor: 'clientA',
    params: { id: pool('addressId') },
  },
  'PUT /api/orders/{id}': {
    group: 'orders',
    actor: 'clientA',
    params: { id: pool('orderId') },
    fields: (world) => ({
      transactionId: realOr(pool('intentId')(world), hostileString),
    }),
  },
  'DELETE /api/orders/{id}': {
    group: 'orders',
    actor: 'clientA',
    params: { id: pool('orderId') },
  },
  'POST /api/create-payment-intent': {
    group: 'payments',
    actor: 'clientA',
    fields: (world) => ({ orderId: realOr(pool('orderId')(world)) }),
  },
  'POST /api/payments/local/confirm': {
    group: 'payments',
    actor: 'clientA',
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
  'POST /api/webhooks/stripe': { group: 'stripe', actor: 'anonymous' },
  'POST /api/product': {
    group: 'catalog',
    actor: 'admin',
    fields: () => ({
      productName: fc.oneof(
        fc.string({ minLength: 1, maxLength: 120 }),
        fc.constantFrom(' Fuzz Part ', 'FUZZ PART', 'fuzz part'),
      ),
    }),
  },
  'PUT /api/product/{id}': {
    group: 'catalog',
    actor: 'admin',
    params: { id: pool('productId') },
  },
  'PATCH /api/products/{id}': {
    group: 'catalog',
    actor: 'admin',
    params: { id: pool('productId') },
  },
  'DELETE /api/product/{id}': {
    group: 'catalog',
    actor: 'admin',
    params: { id: pool('productId') },
  },
  'POST /api/review': {
    group: 'catalog',
    actor: 'clientA',
    fields: (world) => ({ orderId: realOr(pool('orderId')(world)) }),
  },
  'POST /api/login': {
    group: 'accounts',
    actor: 'clientA',
    fields: (world) => ({
      email: realOr([
        world.users.clientA.email,
        world.users.clientA.email.toUpperCase(),
        world.users.clientB.email,
      ]),
    }),
  },
  'PUT /api/user/{email}': {
    group: 'accounts',
    actor: 'clientA',
    params: { email: pool('email') },
  },
  'PUT /api/update/user/{email}': {
    group: 'accounts',
    actor: 'clientA',
    params: { email: pool('email') },
  },
  'PUT /api/user/admin/{email}': {
    group: 'accounts',
    actor: 'admin',
    params: { email: pool('adminEmail') },
  },
  'DELETE /api/user/admin/{email}': {
    group: 'accounts',
    actor: 'admin',
    params: { email: pool('adminEmail') },
  },
  'POST /api/images': { group: 'uploads', actor: 'clientA' },
  // Companies (decisions 130–133): client A is the company admin of the world's company.
  'POST /api/api-keys': { group: 'integrations', actor: 'clientB' },
  'DELETE /api/api-keys/{id}': {
    group: 'integrations',
    actor: 'clientA',
    params: { id: pool('apiKeyId') },
  },
  'POST /api/webhooks/endpoints': {
    group: 'integrations',
    actor: 'clientA',
    fields: () => ({
      url: fc.oneof(
        fc.constantFrom('http://127.0.0.1:9/hook', 'https://erp.example.com/partline?x=1'),
        hostileString,
      ),
    }),
  },
  'POST /api/webhooks/deliveries/{id}/resend': {
    group: 'integrations',
    actor: 'clientA',
    params: { id: pool('webhookDeliveryId') },
  },
  // After the resends: it removes the endpoint they need.
  'DELETE /api/webhooks/endpoints/{id}': {
    group: 'integrations',
    actor: 'clientA',
    params: { id: pool('webhookEndpointId') },
  },
  'POST /api/company': { group: 'companies', actor: 'clientB' },
  'PUT /api/company': { group: 'companies', actor: 'clientA' },
  'PUT /api/company/members/{userId}': {
    group: 'companies',
    actor: 'clientA',
    params: { userId: pool('companyMemberId') },
  },
  'DELETE /api/company/members/{userId}': {
    group: 'companies',
    actor: 'clientA',
    params: { userId: pool('companyMemberId') },
  },
  'POST /api/company/invitations': { group: 'companies', actor: 'clientA' },
  'DELETE /api/company/invitations/{id}': {
    group: 'companies',
    actor: 'clientA',
    params: { id: pool('invitationId') },
  },
  'POST /api/invitations/{token}/accept': {
    group: 'companies',
    actor: 'clientB',
    params: { token: pool('invitationToken') },
  },
  'POST /api/company/orders/{id}/approve': {
    group: 'companies',
    actor: 'clientA',
    params: { id: pool('companyOrderId') },
  },
  'POST /api/company/orders/{id}/decline': {
    group: 'companies',
    actor: 'clientA',
    params: { id: pool('companyOrderId') },
  },
  'PUT /api/admin/companies/{id}': {
    group: 'companies',
    actor: 'admin',
    params: { id: pool('companyId') },
  },
  'PUT /api/admin/companies/{id}/credit': {
    group: 'receivables',
    actor: 'admin',
    params: { id: pool('companyId') },
    fields: () => ({
      paymentTermsDays: usually(30, fc.constantFrom(15, 60, null, 0, 45, '30', -30)),
      creditLimit: fc.oneof(
        fc.constantFrom(0, 10_000, 0.001, 1e10, -1, '5000'),
        fc.double({ noNaN: false }),
      ),
    }),
  },
  'POST /api/admin/companies/{id}/payments': {
    group: 'receivables',
    actor: 'admin',
    params: { id: pool('companyId') },
    fields: (world) => {
      const odd = fc.oneof(fc.constantFrom(1e9, 0, -1, 0.005, '100'), fc.double({ noNaN: false }));
      const invoiceId = realOr(pool('invoiceId')(world), fc.uuid());
      return {
        amount: usually(100, odd),
        receivedOn: usually('2026-11-20', fc.constantFrom('2026-02-30', '', '20-11-2026')),
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
};

/** The targets of one file's group. */
export function targetsOf(group: FuzzGroup): [WriteRoute, FuzzTarget][] {
  return (Object.entries(FUZZ_TARGETS) as [WriteRoute, FuzzTarget][]).filter(
    ([, target]) => target.group === group,
  );
}
