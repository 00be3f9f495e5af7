import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentSessions } from '../../src/db/schema/index.js';
import { sendAs } from '../helpers/auth.js';
import {
  sslcommerzEnv,
  startSslcommerzStandIn,
  type SslcommerzStandIn,
} from '../stand-ins/sslcommerz.js';
import { hostileString, hostileValue, type FuzzBody } from './arbitraries.js';
import { describeFuzzGroup, type FuzzWorld } from './harness.js';
import { createFuzzWorld } from './world.js';

// Hostile requests to the SSLCommerz rail with SSLCommerz configured, against its stand-in
// (decisions 055, 312): payment sessions, IPNs signed with the store password and not (forged,
// unsigned, random fields), the buyer's return, and the admin's review. Afterwards, an order is
// paid only by a session SSLCommerz (the stand-in) really took the money for.

let standIn: SslcommerzStandIn;
let fuzzWorld: FuzzWorld;
/** The orders paid before the fuzzing (by the simulated card). */
const paidBefore = new Set<string>();
/** The session the stand-in's page paid (its IPN withheld), and its validation id. */
const paidAtSslcommerz = { tranId: '', valId: '' };

const FORM = 'application/x-www-form-urlencoded';

/** Client A's SSLCommerz sessions for each of the world's orders the API opens one for. */
async function openSessions(world: FuzzWorld): Promise<{ id: string; sessionkey: string }[]> {
  const opened: { id: string; sessionkey: string }[] = [];
  for (const orderId of world.pools.orderId ?? []) {
    const res = await sendAs(world.t.app, world.users.clientA, 'POST', '/api/payment-sessions', {
      orderId,
      provider: 'sslcommerz',
    });
    if (res.statusCode !== 200) continue;
    const created = res.json<{ sessionId: string; redirectUrl: string }>();
    opened.push({ id: created.sessionId, sessionkey: created.redirectUrl.split('/').pop() ?? '' });
  }
  return opened;
}

/** SSLCommerz-shaped form fields: real session ids and validation ids most of the time. */
function formFields(world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  const sessionIds = world.pools.sessionId ?? [];
  const text = (values: string[]) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...values) },
      { weight: 1, arbitrary: hostileString.filter((value) => value.length < 2_000) },
      { weight: 1, arbitrary: hostileValue.map(String) },
    );
  return fc.record(
    {
      tran_id: text([...sessionIds, paidAtSslcommerz.tranId, 'PL-UNKNOWN-1']),
      val_id: text([paidAtSslcommerz.valId, 'forged-val-id', '']),
      status: text(['VALID', 'VALIDATED', 'FAILED', 'CANCELLED', 'UNATTEMPTED']),
      amount: text(['10.00', '0.01', '99999999.99', '-1']),
      currency: text(['BDT', 'USD']),
      risk_level: text(['0', '1']),
      value_a: text(world.pools.orderId ?? []),
    },
    { requiredKeys: [] },
  );
}

/** A form as SSLCommerz posts it: signed with the store password, forged, or not signed at all. */
function ipnBodies(world: FuzzWorld): fc.Arbitrary<FuzzBody> {
  return fc
    .tuple(
      formFields(world),
      fc.constantFrom('signed', 'signed', 'signed', 'forged', 'unsigned', 'json', 'tampered'),
    )
    .map(([fields, how]): FuzzBody => {
      if (how === 'json')
        return { payload: JSON.stringify(fields), contentType: 'application/json' };
      let sent: Record<string, string> = fields;
      if (how === 'signed') sent = standIn.sign(fields);
      if (how === 'forged')
        sent = { ...fields, verify_key: 'tran_id,val_id', verify_sign: 'deadbeef' };
      // Signed, then a covered field changed: the signature no longer matches.
      if (how === 'tampered') sent = { ...standIn.sign(fields), tran_id: paidAtSslcommerz.tranId };
      return { payload: new URLSearchParams(sent).toString(), contentType: FORM };
    });
}

/** The form the buyer's browser posts back from SSLCommerz's page (never signed). */
function returnBodies(world: FuzzWorld): fc.Arbitrary<FuzzBody> {
  return fc
    .tuple(formFields(world), fc.boolean())
    .map(([fields, asJson]) =>
      asJson
        ? { payload: JSON.stringify(fields), contentType: 'application/json' }
        : { payload: new URLSearchParams(fields).toString(), contentType: FORM },
    );
}

describeFuzzGroup('sslcommerz', {
  world: async () => {
    standIn = await startSslcommerzStandIn({
      // SSLCommerz's own IPN is withheld: only the fuzzed ones reach the shop.
      deliverIpn: async () => 200,
    });
    // The simulated card stays on beside SSLCommerz: the world pays orders with it.
    const world = await createFuzzWorld({
      env: { ...sslcommerzEnv(standIn), PAYMENT_PROVIDER: 'local' },
    });
    const opened = await openSessions(world);
    if (opened.length < 2) throw new Error(`only ${opened.length} sessions opened`);
    // The first one paid at SSLCommerz; whatever its IPN says, only it may pay its order.
    await standIn.finish(opened[0]!.sessionkey, 'pay', { ipn: false });
    paidAtSslcommerz.tranId = opened[0]!.id;
    paidAtSslcommerz.valId = standIn.sessionOf(opened[0]!.id)?.valId ?? '';
    world.pools.sessionId = [...opened.map((session) => session.id), 'PL-UNKNOWN-1'];
    fuzzWorld = world;
    const paid = await world.t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.isPaid, true));
    for (const row of paid) paidBefore.add(row.id);
    return world;
  },
  bodies: {
    'POST /api/payments/sslcommerz/ipn': ipnBodies,
    'POST /api/payments/sslcommerz/return/{outcome}': returnBodies,
  },
  close: () => standIn.close(),
});

describe('fuzz: sslcommerz, afterwards', () => {
  it('paid no order but by the session SSLCommerz took the money for', async () => {
    const db = fuzzWorld.t.db;
    const sessions = await db.select().from(paymentSessions);
    const settled = sessions.filter((session) => ['paid', 'review'].includes(session.status));
    expect(settled.map((session) => session.id)).toEqual(
      settled.length === 0 ? [] : [paidAtSslcommerz.tranId],
    );
    const paidNow = await db.select({ id: orders.id }).from(orders).where(eq(orders.isPaid, true));
    const newlyPaid = paidNow.map((row) => row.id).filter((id) => !paidBefore.has(id));
    const orderOfPayment = sessions.find((session) => session.id === paidAtSslcommerz.tranId);
    expect(newlyPaid.filter((id) => id !== orderOfPayment?.orderId)).toEqual([]);
  });
});
