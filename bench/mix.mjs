// The mixed load of `npm run bench -- --mix` (decision 336): what simulated buyers and admins ask
// for at once, and in what proportions; the checks afterwards that everything the run wrote adds
// up; the targets. Pure parts (no server, no database handle of their own): bench/run.mjs runs the
// phases and hands the figures over, bench/report.test.mjs checks these functions.

/**
 * The readers' requests and their weights (of 100 requests a reader sends), the same in both
 * phases. `paths(fixtures)`: the request, one of several drawn in turn (product pages of 20
 * products, three searches); `as`: the signed-in reader (`buyer`, `admin`), anonymous when absent.
 * Mirrored in docs/develop/performance.md ("How do I run the mixed load?").
 */
export const MIX_READS = [
  {
    key: 'catalog',
    name: 'catalog page 1',
    weight: 20,
    paths: () => ['/api/products/search?page=1&pageSize=12'],
  },
  {
    key: 'category',
    name: 'category page (ddr5, page 1)',
    weight: 12,
    paths: () => ['/api/products/search?category=ddr5-memory&page=1&pageSize=12'],
  },
  {
    key: 'facets',
    name: 'category facets (ddr5)',
    weight: 8,
    paths: () => ['/api/products/facets?category=ddr5-memory'],
  },
  {
    key: 'search',
    name: 'search (3 queries)',
    weight: 15,
    paths: () => [
      '/api/products/search?q=memory&inStock=true&sort=price-asc',
      '/api/products/search?q=PL-KB-110&minPrice=100&maxPrice=100000',
      '/api/products/search?category=ddr5-memory&q=memory&minPrice=1000&maxPrice=100000&spec=' +
        encodeURIComponent('capacity_gb:32;ecc:true'),
    ],
  },
  {
    key: 'product',
    name: 'product page (20 products)',
    weight: 30,
    paths: (fixtures) => fixtures.productIds.map((id) => `/api/products/${id}`),
  },
  {
    key: 'my-orders',
    name: 'My Orders (50 orders)',
    weight: 8,
    paths: (fixtures) => [`/api/orders/${encodeURIComponent(fixtures.buyerEmail)}`],
    as: 'buyer',
  },
  {
    key: 'admin-orders',
    name: "admin's order list page 1 (20)",
    weight: 4,
    paths: () => ['/api/orders?sort=newest&limit=20'],
    as: 'admin',
  },
  {
    key: 'audit-log',
    name: 'audit log page 1',
    weight: 3,
    paths: () => ['/api/admin/audit-log'],
    as: 'admin',
  },
];

/**
 * The buyers of the full mix, each on a connection of their own, each a loop of whole journeys
 * (bench/mix-load.mjs): quick order of a 10-line cart, one line changed, checkout, and for a card
 * order its payment (intent, the local provider's test card 4242…, the payment recorded). Buyers
 * on account each found a company whose terms (net 30) and credit limit the shop admin sets.
 */
export const MIX_BUYERS = { card: 15, onAccount: 5 };

/** The buyers' requests, in the order of a journey, as the tables name them. */
export const MIX_WRITES = [
  { key: 'quick-order', name: 'quick order (10-line cart)' },
  { key: 'cart-change', name: 'cart: change a line' },
  { key: 'checkout-card', name: 'checkout, card' },
  { key: 'payment-intent', name: 'payment intent' },
  { key: 'card-confirm', name: 'card 4242… (local provider)' },
  { key: 'mark-paid', name: 'payment recorded' },
  { key: 'checkout-account', name: 'checkout, on account' },
];

/** The targets of the mix (decision 336), ratios within one run. */
export const MIX_TARGETS = {
  /** A read's req/s under the full mix ÷ its req/s in the reads alone, at least. */
  throughputRatio: 0.5,
  /** A read's p99 under the full mix ÷ its p99 in the reads alone, at most. */
  p99Ratio: 3,
  /** Checkouts (card and on account) answering 201 per second under the full mix, PostgreSQL. */
  checkoutsPerSecondOnPostgres: 300,
  /** CPU ms per request on the volume data set ÷ on the demo data set (`--data large`). */
  cpuRatio: 1.5,
  maxRssMb: 300,
};

/**
 * The server's CPU of a phase given to its request types: in proportion to each type's count
 * times its CPU per request measured alone (`soloCpuMs`, a short run of that type only; the
 * buyers' requests share one figure, their journeys measured alone), so that the parts add up
 * to the phase's CPU exactly. A type without a solo figure gets the phase's average.
 *
 * @param {number} phaseCpuMs the server's CPU time over the phase, ms
 * @param {Record<string, { completed: number }>} types the phase's requests per type
 * @param {Record<string, number>} soloCpuMs CPU ms per request of each type alone
 * @returns {Record<string, number>} CPU ms per request of each type in the phase
 */
export function apportionCpu(phaseCpuMs, types, soloCpuMs) {
  const entries = Object.entries(types).filter(([, type]) => type.completed > 0);
  const requests = entries.reduce((sum, [, type]) => sum + type.completed, 0);
  if (requests === 0) return {};
  const average = phaseCpuMs / requests;
  const weightOf = (key) =>
    Number.isFinite(soloCpuMs[key]) && soloCpuMs[key] > 0 ? soloCpuMs[key] : average;
  const weighted = entries.reduce((sum, [key, type]) => sum + type.completed * weightOf(key), 0);
  return Object.fromEntries(entries.map(([key]) => [key, (phaseCpuMs * weightOf(key)) / weighted]));
}

/**
 * Lookups of the server's in-process caches from a Prometheus text exposition (`GET /metrics`,
 * decision 332): `partline_cache_lookups_total` by its `cache` label, a hit where its `result`
 * (or `outcome`) label is `hit`. `undefined` when the text has no such counter.
 *
 * @param {string} text the exposition
 * @returns {Record<string, { hits: number, misses: number }> | undefined}
 */
export function cacheLookupsOf(text) {
  const lookups = {};
  for (const line of text.split('\n')) {
    const match = /^partline_cache_lookups_total\{([^}]*)\}\s+([0-9.e+]+)/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...match[1].matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
    const cache = labels.cache ?? 'all';
    const entry = (lookups[cache] ??= { hits: 0, misses: 0 });
    if ((labels.result ?? labels.outcome) === 'hit') entry.hits += Number(match[2]);
    else entry.misses += Number(match[2]);
  }
  return Object.keys(lookups).length > 0 ? lookups : undefined;
}

/**
 * The hit rate of each cache between two readings of {@link cacheLookupsOf}, e.g.
 * `catalog 98 %, session 100 %`; `n/a` when the server exposes no counter.
 */
export function hitRateText(before, after) {
  if (!before || !after) return 'n/a';
  const parts = Object.entries(after).map(([cache, now]) => {
    const hits = now.hits - (before[cache]?.hits ?? 0);
    const misses = now.misses - (before[cache]?.misses ?? 0);
    return hits + misses === 0
      ? `${cache} –`
      : `${cache} ${Math.round((100 * hits) / (hits + misses))} %`;
  });
  return parts.join(', ');
}

/**
 * What the checks of {@link invariantChecks} read, one statement each, on the stopped server's
 * database (PostgreSQL or PGlite alike). `$1`: the e-mails of the mix's buyers.
 */
export const INVARIANT_QUERIES = {
  /**
   * Products whose held stock is not what the orders holding stock hold: the pieces of their lines
   * less what shipped, was cancelled or waits on a backorder (decisions 126, 160, 321).
   */
  heldMismatches: `SELECT p.sku, p.held_quantity::bigint AS held, coalesce(h.pieces, 0)::bigint AS pieces
      FROM products p LEFT JOIN (
        SELECT l.product_id, sum(l.quantity - l.shipped_quantity - l.cancelled_quantity
                                 - l.backordered_quantity) AS pieces
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.stock_held GROUP BY l.product_id) h ON h.product_id = p.id
      WHERE p.held_quantity <> coalesce(h.pieces, 0)
      ORDER BY p.sku LIMIT 20`,
  /** Products of the mix's carts whose stock changed (nothing ships in a run). */
  stockMoved: `SELECT count(*)::int AS n FROM products
      WHERE sku LIKE 'BENCH-CO-%' AND available_quantity <> 1000000000`,
  /** Orders that hold stock but are neither waiting for their payment nor paid. */
  heldWrongly: `SELECT count(*)::int AS n FROM orders
      WHERE stock_held AND status NOT IN ('unpaid', 'paid')`,
  /** Paid (card or on account) and delivered orders without exactly one invoice of their total. */
  invoiceMismatches: `SELECT o.number, o.total_poisha::bigint AS total,
        count(i.id)::int AS invoices, min(i.total_poisha)::bigint AS invoiced
      FROM orders o LEFT JOIN invoices i ON i.order_id = o.id
      WHERE o.status IN ('paid', 'delivered')
      GROUP BY o.id, o.number, o.total_poisha
      HAVING count(i.id) <> 1 OR min(i.total_poisha) <> o.total_poisha
      LIMIT 20`,
  /** Invoices of orders that are not paid (card not yet paid, awaiting approval). */
  invoicesUnpaid: `SELECT count(*)::int AS n FROM invoices i JOIN orders o ON o.id = i.order_id
      WHERE o.status IN ('unpaid', 'awaiting_approval', 'declined')`,
  /** Orders without a line. */
  ordersWithoutLines: `SELECT count(*)::int AS n FROM orders o
      WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)`,
  /** Orders whose total is not the sum of their lines. */
  totalsNotLines: `SELECT count(*)::int AS n FROM orders o
      JOIN (SELECT order_id, sum(line_total_poisha) AS lines FROM order_lines GROUP BY order_id) l
        ON l.order_id = o.id
      WHERE o.total_poisha <> l.lines`,
  /** The mix buyers' orders by how they are paid and their state. */
  mixOrders: `SELECT o.payment_method AS method, o.status::text AS status, o.stock_held AS held,
        count(*)::int AS n
      FROM orders o WHERE o.user_email = ANY($1)
      GROUP BY o.payment_method, o.status, o.stock_held`,
};

/**
 * The checks of the invariants, each met or not, in the bench's check shape.
 *
 * @param {object} found what {@link INVARIANT_QUERIES} answered: `heldMismatches` and
 *   `invoiceMismatches` rows, the counts `stockMoved`, `heldWrongly`, `invoicesUnpaid`,
 *   `ordersWithoutLines`, `totalsNotLines`, and `mixOrders` rows `{ method, status, held, n }`
 * @param {{ card: number, on_account: number }} checkouts checkouts placed in every phase (warm-up
 *   included), by payment method: answered 201, or 200 when a checkout that timed out was asked
 *   again with its `Idempotency-Key` (the order it had placed)
 * @param {number} paidCards card payments recorded (`PUT /orders/{id}` answered 200)
 * @param {string} at where, e.g. `on postgres (demo)`
 * @returns {{ what: string, target: string, figure: string, met: boolean }[]}
 */
export function invariantChecks(found, checkouts, paidCards, at) {
  const checks = [];
  const check = (what, target, figure, met) =>
    checks.push({ what: `invariant ${at}: ${what}`, target, figure, met });
  const sample = (rows, show) => rows.slice(0, 3).map(show).join('; ');
  check(
    'held stock per product',
    'held = pieces of the lines of orders holding stock',
    found.heldMismatches.length === 0
      ? 'exact on every product'
      : `${found.heldMismatches.length}${found.heldMismatches.length === 20 ? '+' : ''} products differ: ${sample(found.heldMismatches, (r) => `${r.sku} held ${r.held}, orders ${r.pieces}`)}`,
    found.heldMismatches.length === 0,
  );
  check(
    'stock of the carts’ products',
    'unchanged (nothing ships)',
    `${found.stockMoved} changed`,
    found.stockMoved === 0,
  );
  check(
    'orders holding stock',
    'only unpaid or paid ones',
    `${found.heldWrongly} others`,
    found.heldWrongly === 0,
  );
  check(
    'paid and on-account orders',
    'exactly one tax invoice, of the order’s total',
    found.invoiceMismatches.length === 0
      ? 'every one'
      : `${found.invoiceMismatches.length}${found.invoiceMismatches.length === 20 ? '+' : ''} not: ${sample(found.invoiceMismatches, (r) => `${r.number} total ${r.total}, ${r.invoices} invoices of ${r.invoiced ?? '–'}`)}`,
    found.invoiceMismatches.length === 0,
  );
  check(
    'unpaid orders',
    'no invoice',
    `${found.invoicesUnpaid} invoiced`,
    found.invoicesUnpaid === 0,
  );
  check(
    'orders',
    'none without lines',
    `${found.ordersWithoutLines} without`,
    found.ordersWithoutLines === 0,
  );
  check(
    'order totals',
    'the sum of their lines',
    `${found.totalsNotLines} not`,
    found.totalsNotLines === 0,
  );
  const count = (filter) =>
    found.mixOrders.filter(filter).reduce((sum, row) => sum + Number(row.n), 0);
  const cards = count((r) => r.method === 'card');
  const onAccount = count((r) => r.method === 'on_account');
  check(
    'the buyers’ orders',
    'one per checkout placed (201, or 200 to a timed-out one asked again)',
    `${cards + onAccount} orders (${cards} card, ${onAccount} on account) for ${checkouts.card + checkouts.on_account} checkouts placed (${checkouts.card} card, ${checkouts.on_account} on account)`,
    cards === checkouts.card && onAccount === checkouts.on_account,
  );
  const cardsPaid = count((r) => r.method === 'card' && r.status === 'paid' && r.held);
  const cardsUnpaid = count((r) => r.method === 'card' && r.status === 'unpaid' && r.held);
  check(
    'the buyers’ card orders',
    'paid and holding stock per payment recorded, the rest unpaid and holding',
    `${cardsPaid} paid for ${paidCards} payments recorded, ${cardsUnpaid} unpaid, ${cards - cardsPaid - cardsUnpaid} other`,
    cardsPaid === paidCards && cardsPaid + cardsUnpaid === cards,
  );
  const accountPaid = count((r) => r.method === 'on_account' && r.status === 'paid' && r.held);
  check(
    'the buyers’ on-account orders',
    'every one paid on account, holding stock',
    `${accountPaid} of ${onAccount}`,
    accountPaid === onAccount,
  );
  return checks;
}

/**
 * The targets of one mix run, each met or not: per read its throughput and p99 under the full mix
 * against the reads alone; no failed request of the buyers; checkouts per second on PostgreSQL;
 * the server's RSS.
 *
 * @param {object} run `{ database, label, readsAlone, full, checkoutsPerSecond, otherFailures,
 *   maxRssMb }`: `readsAlone.types` and `full.types` by request key (bench/mix-load.mjs's
 *   figures); `otherFailures` the failed requests of the warm-up and of each type alone
 * @returns {{ what: string, target: string, figure: string, met: boolean }[]}
 */
export function mixChecks(run) {
  const checks = [];
  const at = `on ${run.database} (${run.label})`;
  const check = (what, target, figure, met) =>
    checks.push({ what: `${what} ${at}`, target, figure, met });
  for (const read of MIX_READS) {
    const alone = run.readsAlone.types[read.key];
    const full = run.full.types[read.key];
    if (!alone || !full) continue;
    const ratio = full.requestsPerSecond / alone.requestsPerSecond;
    check(
      `mix: ${read.name}`,
      `req/s ≥ ${MIX_TARGETS.throughputRatio} × reads alone`,
      `${ratio.toFixed(2)} × (${full.requestsPerSecond.toFixed(0)} of ${alone.requestsPerSecond.toFixed(0)})`,
      ratio >= MIX_TARGETS.throughputRatio,
    );
    const p99 = full.latencyP99 / Math.max(alone.latencyP99, 1);
    check(
      `mix: ${read.name}`,
      `p99 ≤ ${MIX_TARGETS.p99Ratio} × reads alone`,
      `${p99.toFixed(1)} × (${full.latencyP99} ms, alone ${alone.latencyP99} ms)`,
      p99 <= MIX_TARGETS.p99Ratio,
    );
  }
  const failures = (phase) =>
    Object.values(phase.types).reduce((sum, type) => sum + type.errors + type.non2xx, 0);
  check(
    'mix: every request',
    'no errors, no non-2xx',
    `${failures(run.readsAlone)} in the reads alone, ${failures(run.full)} in the full mix, ${run.otherFailures ?? 0} in the warm-up and the types alone`,
    failures(run.readsAlone) + failures(run.full) + (run.otherFailures ?? 0) === 0,
  );
  if (run.database === 'postgres') {
    check(
      'mix: checkouts',
      `≥ ${MIX_TARGETS.checkoutsPerSecondOnPostgres} orders/s`,
      `${run.checkoutsPerSecond.toFixed(0)} orders/s`,
      run.checkoutsPerSecond >= MIX_TARGETS.checkoutsPerSecondOnPostgres,
    );
  }
  check(
    'mix: server RSS',
    `≤ ${MIX_TARGETS.maxRssMb} MB`,
    `${run.maxRssMb.toFixed(0)} MB`,
    run.maxRssMb <= MIX_TARGETS.maxRssMb,
  );
  return checks;
}

/**
 * `--mix --data large`: the server's CPU per request of each phase on the volume data set against
 * the demo data set's (phase totals: the server's CPU over the phase ÷ its requests).
 */
export function mixGrowthChecks(demo, large) {
  return ['readsAlone', 'full'].map((phase) => {
    const ratio = large[phase].cpuMsPerRequest / demo[phase].cpuMsPerRequest;
    return {
      what: `mix: CPU per request, ${phase === 'full' ? 'full mix' : 'reads alone'} (${large.label} ÷ demo, ${large.database})`,
      target: `≤ ${MIX_TARGETS.cpuRatio} × demo`,
      figure: `${ratio.toFixed(2)} × (${large[phase].cpuMsPerRequest.toFixed(3)} ms, demo ${demo[phase].cpuMsPerRequest.toFixed(3)} ms)`,
      met: ratio <= MIX_TARGETS.cpuRatio,
    };
  });
}
