// One phase of the mixed load (`npm run bench -- --mix`, decision 336), run by bench/run.mjs in a
// child process so that the load does not share an event loop with the bench's bookkeeping, and
// never with the server. Input: one JSON argument (see `mixPhase` in run.mjs). Output: one JSON
// line on stdout: per request type its answers, failures and latencies, the checkouts that were
// placed (201, or 200 when a checkout that timed out was asked again) by payment method, and a
// histogram of the readers' latencies (bench/soak.mjs `latencyBucket`).
//
// Readers: `reads.connections` connections, each a loop of requests drawn by weight from
// `reads.types` (a seeded generator per connection, so every run draws the same sequence).
// Buyers: one connection each, a loop of whole journeys — a quick order of a 10-line cart, a
// change of one line, a checkout, then (card) a payment intent, the local provider's test card and
// the payment recorded. A phase ends when its time is up and every journey under way has ended:
// nothing is in flight when the bench counts orders afterwards.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { mulberry32 } from '../apps/api/src/db/seed/mulberry32.ts';
import { checkoutCsv } from './carts.mjs';
import { latencyBucket } from './soak.mjs';

const phase = JSON.parse(process.argv[2] ?? '{}');
const { url, seconds, seed = 1, reads, writes } = phase;
const origin = new URL(url).origin;
const { hostname, port } = new URL(url);

/** Latencies (ms) and answers per request type. */
const stats = new Map();
const failures = new Map();
const checkouts = { card: 0, on_account: 0 };
const paid = { card: 0 };
/** Checkouts asked again with their key after no answer. */
let replays = 0;
/** The readers' latencies, all types together, for the soak's p99 of several minutes. */
const readHistogram = {};
const readTypes = new Set((reads?.types ?? []).map((type) => type.key));

function statOf(key) {
  let stat = stats.get(key);
  if (!stat) {
    stat = { times: [], ok: 0, non2xx: 0, errors: 0, statusCodes: {} };
    stats.set(key, stat);
  }
  return stat;
}

/** One request on `agent`'s connection; its status and body text. Counted under `key`. */
function send(agent, key, method, path, headers, body) {
  const stat = statOf(key);
  const started = performance.now();
  return new Promise((resolveSend) => {
    const request = http.request(
      {
        host: hostname,
        port,
        method,
        path,
        agent,
        headers: {
          ...headers,
          ...(body !== undefined
            ? {
                origin,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
              }
            : {}),
        },
        timeout: 10_000,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const took = performance.now() - started;
          stat.times.push(took);
          if (readTypes.has(key)) {
            const bucket = latencyBucket(took);
            readHistogram[bucket] = (readHistogram[bucket] ?? 0) + 1;
          }
          const status = response.statusCode ?? 0;
          stat.statusCodes[status] = (stat.statusCodes[status] ?? 0) + 1;
          if (status >= 200 && status < 300) stat.ok += 1;
          else stat.non2xx += 1;
          resolveSend({ status, text: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', () => {
          stat.errors += 1;
          resolveSend({ status: 0, text: '' });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => {
      stat.times.push(performance.now() - started);
      stat.errors += 1;
      resolveSend({ status: 0, text: error.message });
    });
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/** Records a failed answer, printed once per kind by the bench. */
function failed(key, answer) {
  const kind = `${key} ${answer.status}: ${answer.text.slice(0, 200)}`;
  failures.set(kind, (failures.get(kind) ?? 0) + 1);
}

const connection = () => new http.Agent({ keepAlive: true, maxSockets: 1 });
const ends = performance.now() + seconds * 1000;

/** A reader's loop: a request type by weight, then one of its paths. */
async function reader(index) {
  const agent = connection();
  const random = mulberry32(seed * 1000 + index);
  const total = reads.types.reduce((sum, type) => sum + type.weight, 0);
  let turn = index;
  while (performance.now() < ends) {
    let draw = random() * total;
    const type = reads.types.find((each) => (draw -= each.weight) < 0) ?? reads.types.at(-1);
    const identities = type.as ? reads.identities[type.as] : [{}];
    turn += 1;
    const headers = identities[turn % identities.length];
    const path = type.paths[turn % type.paths.length];
    const answer = await send(agent, type.key, 'GET', path, headers);
    if (answer.status < 200 || answer.status >= 300) failed(type.key, answer);
  }
  agent.destroy();
}

/** A buyer's loop of journeys, paying by `method` (`card` or `on_account`). */
async function buyer(identity, method, index) {
  const agent = connection();
  const random = mulberry32(seed * 1000 + 500 + index);
  const post = (key, path, body, extra = {}) =>
    send(agent, key, 'POST', path, { ...identity, ...extra }, JSON.stringify(body));
  while (performance.now() < ends) {
    const filled = await post('quick-order', '/api/cart/quick-order', {
      csv: checkoutCsv(writes.skus, random),
    });
    if (filled.status !== 200) {
      failed('quick-order', filled);
      continue;
    }
    // The buyer changes one line of the cart before checking out.
    const lines = JSON.parse(filled.text).cart.lines;
    const line = lines[Math.floor(random() * lines.length)];
    const changed = await send(
      agent,
      'cart-change',
      'PUT',
      `/api/cart/lines/${line.productId}`,
      identity,
      JSON.stringify({ quantity: line.quantity + 1 }),
    );
    if (changed.status !== 200) failed('cart-change', changed);
    const key = method === 'card' ? 'checkout-card' : 'checkout-account';
    const body =
      method === 'card'
        ? {}
        : { paymentMethod: 'on_account', poNumber: `PO-${randomUUID().slice(0, 8)}` };
    const idempotencyKey = randomUUID();
    let placed = await post(key, '/api/checkout', body, { 'idempotency-key': idempotencyKey });
    // No answer (a timeout): the order may have been placed all the same. Asked again with the
    // same key, as the web does, the server answers the order it placed (200) or places it (201),
    // so that the orders the bench counts afterwards are exactly the checkouts it was told of.
    let asked = 1;
    for (; placed.status === 0 && asked <= 3; asked += 1) {
      failed(key, placed);
      replays += 1;
      placed = await post(key, '/api/checkout', body, { 'idempotency-key': idempotencyKey });
    }
    if (placed.status !== 201 && !(placed.status === 200 && asked > 1)) {
      failed(key, placed);
      continue;
    }
    checkouts[method] += 1;
    if (method !== 'card') continue;
    const orderId = JSON.parse(placed.text).insertedId;
    const intent = await post('payment-intent', '/api/create-payment-intent', { orderId });
    if (intent.status !== 200) {
      failed('payment-intent', intent);
      continue;
    }
    const { clientSecret, paymentIntentId } = JSON.parse(intent.text);
    const confirmed = await post('card-confirm', '/api/payments/local/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 5,
      cvc: '123',
    });
    if (confirmed.status !== 200) {
      failed('card-confirm', confirmed);
      continue;
    }
    const recorded = await send(
      agent,
      'mark-paid',
      'PUT',
      `/api/orders/${orderId}`,
      identity,
      JSON.stringify({ transactionId: paymentIntentId, isPaid: true }),
    );
    if (recorded.status !== 200) failed('mark-paid', recorded);
    else paid.card += 1;
  }
  agent.destroy();
}

// Readers stop when the time is up; buyers end the journey under way. Each side's figures are
// over its own time: readers are not counted idle while the last journeys end.
const started = performance.now();
const secondsSince = () => (performance.now() - started) / 1000;
const [readSeconds, writeSeconds] = await Promise.all([
  Promise.all(reads ? Array.from({ length: reads.connections }, (_, i) => reader(i)) : []).then(
    () => (reads ? secondsSince() : 0),
  ),
  Promise.all(
    writes
      ? [
          ...writes.card.map((identity, i) => buyer(identity, 'card', i)),
          ...writes.onAccount.map((identity, i) => buyer(identity, 'on_account', 100 + i)),
        ]
      : [],
  ).then(() => (writes ? secondsSince() : 0)),
]);
const duration = secondsSince();

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
const types = {};
for (const [key, stat] of stats) {
  const times = stat.times.sort((a, b) => a - b);
  types[key] = {
    completed: stat.ok + stat.non2xx,
    ok: stat.ok,
    non2xx: stat.non2xx,
    errors: stat.errors,
    requestsPerSecond: (stat.ok + stat.non2xx) / (readTypes.has(key) ? readSeconds : writeSeconds),
    latencyP50: Math.round(percentile(times, 0.5) * 10) / 10,
    latencyP99: Math.round(percentile(times, 0.99) * 10) / 10,
    latencyMax: Math.round((times.at(-1) ?? 0) * 10) / 10,
    statusCodes: stat.statusCodes,
  };
}
process.stdout.write(
  `${JSON.stringify({ duration, readSeconds, writeSeconds, types, checkouts, paid, replays, failures: Object.fromEntries(failures), readHistogram })}\n`,
);
