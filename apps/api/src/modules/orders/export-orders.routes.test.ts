import {
  ApiErrorSchema,
  AdminCompanySchema,
  AuditLogPageSchema,
  commercialInvoiceFileName,
  EXPORT_SALE_MESSAGES,
  MyCompanySchema,
  OrderDetailSchema,
  OrderSchema,
  ZERO_RATING_BASIS,
  type Order,
} from '@partline/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../../db/schema/index.js';
import { createApiKey } from '../../../test/helpers/api-keys.js';
import { sendAs, signUpUser, useAccounts, type TestUser } from '../../../test/helpers/auth.js';
import { addAddress, addToCart, checkout } from '../../../test/helpers/cart.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { payOrder, placeOrder } from '../../../test/helpers/orders.js';
import { pdfText } from '../../../test/helpers/pdf.js';
import { acceptQuote, answerQuote, dayFromToday } from '../../../test/helpers/quotes.js';
import { companyWithBuyer } from '../../../test/helpers/receivables.js';
import { carrierId, postShipment } from '../../../test/helpers/shipments.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Export sales (decision 323) through the real app, on PGlite and PostgreSQL: a company outside
 * Bangladesh buys under its incoterm, every order it places copies it, the shop admin changes an
 * order's until it ships, and the commercial invoice is read by exactly the readers of the tax
 * invoice. Authorization tests: never retried (decision 088).
 */

const t = useTestApp();
const { admin, stranger } = useAccounts(t, { admin: { role: 'admin' }, stranger: {} });

type Company = Awaited<ReturnType<typeof companyWithBuyer>>;
let abroad: Company;
let home: Company;
let laptop: Awaited<ReturnType<typeof insertProduct>>;
let chip: Awaited<ReturnType<typeof insertProduct>>;

const setIncoterm = (companyId: string, body: object, user: TestUser = admin) =>
  sendAs(t.app, user, 'PATCH', `/api/admin/companies/${companyId}/incoterm`, body);
const changeOrderIncoterm = (orderId: string, body: object, user: TestUser = admin) =>
  sendAs(t.app, user, 'PATCH', `/api/orders/${orderId}/incoterm`, body);
const commercialInvoice = (orderId: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/orders/${orderId}/commercial-invoice.pdf`, headers });
const details = (res: { json: () => unknown }) => ApiErrorSchema.parse(res.json()).error.details;

async function orderNumbered(user: TestUser, orderId: string): Promise<Order> {
  const orders = await t.app.inject({ url: `/api/orders/${user.email}`, headers: user.headers });
  const order = orders.json<Order[]>().find((item) => item._id === orderId);
  if (!order) throw new Error(`order ${orderId} not listed`);
  return order;
}

async function detailOf(user: TestUser, orderId: string) {
  const { orderNumber } = await orderNumbered(user, orderId);
  const res = await t.app.inject({
    url: `/api/orders/number/${orderNumber}`,
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return OrderDetailSchema.parse(res.json());
}

/** Checks out `quantity` of `product` from the cart of `buyer`; answers the new order's id. */
async function checkoutOf(buyer: TestUser, product: { id: string }, quantity = 2) {
  expect((await addToCart(t.app, buyer, product.id, quantity)).statusCode).toBe(200);
  const placed = await checkout(t.app, buyer);
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ insertedId: string }>().insertedId;
}

/**
 * The audit entries of incoterm changes of a company (`company.edit`) or an order
 * (`order.set_incoterm`; decision 323).
 */
async function incotermEntries(targetId: string, action = 'company.edit') {
  const res = await t.app.inject({
    url: `/api/admin/audit-log?action=${action}`,
    headers: admin.headers,
  });
  return AuditLogPageSchema.parse(res.json()).entries.filter(
    (entry) => entry.targetId === targetId && entry.after && 'incoterm' in entry.after,
  );
}

beforeAll(async () => {
  abroad = await companyWithBuyer(t.app, t.db, admin);
  home = await companyWithBuyer(t.app, t.db, admin);
  const moved = await sendAs(
    t.app,
    admin,
    'PATCH',
    `/api/admin/companies/${abroad.id}/tax-profile`,
    {
      country: 'DE',
    },
  );
  expect(moved.statusCode, moved.body).toBe(200);
  laptop = await insertProduct(t.db, {
    productPrice: 115,
    minOrder: 1,
    availableQuantity: 1000,
    hsCode: '84713000',
    serialTracked: true,
  });
  chip = await insertProduct(t.db, {
    productPrice: 230,
    minOrder: 1,
    availableQuantity: 1000,
    hsCode: '85423100',
    countryOfOrigin: 'TW',
  });
  await t.db
    .update(shopSettings)
    .set({
      bankAccounts: [
        {
          bank: 'Dutch-Bangla Bank',
          branch: 'Tejgaon',
          accountName: 'Partline Components Ltd.',
          accountNumber: '1011100012345',
          swift: 'DBBLBDDH',
        },
      ],
    })
    .where(eq(shopSettings.id, 1));
});

describe("a company's incoterm", () => {
  it('is set by the shop admin for a company abroad, audited, and read by its buyers', async () => {
    const res = await setIncoterm(abroad.id, { incoterm: 'FOB', incotermPlace: ' Chittagong ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminCompanySchema.parse(res.json())).toMatchObject({
      country: 'DE',
      incoterm: 'FOB',
      incotermPlace: 'Chittagong',
    });
    const mine = MyCompanySchema.parse(
      (await t.app.inject({ url: '/api/company', headers: abroad.buyer.headers })).json(),
    );
    expect(mine.membership?.company).toMatchObject({
      incoterm: 'FOB',
      incotermPlace: 'Chittagong',
    });
    const [entry] = await incotermEntries(abroad.id);
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      targetType: 'company',
      before: { incoterm: null, incotermPlace: '' },
      after: { incoterm: 'FOB', incotermPlace: 'Chittagong' },
    });
    // The same terms again record nothing.
    expect(
      (await setIncoterm(abroad.id, { incoterm: 'FOB', incotermPlace: 'Chittagong' })).statusCode,
    ).toBe(200);
    expect(await incotermEntries(abroad.id)).toHaveLength(1);
  });

  it('is refused for a company in Bangladesh, without a place, or unknown, changing nothing', async () => {
    const refused = await setIncoterm(home.id, { incoterm: 'EXW', incotermPlace: 'Dhaka' });
    expect(refused.statusCode).toBe(400);
    expect(details(refused)).toEqual({ incoterm: [EXPORT_SALE_MESSAGES.homeCompany] });
    const noPlace = await setIncoterm(abroad.id, { incoterm: 'CIF', incotermPlace: '' });
    expect(details(noPlace)).toEqual({ incotermPlace: [EXPORT_SALE_MESSAGES.placeRequired] });
    const unknown = await setIncoterm(abroad.id, { incoterm: 'FOT', incotermPlace: 'Dhaka' });
    expect(details(unknown)).toEqual({ incoterm: [EXPORT_SALE_MESSAGES.incotermInvalid] });
    const detail = await t.app.inject({
      url: `/api/admin/companies/${home.id}`,
      headers: admin.headers,
    });
    expect(detail.json()).toMatchObject({ company: { incoterm: null, incotermPlace: '' } });
    expect(
      (
        await setIncoterm(
          abroad.id,
          { incoterm: 'EXW', incotermPlace: 'Dhaka' },
          abroad.companyAdmin,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe("an export order's incoterm", () => {
  it('is copied from the company by checkout, POST /orders and quote acceptance; a home order has none', async () => {
    const checkedOut = await checkoutOf(abroad.buyer, chip);
    const posted = await placeOrder(t.app, abroad.buyer, chip.id, { quantity: 1 });
    expect((await addToCart(t.app, abroad.buyer, laptop.id, 3)).statusCode).toBe(200);
    const requested = await sendAs(t.app, abroad.buyer, 'POST', '/api/quotes', {
      message: 'Three',
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const quoteId = requested.json<{ _id: string }>()._id;
    const answered = await answerQuote(t.app, admin, quoteId, {
      message: 'Our price',
      validUntil: dayFromToday(7),
      lines: [{ productId: laptop.id, quantity: 3, unitPrice: 100 }],
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const accepted = await acceptQuote(t.app, abroad.buyer, quoteId, { version: 1 });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const fromQuote = accepted.json<{ orderId: string }>().orderId;

    for (const id of [checkedOut, posted, fromQuote]) {
      expect(await orderNumbered(abroad.buyer, id)).toMatchObject({
        incoterm: 'FOB',
        incotermPlace: 'Chittagong',
        tax: { zeroRated: true, vat: 0 },
      });
    }
    const homeOrder = await checkoutOf(home.buyer, chip);
    expect(await orderNumbered(home.buyer, homeOrder)).toMatchObject({
      incoterm: null,
      incotermPlace: '',
      tax: { zeroRated: false },
    });
  });

  it('is changed by the shop admin until a piece ships, audited and on the timeline; then 409', async () => {
    const orderId = await checkoutOf(abroad.buyer, laptop, 2);
    await payOrder(t.app, abroad.buyer, orderId);
    const changed = await changeOrderIncoterm(orderId, {
      incoterm: 'CIF',
      incotermPlace: 'Hamburg',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(OrderSchema.parse(changed.json())).toMatchObject({
      incoterm: 'CIF',
      incotermPlace: 'Hamburg',
    });
    // The buyer's list is served fresh, and the detail's timeline has the change.
    expect(await orderNumbered(abroad.buyer, orderId)).toMatchObject({ incoterm: 'CIF' });
    const detail = await detailOf(abroad.buyer, orderId);
    expect(detail.incotermChanges).toEqual([
      { at: expect.any(String), incoterm: 'CIF', incotermPlace: 'Hamburg' },
    ]);
    const [entry] = await incotermEntries(orderId, 'order.set_incoterm');
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      targetType: 'order',
      targetLabel: expect.stringContaining(detail.orderNumber),
      before: { incoterm: 'FOB', incotermPlace: 'Chittagong' },
      after: { incoterm: 'CIF', incotermPlace: 'Hamburg' },
    });
    // Neither the buyer nor the company's admin changes it.
    expect(
      (
        await changeOrderIncoterm(
          orderId,
          { incoterm: 'EXW', incotermPlace: 'Dhaka' },
          abroad.buyer,
        )
      ).statusCode,
    ).toBe(403);

    const shipped = await postShipment(t.app, admin, orderId, {
      lines: [{ orderLineId: detail.lines[0]?._id, quantity: 1, serials: ['SN-EXP-0001'] }],
      carrierId: await carrierId(t.db, 'Own transport'),
      vehicleNumber: 'DM-TA 11-2233',
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const late = await changeOrderIncoterm(orderId, { incoterm: 'DAP', incotermPlace: 'Berlin' });
    expect(late.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(late.json()).error.message).toBe(EXPORT_SALE_MESSAGES.shipped);
    expect(await orderNumbered(abroad.buyer, orderId)).toMatchObject({ incoterm: 'CIF' });
    expect(await incotermEntries(orderId, 'order.set_incoterm')).toHaveLength(1);
  });

  it('is refused on a home order (400) and an unknown one (404)', async () => {
    const homeOrder = await checkoutOf(home.buyer, chip, 1);
    const refused = await changeOrderIncoterm(homeOrder, {
      incoterm: 'FOB',
      incotermPlace: 'Mongla',
    });
    expect(refused.statusCode).toBe(400);
    expect(details(refused)).toEqual({ incoterm: [EXPORT_SALE_MESSAGES.notExport] });
    const unknown = await changeOrderIncoterm('4f1c4f36-2b9e-4c55-9a3e-1f7c0e0b9d11', {
      incoterm: 'FOB',
      incotermPlace: 'Mongla',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the commercial invoice', () => {
  let orderId: string;

  beforeAll(async () => {
    expect((await addToCart(t.app, abroad.buyer, laptop.id, 2)).statusCode).toBe(200);
    orderId = await checkoutOf(abroad.buyer, chip, 3);
    await payOrder(t.app, abroad.buyer, orderId);
  });

  it('is read by the buyer, their company admin, a key of theirs and the shop admin; 404 to others', async () => {
    const key = await createApiKey(t.app, abroad.companyAdmin, ['invoices:read']);
    const otherBuyer = await signUpUser(t.app);
    await addAddress(t.app, otherBuyer);
    for (const headers of [
      abroad.buyer.headers,
      abroad.companyAdmin.headers,
      key.headers,
      admin.headers,
    ]) {
      const res = await commercialInvoice(orderId, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(
        commercialInvoiceFileName((await detailOf(abroad.buyer, orderId)).orderNumber),
      );
    }
    for (const headers of [home.buyer.headers, home.companyAdmin.headers, stranger.headers]) {
      const res = await commercialInvoice(orderId, headers);
      expect(res.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(res.json()).error.message).toBe('Order not found');
    }
    const ordersKey = await createApiKey(t.app, abroad.companyAdmin, ['orders:read']);
    expect((await commercialInvoice(orderId, ordersKey.headers)).statusCode).toBe(403);
    expect((await commercialInvoice(orderId, {})).statusCode).toBe(401);
  });

  it('is 404 for a home order, even to its buyer', async () => {
    const homeOrder = await checkoutOf(home.buyer, chip, 1);
    const res = await commercialInvoice(homeOrder, home.buyer.headers);
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json()).error.message).toBe(EXPORT_SALE_MESSAGES.notExport);
  });

  it('prints the incoterm, HS codes, origins, VAT 0 % on its basis, the currency and the declaration', async () => {
    const detail = await detailOf(abroad.buyer, orderId);
    const res = await commercialInvoice(orderId, abroad.buyer.headers);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    // A long SKU wraps in its column.
    const compact = text.replace(/\s+/g, '');
    expect(compact).toContain(laptop.sku);
    expect(compact).toContain(chip.sku);
    for (const expected of [
      'Commercial invoice',
      detail.orderNumber,
      detail.invoice?.number ?? 'no tax invoice',
      'FOB Chittagong (Incoterms 2020)',
      abroad.name,
      'Germany (DE)',
      '8471.30.00',
      '8542.31.00',
      'TW',
      'VAT 0 %',
      ZERO_RATING_BASIS,
      // Zero-rated: the value without the 15 % VAT the catalog prices include (decision 305).
      'BDT 100.00',
      'BDT 200.00',
      'BDT 600.00',
      'BDT 800.00',
      'Dutch-Bangla Bank',
      'We certify that this invoice is true and correct and that the origin of the goods is ' +
        'Bangladesh and Taiwan, as stated against each line.',
    ]) {
      expect(text).toContain(expected);
    }
    // The same order gives the same bytes.
    const again = await commercialInvoice(orderId, admin.headers);
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
  });

  it('lists the consignments with their serial numbers once shipped', async () => {
    const [line] = (await detailOf(abroad.buyer, orderId)).lines;
    const shipped = await postShipment(t.app, admin, orderId, {
      lines: [{ orderLineId: line?._id, quantity: 2, serials: ['SN-LAP-1001', 'SN-LAP-1002'] }],
      carrierId: await carrierId(t.db, 'Own transport'),
      vehicleNumber: 'DM-TA 11-2233',
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const res = await commercialInvoice(orderId, abroad.buyer.headers);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(shipped.json<{ number: string }>().number);
    expect(text.replace(/\s+/g, '')).toContain('(serialsSN-LAP-1001,SN-LAP-1002)');
  });
});
