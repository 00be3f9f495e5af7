import fc from 'fast-check';
import {
  startStripeStandIn,
  stripeEnv,
  stripeSignature,
  type StripeStandIn,
} from '../stand-ins/stripe.js';
import { hostileBody, hostileString, hostileValue, type FuzzBody } from './arbitraries.js';
import { describeFuzzGroup, type FuzzWorld } from './harness.js';
import { createFuzzWorld } from './world.js';

// Hostile deliveries to POST /api/webhooks/stripe with Stripe configured (decision 055): events
// signed correctly but shaped strangely (so the handler runs on them), and bodies with missing,
// forged, stale or foreign signatures; then the order routes that ask Stripe about intents.

const WEBHOOK_SECRET = 'whsec_fuzz_partline';

let standIn: StripeStandIn;

/** Intents created through the API for client A's unpaid order, one of them succeeded. */
async function createIntents(world: FuzzWorld): Promise<string[]> {
  const ids: string[] = [];
  for (const orderId of world.pools.orderId ?? []) {
    const res = await world.t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: world.users.clientA.headers,
      payload: { orderId },
    });
    if (res.statusCode === 200) ids.push(res.json<{ paymentIntentId: string }>().paymentIntentId);
  }
  if (ids[0]) standIn.succeed(ids[0]);
  return ids;
}

function webhookBodies(world: FuzzWorld): fc.Arbitrary<FuzzBody> {
  const intentIds = world.pools.intentId ?? [];
  const orderIds = world.pools.orderId ?? [];
  const real = (values: string[]) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...values, 'pi_unknown') },
      { weight: 1, arbitrary: hostileValue },
    );
  const intent = fc.record(
    {
      id: real(intentIds),
      object: fc.constant('payment_intent'),
      metadata: fc.oneof(fc.record({ orderId: real(orderIds) }), hostileValue),
    },
    { requiredKeys: ['id'] },
  );
  const event = fc.record(
    {
      id: fc.oneof(
        fc.uuid().map((id) => `evt_${id}`),
        hostileString.filter((text) => text.length < 1_000),
      ),
      object: fc.constant('event'),
      type: fc.oneof(
        { weight: 4, arbitrary: fc.constant('payment_intent.succeeded') },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'payment_intent.payment_failed',
            'charge.refunded',
            'customer.created',
          ),
        },
        { weight: 1, arbitrary: hostileValue },
      ),
      data: fc.oneof(
        { weight: 4, arbitrary: fc.record({ object: intent }) },
        { weight: 1, arbitrary: hostileValue },
      ),
    },
    { requiredKeys: ['id', 'type'] },
  );
  const signature = (payload: string) =>
    fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constant(stripeSignature(payload, WEBHOOK_SECRET)),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          stripeSignature(payload, 'whsec_someone_else'),
          stripeSignature(payload, WEBHOOK_SECRET, 1_000_000),
          't=1,v1=deadbeef',
          '',
          "t=' OR 1=1 --",
        ),
      },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  return hostileBody(event).chain((body) => {
    const text = body.payload === undefined ? '' : String(body.payload);
    return signature(text).map((signed) => ({
      ...body,
      ...(signed !== undefined ? { headers: { 'stripe-signature': signed } } : {}),
    }));
  });
}

describeFuzzGroup('stripe', {
  world: async () => {
    standIn = await startStripeStandIn();
    const world = await createFuzzWorld({ env: stripeEnv(standIn, WEBHOOK_SECRET) });
    world.pools.intentId = await createIntents(world);
    return world;
  },
  bodies: { 'POST /api/webhooks/stripe': webhookBodies },
  // The routes that ask the provider about intents, this time against Stripe (the stand-in).
  alsoRoutes: [
    'PUT /api/orders/{id}',
    'POST /api/create-payment-intent',
    'DELETE /api/orders/{id}',
  ],
  close: () => standIn.close(),
});
