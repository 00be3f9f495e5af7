// The catalog CSV import scenario of `npm run bench` (key `import`; decision 319): a 100,000-row
// catalog file made on the fly by a deterministic generator is streamed to `POST
// /api/product-imports`, its check polled until `checked`, then applied; rows per second over the
// whole (upload, check and apply) and the server's peak RSS against IMPORT_TARGETS.
import { setTimeout as sleep } from 'node:timers/promises';
import { mulberry32 } from '../apps/api/src/db/seed/mulberry32.ts';

/** The targets of the import (decision 319). */
export const IMPORT_TARGETS = { rowsPerSecond: 2_000, maxRssMb: 300 };

/** Rows of the generated file. */
export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

const HEADER =
  'sku,name,slug,category,description,price,min_order,order_increment,tiers,available_quantity,' +
  'vat_rate,sd_rate,image,status';
const WORDS = ['DDR5', 'ECC', 'RDIMM', 'NVMe', 'SSD', 'Gen4', 'SATA', 'Cat6', 'PoE', 'Rack'];

/**
 * The catalog file, `rows` new products, the same bytes on every run (seeded generator), made in
 * chunks of 1,000 rows as the upload reads them.
 */
export async function* importCsv(rows, seed = 319) {
  const random = mulberry32(seed);
  yield `${HEADER}\r\n`;
  let chunk = '';
  for (let i = 1; i <= rows; i += 1) {
    const word = WORDS[Math.floor(random() * WORDS.length)];
    const price = 100 + Math.floor(random() * 90_000) / 100;
    const tier = (price * 0.9).toFixed(2);
    const description =
      `Bench part ${i}: a ${word} component for business fleets, checked before it ships, with ` +
      'a three-year warranty and volume pricing from a hundred pieces on.';
    chunk +=
      `BENCH-IMP-${String(i).padStart(6, '0')},Bench import ${word} part ${i},,,` +
      `"${description}",${price.toFixed(2)},10,10,100:${tier},${1 + Math.floor(random() * 5000)},` +
      `1500,0,/uploads/demo/part.webp,active\r\n`;
    if (i % 1000 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * Uploads {@link importCsv} as `admin`, polls the import until checked, applies it, and measures:
 * rows per second over the whole, each phase's seconds, the server's peak RSS (`rssMb(pid)`,
 * sampled every 50 ms) — a result row of the bench's table.
 */
export async function importScenario(server, admin, { rssMb, log }) {
  const pid = server.child.pid;
  let peakRssMb = rssMb(pid) ?? 0;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMb(pid) ?? 0);
  }, 50);
  const headers = { ...admin, origin: server.origin };
  const started = performance.now();
  let status;
  let answered;
  let phases;
  try {
    const upload = await fetch(`${server.origin}/api/product-imports?fileName=bench.csv`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: importCsv(IMPORT_ROWS),
      duplex: 'half',
    });
    let current = await upload.json();
    if (upload.status !== 202) throw new Error(`upload answered ${upload.status}`);
    const uploaded = performance.now();
    while (current.status === 'reading') {
      await sleep(250);
      current = await (
        await fetch(`${server.origin}/api/product-imports/${current.id}`, { headers })
      ).json();
    }
    const checked = performance.now();
    if (current.status !== 'checked' || current.errorRows > 0) {
      throw new Error(`the import ended ${current.status}: ${JSON.stringify(current)}`);
    }
    const applied = await fetch(`${server.origin}/api/product-imports/${current.id}/apply`, {
      method: 'POST',
      headers,
    });
    status = applied.status;
    answered = await applied.json();
    const done = performance.now();
    phases = {
      uploadSeconds: (uploaded - started) / 1000,
      checkSeconds: (checked - uploaded) / 1000,
      applySeconds: (done - checked) / 1000,
    };
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peakRssMb = Math.max(peakRssMb, rssMb(pid) ?? 0);
  const rowsPerSecond = IMPORT_ROWS / seconds;
  log(
    `import: ${IMPORT_ROWS} rows in ${seconds.toFixed(1)} s (upload ${phases.uploadSeconds.toFixed(1)} s, ` +
      `check ${phases.checkSeconds.toFixed(1)} s, apply ${phases.applySeconds.toFixed(1)} s): ` +
      `${rowsPerSecond.toFixed(0)} rows/s, apply answered ${status} ${answered?.status ?? ''}, ` +
      `server RSS peak ${peakRssMb.toFixed(0)} MB`,
  );
  return {
    name: `POST /api/product-imports + apply (${IMPORT_ROWS.toLocaleString('en')} rows, rows/s)`,
    method: 'POST',
    path: '/api/product-imports',
    duration: seconds,
    requestsPerSecond: rowsPerSecond,
    latencyP50: Math.round(seconds * 1000),
    latencyP99: Math.round(seconds * 1000),
    completed: 1,
    ok: status === 200 ? 1 : 0,
    non2xx: status === 200 ? 0 : 1,
    errors: 0,
    timeouts: 0,
    rows: IMPORT_ROWS,
    ...phases,
    maxRssMb: peakRssMb,
  };
}

/** The import's target checks: applied, rows per second and peak RSS. */
export function importChecks(result, at, check) {
  const what = `${result.name} ${at}`;
  check(what, 'applied (200)', result.ok ? 'applied' : 'not applied', result.ok === 1);
  check(
    what,
    `≥ ${IMPORT_TARGETS.rowsPerSecond} rows/s`,
    `${result.requestsPerSecond.toFixed(0)} rows/s`,
    result.requestsPerSecond >= IMPORT_TARGETS.rowsPerSecond,
  );
  check(
    what,
    `server RSS ≤ ${IMPORT_TARGETS.maxRssMb} MB`,
    `${result.maxRssMb.toFixed(0)} MB`,
    result.maxRssMb <= IMPORT_TARGETS.maxRssMb,
  );
}
