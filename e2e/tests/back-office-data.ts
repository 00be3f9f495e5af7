import type {
  AdminOverview,
  AuditEntry,
  AuditLogPage,
  Order,
  OrderLine,
  Product,
  UserSummary,
} from '@partline/shared';
import { buildTaxBreakdown, OWN_CARD_ORDER } from '@partline/shared/testing';
import type { Page } from '@playwright/test';
import { admin } from './accounts';

/*
 * Fixed back-office data for the layout journeys: the same rows on every run, whatever the other
 * journeys have bought, so screenshots compare with their baselines. Served in place of the API's
 * answers by `serveFixedBackOffice`; the session, the pages and their code are the real ones.
 */

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (iso: string) => new Date(iso).toISOString();
const image = (name: string) => `/uploads/demo/product-${name}-800w.webp`;
const description =
  'Dependable part for business fleets with a three-year advance replacement warranty, volume pricing and datasheets for every revision of the board.';

const products: Product[] = [
  ['PX-9700 Desktop Processor, 16 cores', 'px-9700-cpu', 32500, 10, 3600, 120],
  ['GX-4070 Graphics Card 12 GB', 'gx-4070-gpu', 64900, 5, 480, 35],
  ['NV4 1 TB NVMe SSD', 'nv4-1t-nvme', 8900, 20, 4600, 0],
  ['MR5-16 DDR5 Memory 16 GB', 'mr5-16-ddr5', 5200, 50, 12500, 400],
  ['CF-120 Case Fan', 'cf-120-fan', 650, 100, 0, 0],
].map(([productName, slug, productPrice, minOrder, availableQuantity, heldQuantity], n) => ({
  _id: id(100 + n),
  productName: productName as string,
  productImage: image(slug as string),
  sku: `PL-${(slug as string).toUpperCase()}`,
  slug: slug as string,
  categoryId: null,
  productPrice: productPrice as number,
  minOrder: minOrder as number,
  orderIncrement: 1,
  priceTiers: [{ minQuantity: minOrder as number, unitPrice: productPrice as number }],
  availableQuantity: availableQuantity as number,
  heldQuantity: heldQuantity as number,
  allowBackorder: false,
  backorderAvailableOn: null,
  serialTracked: false,
  warrantyMonths: 0,
  hsCode: null,
  countryOfOrigin: 'BD',
  productDescription: description,
  vatRate: 1500 as const,
  sdRate: 0,
  createdAt: at(`2026-11-0${n + 1}T04:00:00Z`),
}));

const clients = [
  ['Nasima Begum', 'nasima.begum@dhaka-systems.example.com'],
  ['Rafiq Islam', 'procurement@chittagong-electronics.example.com'],
  ['Kamrul Hasan', 'kamrul@sylhet-it.example.com'],
] as const;

/** An order line of `quantity` pieces of `product` at its price (one tier). */
const lineOf = (product: Product, quantity: number): OrderLine => ({
  productId: product._id,
  sku: product.sku,
  productName: product.productName,
  productImage: product.productImage,
  quantity,
  unitPrice: product.productPrice,
  lineTotal: product.productPrice * quantity,
  priceList: null,
  listUnitPrice: null,
});

/** One order; `state` decides the flags and timestamps the API would have set. */
function order(
  n: number,
  product: Product,
  quantity: number,
  client: (typeof clients)[number],
  state: 'unpaid' | 'paid' | 'delivered' | 'cancelled',
  address: string | null,
  phoneNumber: string | null,
): Order {
  const created = at(`2026-11-2${n}T05:30:00Z`);
  const paid = state !== 'unpaid';
  return {
    _id: id(200 + n),
    orderNumber: `SO-2026-${String(n).padStart(6, '0')}`,
    currency: 'BDT',
    bdtPerUnit: null,
    productId: product._id,
    userName: client[0],
    userEmail: client[1],
    productName: product.productName,
    productPrice: product.productPrice,
    productImage: product.productImage,
    productDescription: product.productDescription,
    minOrder: product.minOrder,
    availableQuantity: product.availableQuantity,
    quantity,
    requiredQuantity: quantity,
    totalPrice: product.productPrice * quantity,
    address,
    phoneNumber,
    status: state,
    isPaid: paid,
    isDelivered: state === 'delivered',
    isReviewed: false,
    transactionId: paid ? `pi_fixed_${n}` : null,
    createdAt: created,
    paidAt: paid ? created : null,
    deliveredAt: state === 'delivered' ? created : null,
    cancelledAt: state === 'cancelled' ? created : null,
    refusedPaymentAt: null,
    refusedPaymentReason: null,
    // One line (decision 126).
    lines: [lineOf(product, quantity)],
    ...OWN_CARD_ORDER,
    tax: buildTaxBreakdown(product.productPrice * quantity),
    incoterm: null,
    incotermPlace: '',
  };
}

const [cpu, gpu, ssd, ram, fan] = products as [Product, Product, Product, Product, Product];

/** `first` with more lines after its own (decision 126): the summary fields speak for them all. */
function withLines(first: Order, more: [Product, number][]): Order {
  const lines = [...first.lines, ...more.map(([product, quantity]) => lineOf(product, quantity))];
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    ...first,
    productName: `${first.productName} + ${more.length} more`,
    quantity,
    requiredQuantity: quantity,
    totalPrice: lines.reduce((sum, line) => sum + line.lineTotal, 0),
    tax: buildTaxBreakdown(lines.reduce((sum, line) => sum + line.lineTotal, 0)),
    lines,
    poNumber: 'PO-DS-2026-114',
  };
}
const [nasima, rafiq, kamrul] = clients;

const orders: Order[] = [
  order(1, cpu, 120, nasima, 'paid', 'House 12, Road 5, Banani, Dhaka 1213', '+880 1712-334455'),
  order(
    2,
    gpu,
    3600,
    rafiq,
    'unpaid',
    'Level 9, Agrabad Commercial Area, Sheikh Mujib Road, Chattogram 4100',
    '+880 1819-556677',
  ),
  order(3, ssd, 40, kamrul, 'delivered', 'Zindabazar, Sylhet 3100', '+880 1911-223344'),
  order(4, ram, 500, nasima, 'cancelled', null, 'N/A'),
  withLines(order(5, cpu, 20, kamrul, 'paid', 'Zindabazar, Sylhet 3100', '+880 1911-223344'), [
    [ram, 100],
    [fan, 200],
  ]),
];

const users: UserSummary[] = [
  { _id: id(300), email: admin.email, displayName: 'Admin', photoURL: '', role: 'admin' },
  ...clients.map(([displayName, email], n) => ({
    _id: id(301 + n),
    email,
    displayName,
    photoURL: '',
    role: n === 1 ? ('admin' as const) : ('user' as const),
  })),
];

const audit = (
  n: number,
  action: AuditEntry['action'],
  targetType: AuditEntry['targetType'],
  targetLabel: string,
  before: AuditEntry['before'],
  after: AuditEntry['after'],
): AuditEntry => ({
  _id: id(400 + n),
  createdAt: at(`2026-11-24T1${n}:17:00Z`),
  actorId: id(300),
  actorEmail: admin.email,
  action,
  targetType,
  targetId: id(100 + n),
  targetLabel,
  before,
  after,
  requestId: `req-${n}`,
  ip: '127.0.0.1',
});

const auditPage: AuditLogPage = {
  entries: [
    audit(
      4,
      'product.restock',
      'product',
      cpu.productName,
      { availableQuantity: 3000 },
      {
        availableQuantity: 3600,
      },
    ),
    audit(
      3,
      'order.deliver',
      'order',
      ssd.productName,
      { status: 'paid', isDelivered: false },
      {
        status: 'delivered',
        isDelivered: true,
      },
    ),
    audit(2, 'user.make_admin', 'user', rafiq[1], { role: 'user' }, { role: 'admin' }),
    audit(1, 'product.add', 'product', ram.productName, null, {
      productName: ram.productName,
      productPrice: 5200,
      minOrder: 50,
      availableQuantity: 12500,
    }),
  ],
  page: 1,
  pageSize: 20,
  total: 4,
  totalPages: 1,
  totalCapped: false,
  nextCursor: null,
};

const days = Array.from({ length: 30 }, (_, n) => {
  const day = new Date(Date.UTC(2026, 9, 27 + n)).toISOString().slice(0, 10);
  const orders = (n * 7) % 5;
  return { day, orders, revenue: orders * 32500 + ((n * 13) % 4) * 8900 };
});

const overview: AdminOverview = {
  timeZone: 'Asia/Dhaka',
  from: days[0]!.day,
  to: days.at(-1)!.day,
  generatedAt: at('2026-11-25T06:00:00Z'),
  revenueByDay: days,
  revenueTotal: days.reduce((sum, day) => sum + day.revenue, 0),
  paidOrders: days.reduce((sum, day) => sum + day.orders, 0),
  ordersByStatus: [
    { status: 'unpaid', count: 4 },
    { status: 'paid', count: 12 },
    { status: 'delivered', count: 57 },
    { status: 'cancelled', count: 3 },
  ],
  readyToShip: 12,
  lateOrders: 2,
  openReturns: 3,
  topProducts: {
    byRevenue: [
      {
        productId: cpu._id,
        productName: cpu.productName,
        revenue: 3900000,
        quantity: 120,
        orders: 4,
      },
      {
        productId: gpu._id,
        productName: gpu.productName,
        revenue: 1622500,
        quantity: 25,
        orders: 3,
      },
      {
        productId: ssd._id,
        productName: ssd.productName,
        revenue: 356000,
        quantity: 40,
        orders: 2,
      },
    ],
    byQuantity: [
      {
        productId: ram._id,
        productName: ram.productName,
        revenue: 260000,
        quantity: 1500,
        orders: 3,
      },
      {
        productId: cpu._id,
        productName: cpu.productName,
        revenue: 3900000,
        quantity: 120,
        orders: 4,
      },
      {
        productId: ssd._id,
        productName: ssd.productName,
        revenue: 356000,
        quantity: 40,
        orders: 2,
      },
    ],
  },
  lowStock: {
    total: 2,
    products: [
      {
        _id: id(104),
        productName: 'CF-120 Case Fan',
        minOrder: 100,
        availableQuantity: 0,
        heldQuantity: 0,
        buyable: 0,
      },
      {
        _id: ssd._id,
        productName: ssd.productName,
        minOrder: 20,
        availableQuantity: 30,
        heldQuantity: 0,
        buyable: 30,
      },
    ],
  },
};

/** Answers the back-office's list calls with the fixed data above (the page's own requests only). */
export async function serveFixedBackOffice(page: Page) {
  const json = (body: unknown) => ({ status: 200, json: body });
  await page.route(/\/api\/orders\?sort=newest&limit=\d+$/, (route) => route.fulfill(json(orders)));
  // Manage Product and Make Admin read their first page (`limit`, decision 217): all of these.
  await page.route(/\/api\/products\?sort=newest&limit=\d+$/, (route) =>
    route.fulfill(json(products)),
  );
  await page.route(/\/api\/users\?sort=newest&limit=\d+$/, (route) => route.fulfill(json(users)));
  await page.route(/\/api\/admin\/overview$/, (route) => route.fulfill(json(overview)));
  await page.route(/\/api\/admin\/audit-log(\?.*)?$/, (route) => route.fulfill(json(auditPage)));
}
