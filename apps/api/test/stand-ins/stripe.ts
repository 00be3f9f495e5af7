import { text as readBody } from 'node:stream/consumers';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/*
 * A local stand-in of Stripe's REST API at the network boundary: the payment intent endpoints the
 * shop and Stripe.js call, refunds, and the signed `payment_intent.succeeded` webhook. Plain
 * node:http, no test framework: the API's tests use it in process and the Stripe journey runs it
 * as a process (stripe-main.ts), where e2e/stand-ins/stripe-js.js plays Stripe.js in the browser.
 */

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

/** A webhook event the stand-in sent, and the shop's answer. */
export interface StandInDelivery {
  eventId: string;
  type: string;
  intentId: string;
  /** The shop's HTTP status; 0 when it could not be reached. */
  status: number;
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
 * A running stand-in of the Stripe endpoints the shop and Stripe.js call: create and retrieve a
 * payment intent (`expand[]=latest_charge`), confirm one with a card
 * (`POST /v1/payment_intents/{id}/confirm`, as Stripe.js's `confirmCardPayment` does with the
 * publishable key and the client secret), create a refund (idempotent by `Idempotency-Key`).
 * Tests without a browser make intents succeed with {@link StripeStandIn.succeed}.
 * `GET /stand-in/payment_intents` lists the intents as the API returns them, for a journey to ask
 * what was charged (not a Stripe endpoint). Every answer allows any origin, as Stripe's API does
 * for Stripe.js.
 */
export interface StripeStandIn {
  /** `http://127.0.0.1:<port>` for `STRIPE_API_BASE`. */
  url: string;
  intents: Map<string, StandInIntent>;
  requests: StandInRequest[];
  refunds: Map<string, string>;
  /** The webhook events sent ({@link StripeStandInOptions.webhook}), in order. */
  deliveries: StandInDelivery[];
  succeed(id: string, card?: { brand: string; last4: string }): void;
  close(): Promise<void>;
}

/** Options of {@link startStripeStandIn}. */
export interface StripeStandInOptions {
  /** Where to listen (default a free port). */
  port?: number;
  /**
   * Where to send `payment_intent.succeeded` when a confirm succeeds, signed with `secret` (the
   * endpoint's signing secret) as Stripe signs it; no webhook without it.
   */
  webhook?: { url: string; secret: string };
}

/**
 * Stripe's documented test cards this stand-in knows by number: brand and outcome
 * (https://docs.stripe.com/testing). Other numbers are declined as `incorrect_number`.
 */
const TEST_CARDS: Record<string, { brand: string; declineCode?: string }> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '4000000000000002': { brand: 'visa', declineCode: 'generic_decline' },
  '4000000000009995': { brand: 'visa', declineCode: 'insufficient_funds' },
};

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

/** Starts the stand-in on 127.0.0.1 (`options.port`, default a free port). */
export async function startStripeStandIn(
  options: StripeStandInOptions = {},
): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const requests: StandInRequest[] = [];
  const refunds = new Map<string, string>();
  const deliveries: StandInDelivery[] = [];
  let counter = 0;

  const succeed = (intent: StandInIntent, card: { brand: string; last4: string }) => {
    intent.status = 'succeeded';
    intent.charge = { id: `ch_${intent.id}`, ...card, refunded: false };
  };

  /** Sends `payment_intent.succeeded` for `intent` to the shop, as Stripe does after answering. */
  const deliverSucceeded = async (intent: StandInIntent) => {
    if (!options.webhook) return;
    counter += 1;
    const event = {
      id: `evt_stand_in_${counter}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: toJson(intent, false) },
    };
    const payload = JSON.stringify(event);
    let status = 0;
    try {
      const answer = await fetch(options.webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': stripeSignature(payload, options.webhook.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(20_000),
      });
      status = answer.status;
    } catch {
      // Unreachable: recorded as 0, as Stripe's dashboard lists a failed delivery.
    }
    deliveries.push({ eventId: event.id, type: event.type, intentId: intent.id, status });
  };

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
        'access-control-allow-origin': '*',
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
    if (request.method === 'GET' && url.pathname === '/stand-in/payment_intents') {
      return send(200, {
        data: [...intents.values()].map((intent) => toJson(intent, true)),
        deliveries,
      });
    }
    const confirmMatch = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
    if (request.method === 'POST' && confirmMatch?.[1]) {
      const intent = intents.get(decodeURIComponent(confirmMatch[1]));
      // With the publishable key, Stripe answers only to the intent's client secret.
      if (!intent || (form.has('key') && form.get('client_secret') !== intent.clientSecret)) {
        return missing('payment_intent');
      }
      if (intent.status === 'succeeded') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'This PaymentIntent has already succeeded.',
            payment_intent: toJson(intent, false),
          },
        });
      }
      const number = (form.get('payment_method_data[card][number]') ?? '').replace(/\D/g, '');
      const card = TEST_CARDS[number];
      if (!card || card.declineCode) {
        return send(402, {
          error: {
            type: 'card_error',
            code: card ? 'card_declined' : 'incorrect_number',
            ...(card ? { decline_code: card.declineCode } : {}),
            message: card ? 'Your card was declined.' : 'Your card number is incorrect.',
            payment_intent: toJson(intent, false),
          },
        });
      }
      succeed(intent, { brand: card.brand, last4: number.slice(-4) });
      send(200, toJson(intent, false));
      return void deliverSucceeded(intent);
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
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    refunds,
    deliveries,
    succeed(id, card = { brand: 'visa', last4: '4242' }) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      succeed(intent, card);
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
