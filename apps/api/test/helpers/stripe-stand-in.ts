import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A payment intent as the stand-in keeps it. */
export interface StandInIntent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  clientSecret: string;
  metadata: Record<string, string>;
  charge: { id: string; brand: string; last4: string; refunded: boolean } | null;
}

/** A request the stand-in received. */
export interface StandInRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/**
 * A local HTTP stand-in for the Stripe endpoints the adapter calls: create and retrieve a payment
 * intent (`expand[]=latest_charge`), create a refund (idempotent by `Idempotency-Key`). Intents
 * are made to succeed with {@link StripeStandIn.succeed}, as Stripe.js would after a card form.
 */
export interface StripeStandIn {
  /** `http://127.0.0.1:<port>` for `STRIPE_API_BASE`. */
  url: string;
  intents: Map<string, StandInIntent>;
  requests: StandInRequest[];
  refunds: Map<string, string>;
  succeed(id: string, card?: { brand: string; last4: string }): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function toJson(intent: StandInIntent, expandCharge: boolean) {
  const charge = intent.charge && {
    id: intent.charge.id,
    object: 'charge',
    amount: intent.amount,
    amount_refunded: intent.charge.refunded ? intent.amount : 0,
    refunded: intent.charge.refunded,
    payment_method_details: {
      type: 'card',
      card: { brand: intent.charge.brand, last4: intent.charge.last4 },
    },
  };
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.clientSecret,
    metadata: intent.metadata,
    latest_charge: charge ? (expandCharge ? charge : charge.id) : null,
  };
}

/** Starts the stand-in on 127.0.0.1 (a free port). */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const requests: StandInRequest[] = [];
  const refunds = new Map<string, string>();
  let counter = 0;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    const form = new URLSearchParams(request.method === 'GET' ? url.search : body);
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      authorization: header('authorization'),
      idempotencyKey: header('idempotency-key'),
      form,
    });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${counter}`,
      });
      response.end(JSON.stringify(payload));
    };
    const missing = (what: string) =>
      send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${what}`,
        },
      });

    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      counter += 1;
      const id = `pi_stand_in_${counter}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const intent: StandInIntent = {
        id,
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        clientSecret: `${id}_secret_standin${counter}`,
        metadata,
        charge: null,
      };
      intents.set(id, intent);
      return send(200, toJson(intent, false));
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && intentMatch?.[1]) {
      const intent = intents.get(decodeURIComponent(intentMatch[1]));
      if (!intent) return missing('payment_intent');
      return send(
        200,
        toJson(
          intent,
          form.getAll('expand[]').includes('latest_charge') ||
            form.getAll('expand[0]').includes('latest_charge'),
        ),
      );
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = header('idempotency-key');
      const known = key ? refunds.get(key) : undefined;
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent) return missing('payment_intent');
      if (!known && (!intent.charge || intent.charge.refunded)) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'Charge has already been refunded.',
          },
        });
      }
      const refundId = known ?? `re_stand_in_${(counter += 1)}`;
      if (key) refunds.set(key, refundId);
      if (intent.charge) intent.charge.refunded = true;
      return send(200, {
        id: refundId,
        object: 'refund',
        payment_intent: intent.id,
        amount: intent.amount,
        status: 'succeeded',
      });
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    refunds,
    succeed(id, card = { brand: 'visa', last4: '4242' }) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      intent.charge = { id: `ch_${id}`, ...card, refunded: false };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const signer = new Stripe('sk_test_signer');

/**
 * The `Stripe-Signature` header Stripe sends with `payload` to an endpoint whose signing secret is
 * `secret`: made by the Stripe library's own test helper, timed now or at `timestamp` (seconds
 * since the epoch; decision 055: the webhook checks the signature on the exact bytes).
 */
export function stripeSignature(payload: string, secret: string, timestamp?: number): string {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}

/**
 * The environment of an app that pays through Stripe against `standIn`, with test keys and the
 * webhook signing secret `webhookSecret`.
 */
export function stripeEnv(standIn: StripeStandIn, webhookSecret: string): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_partline',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_partline',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: standIn.url,
  };
}
