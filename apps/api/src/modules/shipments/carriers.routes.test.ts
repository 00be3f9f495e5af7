import {
  ApiErrorSchema,
  CarrierListSchema,
  CarrierSchema,
  SHIPMENT_MESSAGES,
  type CarrierInput,
} from '@partline/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendAs, useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { insertPaidOrderOfLines, postShipment } from '../../../test/helpers/shipments.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { auditLog } from '../../db/schema/index.js';

/*
 * The carriers back-office (decision 321), on PGlite and on PostgreSQL (api-postgres): the shop
 * admin adds, edits and retires carriers; a retired one is no longer offered for new shipments.
 */

const t = useTestApp();
const who = useAccounts(t, { admin: { role: 'admin' }, buyer: {} });

let sequence = 0;
const unique = (name: string) => `${name} ${(sequence += 1)}`;
const errorOf = (res: { json: () => unknown }) => ApiErrorSchema.parse(res.json()).error;

function send(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
  return sendAs(t.app, who.admin, method, `/api${url}`, body);
}

async function addCarrier(input: CarrierInput) {
  const res = await send('POST', '/carriers', input);
  expect(res.statusCode, res.body).toBe(201);
  return CarrierSchema.parse(res.json());
}

async function carriers(query = '') {
  const res = await send('GET', `/carriers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return CarrierListSchema.parse(res.json());
}

describe('carriers (decision 321)', () => {
  it('lists the seeded carriers by name, ignoring case', async () => {
    const names = (await carriers()).map((carrier) => carrier.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'DHL Express',
        'Own transport',
        'Pathao Courier',
        'RedX',
        'Steadfast Courier',
        'Sundarban Courier',
      ]),
    );
    const lower = names.map((name) => name.toLowerCase());
    expect(lower).toEqual([...lower].sort());
  });

  it('adds a carrier, edits it and retires it, each audited', async () => {
    const name = unique('Sundarban Express');
    const added = await addCarrier({
      name: `  ${name}  `,
      kind: 'courier',
      trackingUrlTemplate: 'https://track.example.com/?id={tracking}',
    });
    expect(added).toMatchObject({
      name,
      kind: 'courier',
      trackingUrlTemplate: 'https://track.example.com/?id={tracking}',
      active: true,
    });

    const edited = await send('PUT', `/carriers/${added._id}`, {
      name: `${name} Ltd.`,
      kind: 'international',
      trackingUrlTemplate: '',
      active: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(CarrierSchema.parse(edited.json())).toMatchObject({
      _id: added._id,
      name: `${name} Ltd.`,
      kind: 'international',
      trackingUrlTemplate: null,
      active: false,
    });

    expect((await carriers('?active=true')).some((c) => c._id === added._id)).toBe(false);
    expect((await carriers('?active=false')).map((c) => c._id)).toContain(added._id);
    expect((await carriers()).map((c) => c._id)).toContain(added._id);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, added._id))
      .orderBy(asc(auditLog.createdAt));
    expect(audit.map((row) => [row.action, row.targetType])).toEqual([
      ['carrier.create', 'carrier'],
      ['carrier.edit', 'carrier'],
    ]);
    expect(audit[1]?.before).toMatchObject({ name, kind: 'courier', active: true });
    expect(audit[1]?.after).toMatchObject({ name: `${name} Ltd.`, active: false });
  });

  it('offers a retired carrier for no new shipment', async () => {
    const retired = await addCarrier({ name: unique('Retired Courier'), kind: 'courier' });
    await send('PUT', `/carriers/${retired._id}`, {
      name: retired.name,
      kind: 'courier',
      active: false,
    });
    const product = await insertProduct(t.db, { availableQuantity: 5, minOrder: 1 });
    const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, who.buyer, [[product, 2]]);
    const res = await postShipment(t.app, who.admin, orderId, {
      lines: [{ orderLineId: lineIds[0], quantity: 1 }],
      carrierId: retired._id,
      trackingNumber: 'R-1',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details).toEqual({ carrierId: [SHIPMENT_MESSAGES.carrierInactive] });
  });

  it('refuses a name another carrier has, ignoring case and surrounding spaces', async () => {
    const taken = await send('POST', '/carriers', { name: ' redx ', kind: 'courier' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(SHIPMENT_MESSAGES.carrierNameTaken);
    expect(errorOf(taken).details).toEqual({ name: [SHIPMENT_MESSAGES.carrierNameTaken] });

    const mine = await addCarrier({ name: unique('Karatoa Courier'), kind: 'courier' });
    const rename = await send('PUT', `/carriers/${mine._id}`, {
      name: 'PATHAO COURIER',
      kind: 'courier',
    });
    expect(rename.statusCode).toBe(409);
    // Its own name in another case is not a clash.
    const own = await send('PUT', `/carriers/${mine._id}`, {
      name: mine.name.toUpperCase(),
      kind: 'courier',
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('keeps one own-transport carrier, which Deliver ships by', async () => {
    const own = (await carriers()).find((carrier) => carrier.kind === 'own_transport')!;
    const input = { name: own.name, trackingUrlTemplate: own.trackingUrlTemplate };
    const res = await send('PUT', `/carriers/${own._id}`, { ...input, kind: 'courier' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).details).toEqual({ kind: [SHIPMENT_MESSAGES.ownTransportNeeded] });

    const van = await addCarrier({ name: unique('Second van'), kind: 'own_transport' });
    const now = await send('PUT', `/carriers/${own._id}`, { ...input, kind: 'courier' });
    expect(now.statusCode, now.body).toBe(200);
    const back = await send('PUT', `/carriers/${own._id}`, { ...input, kind: 'own_transport' });
    expect(back.statusCode, back.body).toBe(200);
    // Retired, it still counts: Deliver takes an active one first, else any.
    const retired = await send('PUT', `/carriers/${van._id}`, {
      name: van.name,
      kind: 'own_transport',
      active: false,
    });
    expect(retired.statusCode, retired.body).toBe(200);
  });

  it('answers 400 per field for a bad carrier and 404 for an unknown one', async () => {
    const blank = await send('POST', '/carriers', {
      name: '   ',
      kind: 'balloon',
      trackingUrlTemplate: 'http://track.example.com/',
    });
    expect(blank.statusCode).toBe(400);
    const details = errorOf(blank).details ?? {};
    expect(details.name).toEqual([SHIPMENT_MESSAGES.carrierNameRequired]);
    expect(details.kind).toBeDefined();
    expect(details.trackingUrlTemplate).toEqual([SHIPMENT_MESSAGES.trackingTemplate]);

    expect((await send('GET', '/carriers?active=maybe')).statusCode).toBe(400);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await send('PUT', `/carriers/${id}`, { name: 'Nobody', kind: 'courier' });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(SHIPMENT_MESSAGES.carrierNotFound);
    }
  });

  it('answers 403 to a non-admin and 401 to nobody', async () => {
    const carrier = (await carriers())[0]!;
    for (const [method, url, body] of [
      ['GET', '/api/carriers', undefined],
      ['POST', '/api/carriers', { name: 'Buyer Courier', kind: 'courier' }],
      ['PUT', `/api/carriers/${carrier._id}`, { name: 'Buyer Courier', kind: 'courier' }],
    ] as const) {
      expect((await sendAs(t.app, who.buyer, method, url, body)).statusCode).toBe(403);
      expect((await t.app.inject({ method, url, payload: body })).statusCode).toBe(401);
    }
    expect((await carriers()).some((c) => c.name === 'Buyer Courier')).toBe(false);
  });
});
