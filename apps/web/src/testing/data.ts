import {
  PAYMENT_OPTION_TEXTS,
  type Blog,
  type ClientConfig,
  type Order,
  type PaymentOption,
  type PaymentOptionName,
  type PriceTier,
  type OrderDetail,
  type Product,
  type Return,
  type ReturnItem,
  type Review,
  type UserProfile,
} from '@partline/shared';
import { buildTaxBreakdown, OWN_CARD_ORDER } from '@partline/shared/testing';

let sequence = 0;
const next = () => (sequence += 1);

/** The `n`th built record's creation instant: a minute after the one before, from 1 January 2025. */
const createdAtOf = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();

/**
 * The volume prices the web tests order at (decision 120): Tk. 1,450 a piece from 100 pieces,
 * Tk. 1,380 from 500.
 */
export const TWO_PRICE_TIERS: PriceTier[] = [
  { minQuantity: 100, unitPrice: 1450 },
  { minQuantity: 500, unitPrice: 1380 },
];

/**
 * A product sold from 100 pieces in steps of 10 at {@link TWO_PRICE_TIERS} (Tk. 1,450 from 100,
 * Tk. 1,380 from 500), 5,000 in stock, as {@link buildProduct} with `overrides` on top.
 */
export function buildTieredProduct(overrides: Partial<Product> = {}): Product {
  return buildProduct({
    productPrice: 1450,
    minOrder: 100,
    orderIncrement: 10,
    availableQuantity: 5000,
    priceTiers: TWO_PRICE_TIERS,
    ...overrides,
  });
}

/** A UUID (the API's ids), unique within the test run. */
export function testId(): string {
  return crypto.randomUUID();
}

/**
 * A product as `GET /products` answers it; overrides replace fields as given. Without
 * `priceTiers` it has one tier, at its price from its minimum order.
 */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  const n = next();
  const productPrice = overrides.productPrice ?? 1400;
  const minOrder = overrides.minOrder ?? 10;
  return {
    _id: testId(),
    productName: `Test Part ${n}`,
    sku: `PL-TEST-${n}`,
    slug: `test-part-${n}`,
    categoryId: null,
    productImage: `/uploads/demo/test-part-${n}.webp`,
    productPrice,
    minOrder,
    orderIncrement: 1,
    priceTiers: [{ minQuantity: minOrder, unitPrice: productPrice }],
    availableQuantity: 500,
    heldQuantity: 0,
    allowBackorder: false,
    backorderAvailableOn: null,
    serialTracked: false,
    warrantyMonths: 0,
    hsCode: null,
    countryOfOrigin: 'BD',
    productDescription:
      'A dependable test component built for business fleets, with a three-year warranty and bulk pricing for large orders.',
    vatRate: 1500,
    sdRate: 0,
    createdAt: createdAtOf(n),
    ...overrides,
  };
}

/** A review as `GET /reviews` answers it. */
export function buildReview(overrides: Partial<Review> = {}): Review {
  const n = next();
  return {
    _id: testId(),
    user: `Client ${n}`,
    userImage: `/uploads/demo/client-${n}.webp`,
    review: `Parts arrived on time and worked first time, order ${n}.`,
    rating: 5,
    createdAt: createdAtOf(n),
    ...overrides,
  };
}

/** A blog post as `GET /blogs` answers it. */
export function buildBlog(overrides: Partial<Blog> = {}): Blog {
  const n = next();
  return {
    _id: testId(),
    image: `/uploads/demo/author-${n}.webp`,
    name: `Author ${n}`,
    date: '2025-03-14',
    blogHeading: `How to plan a fleet upgrade, part ${n}`,
    blogImage: `/uploads/demo/blog-${n}.webp`,
    blog: 'Start with an inventory of what you run today, then group machines by workload.',
    ...overrides,
  };
}

/** A better-auth session answer (`GET /api/auth/get-session`) for a signed-in user. */
export function buildSession(
  overrides: { email?: string; name?: string; image?: string | null } = {},
) {
  const n = next();
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
  const userId = testId();
  return {
    session: {
      id: testId(),
      token: `session-token-${n}`,
      userId,
      expiresAt: expires,
      createdAt: now,
      updatedAt: now,
    },
    user: {
      id: userId,
      email: overrides.email ?? `client${n}@example.com`,
      name: overrides.name ?? `Client ${n}`,
      image: overrides.image ?? null,
      emailVerified: true,
      role: 'user',
      createdAt: now,
      updatedAt: now,
    },
  };
}

/** A profile as `GET /user/{email}` answers it. */
export function buildProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  const n = next();
  return {
    email: `client${n}@example.com`,
    role: 'user',
    displayName: `Client ${n}`,
    photoURL: '',
    institution: 'N/A',
    phoneNumber: 'N/A',
    locale: 'en',
    address: 'N/A',
    dateOfBirth: 'N/A',
    ...overrides,
  };
}

/** An unpaid order as `GET /orders/{email}` answers it; overrides replace fields as given. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  const n = next();
  const productPrice = overrides.productPrice ?? 1400;
  const quantity = overrides.quantity ?? 10;
  const productId = testId();
  return {
    _id: testId(),
    orderNumber: `SO-2026-${String(n).padStart(6, '0')}`,
    // In Taka (decision 327).
    currency: 'BDT',
    bdtPerUnit: null,
    productId,
    userName: 'Farhana Rahman',
    userEmail: 'farhana@example.com',
    productName: `Test Part ${n}`,
    productPrice,
    productImage: `/uploads/demo/test-part-${n}.webp`,
    productDescription: 'A dependable test component built for business fleets.',
    minOrder: 10,
    availableQuantity: 500,
    quantity,
    requiredQuantity: quantity,
    totalPrice: productPrice * quantity,
    address: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
    phoneNumber: '+880 1711-000000',
    status: 'unpaid',
    isPaid: false,
    isDelivered: false,
    isReviewed: false,
    transactionId: null,
    createdAt: createdAtOf(n),
    paidAt: null,
    deliveredAt: null,
    cancelledAt: null,
    refusedPaymentAt: null,
    refusedPaymentReason: null,
    lines: [
      {
        productId,
        sku: `PL-TEST-${n}`,
        productName: `Test Part ${n}`,
        productImage: `/uploads/demo/test-part-${n}.webp`,
        quantity,
        unitPrice: productPrice,
        lineTotal: productPrice * quantity,
        priceList: null,
        listUnitPrice: null,
      },
    ],
    ...OWN_CARD_ORDER,
    tax: buildTaxBreakdown(overrides.totalPrice ?? productPrice * quantity),
    incoterm: null,
    incotermPlace: '',
    ...overrides,
  };
}

/** One line of an order of several (decision 126): `quantity` pieces at `unitPrice` Taka each. */
export function buildOrderLine(
  sku: string,
  productName: string,
  quantity: number,
  unitPrice: number,
): Order['lines'][number] {
  return {
    productId: null,
    sku,
    productName,
    productImage: '',
    quantity,
    unitPrice,
    lineTotal: quantity * unitPrice,
    priceList: null,
    listUnitPrice: null,
  };
}

/**
 * A delivered order (spec §3: paid, then delivered), the only kind a buyer may review (spec §4);
 * overrides replace fields as given.
 */
export function buildDeliveredOrder(overrides: Partial<Order> = {}): Order {
  return buildOrder({ status: 'delivered', isPaid: true, isDelivered: true, ...overrides });
}

/**
 * A payment option as `GET /client-config` lists it (decision 311): the option's label and text,
 * no order limit and no hold unless given (`bank_transfer` holds stock 3 days).
 */
export function buildPaymentOption(
  option: PaymentOptionName,
  overrides: Partial<PaymentOption> = {},
): PaymentOption {
  return {
    option,
    ...PAYMENT_OPTION_TEXTS[option],
    maxOrderTaka: null,
    holdDays: option === 'bank_transfer' ? 3 : null,
    takaOnly: option === 'sslcommerz' || option === 'bkash',
    ...overrides,
  };
}

/** `GET /client-config` with no social sign-in, the built-in card and `options` (default: card). */
export function buildClientConfig(
  options: readonly PaymentOption[] = [buildPaymentOption('local')],
): ClientConfig {
  return {
    socialProviders: { google: false, facebook: false, github: false },
    paymentProvider: 'local',
    paymentOptions: [...options],
  };
}

/**
 * A paid order's detail with two lines shipped under one challan (decision 322's test order): a
 * serial-tracked CPU line, 2 pieces with their serial numbers, and 5 of 10 fans without serials.
 */
export function buildShippedOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const cpu = { ...buildOrderLine('PL-CPU-R7', 'Ryzen 7 7700X', 2, 32000), _id: testId() };
  const fan = { ...buildOrderLine('PL-FAN-120', 'CF-120 Fan', 10, 140), _id: testId() };
  const order = buildOrder({
    status: 'paid',
    isPaid: true,
    paidAt: '2026-11-01T06:00:00.000Z',
    lines: [
      { ...cpu, shippedQuantity: 2 },
      { ...fan, shippedQuantity: 5 },
    ],
  });
  return {
    ...order,
    invoice: null,
    quote: null,
    companyName: 'Dhaka Systems Ltd',
    shipments: [
      {
        _id: testId(),
        number: 'CH-2026-000007',
        orderId: order._id,
        carrierId: testId(),
        carrierName: 'Sundarban Courier',
        trackingNumber: 'SB-7781',
        vehicleNumber: null,
        trackingUrl: null,
        shippedOn: '2026-11-02',
        deliveredAt: null,
        createdAt: '2026-11-02T05:00:00.000Z',
        returnNumber: null,
        lines: [
          {
            orderLineId: cpu._id,
            sku: cpu.sku,
            productName: cpu.productName,
            quantity: 2,
            serials: ['R7X-0001', 'R7X-0002'],
          },
          {
            orderLineId: fan._id,
            sku: fan.sku,
            productName: fan.productName,
            quantity: 5,
            serials: [],
          },
        ],
      },
    ],
    returns: [],
    incotermChanges: [],
    ...overrides,
  };
}

/** An item of a return: one serial-tracked CPU under warranty; overrides replace fields. */
export function buildReturnItem(overrides: Partial<ReturnItem> = {}): ReturnItem {
  return {
    _id: testId(),
    orderLineId: testId(),
    sku: 'PL-CPU-R7',
    productName: 'Ryzen 7 7700X',
    serial: 'R7X-0001',
    quantity: 1,
    shippedOn: '2026-11-02',
    warrantyEndsOn: '2029-11-02',
    warrantyStatus: 'under_warranty',
    resolution: null,
    resolutionNote: null,
    replacementSerial: null,
    replacementShipmentNumber: null,
    creditNoteNumber: null,
    refundId: null,
    creditAmount: null,
    resolvedAt: null,
    ...overrides,
  };
}

/** A requested return (decision 322) of one CPU and 2 fans; overrides replace fields as given. */
export function buildReturn(overrides: Partial<Return> = {}): Return {
  const n = next();
  return {
    _id: testId(),
    number: `RMA-2026-${String(n).padStart(6, '0')}`,
    orderId: testId(),
    orderNumber: 'SO-2026-000042',
    companyId: testId(),
    companyName: 'Dhaka Systems Ltd',
    requestedBy: { name: 'Farhana Rahman', email: 'farhana@example.com' },
    status: 'requested',
    reason: 'defective',
    description: 'The CPU shuts down under load after ten minutes.',
    photos: [],
    instructions: null,
    decisionComment: null,
    receivedNote: null,
    warrantyOverride: null,
    createdAt: '2026-11-20T04:00:00.000Z',
    decidedAt: null,
    receivedAt: null,
    resolvedAt: null,
    currency: 'BDT',
    items: [
      buildReturnItem(),
      buildReturnItem({
        sku: 'PL-FAN-120',
        productName: 'CF-120 Fan',
        serial: null,
        quantity: 2,
        warrantyEndsOn: null,
        warrantyStatus: 'no_warranty',
      }),
    ],
    ...overrides,
  };
}
