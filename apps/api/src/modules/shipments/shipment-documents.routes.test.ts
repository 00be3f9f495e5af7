import {
  formatCalendarDay,
  PARTLINE_SELLER,
  SHIPMENT_MESSAGES,
  type Shipment,
} from '@partline/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser, useAccounts } from '../../../test/helpers/auth.js';
import { createApiKey } from '../../../test/helpers/api-keys.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { pdfLines, pdfPageTexts, pdfText } from '../../../test/helpers/pdf.js';
import { companyWithBuyer, insertMember } from '../../../test/helpers/receivables.js';
import {
  carrierId,
  insertPaidOrderOfLines,
  postShipment,
} from '../../../test/helpers/shipments.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { invoices, orders } from '../../db/schema/index.js';

/*
 * The documents of shipments (decision 321), on PGlite and on PostgreSQL (api-postgres): the
 * delivery challan of each shipment, who may download it, what it prints; and the destination and
 * vehicles the order's tax invoice (Mushak-6.3) takes from its shipments.
 */

const t = useTestApp({ deps: { mailWorker: { autoStart: false } } });
const who = useAccounts(t, { admin: { role: 'admin' }, other: {} });

const ADDRESS = 'House 12, Road 5, Dhanmondi, Dhaka';
const TRACKING = 'PTH 123/45';
const VEHICLE = 'DHAKA METRO-TA 11-2233';

type Product = Awaited<ReturnType<typeof insertProduct>>;

/** Who calls: a signed-in user, or an API key (`{ headers: { 'x-api-key': … } }`). */
type Caller = { headers: Record<string, string> };

const get = (user: Caller | undefined, url: string) =>
  t.app.inject({ url, headers: user?.headers ?? {} });
const challanOf = (user: Caller | undefined, shipmentId: string) =>
  get(user, `/api/shipments/${shipmentId}/challan.pdf`);

/** The PDF's text, white space (and lines wrapped in a column) collapsed to single spaces. */
const flatText = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, ' ');

/** A company's order of three lines, shipped in two consignments. */
interface ShippedOrder {
  company: Awaited<ReturnType<typeof companyWithBuyer>>;
  colleague: TestUser;
  products: [Product, Product, Product];
  orderId: string;
  orderNumber: string;
  invoiceNumber: string;
  /** Pathao with a tracking number: 6 of the first line, 4 of the second. */
  first: Shipment;
  /** Own transport with a vehicle number: 4 of the first line, 2 of the third. */
  second: Shipment;
}

let world: ShippedOrder;
let orderCount = 0;

/** Places (as paid) a company's order and answers it before anything has shipped. */
async function unshippedOrder() {
  orderCount += 1;
  // Product names are unique in the catalog.
  const model = orderCount === 1 ? '' : ` Mk ${orderCount}`;
  const company = await companyWithBuyer(t.app, t.db, who.admin);
  const colleague = await signUpUser(t.app);
  await insertMember(t.db, company.id, colleague, 'buyer');
  const products: [Product, Product, Product] = [
    await insertProduct(t.db, { productName: `PX-9700 Desktop Processor${model}`, minOrder: 1 }),
    await insertProduct(t.db, { productName: `Z790 ATX Motherboard${model}`, minOrder: 1 }),
    await insertProduct(t.db, { productName: `DDR5 32 GB Memory Kit${model}`, minOrder: 1 }),
  ];
  const { orderId, lineIds } = await insertPaidOrderOfLines(
    t.db,
    company.buyer,
    [
      [products[0], 10],
      [products[1], 4],
      [products[2], 2],
    ],
    { companyId: company.id, poNumber: 'PO-4471/B' },
  );
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return {
    company,
    colleague,
    products,
    orderId,
    lineIds,
    orderNumber: order!.number,
    invoiceNumber: invoice!.number,
  };
}

/** Ships `lines` ([line id, pieces]) of the order; throws unless 201. */
async function ship(
  orderId: string,
  lines: readonly (readonly [string, number])[],
  carrier: Record<string, unknown>,
): Promise<Shipment> {
  const res = await postShipment(t.app, who.admin, orderId, {
    lines: lines.map(([orderLineId, quantity]) => ({ orderLineId, quantity })),
    ...carrier,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Shipment>();
}

beforeAll(async () => {
  const order = await unshippedOrder();
  const [a, b, c] = order.lineIds as [string, string, string];
  const first = await ship(
    order.orderId,
    [
      [a, 6],
      [b, 4],
    ],
    {
      carrierId: await carrierId(t.db, 'Pathao Courier'),
      trackingNumber: TRACKING,
      shippedOn: '2026-11-29',
    },
  );
  const second = await ship(
    order.orderId,
    [
      [a, 4],
      [c, 2],
    ],
    { carrierId: await carrierId(t.db, 'Own transport'), vehicleNumber: VEHICLE },
  );
  world = { ...order, first, second };
});

describe('GET /shipments/{id}/challan.pdf', () => {
  it("answers the buyer, the admins of the order's company and shop admins", async () => {
    const { company, first } = world;
    for (const reader of [company.buyer, company.companyAdmin, who.admin]) {
      const res = await challanOf(reader, first._id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="challan-${first.number}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('is not revealed to anyone else: 404, as an unknown or malformed id; 401 signed out', async () => {
    const notFound = {
      error: {
        code: 'not_found',
        message: SHIPMENT_MESSAGES.shipmentNotFound,
        requestId: expect.any(String),
      },
    };
    for (const [user, id] of [
      [world.colleague, world.first._id],
      [who.other, world.first._id],
      [world.company.buyer, crypto.randomUUID()],
      [world.company.buyer, 'not-a-shipment'],
    ] as const) {
      const res = await challanOf(user, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect((await challanOf(undefined, world.first._id)).statusCode).toBe(401);
  });

  it("opens to an API key of the order's company with orders:read, not without it", async () => {
    const reading = await createApiKey(t.app, world.company.companyAdmin, ['orders:read']);
    const res = await challanOf(reading, world.first._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const invoicesOnly = await createApiKey(t.app, world.company.companyAdmin, ['invoices:read']);
    expect((await challanOf(invoicesOnly, world.first._id)).statusCode).toBe(403);
  });

  it('prints that shipment: its number, order, parties, carrier and its lines only', async () => {
    const { company, products, first, orderNumber, invoiceNumber } = world;
    const bytes = (await challanOf(company.buyer, first._id)).rawPayload;
    const text = await flatText(bytes);
    for (const expected of [
      'Delivery Challan',
      first.number,
      formatCalendarDay('2026-11-29'),
      orderNumber,
      'PO-4471/B',
      invoiceNumber,
      PARTLINE_SELLER.name,
      `BIN ${PARTLINE_SELLER.bin}`,
      company.name,
      `Ordered by ${company.buyer.name}`,
      ADDRESS,
      'Phone: 01700000000',
      'Pathao Courier',
      `Tracking number: ${TRACKING}`,
      `Track it: ${first.trackingUrl}`,
      'Issued by',
      'Carried by',
      'Received by (name, signature, date)',
    ]) {
      expect(text).toContain(expected);
    }
    const lines = await pdfLines(bytes);
    expect(lines).toContainEqual(`1 ${products[0].sku} ${products[0].name} 6 pcs`);
    expect(lines).toContainEqual(`2 ${products[1].sku} ${products[1].name} 4 pcs`);
    expect(lines).toContainEqual('Total: 10 pcs');
    // The other shipment's line, and prices, are not on it.
    expect(text).not.toContain(products[2].sku);
    expect(text).not.toContain(products[2].name);
    expect(text).not.toContain('Tk.');
    expect(text).not.toContain('Vehicle number');
  });

  it('prints the vehicle of a shipment by own transport, and its own lines', async () => {
    const { company, products, second } = world;
    const bytes = (await challanOf(company.companyAdmin, second._id)).rawPayload;
    const text = await flatText(bytes);
    expect(text).toContain(second.number);
    expect(text).toContain('Own transport');
    expect(text).toContain(`Vehicle number: ${VEHICLE}`);
    expect(text).not.toContain('Tracking number');
    expect(text).not.toContain('Track it');
    const lines = await pdfLines(bytes);
    expect(lines).toContainEqual(`1 ${products[0].sku} ${products[0].name} 4 pcs`);
    expect(lines).toContainEqual(`2 ${products[2].sku} ${products[2].name} 2 pcs`);
    expect(text).not.toContain(products[1].sku);
  });

  it('gives the same bytes for the same challan', async () => {
    const once = await challanOf(world.company.buyer, world.first._id);
    const again = await challanOf(who.admin, world.first._id);
    expect(again.rawPayload.equals(once.rawPayload)).toBe(true);
  });

  it('runs a long shipment onto further pages, the table headed again', async () => {
    const buyer = await signUpUser(t.app);
    const many = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        insertProduct(t.db, { productName: `Cable assembly ${index + 1}`, minOrder: 1 }),
      ),
    );
    const { orderId, lineIds } = await insertPaidOrderOfLines(
      t.db,
      buyer,
      many.map((product) => [product, 1] as const),
      {
        address:
          'Flat 7B, Green Valley Apartments, House 45/A, Road 11, Block C, Banani Model Town, ' +
          'near the Kamal Ataturk Avenue crossing, Dhaka 1213, Bangladesh',
      },
    );
    const shipment = await ship(
      orderId,
      lineIds.map((id) => [id, 1] as const),
      { carrierId: await carrierId(t.db, 'RedX'), trackingNumber: 'RDX-000123456789' },
    );
    const bytes = (await challanOf(buyer, shipment._id)).rawPayload;
    const text = await flatText(bytes);
    expect(text).toContain(`Delivery Challan ${shipment.number}`);
    expect(text).toContain('continued');
    expect(text.match(/Quantity/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Cable assembly 60');
    expect(text).toContain('Total: 60 pcs');
    expect(text).toContain('Banani Model Town');
    expect(text).toContain('Received by (name, signature, date)');
    // The signature boxes come with the last lines, not alone on a page.
    const pages = await pdfPageTexts(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.at(-1)).toContain('Cable assembly 60');
    expect(pages.at(-1)).toContain('Issued by');
  });
});

describe('the tax invoice (Mushak-6.3) of an order that shipped', () => {
  const invoiceOf = (user: TestUser, orderId: string) =>
    get(user, `/api/orders/${orderId}/invoice`);

  it('names the destination, and no vehicle, before anything ships', async () => {
    const order = await unshippedOrder();
    const text = await flatText((await invoiceOf(order.company.buyer, order.orderId)).rawPayload);
    expect(text).toContain(`DELIVERY DESTINATION ${ADDRESS}`);
    expect(text).not.toContain('VEHICLE TYPE AND NUMBER');
  });

  it("takes the destination and each shipment's vehicle or carrier and tracking", async () => {
    const { company, orderId, first, second, invoiceNumber } = world;
    const res = await invoiceOf(company.buyer, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const text = await flatText(res.rawPayload);
    expect(text).toContain(`DELIVERY DESTINATION ${ADDRESS}`);
    expect(text).toContain('VEHICLE TYPE AND NUMBER');
    expect(text).toContain(`${first.number} Pathao Courier, tracking number ${TRACKING}`);
    expect(text).toContain(`${second.number} Own transport, vehicle ${VEHICLE}`);
    // The invoice by its number is the same file.
    const byNumber = await get(company.buyer, `/api/invoices/${invoiceNumber}.pdf`);
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.rawPayload.equals(res.rawPayload)).toBe(true);
  });
});
