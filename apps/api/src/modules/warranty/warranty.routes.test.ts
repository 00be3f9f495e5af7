import {
  SerialLookupListSchema,
  shopDay,
  WARRANTY_MESSAGES,
  WarrantyCheckSchema,
  warrantyEndsOn,
  type Shipment,
} from '@partline/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  carriers,
  companyMembers,
  returnItems,
  returns,
  shipmentLines,
  shipmentSerials,
  shipments,
} from '../../db/schema/index.js';
import { createApiKey } from '../../../test/helpers/api-keys.js';
import { nextClientIp, sendAs, useAccounts, type TestUser } from '../../../test/helpers/auth.js';
import {
  accept,
  createCompany,
  insertInvitation,
  joinCompany,
} from '../../../test/helpers/companies.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import {
  carrierId,
  insertPaidOrderOfLines,
  orderNumberOf,
  postShipment,
} from '../../../test/helpers/shipments.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { WARRANTY_CHECK_RATE_LIMIT } from './warranty.routes.js';

/*
 * Looking up serial numbers and the public warranty check (decision 322), on PGlite and on
 * PostgreSQL (api-postgres): a caller finds the pieces of orders they may read and nothing of
 * anyone else's; the public check answers a serial with its order number and tells a guesser
 * nothing. Authorization tests are never retried (decision 088).
 */

const t = useTestApp();
const who = useAccounts(t, {
  admin: { role: 'admin' },
  buyer: {},
  stranger: {},
  boss: {},
  deputy: {},
  staff: {},
  colleague: {},
});

let serialCounter = 0;
/** A serial number no other test of this file ships. */
function freshSerial(prefix = 'SN'): string {
  serialCounter += 1;
  return `${prefix}-${Date.now().toString(36).toUpperCase()}-${serialCounter}`;
}

/** A paid order by `buyer` of one serial-tracked product, shipped with `serials` on `shippedOn`. */
async function shippedPieces(
  buyer: TestUser,
  serials: string[],
  options: { warrantyMonths?: number; shippedOn?: string; companyId?: string } = {},
) {
  const product = await insertProduct(t.db, {
    availableQuantity: 50,
    minOrder: 1,
    serialTracked: true,
    warrantyMonths: options.warrantyMonths ?? 36,
  });
  const { orderId, lineIds } = await insertPaidOrderOfLines(
    t.db,
    buyer,
    [[product, serials.length]],
    options.companyId ? { companyId: options.companyId } : {},
  );
  const res = await postShipment(t.app, who.admin, orderId, {
    lines: [{ orderLineId: lineIds[0], quantity: serials.length, serials }],
    carrierId: await carrierId(t.db, 'Pathao Courier'),
    trackingNumber: `TRK-${serials[0]}`,
    shippedOn: options.shippedOn ?? shopDay(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const orderNumber = await orderNumberOf(t.db, orderId);
  return { product, orderId, orderNumber, lineId: lineIds[0]!, shipment: res.json<Shipment>() };
}

function lookUp(user: Pick<TestUser, 'headers'>, serial: string) {
  return sendAs(t.app, user, 'GET', `/api/warranty/serials/${encodeURIComponent(serial)}`);
}

describe('GET /warranty/serials/{serial}', () => {
  it("answers the buyer's piece with its order, challan and warranty, and nobody else's", async () => {
    const serial = freshSerial();
    const shippedOn = shopDay();
    const { product, orderId, orderNumber, lineId, shipment } = await shippedPieces(
      who.buyer,
      [serial],
      { warrantyMonths: 24, shippedOn },
    );
    const res = await lookUp(who.buyer, serial.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const [piece, ...more] = SerialLookupListSchema.parse(res.json());
    expect(more).toEqual([]);
    expect(piece).toEqual({
      serial,
      productId: product.id,
      sku: product.sku,
      productName: product.name,
      orderId,
      orderNumber,
      orderLineId: lineId,
      shipmentNumber: shipment.number,
      shippedOn,
      warrantyMonths: 24,
      warrantyEndsOn: warrantyEndsOn(shippedOn, 24),
      warrantyStatus: 'under_warranty',
      replacesSerial: null,
      openReturn: null,
    });
    // The shop admin reads every order's pieces.
    expect((await lookUp(who.admin, serial)).json()).toHaveLength(1);
    // Someone else: the same 404 as a serial nobody bought.
    const other = await lookUp(who.stranger, serial);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(WARRANTY_MESSAGES.serialNotFound);
    const unknown = await lookUp(who.stranger, freshSerial('NOBODY'));
    expect(unknown.statusCode).toBe(404);
    // The same answer but for the request's own id (decision 332).
    const { requestId: unknownId, ...unknownError } = unknown.json().error;
    const { requestId: otherId, ...otherError } = other.json().error;
    expect(unknownError).toEqual(otherError);
    expect(unknownId).not.toBe(otherId);
  });

  it('says expired and no warranty by the shop day', async () => {
    const old = freshSerial('OLD');
    await shippedPieces(who.buyer, [old], { warrantyMonths: 12, shippedOn: '2020-01-15' });
    expect((await lookUp(who.buyer, old)).json()[0]).toMatchObject({
      warrantyMonths: 12,
      warrantyEndsOn: '2021-01-15',
      warrantyStatus: 'expired',
    });
    const none = freshSerial('NONE');
    await shippedPieces(who.buyer, [none], { warrantyMonths: 0 });
    expect((await lookUp(who.buyer, none)).json()[0]).toMatchObject({
      warrantyMonths: 0,
      warrantyEndsOn: null,
      warrantyStatus: 'no_warranty',
    });
  });

  it("shows a company's pieces to its admins while they are admins, not to its buyers", async () => {
    const companyId = await createCompany(t.app, who.boss);
    await joinCompany(t.app, who.staff, companyId);
    await joinCompany(t.app, who.colleague, companyId);
    const deputyInvite = await insertInvitation(t.db, companyId, who.deputy.email, {
      role: 'admin',
    });
    expect((await accept(t.app, who.deputy, deputyInvite.token)).statusCode).toBe(200);
    const serial = freshSerial('CO');
    await shippedPieces(who.staff, [serial], { companyId });

    expect((await lookUp(who.staff, serial)).statusCode).toBe(200);
    expect((await lookUp(who.boss, serial)).statusCode).toBe(200);
    expect((await lookUp(who.deputy, serial)).statusCode).toBe(200);
    expect((await lookUp(who.colleague, serial)).statusCode).toBe(404);
    // What a membership no longer grants: the deputy is a buyer now.
    await t.db
      .update(companyMembers)
      .set({ role: 'buyer' })
      .where(eq(companyMembers.userId, who.deputy.id));
    expect((await lookUp(who.deputy, serial)).statusCode).toBe(404);
  });

  it('answers API keys with orders:read, not other keys, nor anyone signed out', async () => {
    const serial = freshSerial('KEY');
    await shippedPieces(who.buyer, [serial]);
    const reader = await createApiKey(t.app, who.buyer, ['orders:read']);
    const catalog = await createApiKey(t.app, who.buyer, ['catalog:read']);
    const url = `/api/warranty/serials/${serial}`;
    const byKey = await t.app.inject({ method: 'GET', url, headers: reader.headers });
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json()[0].serial).toBe(serial);
    const wrongScope = await t.app.inject({ method: 'GET', url, headers: catalog.headers });
    expect(wrongScope.statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url });
    expect(signedOut.statusCode).toBe(401);
    const malformed = await lookUp(who.buyer, 'bad serial!');
    expect(malformed.statusCode).toBe(400);
  });

  it('names the serial a replacement replaced, the open return and the RMA of the shipment', async () => {
    const serial = freshSerial('RMA');
    const { orderId, orderNumber, lineId, product, shipment } = await shippedPieces(who.buyer, [
      serial,
    ]);
    const [original] = await t.db
      .select()
      .from(shipmentSerials)
      .where(eq(shipmentSerials.serial, serial));
    const [rma] = await t.db
      .insert(returns)
      .values({
        orderId,
        requestedBy: who.buyer.id,
        requesterName: who.buyer.name,
        requesterEmail: who.buyer.email,
        reason: 'defective',
        description: 'Does not power on',
      })
      .returning();
    await t.db.insert(returnItems).values({
      returnId: rma!.id,
      orderLineId: lineId,
      serialId: original!.id,
      quantity: 1,
    });
    expect((await lookUp(who.buyer, serial)).json()[0].openReturn).toEqual({
      _id: rma!.id,
      number: rma!.number,
      status: 'requested',
    });

    // A replacement shipped under the return keeps the original's warranty end.
    const [carrier] = await t.db.select().from(carriers).where(eq(carriers.name, 'RedX'));
    const [replacement] = await t.db
      .insert(shipments)
      .values({
        orderId,
        carrierId: carrier!.id,
        carrierName: carrier!.name,
        trackingNumber: 'RX-REPL',
        shippedOn: shipment.shippedOn,
        returnId: rma!.id,
      })
      .returning();
    await t.db
      .insert(shipmentLines)
      .values({ shipmentId: replacement!.id, orderLineId: lineId, quantity: 1 });
    const newSerial = freshSerial('NEW');
    await t.db.insert(shipmentSerials).values({
      shipmentId: replacement!.id,
      orderLineId: lineId,
      productId: product.id,
      serial: newSerial,
      warrantyEndsOn: original!.warrantyEndsOn,
      replacesSerialId: original!.id,
    });
    expect((await lookUp(who.buyer, newSerial)).json()[0]).toMatchObject({
      serial: newSerial,
      replacesSerial: serial,
      shipmentNumber: replacement!.number,
      warrantyEndsOn: original!.warrantyEndsOn,
      openReturn: null,
    });
    const detail = await sendAs(t.app, who.buyer, 'GET', `/api/orders/number/${orderNumber}`);
    expect(
      detail
        .json<{ shipments: Shipment[] }>()
        .shipments.map((s) => [s.returnNumber, s.lines[0]!.serials]),
    ).toEqual([
      [null, [serial]],
      [rma!.number, [newSerial]],
    ]);
  });
});

describe('GET /warranty-check (public)', () => {
  it('answers a serial with its order number, and nothing of the buyer or the order', async () => {
    const serial = freshSerial('PUB');
    const { product, orderNumber } = await shippedPieces(who.buyer, [serial], {
      warrantyMonths: 36,
      shippedOn: '2026-01-31',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/warranty-check?serial=${serial.toLowerCase()}&orderNumber=${orderNumber.toLowerCase()}`,
      remoteAddress: nextClientIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(WarrantyCheckSchema.strict().parse(res.json())).toEqual({
      serial,
      productName: product.name,
      sku: product.sku,
      shippedOn: '2026-01-31',
      warrantyMonths: 36,
      warrantyEndsOn: '2029-01-31',
      warrantyStatus: shopDay() <= '2029-01-31' ? 'under_warranty' : 'expired',
    });
    expect(res.body).not.toContain(who.buyer.email);
  });

  it('answers the same 404 for an unknown serial, an unknown order and another order', async () => {
    const mine = freshSerial('A');
    const theirs = freshSerial('B');
    const first = await shippedPieces(who.buyer, [mine]);
    const second = await shippedPieces(who.stranger, [theirs]);
    const ip = nextClientIp();
    const check = (serial: string, orderNumber: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/warranty-check',
        query: { serial, orderNumber },
        remoteAddress: ip,
      });
    const answers = [
      await check(freshSerial('UNKNOWN'), first.orderNumber),
      await check(mine, 'SO-1999-999999'),
      await check(theirs, first.orderNumber),
      await check(mine, second.orderNumber),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([404, 404, 404, 404]);
    for (const res of answers) {
      expect(res.json()).toEqual({
        error: {
          code: 'not_found',
          message: WARRANTY_MESSAGES.checkNotFound,
          requestId: expect.any(String),
        },
      });
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/warranty-check?serial=',
      remoteAddress: ip,
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().error.details)).toContain(
      WARRANTY_MESSAGES.serialRequired,
    );
  });

  it('is limited per client IP', async () => {
    const ip = nextClientIp();
    const check = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/warranty-check?serial=NOPE-1&orderNumber=SO-2026-000001',
        remoteAddress,
      });
    for (let i = 0; i < WARRANTY_CHECK_RATE_LIMIT.max; i += 1) {
      expect((await check(ip)).statusCode).toBe(404);
    }
    const limited = await check(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back.
    expect((await check(nextClientIp())).statusCode).toBe(404);
  });
});
