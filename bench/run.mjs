// `npm run bench`: builds the API when it is stale, starts it as its own process (PGlite, then
// PostgreSQL when BENCH_DATABASE_URL is set), drives it with autocannon from child processes,
// prints a table, writes bench/results.json and the table as Markdown to
// bench/results/<YYYY-MM-DD>-<scenario set>.md (bench/report.mjs), and exits 1 when a target of
// docs/develop/performance.md is missed.
//
// Environment (all optional):
//   BENCH_DATABASE_URL   a PostgreSQL server URL; the run creates and drops `partline_bench` on it
//                        (`partline_bench_<port>` with another BENCH_PORT: runs side by side)
//   BENCH_DURATION       seconds per scenario (default 10)
//   BENCH_WARMUP         seconds of warm-up before each scenario (default 3)
//   BENCH_CONNECTIONS    concurrent connections (default 100)
//   BENCH_PORT           port of the server under test (default 3470)
//   BENCH_API_ENTRY      an already built server bundle to run instead of building apps/api/dist
//   BENCH_ONLY           some scenarios only, e.g. `ceiling,products` (keys: ceiling, products,
//                        product, category, facets, filtered, my-orders, place-order, checkout,
//                        uploads, import); targets of the others are not checked
//   BENCH_DATABASES      `pglite`, `postgres` or both (default: both when BENCH_DATABASE_URL is set)
//   BENCH_SERVER_ARGS    extra node arguments of the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`
//                        With `--data large`, BENCH_ONLY names the reads of GROWTH_READS to measure
//                        (e.g. `search-text,manage-orders-filtered`; the ceiling is always measured)
//
// `npm run bench -- --data large [--scale 1]` (decision 200) measures growth instead: the read
// scenarios of GROWTH_READS on the demo data set and on the manufacturer's volume data set of
// `npm run seed:large` (PostgreSQL only: BENCH_DATABASE_URL), side by side, and writes
// bench/results-large.json (and bench/results/<date>-large.md).
//
// `npm run bench -- --data export [--scale 1]` (decision 240) measures the orders CSV export on the
// volume data set instead: a year and a month of orders, downloaded as a browser asks for them
// (Brotli) and plain; rows per second, server CPU and peak RSS against EXPORT_TARGETS; writes
// bench/results-export.json (and bench/results/<date>-export.md). BENCH_LARGE_DATABASE_URL names an already seeded volume database to
// use as it is (else `partline_bench_large` on BENCH_DATABASE_URL, seeded when needed).
//
// `npm run bench -- --mix [--data large [--scale 1]]` (decision 336) runs simulated buyers and admins
// at once instead: the readers of MIX_READS alone, then with the buyers of MIX_BUYERS (card and on
// account), per request type against each other (bench/mix.mjs, bench/mix-load.mjs), then checks
// on the stopped server's database that stock, invoices and orders add up; writes
// bench/results-mix.json and bench/results/<date>-mix.md (`-mix-large.md` with `--data large`).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  openSync,
} from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { format as formatWithPrettier, resolveConfig } from 'prettier';
import sharp from 'sharp';
// Node 24 (engines) runs this TypeScript file as it is (type stripping): the seed's generator is
// the bench's too, so the same carts come out on every run.
import { mulberry32 } from '../apps/api/src/db/seed/mulberry32.ts';
import { staleTargets } from '../scripts/build-state.mjs';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../scripts/server-args.mjs';
import { CHECKOUT_CATALOG, CHECKOUT_LINES, checkoutCsv } from './carts.mjs';
import { importChecks, importScenario } from './import.mjs';
import {
  INVARIANT_QUERIES,
  MIX_BUYERS,
  MIX_READS,
  MIX_WRITES,
  apportionCpu,
  cacheLookupsOf,
  hitRateText,
  invariantChecks,
  mixChecks,
  mixGrowthChecks,
} from './mix.mjs';
import { mixTable, renderResults, resultsFileName, scenarioSetOf } from './report.mjs';
import { histogramPercentile, queueJobsOf, soakChecks, soakMinutes, soakSpans } from './soak.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(root, 'bench');

const settings = {
  duration: wholeNumber('BENCH_DURATION', 10),
  warmup: wholeNumber('BENCH_WARMUP', 3),
  connections: wholeNumber('BENCH_CONNECTIONS', 100),
  port: wholeNumber('BENCH_PORT', 3470),
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  apiEntry: process.env.BENCH_API_ENTRY ? resolve(process.env.BENCH_API_ENTRY) : undefined,
  serverArgs: (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean),
  databases: (process.env.BENCH_DATABASES ?? '')
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean),
  only: (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean),
};

const cli = parseArgs({
  options: {
    data: { type: 'string', default: 'demo' },
    scale: { type: 'string', default: '1' },
    mix: { type: 'boolean', default: false },
    soak: { type: 'string' },
  },
}).values;
if (
  !['demo', 'large', 'export'].includes(cli.data) ||
  !(Number(cli.scale) > 0) ||
  (cli.mix && cli.data === 'export') ||
  (cli.soak !== undefined && (cli.data !== 'demo' || !validSoak(cli.soak)))
) {
  console.error('Usage: npm run bench [-- [--mix] [--data large|export [--scale 1]] | --soak 30m]');
  process.exit(2);
}

function validSoak(text) {
  try {
    soakMinutes(text);
    return true;
  } catch {
    return false;
  }
}

/** The targets of docs/develop/performance.md ("What are the targets?"). */
const TARGETS = {
  catalogCeilingRatio: 0.7,
  /**
   * The catalog's p99 against the ceiling's p99 in the same run (decision 345; decision 163's
   * 20 ms was set on a catalog body twenty times smaller, on another machine).
   */
  catalogP99OfCeiling: 1.5,
  ordersPerSecondOnPostgres: 800,
  /** Checkouts of 10-line carts (quick order + checkout) per second on PostgreSQL (decision 126). */
  checkoutsPerSecondOnPostgres: 500,
  maxRssMb: 300,
  /** Highest server RSS while 6 clients upload a 40-megapixel image each at once (decision 085). */
  uploadRssMb: 300,
};

/** The upload scenario: this many signed-in clients upload at once, in each of its rounds. */
const UPLOAD_CONCURRENCY = 6;
/** 7300 × 5470 px: just under the 40 megapixels an upload may have (IMAGE_MAX_PIXELS). */
const UPLOAD_SIZE = { width: 7300, height: 5470 };

const ADMIN = { email: 'bench-admin@partline.test', password: 'Bench#Admin1' };
const CLIENT_PASSWORD = 'Bench!Client1';
/** Clients placing orders in the measured run, and others for its warm-up. */
const ORDER_CLIENTS = 10;
const WARMUP_CLIENTS = 2;
/** Orders of the client whose order list is read. */
const HISTORY_ORDERS = 50;
/** The checkout scenario: clients checking out at once, and lines of each cart. */
const CHECKOUT_CLIENTS = 20;
// Two runs on one server (other BENCH_PORTs) must not drop each other's database.
const BENCH_DATABASE =
  settings.port === 3470 ? 'partline_bench' : `partline_bench_${settings.port}`;

function wholeNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a whole number above 0 (got ${raw})`);
    process.exit(2);
  }
  return value;
}

function log(message) {
  console.log(`[bench] ${message}`);
}

// ---------------------------------------------------------------------------------------------
// Build

function apiEntry() {
  if (settings.apiEntry) {
    if (!existsSync(settings.apiEntry))
      throw new Error(`BENCH_API_ENTRY ${settings.apiEntry} does not exist`);
    return settings.apiEntry;
  }
  // Only the API is measured: the web app is not built here.
  if (staleTargets().includes('api')) {
    log('building the API…');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build', '-w', '@partline/api'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  return join(root, 'apps/api/dist/server.js');
}

// ---------------------------------------------------------------------------------------------
// The server under test

/** CPU time (user + system) a process has used so far, ms; `NaN` where /proc is missing. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of proc(5)), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Resident set size of a process, MB; `undefined` once it is gone. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
    const kb = Number(ps.stdout.trim());
    return ps.status === 0 && kb > 0 ? kb / 1024 : undefined;
  }
}

/**
 * Starts the built API with a fresh DATA_DIR (and `databaseUrl` when given), samples its RSS every
 * 250 ms until it stops, and resolves once `/api/health` answers.
 */
async function startServer(entry, databaseUrl, env = {}) {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'partline-bench-'));
  const origin = `http://127.0.0.1:${settings.port}`;
  const logFile = join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  // Started as `npm start` starts it (its node arguments and environment), plus BENCH_SERVER_ARGS.
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...settings.serverArgs, entry], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(settings.port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      PAYMENT_PROVIDER: 'local',
      SMTP_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      BENCH_CEILING: 'true',
      // One client IP signs many clients in, and sends every request.
      AUTH_RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_WINDOW: '60',
      API_RATE_LIMIT_MAX: '1000000000',
      API_RATE_LIMIT_WINDOW: '60',
      ...env,
    },
  });
  const server = {
    child,
    origin,
    dataDir,
    logFile,
    maxRssMb: 0,
    /** Highest RSS since the last `takeRssPeak()`, MB. */
    peakRssMb: 0,
    takeRssPeak() {
      const peak = server.peakRssMb;
      server.peakRssMb = rssMb(child.pid) ?? 0;
      return peak;
    },
    exited: new Promise((resolveExit) =>
      child.on('exit', (code, signal) => resolveExit({ code, signal })),
    ),
  };
  const sampler = setInterval(() => {
    const mb = rssMb(child.pid);
    if (mb === undefined) return;
    server.maxRssMb = Math.max(server.maxRssMb, mb);
    server.peakRssMb = Math.max(server.peakRssMb, mb);
  }, 250);
  server.exited.then(() => clearInterval(sampler));

  const deadline = Date.now() + 120_000;
  for (;;) {
    let failure;
    if (child.exitCode !== null) failure = `the server stopped at start:\n${tail(logFile)}`;
    else if (Date.now() > deadline)
      failure = `the server did not answer in 120 s:\n${tail(logFile)}`;
    if (failure) {
      child.kill('SIGKILL');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(failure);
    }
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return server;
}

async function stopServer(server) {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  const { code, signal } = await server.exited;
  if (code !== 0) log(`the server stopped with ${code ?? signal}:\n${tail(server.logFile)}`);
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

// ---------------------------------------------------------------------------------------------
// Fixtures, through the API like the web app

async function call(server, method, path, { headers = {}, body } = {}) {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: {
      origin: server.origin,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return { response, json: text ? JSON.parse(text) : undefined };
}

/**
 * The headers the web app sends for a signed-in user: its session cookies, `Authorization: Bearer`
 * with the session token (what `POST /api/login` answers) and the `email` header.
 */
function identityOf(response, token, email) {
  const cookie = response.headers
    .getSetCookie()
    .filter((line) => !/max-age=0/i.test(line))
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, authorization: `Bearer ${token}`, email };
}

async function signIn(server, email, password) {
  const { response, json } = await call(server, 'POST', '/api/auth/sign-in/email', {
    body: { email, password },
  });
  return identityOf(response, json.token, email);
}

/** Signs a client up (which signs them in) and returns their identity. */
async function signUp(server, email, name) {
  const { response, json } = await call(server, 'POST', '/api/auth/sign-up/email', {
    body: { email, name, password: CLIENT_PASSWORD },
  });
  return identityOf(response, json.token, email);
}

/**
 * Adds the product the order scenario buys (stock that cannot run out), signs the clients up and
 * places the orders of the client whose list is read.
 */
async function prepare(server, { catalogPath = '/api/products' } = {}) {
  const admin = await signIn(server, ADMIN.email, ADMIN.password);
  const { json: catalog } = await call(server, 'GET', catalogPath);
  const sample = catalog[0];
  const { json: created } = await call(server, 'POST', '/api/product', {
    headers: admin,
    body: {
      productName: 'Bench load test module',
      productPrice: 125.5,
      minOrder: 1,
      availableQuantity: 1_000_000_000,
      productImage: sample.productImage,
      productDescription:
        'A product with a stock that cannot run out, added by npm run bench so that every order of ' +
        'the load test is a valid one.',
    },
  });

  const clients = (prefix, count) =>
    Array.from({ length: count }, (_, i) => ({
      email: `${prefix}-${i + 1}@bench.partline.test`,
      name: `Bench ${prefix} ${i + 1}`,
    }));
  // The checkout scenario's catalog, each product with a volume tier and a stock that cannot run
  // out (decision 163).
  const checkoutSkus = [];
  const checkoutProductIds = [];
  for (let i = 1; i <= CHECKOUT_CATALOG; i += 1) {
    const sku = `BENCH-CO-${String(i).padStart(3, '0')}`;
    const { json: added } = await call(server, 'POST', '/api/product', {
      headers: admin,
      body: {
        productName: `Bench checkout part ${i}`,
        sku,
        productPrice: 100 + (i % 50),
        minOrder: 1,
        orderIncrement: 1,
        priceTiers: [
          { minQuantity: 1, unitPrice: 100 + (i % 50) },
          { minQuantity: 10, unitPrice: 90 + (i % 50) },
        ],
        availableQuantity: 1_000_000_000,
        productImage: sample.productImage,
        productDescription:
          'A product of the checkout load test: ten of its catalog in every cart, at two volume ' +
          'tiers, with a stock that cannot run out.',
      },
    });
    checkoutSkus.push(sku);
    checkoutProductIds.push(added._id);
  }

  const history = clients('history', 1)[0];
  const orderClients = clients('orders', ORDER_CLIENTS);
  const checkoutClients = clients('checkout', CHECKOUT_CLIENTS);
  const warmupClients = clients('warmup', WARMUP_CLIENTS);
  const uploadClients = clients('uploads', UPLOAD_CONCURRENCY);
  // One at a time: each sign-up hashes a password with scrypt (16 MB of memory each).
  const identities = new Map();
  for (const client of [
    history,
    ...orderClients,
    ...warmupClients,
    ...uploadClients,
    ...checkoutClients,
  ]) {
    identities.set(client.email, await signUp(server, client.email, client.name));
  }
  for (const client of checkoutClients) {
    await call(server, 'POST', '/api/addresses', {
      headers: identities.get(client.email),
      body: {
        label: 'Bench',
        address: 'House 12, Road 5, Dhanmondi, Dhaka',
        phoneNumber: '01711000000',
      },
    });
  }
  const historyIdentity = identities.get(history.email);
  for (let i = 0; i < HISTORY_ORDERS; i += 1) {
    await call(server, 'POST', '/api/orders', {
      headers: historyIdentity,
      body: orderBody(created._id, 1 + (i % 5)),
    });
  }
  const identitiesOf = (clients) => clients.map((client) => identities.get(client.email));
  return {
    productId: sample._id,
    orderProductId: created._id,
    history,
    historyIdentities: identitiesOf([history]),
    checkoutClients,
    orderClients,
    orderIdentities: identitiesOf(orderClients),
    warmupIdentities: identitiesOf(warmupClients),
    uploadIdentities: identitiesOf(uploadClients),
    checkoutSkus,
    checkoutProductIds,
    checkoutIdentities: identitiesOf(checkoutClients),
  };
}

function orderBody(productId, quantity) {
  return {
    productId,
    quantity,
    address: 'House 12, Road 5, Dhanmondi, Dhaka',
    phoneNumber: '+880 1711 000000',
  };
}

// ---------------------------------------------------------------------------------------------
// Load

/** Runs one autocannon scenario in a child process and returns its JSON summary. */
function load(scenario) {
  return new Promise((resolveLoad, reject) => {
    const child = spawn(process.execPath, [join(benchDir, 'load.mjs'), JSON.stringify(scenario)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      try {
        resolveLoad(JSON.parse(out.trim().split('\n').pop()));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/**
 * A warm-up (discarded) then the measured run. `identities(phase)` gives the signed-in clients of
 * each phase (`warmup` or `measured`); `connections` defaults to BENCH_CONNECTIONS.
 */
async function scenario(
  server,
  name,
  request,
  identities = () => [],
  connections = settings.connections,
) {
  const base = { url: server.origin, connections, ...request };
  log(`${name}: warm-up ${settings.warmup} s`);
  server.takeRssPeak();
  const warm = await load({
    ...base,
    duration: settings.warmup,
    identities: await identities('warmup'),
  });
  const measured = { ...base, identities: await identities('measured') };
  if (request.body) {
    // Orders are counted afterwards, so the run must end with no request in flight: a fixed
    // number of requests (what the warm-up rate does in BENCH_DURATION) instead of a fixed time.
    measured.amount = Math.max(
      settings.connections,
      Math.round(warm.requestsPerSecond * settings.duration),
    );
  } else {
    measured.duration = settings.duration;
  }
  log(
    `${name}: ${measured.amount ? `${measured.amount} requests` : `${settings.duration} s`}, ${connections} connections`,
  );
  const cpuBefore = cpuMs(server.child.pid);
  const result = await load(measured);
  const cpu = cpuMs(server.child.pid) - cpuBefore;
  return {
    name,
    method: request.method,
    path: request.path,
    ...result,
    // CPU time the server spent per answer: steadier than req/s on a busy machine.
    serverCpuMsPerRequest: result.completed > 0 ? cpu / result.completed : undefined,
    maxRssMb: server.takeRssPeak(),
  };
}

// ---------------------------------------------------------------------------------------------
// Image uploads

/**
 * The pictures of the upload scenario, each under 5 MB and at the pixel limit of its type
 * (decisions 085, 180, 181): a photo-like JPEG and WebP of 40 megapixels (smooth colour noise;
 * libvips shrinks them while decoding), a PNG of colour bands of 40 megapixels (no shrink on load:
 * the costly one of the three), a GIF of 6 and an AVIF of 2 megapixels (their decoders hold the
 * whole picture). Made once per bench run.
 */
let uploadImages;
async function makeUploadImages() {
  if (uploadImages) return uploadImages;
  const { width, height } = UPLOAD_SIZE;
  const seedWidth = 146;
  const seedHeight = 110;
  const seed = Buffer.alloc(seedWidth * seedHeight * 3);
  for (let i = 0; i < seed.length; i += 1) seed[i] = (i * 7919) % 251;
  const photoOf = (photoWidth, photoHeight) =>
    sharp(seed, { raw: { width: seedWidth, height: seedHeight, channels: 3 } }).resize(
      photoWidth,
      photoHeight,
      { kernel: 'cubic' },
    );
  const bandsOf = (bandsWidth, bandsHeight) => {
    const bandHeight = Math.ceil(bandsHeight / 16);
    return sharp({
      create: { width: bandsWidth, height: bandsHeight, channels: 3, background: '#ffffff' },
    }).composite(
      Array.from({ length: 16 }, (_, i) => ({
        input: {
          create: {
            width: bandsWidth,
            height: Math.min(bandHeight, bandsHeight - i * bandHeight),
            channels: 3,
            background: { r: (i * 53) % 256, g: (i * 97) % 256, b: (i * 151) % 256 },
          },
        },
        top: i * bandHeight,
        left: 0,
      })),
    );
  };
  uploadImages = [
    {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: await photoOf(width, height).jpeg({ quality: 85 }).toBuffer(),
    },
    {
      name: 'bands.png',
      type: 'image/png',
      bytes: await bandsOf(width, height).png({ compressionLevel: 9 }).toBuffer(),
    },
    {
      name: 'photo.webp',
      type: 'image/webp',
      bytes: await photoOf(width, height).webp({ quality: 80 }).toBuffer(),
    },
    {
      name: 'bands.gif',
      type: 'image/gif',
      bytes: await bandsOf(3000, 2000).gif().toBuffer(),
    },
    {
      name: 'photo.avif',
      type: 'image/avif',
      bytes: await photoOf(2000, 1000).avif({ quality: 50, effort: 0 }).toBuffer(),
    },
  ];
  return uploadImages;
}

/** One upload through `POST /api/images` as the web app sends it; its status and time (ms). */
async function uploadOnce(server, identity, image) {
  const form = new FormData();
  form.append('image', new Blob([image.bytes], { type: image.type }), image.name);
  const started = performance.now();
  const response = await fetch(`${server.origin}/api/images`, {
    method: 'POST',
    headers: { ...identity, origin: server.origin },
    body: form,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/**
 * `UPLOAD_CONCURRENCY` signed-in clients upload the same picture each at the same moment, for
 * each picture of {@link makeUploadImages} and twice over; the server's highest RSS through the
 * whole scenario is its figure (decisions 085, 180, 181), and each batch's own peak is logged.
 */
async function uploadScenario(server, fixtures) {
  const images = await makeUploadImages();
  for (const image of images) {
    const { width, height } = await sharp(image.bytes).metadata();
    log(
      `uploads: ${image.name} ${width} × ${height} px (${fixed((width * height) / 1e6, 1)} MP), ${fixed(image.bytes.length / 1024 / 1024, 2)} MB`,
    );
  }
  log(`uploads: server RSS before ${fixed(rssMb(server.child.pid) ?? 0, 0)} MB`);
  server.takeRssPeak();
  const cpuBefore = cpuMs(server.child.pid);
  const started = performance.now();
  const answers = [];
  let peak = 0;
  for (let round = 0; round < 2; round += 1) {
    for (const image of images) {
      answers.push(
        ...(await Promise.all(
          fixtures.uploadIdentities.map((identity) => uploadOnce(server, identity, image)),
        )),
      );
      const batchPeak = server.takeRssPeak();
      peak = Math.max(peak, batchPeak);
      log(
        `uploads: ${UPLOAD_CONCURRENCY} × ${image.name} at once (round ${round + 1}): server RSS peak ${fixed(batchPeak, 0)} MB`,
      );
    }
  }
  const seconds = (performance.now() - started) / 1000;
  // Let the last answers' memory settle into the sampler (it samples every 250 ms).
  await sleep(500);
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const ok = answers.filter((answer) => answer.status === 201).length;
  const cpu = cpuMs(server.child.pid) - cpuBefore;
  return {
    name: `POST /api/images (${UPLOAD_CONCURRENCY} at once, each type at its limit)`,
    method: 'POST',
    path: '/api/images',
    duration: seconds,
    requestsPerSecond: answers.length / seconds,
    latencyP50: Math.round(times[Math.floor(times.length / 2)]),
    latencyP99: Math.round(times[Math.ceil(times.length * 0.99) - 1]),
    latencyMax: Math.round(times.at(-1)),
    completed: answers.length,
    ok,
    non2xx: answers.length - ok,
    errors: 0,
    timeouts: 0,
    serverCpuMsPerRequest: answers.length > 0 ? cpu / answers.length : undefined,
    maxRssMb: Math.max(peak, server.takeRssPeak()),
  };
}

// ---------------------------------------------------------------------------------------------
// Checkout of 10-line carts

/**
 * Each of the {@link CHECKOUT_CLIENTS} clients, at once, for BENCH_DURATION seconds: fills its
 * cart with ten products of the catalog by quick order (one request, {@link checkoutCsv}) and
 * checks out with a new `Idempotency-Key` (decision 126). An order is a checkout that answered
 * 201; orders/s counts them over the run. The stock is checked afterwards on the stopped server's
 * database (`stockExact`).
 */
async function checkoutScenario(server, fixtures) {
  const failures = new Map();
  const run = async (seconds, seed) => {
    const ends = performance.now() + seconds * 1000;
    const times = [];
    let ok = 0;
    let failed = 0;
    await Promise.all(
      fixtures.checkoutIdentities.map(async (identity, client) => {
        const random = mulberry32(seed + client);
        while (performance.now() < ends) {
          const csv = checkoutCsv(fixtures.checkoutSkus, random);
          const started = performance.now();
          const filled = await fetch(`${server.origin}/api/cart/quick-order`, {
            method: 'POST',
            headers: { ...identity, origin: server.origin, 'content-type': 'application/json' },
            body: JSON.stringify({ csv }),
          });
          await filled.arrayBuffer();
          const placed = await fetch(`${server.origin}/api/checkout`, {
            method: 'POST',
            headers: {
              ...identity,
              origin: server.origin,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: '{}',
          });
          const answer = await placed.text();
          times.push(performance.now() - started);
          if (filled.ok && placed.status === 201) ok += 1;
          else {
            failed += 1;
            // What went wrong is printed once per kind.
            const kind = `quick order ${filled.status}, checkout ${placed.status}: ${answer.slice(0, 300)}`;
            if (!failures.has(kind)) log(`checkout: ${kind}`);
            failures.set(kind, (failures.get(kind) ?? 0) + 1);
          }
        }
      }),
    );
    return { times, ok, failed };
  };
  log(`checkout: warm-up ${settings.warmup} s`);
  await run(settings.warmup, 1000);
  log(
    `checkout: ${settings.duration} s, ${CHECKOUT_CLIENTS} clients, ${CHECKOUT_LINES}-line carts of ${CHECKOUT_CATALOG} products`,
  );
  server.takeRssPeak();
  const cpuBefore = cpuMs(server.child.pid);
  const started = performance.now();
  const { times, ok, failed } = await run(settings.duration, 1);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuMs(server.child.pid) - cpuBefore;
  times.sort((a, b) => a - b);
  return {
    name: `POST /api/checkout (${CHECKOUT_LINES}-line carts)`,
    method: 'POST',
    path: '/api/checkout',
    duration: seconds,
    requestsPerSecond: ok / seconds,
    latencyP50: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    latencyP99: Math.round(times[Math.ceil(times.length * 0.99) - 1] ?? 0),
    latencyMax: Math.round(times.at(-1) ?? 0),
    completed: ok + failed,
    ok,
    non2xx: failed,
    errors: 0,
    timeouts: 0,
    serverCpuMsPerRequest: ok + failed > 0 ? cpu / (ok + failed) : undefined,
    maxRssMb: server.takeRssPeak(),
  };
}

/**
 * Whether the stock of the checkout products is exact: each holds exactly the pieces of the
 * lines of the orders placed (none delivered or cancelled in the run), and the stock is untouched.
 */
async function checkoutStock(location, productIds) {
  const statement = `SELECT p.id, p.available_quantity, p.held_quantity,
      (SELECT coalesce(sum(l.quantity), 0)::bigint FROM order_lines l WHERE l.product_id = p.id) AS lines,
      (SELECT count(*)::int FROM order_lines l WHERE l.product_id = p.id) AS line_count
    FROM products p WHERE p.id = ANY($1::uuid[])`;
  const check = (rows) => ({
    stockExact: rows.every(
      (row) =>
        Number(row.held_quantity) === Number(row.lines) &&
        Number(row.available_quantity) === 1_000_000_000,
    ),
    lineRows: rows.reduce((sum, row) => sum + Number(row.line_count), 0),
  });
  if (location.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: location });
    await client.connect();
    try {
      return check((await client.query(statement, [productIds])).rows);
    } finally {
      await client.end();
    }
  }
  const db = new PGlite({ dataDir: location });
  try {
    return check((await db.query(statement, [productIds])).rows);
  } finally {
    await db.close();
  }
}

/**
 * The faceted catalog's reads (decision 317), on the demo and the volume data set alike (both seed
 * the same category tree and attribute keys): a category page's first page and its facets, and a
 * search narrowed by words, specification values and price.
 */
const CATALOG_FACET_READS = [
  {
    key: 'category',
    name: 'category ddr5 page 1',
    path: '/api/products/search?category=ddr5-memory&page=1&pageSize=12',
  },
  {
    key: 'facets',
    name: 'facets of category ddr5',
    path: '/api/products/facets?category=ddr5-memory',
  },
  {
    key: 'filtered',
    name: 'ddr5 "memory", 32 GB ECC, Tk. 1,000–100,000',
    path:
      '/api/products/search?category=ddr5-memory&q=memory&minPrice=1000&maxPrice=100000&spec=' +
      encodeURIComponent('capacity_gb:32;ecc:true'),
  },
];

/** The scenarios, in the order they run; `BENCH_ONLY` picks some by key. */
function scenarios(server, fixtures) {
  return [
    { key: 'ceiling', name: 'ceiling', request: { method: 'GET', path: '/api/bench/ceiling' } },
    {
      key: 'products',
      name: 'GET /api/products',
      request: { method: 'GET', path: '/api/products' },
    },
    {
      key: 'product',
      name: 'GET /api/products/{id}',
      request: { method: 'GET', path: `/api/products/${fixtures.productId}` },
    },
    ...CATALOG_FACET_READS.map(({ key, name, path }) => ({
      key,
      name: `GET ${decodeURIComponent(path)} (${name})`,
      request: { method: 'GET', path },
    })),
    // Measured again after the catalog reads: on a busy machine the higher of the two counts.
    {
      key: 'ceiling',
      name: 'ceiling (again)',
      request: { method: 'GET', path: '/api/bench/ceiling' },
    },
    {
      key: 'my-orders',
      name: `GET /api/orders/{email} (${HISTORY_ORDERS} orders)`,
      request: { method: 'GET', path: `/api/orders/${encodeURIComponent(fixtures.history.email)}` },
      identities: () => fixtures.historyIdentities,
    },
    {
      key: 'place-order',
      name: 'POST /api/orders',
      request: {
        method: 'POST',
        path: '/api/orders',
        body: { fields: orderBody(fixtures.orderProductId, 1), quantity: 1, quantitySpread: 5 },
      },
      identities: (phase) =>
        phase === 'warmup' ? fixtures.warmupIdentities : fixtures.orderIdentities,
    },
    { key: 'checkout', run: () => checkoutScenario(server, fixtures) },
    { key: 'uploads', run: () => uploadScenario(server, fixtures) },
    {
      key: 'import',
      run: async () =>
        importScenario(server, await signIn(server, ADMIN.email, ADMIN.password), { rssMb, log }),
    },
  ].filter(({ key }) => settings.only.length === 0 || settings.only.includes(key));
}

/**
 * The server's errors (pino level 50 and above), the first few, from a stopped server's log: why
 * an answer was a 5xx. The driver's error (code, message, detail) is the `cause`; the query text is
 * long.
 */
function logServerErrors(server) {
  const errors = readFileSync(server.logFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":(5|6)\d/.test(line));
  for (const line of errors.slice(0, 3)) {
    let err;
    try {
      err = JSON.parse(line).err;
    } catch {
      err = undefined;
    }
    const cause = err?.cause ?? err;
    log(
      `server error: ${err?.type ?? ''} ${cause?.code ?? ''} ${cause?.message?.slice(0, 300) ?? line.slice(0, 600)} ${cause?.detail ?? ''}`,
    );
  }
  if (errors.length > 3) log(`… ${errors.length - 3} more server errors`);
}

async function runOn(entry, databaseKind) {
  let databaseUrl;
  if (databaseKind === 'postgres') databaseUrl = await recreatePostgresDatabase();
  log(`── ${databaseKind} ──`);
  const server = await startServer(entry, databaseUrl);
  const results = [];
  let fixtures;
  try {
    fixtures = await prepare(server);
    for (const { key, name, request, identities, run } of scenarios(server, fixtures)) {
      results.push({
        key,
        ...(run ? await run() : await scenario(server, name, request, identities)),
      });
    }
  } catch (error) {
    await stopServer(server);
    rmSync(server.dataDir, { recursive: true, force: true });
    throw error;
  }
  await stopServer(server);
  logServerErrors(server);
  const orders = results.find((result) => result.key === 'place-order');
  const checkouts = results.find((result) => result.key === 'checkout');
  try {
    if (checkouts) {
      Object.assign(
        checkouts,
        await checkoutStock(
          databaseKind === 'postgres' ? databaseUrl : join(server.dataDir, 'db'),
          fixtures.checkoutProductIds,
        ),
      );
    }
    if (orders) {
      // Counted on the stopped server's database: every order the measured clients placed.
      const emails = fixtures.orderClients.map((client) => client.email);
      orders.rows = await countOrders(
        databaseKind === 'postgres' ? databaseUrl : join(server.dataDir, 'db'),
        emails,
      );
    }
  } finally {
    if (databaseKind === 'postgres') await dropPostgresDatabase();
    rmSync(server.dataDir, { recursive: true, force: true });
  }

  const ceilings = results.filter((result) => result.key === 'ceiling');
  const ceiling = ceilings.length
    ? Math.max(...ceilings.map((result) => result.requestsPerSecond))
    : undefined;
  for (const result of results)
    result.ceilingRatio =
      ceiling && result.key !== 'uploads' && result.key !== 'import'
        ? result.requestsPerSecond / ceiling
        : undefined;
  return { database: databaseKind, maxRssMb: server.maxRssMb, scenarios: results };
}

// ---------------------------------------------------------------------------------------------
// Databases

function benchDatabaseUrl() {
  const url = new URL(settings.databaseUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

async function adminQuery(statement) {
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function recreatePostgresDatabase() {
  await dropPostgresDatabase();
  await adminQuery(`CREATE DATABASE "${BENCH_DATABASE}"`);
  return benchDatabaseUrl();
}

function dropPostgresDatabase() {
  return adminQuery(`DROP DATABASE IF EXISTS "${BENCH_DATABASE}" WITH (FORCE)`);
}

/** Orders placed by `emails`, read from a PostgreSQL URL or a PGlite directory. */
async function countOrders(location, emails) {
  const statement = 'SELECT count(*)::int AS n FROM orders WHERE user_email = ANY($1)';
  if (location.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: location });
    await client.connect();
    try {
      return (await client.query(statement, [emails])).rows[0].n;
    } finally {
      await client.end();
    }
  }
  const db = new PGlite({ dataDir: location });
  try {
    return (await db.query(statement, [emails])).rows[0].n;
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cpuCount: cpus.length,
    totalMemoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    date: new Date().toISOString(),
  };
}

/**
 * Every target checked on a run, met or not: `what` was measured, the `target` and the `figure`
 * as text: the results file's table, and a missed one is a sentence of {@link missedOf}.
 */
function targetChecks(run) {
  const checks = [];
  const check = (what, target, figure, met) => checks.push({ what, target, figure, met });
  const byKey = Object.fromEntries(run.scenarios.map((result) => [result.key, result]));
  const catalog = byKey.products;
  const orders = byKey['place-order'];
  const at = `on ${run.database}`;
  if (catalog?.ceilingRatio !== undefined) {
    check(
      `GET /api/products ${at}`,
      `≥ ${TARGETS.catalogCeilingRatio} of the ceiling`,
      `${fixed(catalog.ceilingRatio, 2)} of the ceiling`,
      catalog.ceilingRatio >= TARGETS.catalogCeilingRatio,
    );
  }
  // The ceiling run the catalog's rate is set against: the fastest, at 1.00 of itself.
  const ceiling = run.scenarios.find(
    (result) => result.key === 'ceiling' && result.ceilingRatio === 1,
  );
  if (catalog && ceiling) {
    const ratio = catalog.latencyP99 / ceiling.latencyP99;
    check(
      `GET /api/products ${at}`,
      `p99 ≤ ${TARGETS.catalogP99OfCeiling} × the ceiling's`,
      `p99 ${catalog.latencyP99} ms, ${fixed(ratio, 1)} × the ceiling's ${ceiling.latencyP99} ms`,
      ratio <= TARGETS.catalogP99OfCeiling,
    );
  }
  // autocannon counts a timeout as an error too.
  for (const result of [catalog, orders]) {
    if (result) {
      check(
        `${result.name} ${at}`,
        'no errors, no non-2xx',
        `${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx`,
        result.errors === 0 && result.non2xx === 0,
      );
    }
  }
  if (orders) {
    check(
      `POST /api/orders ${at}`,
      'an order row per 2xx answer',
      `${orders.rows} order rows for ${orders.ok} 2xx answers`,
      orders.rows === orders.ok,
    );
  }
  if (run.database === 'postgres' && orders) {
    check(
      `POST /api/orders ${at}`,
      `≥ ${TARGETS.ordersPerSecondOnPostgres} orders/s`,
      `${fixed(orders.requestsPerSecond, 0)} orders/s`,
      orders.requestsPerSecond >= TARGETS.ordersPerSecondOnPostgres,
    );
  }
  const checkouts = byKey.checkout;
  if (checkouts) {
    check(
      `${checkouts.name} ${at}`,
      'every checkout 201',
      `${checkouts.non2xx} checkouts not 201`,
      checkouts.non2xx === 0,
    );
    check(
      `${checkouts.name} ${at}`,
      'held stock = the sum of the order lines',
      checkouts.stockExact ? 'exact' : 'not the sum of the order lines',
      Boolean(checkouts.stockExact),
    );
  }
  if (run.database === 'postgres' && checkouts) {
    check(
      `${checkouts.name} ${at}`,
      `≥ ${TARGETS.checkoutsPerSecondOnPostgres} orders/s`,
      `${fixed(checkouts.requestsPerSecond, 0)} orders/s`,
      checkouts.requestsPerSecond >= TARGETS.checkoutsPerSecondOnPostgres,
    );
  }
  const uploads = byKey.uploads;
  if (uploads) {
    check(
      `${uploads.name} ${at}`,
      'every upload 201',
      `${uploads.completed - uploads.non2xx} of ${uploads.completed} 201`,
      uploads.non2xx === 0,
    );
    check(
      `${uploads.name} ${at}`,
      `server RSS ≤ ${TARGETS.uploadRssMb} MB`,
      `${fixed(uploads.maxRssMb, 0)} MB`,
      uploads.maxRssMb <= TARGETS.uploadRssMb,
    );
  }
  if (byKey.import) importChecks(byKey.import, at, check);
  check(
    `server RSS ${at}`,
    `≤ ${TARGETS.maxRssMb} MB through the run`,
    `${fixed(run.maxRssMb, 0)} MB`,
    run.maxRssMb <= TARGETS.maxRssMb,
  );
  return checks;
}

/** The checks that were not met, as sentences. */
function missedOf(checks) {
  return checks
    .filter((check) => !check.met)
    .map((check) => `${check.what}: ${check.figure} (target ${check.target})`);
}

function fixed(value, digits) {
  return Number(value).toFixed(digits);
}

/** A run's figures, one row per scenario: the printed table and the results file's. */
function runTable(run) {
  const rows = run.scenarios.map((result) => [
    result.name,
    fixed(result.requestsPerSecond, 0),
    String(result.latencyP50),
    String(result.latencyP99),
    String(result.errors),
    String(result.non2xx),
    result.ceilingRatio === undefined ? '' : fixed(result.ceilingRatio, 2),
    Number.isFinite(result.serverCpuMsPerRequest) ? fixed(result.serverCpuMsPerRequest, 3) : '',
    fixed(result.maxRssMb, 0),
    result.stockExact !== undefined
      ? `${result.ok} orders, stock ${result.stockExact ? 'exact' : 'WRONG'}`
      : result.rows === undefined
        ? ''
        : `${result.rows} rows / ${result.ok} 2xx`,
  ]);
  const header = [
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'non-2xx',
    '× ceiling',
    'CPU ms/req',
    'RSS MB',
    'orders',
  ];
  return {
    heading: `${DATABASE_NAMES[run.database]}: max server RSS ${fixed(run.maxRssMb, 0)} MB`,
    header,
    rows,
  };
}

/** What the results file calls each database. */
const DATABASE_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** Prints a table of {@link runTable}'s shape, figures right-aligned, then its lines. */
function printTable({ heading, header, rows, lines = [] }) {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ');
  console.log(`\n${heading}`);
  console.log(line(header));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  for (const text of lines) console.log(text);
}

// ---------------------------------------------------------------------------------------------
// Growth: the reads on the demo data set and on the volume data set (decision 200)

/**
 * The cursor of catalog row 24,001 of the newest first (after page 1,000 × 24, the deepest the
 * `page` parameter reaches), or of page 2 × 12 where the catalog is smaller.
 */
async function deepCatalogCursor(server) {
  for (const query of ['page=1000&pageSize=24', 'page=1&pageSize=12']) {
    const { json } = await call(server, 'GET', `/api/products/search?${query}`);
    if (json.nextCursor) return encodeURIComponent(json.nextCursor);
  }
  throw new Error('the catalog has no second page');
}

/** Orders the growth run's demo data set has paid, so that Manage Orders' `?status=paid` first page is full. */
const PAID_ORDERS = 20;

/**
 * Places `count` orders of `productId` as the client `identity` and pays each as the web app does
 * (a payment intent, the local provider's test card that succeeds, then `PUT /orders/{id}`).
 */
async function placePaidOrders(server, identity, productId, count) {
  for (let i = 0; i < count; i += 1) {
    const { json: placed } = await call(server, 'POST', '/api/orders', {
      headers: identity,
      body: orderBody(productId, 1 + (i % 5)),
    });
    const orderId = placed.insertedId;
    const { json: intent } = await call(server, 'POST', '/api/create-payment-intent', {
      headers: identity,
      body: { orderId },
    });
    await call(server, 'POST', '/api/payments/local/confirm', {
      headers: identity,
      body: {
        clientSecret: intent.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: new Date().getFullYear() + 5,
        cvc: '123',
      },
    });
    await call(server, 'PUT', `/api/orders/${orderId}`, {
      headers: identity,
      body: { transactionId: intent.paymentIntentId, isPaid: true },
    });
  }
}

/** A named buyer of `npm run seed:large` and the password it gives them (large-content.ts). */
const LARGE_BUYER = { email: 'bench-buyer-1@large.partline.test', password: 'Large#Seed1' };

/**
 * The buyer of the priced reads on the volume data set: a buyer (not an admin) of a company with
 * several valid price lists of its own and of its customer group (large-content.ts).
 */
const LARGE_PRICED_BUYER = { email: 'bench-buyer-2@large.partline.test', password: 'Large#Seed1' };
/** The demo seed's company with a customer group and a contract of its own (demo-pricing.ts). */
const DEMO_CONTRACT_COMPANY = 'Padma Distribution Ltd.';
/** Lines of the priced buyer's cart. */
const PRICED_CART_LINES = 10;

/**
 * Puts the client `email` into the company named `companyName` as a buyer, on the database at
 * `databaseUrl`: the demo data set's companies have members whose password nobody knows, and
 * joining through an invitation would need that company's admin.
 */
async function joinCompany(databaseUrl, email, companyName) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `INSERT INTO company_members (company_id, user_id, role)
        SELECT c.id, u.id, 'buyer' FROM companies c, users u WHERE c.name = $1 AND u.email = $2`,
      [companyName, email],
    );
    if (rowCount !== 1) throw new Error(`${email} could not join ${companyName}`);
  } finally {
    await client.end();
  }
}

/**
 * The `sku,quantity` rows of the priced buyer's cart, read from the database at `databaseUrl`:
 * {@link PRICED_CART_LINES} products in stock at their minimum order, those with an entry in one
 * of the buyer's valid price lists first, then those of the memory categories (the demo's
 * distributors have a discount on them), then by SKU.
 */
async function pricedCartCsv(databaseUrl, email) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `WITH member AS (
          SELECT m.company_id, c.customer_group_id FROM company_members m
          JOIN companies c ON c.id = m.company_id JOIN users u ON u.id = m.user_id
          WHERE u.email = $1
        ), lists AS (
          SELECT pl.id FROM price_lists pl
          WHERE (pl.starts_at IS NULL OR pl.starts_at <= now())
            AND (pl.ends_at IS NULL OR now() < pl.ends_at)
            AND (pl.id IN (SELECT price_list_id FROM price_list_companies
                            WHERE company_id IN (SELECT company_id FROM member))
              OR pl.id IN (SELECT price_list_id FROM price_list_groups
                            WHERE customer_group_id IN (SELECT customer_group_id FROM member)))
        ), covered AS (
          SELECT DISTINCT product_id FROM price_list_entries
          WHERE price_list_id IN (SELECT id FROM lists)
        )
        SELECT p.sku, p.min_order FROM products p
        WHERE p.deleted_at IS NULL AND p.available_quantity - p.held_quantity >= p.min_order
        ORDER BY p.id IN (SELECT product_id FROM covered) DESC,
          p.category_id IN (SELECT id FROM categories WHERE slug LIKE '%memory') DESC, p.sku
        LIMIT $2`,
      [email, PRICED_CART_LINES],
    );
    if (rows.length < PRICED_CART_LINES)
      throw new Error(`only ${rows.length} products for the cart`);
    return rows.map((row) => `${row.sku},${row.min_order}`).join('\n');
  } finally {
    await client.end();
  }
}

/** Products of the catalog's first page (20) the volume data set's contract buyer has terms on. */
const PRICED_FIRST_PAGE_PRODUCTS = 6;

/**
 * Gives the demo data set's contract company a price list with a fixed price on
 * {@link PRICED_FIRST_PAGE_PRODUCTS} of the catalog's newest 20 products, through the admin's API
 * (a list, then its entries as CSV). The bench's own products (the checkout scenario's) are the
 * newest: without it the demo's priced catalog page would price nothing and be the visitors'
 * shared answer, while the volume data set's prices six of its twenty: the ratio would set a
 * priced read against an unpriced one.
 */
async function priceNewestPage(server, databaseUrl, admin) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let companyId;
  try {
    const { rows } = await client.query('SELECT id FROM companies WHERE name = $1', [
      DEMO_CONTRACT_COMPANY,
    ]);
    companyId = rows[0].id;
  } finally {
    await client.end();
  }
  const { json: page } = await call(server, 'GET', '/api/products?sort=newest&limit=20');
  const { json: list } = await call(server, 'POST', '/api/price-lists', {
    headers: admin,
    body: { name: 'Bench first page contract', companyIds: [companyId] },
  });
  const rows = page
    .filter((_, index) => index % 3 === 0)
    .slice(0, PRICED_FIRST_PAGE_PRODUCTS)
    .map((product) => `${product.sku},1,${Math.max(1, Math.floor(product.productPrice * 0.9))},`);
  const response = await fetch(`${server.origin}/api/price-lists/${list.id}/import?dryRun=false`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'text/csv', ...admin },
    body: ['sku,min_quantity,unit_price,percent_off', ...rows].join('\n'),
  });
  if (!response.ok) {
    throw new Error(
      `the bench's price list import answered ${response.status}: ${await response.text()}`,
    );
  }
}

/**
 * Signs the priced buyer in and sets their cart (quick order sets each line to its quantity, so a
 * reused data set keeps one cart); fails unless the cart has {@link PRICED_CART_LINES} lines.
 */
async function pricedBuyerOf(server, databaseUrl, email, password) {
  const identity = await signIn(server, email, password);
  const { json } = await call(server, 'POST', '/api/cart/quick-order', {
    headers: identity,
    body: { csv: await pricedCartCsv(databaseUrl, email) },
  });
  if (json.cart.lines.length < PRICED_CART_LINES) {
    throw new Error(`the priced cart has ${json.cart.lines.length} lines`);
  }
  return identity;
}

/** The targets of `--data large` (decision 200). */
const GROWTH_TARGETS = {
  /** CPU ms per request on the volume data set ÷ on the demo data set. */
  cpuRatio: 1.5,
  /** Requests per second on the volume data set ÷ the ceiling of that run. */
  ceilingRatio: 0.1,
  maxRssMb: 300,
};

/**
 * The reads measured on both data sets, in the order they run. `path(fixtures)` is the request;
 * `as` the signed-in reader (`buyer`, `admin`, or anonymous when absent); `connections` fewer
 * than BENCH_CONNECTIONS for the lists that answer every order at once (one request of those may
 * take the server's whole heap). Adapt a path here when its route changes (a cursor for `page`).
 */
const GROWTH_READS = [
  {
    key: 'catalog-first',
    name: 'catalog page 1',
    path: () => '/api/products/search?page=1&pageSize=12',
  },
  {
    // What "Load more" reads deep in the catalog (decision 216): a page by cursor, here rows
    // 24,001–24,012 of the newest first (page 2,001 × 12); the demo catalog has no such depth, so
    // there it is its page 2 by cursor.
    key: 'catalog-deep',
    name: 'catalog page 2,001 × 12 by cursor',
    path: (fixtures) => `/api/products/search?pageSize=12&cursor=${fixtures.deepCursor}`,
  },
  {
    key: 'search-text',
    name: 'search "memory", in stock, by price',
    path: () => '/api/products/search?q=memory&inStock=true&sort=price-asc',
  },
  {
    key: 'search-sku',
    name: 'search SKU PL-KB-110, Tk. 100–100,000',
    path: () => '/api/products/search?q=PL-KB-110&minPrice=100&maxPrice=100000',
  },
  ...CATALOG_FACET_READS.map(({ key, name, path }) => ({ key, name, path: () => path })),
  {
    key: 'my-orders',
    name: 'My Orders',
    path: (fixtures) => `/api/orders/${encodeURIComponent(fixtures.buyerEmail)}`,
    as: 'buyer',
  },
  // Contract pricing (decision 320): the same reads signed in as a buyer whose company has price
  // lists, each answer priced for them; the cart's lines are products their lists cover. Both data
  // sets answer as many products and price as many of them (priceNewestPage), so that the ratio
  // measures the data's growth, not a longer or a differently priced answer.
  {
    key: 'priced-catalog',
    name: 'catalog first page (20), contract buyer',
    path: () => '/api/products?sort=newest&limit=20',
    as: 'pricedBuyer',
  },
  {
    key: 'priced-search',
    // A page of 6: the demo's DDR5 category holds 6 products, so both data sets price 6 (every
    // one: the contract's memory discount covers them).
    name: 'category ddr5 page 1 (6), contract buyer',
    path: () => '/api/products/search?category=ddr5-memory&page=1&pageSize=6',
    as: 'pricedBuyer',
  },
  {
    key: 'priced-cart',
    name: `cart of ${PRICED_CART_LINES} lines, contract buyer`,
    path: () => '/api/cart',
    as: 'pricedBuyer',
  },
  { key: 'overview', name: 'admin overview', path: () => '/api/admin/overview', as: 'admin' },
  { key: 'audit-log', name: 'audit log page 1', path: () => '/api/admin/audit-log', as: 'admin' },
  {
    // The first page Manage Orders reads (decision 211); the spec's unpaged list is capped at
    // 1,000 orders (decision 210) and no page of the web reads it.
    key: 'manage-orders',
    name: 'Manage Orders page 1 (20)',
    path: () => '/api/orders?sort=newest&limit=20',
    as: 'admin',
  },
  {
    key: 'manage-orders-filtered',
    name: 'Manage Orders ?status=paid page 1 (20)',
    path: () => '/api/orders?sort=newest&status=paid&limit=20',
    as: 'admin',
  },
];

/** The reads of {@link GROWTH_READS} that BENCH_ONLY names, or every one. */
const growthReads = () =>
  GROWTH_READS.filter(({ key }) => settings.only.length === 0 || settings.only.includes(key));

const LARGE_DATABASE =
  settings.port === 3470 ? 'partline_bench_large' : `partline_bench_large_${settings.port}`;

/**
 * The volume data set at `scale`: the database {@link LARGE_DATABASE} (created when missing),
 * seeded by `npm run seed:large -- --reset --reuse`, which leaves a database already seeded at
 * that scale by the same generator alone. Returns its URL.
 */
async function largeDatabase(scale) {
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      LARGE_DATABASE,
    ]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${LARGE_DATABASE}"`);
  } finally {
    await client.end();
  }
  const url = new URL(settings.databaseUrl);
  url.pathname = `/${LARGE_DATABASE}`;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const seeded = spawnSync(
    npm,
    ['run', 'seed:large', '--', '--scale', String(scale), '--reset', '--reuse'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: url.toString() } },
  );
  if (seeded.status !== 0) throw new Error(`npm run seed:large exited with ${seeded.status}`);
  return url.toString();
}

/**
 * Waits until `GET /api/health` answers within 100 ms (at most 120 s): the server and its database
 * have worked off what a read left in flight. Returns the time waited, ms.
 */
async function settle(server) {
  const started = performance.now();
  while (performance.now() - started < 120_000) {
    const asked = performance.now();
    try {
      const response = await fetch(`${server.origin}/api/health`, {
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (response.ok && performance.now() - asked < 100) break;
    } catch {
      if (stopped(server)) break;
    }
    await sleep(500);
  }
  return Math.round(performance.now() - started);
}

const stopped = (server) => server.child.exitCode !== null || server.child.signalCode !== null;

/**
 * The ceiling and {@link GROWTH_READS} on one data set: a server on `databaseUrl`, the readers of
 * `fixturesOf(server)`, and a new server whenever a read stopped the last one (noted on the read).
 */
async function runReads(entry, databaseUrl, label, fixturesOf) {
  log(`── reads on the ${label} data set ──`);
  let server = await startServer(entry, databaseUrl);
  const servers = [server];
  const results = [];
  try {
    const fixtures = await fixturesOf(server);
    // A freshly started server may still be busy with its start-up work on a large data set.
    log(`server settled after ${await settle(server)} ms`);
    const ceiling = { key: 'ceiling', name: 'ceiling', path: () => '/api/bench/ceiling' };
    for (const read of [ceiling, ...growthReads(), { ...ceiling, name: 'ceiling (again)' }]) {
      if (stopped(server)) {
        log('the server stopped: starting a new one');
        server = await startServer(entry, databaseUrl);
        servers.push(server);
        log(`server settled after ${await settle(server)} ms`);
      }
      const identities = read.as ? () => [fixtures[read.as]] : undefined;
      const result = await scenario(
        server,
        read.name,
        { method: 'GET', path: read.path(fixtures) },
        identities,
        read.connections,
      );
      // A slow read leaves requests in flight on the server and in PostgreSQL after autocannon
      // stops: the next read starts once they are done, not on top of them.
      const settledMs = stopped(server) ? 0 : await settle(server);
      results.push({
        key: read.key,
        connections: read.connections ?? settings.connections,
        settledMs,
        ...result,
        ...(stopped(server) ? { serverStopped: tail(server.logFile, 3) } : {}),
      });
    }
  } finally {
    for (const each of servers) {
      await stopServer(each);
      rmSync(each.dataDir, { recursive: true, force: true });
    }
  }
  const ceiling = Math.max(
    ...results.filter((r) => r.key === 'ceiling').map((r) => r.requestsPerSecond),
  );
  for (const result of results) result.ceilingRatio = result.requestsPerSecond / ceiling;
  return {
    label,
    ceiling,
    maxRssMb: Math.max(...servers.map((each) => each.maxRssMb)),
    serverStarts: servers.length,
    scenarios: results.filter((r) => r.key !== 'ceiling'),
  };
}

/** The reads on both data sets side by side: the printed table and the results file's. */
function growthTable(demo, large, scale) {
  const byKey = (run) => Object.fromEntries(run.scenarios.map((r) => [r.key, r]));
  const [d, l] = [byKey(demo), byKey(large)];
  const cpu = (r) => (Number.isFinite(r?.serverCpuMsPerRequest) ? r.serverCpuMsPerRequest : NaN);
  const failures = (r) => (r ? r.errors + r.non2xx : 0);
  const rows = growthReads().map(({ key }) => {
    const ratio = cpu(l[key]) / cpu(d[key]);
    return [
      l[key]?.name ?? key,
      fixed(d[key]?.requestsPerSecond ?? 0, 0),
      String(d[key]?.latencyP99 ?? ''),
      String(failures(d[key])),
      fixed(cpu(d[key]), 2),
      l[key]?.completed === 0
        ? `none in ${settings.duration} s`
        : fixed(l[key]?.requestsPerSecond ?? 0, 1),
      String(l[key]?.latencyP99 ?? ''),
      `${failures(l[key])}${l[key]?.serverStopped ? ' (server stopped)' : ''}`,
      fixed(cpu(l[key]), 2),
      `${fixed(ratio, 1)} ${ratio <= GROWTH_TARGETS.cpuRatio ? 'ok' : '✗'}`,
      `${fixed(l[key]?.ceilingRatio ?? 0, 3)} ${(l[key]?.ceilingRatio ?? 0) >= GROWTH_TARGETS.ceilingRatio ? 'ok' : '✗'}`,
    ];
  });
  const header = [
    'scenario',
    'demo req/s',
    'p99 ms',
    'errors',
    'CPU ms/req',
    'large req/s',
    'p99 ms',
    'errors',
    'CPU ms/req',
    `CPU × (≤ ${GROWTH_TARGETS.cpuRatio})`,
    `× ceiling (≥ ${GROWTH_TARGETS.ceilingRatio})`,
  ];
  return {
    heading: `Reads at demo size and at scale ${scale} (${settings.connections} connections unless noted; PostgreSQL, work_mem ${process.env.BENCH_WORK_MEM || "the server's"})`,
    header,
    rows,
    lines: [demo, large].map((run) => {
      const own =
        run.ownCeiling === undefined
          ? ''
          : ` (its own: ${fixed(run.ownCeiling, 0)}; the route answers the whole catalog)`;
      return `${run.label}: ceiling ${fixed(run.ceiling, 0)} req/s${own}, max server RSS ${fixed(run.maxRssMb, 0)} MB (target ≤ ${GROWTH_TARGETS.maxRssMb}), server started ${run.serverStarts}×`;
    }),
  };
}

/** Every growth target checked, met or not (see {@link targetChecks}). */
function growthChecks(demo, large) {
  const checks = [];
  const check = (what, target, figure, met) => checks.push({ what, target, figure, met });
  const demoOf = Object.fromEntries(demo.scenarios.map((r) => [r.key, r]));
  for (const run of [demo, large]) {
    for (const r of run.scenarios) {
      check(
        `${r.name} (${run.label})`,
        'no errors, no non-2xx',
        `${r.errors} errors (${r.timeouts} timeouts), ${r.non2xx} non-2xx`,
        r.errors + r.non2xx === 0,
      );
      if (r.serverStopped)
        check(`${r.name} (${run.label})`, 'the server keeps running', r.serverStopped, false);
    }
    check(
      `server RSS (${run.label})`,
      `≤ ${GROWTH_TARGETS.maxRssMb} MB`,
      `${fixed(run.maxRssMb, 0)} MB`,
      run.maxRssMb <= GROWTH_TARGETS.maxRssMb,
    );
  }
  for (const r of large.scenarios) {
    const ratio = r.serverCpuMsPerRequest / demoOf[r.key]?.serverCpuMsPerRequest;
    check(
      r.name,
      `CPU ms/request ≤ ${GROWTH_TARGETS.cpuRatio} × demo size`,
      `${fixed(ratio, 1)} × demo size`,
      ratio <= GROWTH_TARGETS.cpuRatio,
    );
    check(
      r.name,
      `≥ ${GROWTH_TARGETS.ceilingRatio} of the ceiling`,
      `${fixed(r.ceilingRatio, 3)} of the ceiling`,
      r.ceilingRatio >= GROWTH_TARGETS.ceilingRatio,
    );
  }
  return checks;
}

/**
 * PostgreSQL's `work_mem` of the server's connections on both data sets when BENCH_WORK_MEM is
 * set (e.g. `64MB`); by default the server's own. Once, with 4MB, the server did not start on the
 * volume data set: the start-up catch-up of invoices was a `NOT IN` over every invoice, planned as
 * a nested scan; it is a `NOT EXISTS` anti-join now (decision 200).
 */
function withWorkMem(databaseUrl) {
  const workMem = process.env.BENCH_WORK_MEM ?? '';
  if (!workMem) return databaseUrl;
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c work_mem=${workMem}`);
  return url.toString();
}

/** `--data large`: the reads on the demo data set, then on the volume data set (decision 200). */
async function growthMain() {
  if (!settings.databaseUrl) {
    console.error('--data large runs on PostgreSQL only: set BENCH_DATABASE_URL');
    process.exit(2);
  }
  const scale = Number(cli.scale);
  const entry = apiEntry();
  const startedOn = machine();
  // Seeded first: minutes of COPY and index builds are not measured alongside a read.
  const largeUrl = withWorkMem(await largeDatabase(scale));
  const demoUrl = withWorkMem(await recreatePostgresDatabase());
  let demo;
  try {
    demo = await runReads(entry, demoUrl, 'demo', async (server) => {
      const fixtures = await prepare(server);
      // The demo content has fewer paid orders than Manage Orders' page of 20: the filtered read
      // would compare a short page with the volume set's full one.
      await placePaidOrders(
        server,
        fixtures.orderIdentities[0],
        fixtures.orderProductId,
        PAID_ORDERS,
      );
      const priced = { email: 'priced-1@bench.partline.test', password: CLIENT_PASSWORD };
      await signUp(server, priced.email, 'Bench priced 1');
      await joinCompany(demoUrl, priced.email, DEMO_CONTRACT_COMPANY);
      await priceNewestPage(server, demoUrl, await signIn(server, ADMIN.email, ADMIN.password));
      return {
        buyerEmail: fixtures.history.email,
        buyer: fixtures.historyIdentities[0],
        pricedBuyer: await pricedBuyerOf(server, demoUrl, priced.email, priced.password),
        admin: await signIn(server, ADMIN.email, ADMIN.password),
        deepCursor: await deepCatalogCursor(server),
      };
    });
  } finally {
    await dropPostgresDatabase();
  }
  const large = await runReads(entry, largeUrl, `scale ${scale}`, async (server) => ({
    buyerEmail: LARGE_BUYER.email,
    buyer: await signIn(server, LARGE_BUYER.email, LARGE_BUYER.password),
    pricedBuyer: await pricedBuyerOf(
      server,
      largeUrl,
      LARGE_PRICED_BUYER.email,
      LARGE_PRICED_BUYER.password,
    ),
    admin: await signIn(server, ADMIN.email, ADMIN.password),
    deepCursor: await deepCatalogCursor(server),
  }));

  // The ceiling route answers a body of the catalog's size (products.routes.ts): on the volume
  // data set that is every product, so its figure is no ceiling. Both runs' reads are set against
  // the demo run's ceiling: what this machine's server answers through the same hooks.
  large.ownCeiling = large.ceiling;
  large.ceiling = demo.ceiling;
  for (const result of large.scenarios)
    result.ceilingRatio = result.requestsPerSecond / demo.ceiling;
  const table = growthTable(demo, large, scale);
  printTable(table);
  const checks = growthChecks(demo, large);
  const missed = missedOf(checks);
  writeFileSync(
    join(benchDir, 'results-large.json'),
    `${JSON.stringify(
      {
        machine: { ...startedOn, loadAverageAtEnd: os.loadavg() },
        settings: { ...settings, databaseUrl: undefined, scale, largeDatabase: LARGE_DATABASE },
        targets: GROWTH_TARGETS,
        runs: [demo, large],
        missed,
      },
      null,
      2,
    )}\n`,
  );
  logMachine(startedOn, 'bench/results-large.json');
  await writeResults({
    title: `API benchmark: reads at demo size and at scale ${scale}`,
    machine: { ...startedOn, loadAverageAtEnd: os.loadavg() },
    databaseUrl: largeUrl,
    settings: runSettings(),
    tables: [table],
    checks,
  });
  endWithTargets(missed);
}

// ---------------------------------------------------------------------------------------------
// `--data export`: the orders CSV export on the volume data set (decision 240)

/** The export's targets (decision 240). */
const EXPORT_TARGETS = { rowsPerSecond: 50_000, maxRssMb: 300 };

/** What a browser sends, and the server then answers in Brotli; `identity`: plain bytes. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The last shop day (Asia/Dhaka) with an order on the database at `url`, `YYYY-MM-DD`. */
async function lastOrderDay(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT to_char(max(created_at) AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD') AS day FROM orders`,
    );
    return rows[0].day;
  } finally {
    await client.end();
  }
}

/**
 * CPU time so far of each PostgreSQL backend serving the database at `url` (the server under
 * test's connections; PostgreSQL on this machine), ms by process id.
 */
async function backendCpuMs(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return new Map(rows.map(({ pid }) => [pid, cpuMs(pid)]));
  } finally {
    await client.end();
  }
}

/** `day` moved by `days`, `YYYY-MM-DD`. */
function shiftDay(day, days) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Downloads `GET /api/admin/orders/export.csv?from&to` once as `admin`, reading the body as fast
 * as it comes (fetch decodes Brotli), and measures it: rows (CRLF-ended records but the header),
 * bytes after decoding, seconds, rows per second, the CPU of the server and of its PostgreSQL
 * backends (what the machine's load does not change, unlike the rows per second) and the server's
 * highest RSS meanwhile (sampled every 50 ms).
 */
async function exportOnce(server, admin, databaseUrl, { from, to, encoding }) {
  const pid = server.child.pid;
  const databaseBefore = await backendCpuMs(databaseUrl);
  let peakRssMb = rssMb(pid) ?? 0;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMb(pid) ?? 0);
  }, 50);
  const cpuBefore = cpuMs(pid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  let crlf = 0;
  let lastByte = 0;
  let status;
  try {
    const response = await fetch(
      `${server.origin}/api/admin/orders/export.csv?from=${from}&to=${to}`,
      { headers: { ...admin, 'accept-encoding': encoding } },
    );
    status = response.status;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      if (lastByte === 13 && chunk[0] === 10) crlf += 1;
      for (let at = chunk.indexOf(10, 1); at !== -1; at = chunk.indexOf(10, at + 1)) {
        if (chunk[at - 1] === 13) crlf += 1;
      }
      lastByte = chunk[chunk.byteLength - 1];
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peakRssMb = Math.max(peakRssMb, rssMb(pid) ?? 0);
  let databaseCpuMs = 0;
  for (const [backend, after] of await backendCpuMs(databaseUrl))
    databaseCpuMs += after - (databaseBefore.get(backend) ?? 0);
  const rows = Math.max(0, crlf - 1);
  return {
    from,
    to,
    encoding,
    status,
    rows,
    megabytes: Math.round(bytes / 10_000) / 100,
    seconds: Math.round(seconds * 100) / 100,
    rowsPerSecond: Math.round(rows / seconds),
    serverCpuSeconds: Math.round(cpuMs(pid) - cpuBefore) / 1000,
    databaseCpuSeconds: Math.round(databaseCpuMs) / 1000,
    clientCpuSeconds:
      Math.round(Object.values(process.cpuUsage(clientBefore)).reduce((a, b) => a + b) / 1000) /
      1000,
    peakRssMb: Math.round(peakRssMb),
  };
}

/** `--data export`: a month and a year of the volume data set's orders as CSV (decision 240). */
async function exportMain() {
  const largeUrl =
    process.env.BENCH_LARGE_DATABASE_URL ||
    (settings.databaseUrl ? await largeDatabase(Number(cli.scale)) : undefined);
  if (!largeUrl) {
    console.error(
      '--data export runs on PostgreSQL: set BENCH_DATABASE_URL or BENCH_LARGE_DATABASE_URL',
    );
    process.exit(2);
  }
  const entry = apiEntry();
  const startedOn = machine();
  const to = await lastOrderDay(largeUrl);
  // 366 shop days is the longest range the export allows.
  const year = { from: shiftDay(to, -365), to };
  const month = { from: shiftDay(to, -29), to };
  const runs = [
    { ...month, encoding: BROWSER_ENCODINGS },
    { ...month, encoding: 'identity' },
    { ...year, encoding: BROWSER_ENCODINGS },
  ];
  const server = await startServer(entry, largeUrl);
  const results = [];
  try {
    const admin = await signIn(server, ADMIN.email, ADMIN.password);
    log(
      `server settled after ${await settle(server)} ms; RSS ${fixed(rssMb(server.child.pid), 0)} MB`,
    );
    for (const run of runs) {
      const result = await exportOnce(server, admin, largeUrl, run);
      log(JSON.stringify(result));
      results.push({ ...result, loadAverage: os.loadavg().map((value) => fixed(value, 2)) });
      await settle(server);
    }
  } finally {
    await stopServer(server);
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  const table = {
    heading: `Orders CSV export (decision 240; targets ≥ ${EXPORT_TARGETS.rowsPerSecond} rows/s, server RSS ≤ ${EXPORT_TARGETS.maxRssMb} MB)`,
    header: [
      'range',
      'rows',
      'MB',
      's',
      'rows/s',
      'server CPU s',
      'PostgreSQL CPU s',
      'client CPU s',
      'peak RSS MB',
      'load',
    ],
    rows: results.map((r) => [
      exportRange(r),
      String(r.rows),
      String(r.megabytes),
      String(r.seconds),
      String(r.rowsPerSecond),
      String(r.serverCpuSeconds),
      String(r.databaseCpuSeconds),
      String(r.clientCpuSeconds),
      String(r.peakRssMb),
      r.loadAverage.join(' '),
    ]),
  };
  printTable(table);
  const checks = results.flatMap((r) => [
    {
      what: exportRange(r),
      target: 'answered 200',
      figure: `answered ${r.status}`,
      met: r.status === 200,
    },
    {
      what: exportRange(r),
      target: `≥ ${EXPORT_TARGETS.rowsPerSecond} rows/s`,
      figure: `${r.rowsPerSecond} rows/s`,
      met: r.rowsPerSecond >= EXPORT_TARGETS.rowsPerSecond,
    },
    {
      what: exportRange(r),
      target: `server RSS ≤ ${EXPORT_TARGETS.maxRssMb} MB`,
      figure: `${r.peakRssMb} MB`,
      met: r.peakRssMb <= EXPORT_TARGETS.maxRssMb,
    },
  ]);
  const missed = missedOf(checks);
  writeFileSync(
    join(benchDir, 'results-export.json'),
    `${JSON.stringify({ machine: { ...startedOn, loadAverageAtEnd: os.loadavg() }, targets: EXPORT_TARGETS, results, missed }, null, 2)}\n`,
  );
  logMachine(startedOn, 'bench/results-export.json');
  await writeResults({
    title: 'API benchmark: orders CSV export',
    machine: { ...startedOn, loadAverageAtEnd: os.loadavg() },
    databaseUrl: largeUrl,
    settings: [],
    tables: [table],
    checks,
  });
  endWithTargets(missed);
}

/** An export run's range and how it was asked for, e.g. `2026-10-29..2026-11-27 plain`. */
function exportRange(r) {
  return `${r.from}..${r.to} ${r.encoding === 'identity' ? 'plain' : 'as a browser asks'}`;
}

/** The settings of a run that its results file names, one line each. */
function runSettings() {
  return [
    `${settings.connections} connections, ${settings.duration} s per scenario after ${settings.warmup} s of warm-up`,
    ...(settings.only.length ? [`BENCH_ONLY=${settings.only.join(',')}`] : []),
    ...serverSettings(),
  ];
}

/** How the server was started other than as `npm start` starts it, one line each. */
function serverSettings() {
  return [
    ...(settings.serverArgs.length ? [`BENCH_SERVER_ARGS=${settings.serverArgs.join(' ')}`] : []),
    // The server reads it from the bench's environment (decision 341); its default otherwise.
    ...(process.env.WRITE_CONCURRENCY
      ? [`WRITE_CONCURRENCY=${process.env.WRITE_CONCURRENCY}`]
      : []),
  ];
}

/** The commit measured, `unknown` outside git; `(with changes)` when the tree is not clean. */
function commitOf() {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const head = git('log', '-1', '--format=%h %s');
  if (head.status !== 0) return 'unknown';
  const dirty = git('status', '--porcelain', '--untracked-files=no').stdout.trim() !== '';
  return `${head.stdout.trim()}${dirty ? ' (with changes)' : ''}`;
}

/** The version of PGlite the server runs, from its package; `` when it cannot be read. */
function pgliteVersion() {
  try {
    const manifest = join(root, 'node_modules/@electric-sql/pglite/package.json');
    return JSON.parse(readFileSync(manifest, 'utf8')).version ?? '';
  } catch {
    return '';
  }
}

/** `PostgreSQL 16.4` of the server at `url`, or `PostgreSQL` when it cannot be asked. */
async function postgresVersion(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query('SHOW server_version');
    return `PostgreSQL ${rows[0].server_version.split(' ')[0]}`;
  } catch {
    return 'PostgreSQL';
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Writes the run's Markdown record to bench/results/<YYYY-MM-DD>-<scenario set>.md
 * (bench/report.mjs) and logs its path. `databaseUrl`: the PostgreSQL database measured, if any;
 * `pglite` whether PGlite was measured too.
 */
async function writeResults({
  title,
  machine,
  databaseUrl,
  pglite = false,
  settings: lines,
  tables,
  checks,
  notes,
  scenarioSet = scenarioSetOf({ data: cli.data, only: settings.only }),
}) {
  const databases = [
    ...(pglite ? [`PGlite ${pgliteVersion()} (embedded)`.replace('  ', ' ')] : []),
    ...(databaseUrl ? [`${await postgresVersion(databaseUrl)} (BENCH_DATABASE_URL's server)`] : []),
  ];
  const command = [
    ...(settings.only.length ? [`BENCH_ONLY=${settings.only.join(',')}`] : []),
    ...(settings.databases.length ? [`BENCH_DATABASES=${settings.databases.join(',')}`] : []),
    ...(databaseUrl ? ['BENCH_DATABASE_URL=postgres://…'] : []),
    'npm run bench',
    ...(cli.data === 'demo' && !cli.mix ? [] : ['--']),
    ...(cli.mix ? ['--mix'] : []),
    ...(cli.soak !== undefined ? ['--', '--soak', cli.soak] : []),
    ...(cli.data === 'demo' ? [] : ['--data', cli.data, '--scale', cli.scale]),
  ].join(' ');
  const file = resultsFileName(machine.date, scenarioSet);
  mkdirSync(join(benchDir, 'results'), { recursive: true });
  writeFileSync(
    join(benchDir, 'results', file),
    renderResults({
      title,
      command,
      machine,
      databases,
      commit: commitOf(),
      settings: lines,
      tables,
      checks,
      notes,
    }),
  );
  log(`wrote bench/results/${file}`);
}

/** The machine a volume run ran on, its load at the start, and the results file it wrote. */
function logMachine(startedOn, resultsFile) {
  log(
    `machine: ${startedOn.cpuCount} × ${startedOn.cpuModel}, load average ${startedOn.loadAverage.join(' ')} at the start; wrote ${resultsFile}`,
  );
}

/** Prints the missed targets and exits 1, or says every target was met. */
function endWithTargets(missed) {
  if (missed.length > 0) {
    console.log('\nMissed targets:');
    for (const miss of missed) console.log(`  ✗ ${miss}`);
    process.exit(1);
  }
  console.log('\nEvery target met.');
}

// ---------------------------------------------------------------------------------------------
// `--mix`: buyers and admins at once (decision 336)

/** The token the mix's server is started with, so that `GET /metrics` answers it (decision 332). */
const MIX_METRICS_TOKEN = 'bench-metrics-token-0000';

/** Runs one phase of the mix (bench/mix-load.mjs) in a child process; its JSON summary. */
function mixLoad(phase) {
  return new Promise((resolveLoad, reject) => {
    const child = spawn(process.execPath, [join(benchDir, 'mix-load.mjs'), JSON.stringify(phase)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the mix's load exited with ${code}`));
      try {
        resolveLoad(JSON.parse(out.trim().split('\n').pop()));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** The server's cache lookups (`GET /metrics`), or `undefined` where it exposes none. */
async function cacheLookups(server) {
  try {
    const response = await fetch(`${server.origin}/metrics`, {
      headers: { authorization: `Bearer ${MIX_METRICS_TOKEN}` },
      signal: AbortSignal.timeout(5_000),
    });
    const text = await response.text();
    return response.ok ? cacheLookupsOf(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The mix's readers and buyers on a started server: the default run's fixtures (`prepare`: the
 * checkout catalog of 300 products, a client with 50 orders, 20 checkout clients with an address)
 * and {@link MIX_BUYERS}`.onAccount` clients who each found a company that the shop admin gives
 * net-30 terms and a credit limit (`PUT /api/admin/companies/{id}/credit`).
 */
async function mixFixtures(server) {
  // `?limit=1`: the volume data set's unpaged catalog is 100,000 products.
  const base = await prepare(server, { catalogPath: '/api/products?limit=1' });
  const admin = await signIn(server, ADMIN.email, ADMIN.password);
  const onAccount = [];
  for (let i = 1; i <= MIX_BUYERS.onAccount; i += 1) {
    const email = `account-${i}@bench.partline.test`;
    const identity = await signUp(server, email, `Bench account ${i}`);
    await call(server, 'POST', '/api/addresses', {
      headers: identity,
      body: {
        label: 'Bench',
        address: 'House 12, Road 5, Dhanmondi, Dhaka',
        phoneNumber: '01711000000',
      },
    });
    const { json: company } = await call(server, 'POST', '/api/company', {
      headers: identity,
      body: {
        name: `Bench on account ${i} Ltd.`,
        tradeLicenceNumber: `TRAD/BENCH/${i}`,
        bin: `0099900${String(i).padStart(2, '0')}`,
        billingAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
      },
    });
    await call(server, 'PUT', `/api/admin/companies/${company._id}/credit`, {
      headers: admin,
      body: { paymentTermsDays: 30, creditLimit: 1_000_000_000 },
    });
    onAccount.push({ email, identity });
  }
  const { json: page } = await call(server, 'GET', '/api/products/search?page=1&pageSize=12');
  const productIds = [
    ...page.items.map((product) => product._id),
    ...base.checkoutProductIds,
  ].slice(0, 20);
  const card = base.checkoutClients.slice(0, MIX_BUYERS.card);
  return {
    productIds,
    buyerEmail: base.history.email,
    skus: base.checkoutSkus,
    identities: { buyer: base.historyIdentities, admin: [admin] },
    card: card.map((client, i) => ({ email: client.email, identity: base.checkoutIdentities[i] })),
    onAccount,
  };
}

/** The readers of a phase, as bench/mix-load.mjs takes them. */
function mixReads(fixtures, types = MIX_READS) {
  return {
    connections: settings.connections,
    identities: fixtures.identities,
    types: types.map(({ key, weight, paths, as }) => ({
      key,
      weight,
      paths: paths(fixtures),
      as,
    })),
  };
}

/** The buyers of a phase, as bench/mix-load.mjs takes them. */
function mixWrites(fixtures) {
  return {
    skus: fixtures.skus,
    card: fixtures.card.map((buyer) => buyer.identity),
    onAccount: fixtures.onAccount.map((buyer) => buyer.identity),
  };
}

/**
 * One measured phase: the load for `seconds`, the server's CPU over it (/proc), its RSS peak and
 * its cache lookups before and after.
 */
async function mixPhase(server, name, seconds, load) {
  log(`mix: ${name}, ${seconds} s`);
  server.takeRssPeak();
  const lookupsBefore = await cacheLookups(server);
  const cpuBefore = cpuMs(server.child.pid);
  const result = await mixLoad({ url: server.origin, seconds, ...load });
  const cpu = cpuMs(server.child.pid) - cpuBefore;
  const lookupsAfter = await cacheLookups(server);
  const requests = Object.values(result.types).reduce((sum, type) => sum + type.completed, 0);
  for (const [kind, count] of Object.entries(result.failures))
    log(`mix: ${name}: ${count} × ${kind}`);
  return {
    ...result,
    cpuMs: cpu,
    requests,
    cpuMsPerRequest: requests > 0 ? cpu / requests : Number.NaN,
    maxRssMb: server.takeRssPeak(),
    cacheHitRate: hitRateText(lookupsBefore, lookupsAfter),
  };
}

/** Adds the checkouts and card payments of `phase` to `total`. */
function addOrders(total, phase) {
  total.card += phase.checkouts.card;
  total.on_account += phase.checkouts.on_account;
  total.paid += phase.paid.card;
  total.replays += phase.replays;
}

/** Failed requests of a phase: errors and non-2xx answers of every type. */
const failuresOf = (phase) =>
  Object.values(phase.types).reduce((sum, type) => sum + type.errors + type.non2xx, 0);

/**
 * The start of every mix run on a started server: its fixtures, the readers and buyers of a phase,
 * and a warm-up of the full mix, whose orders are added to `orders`. Returns the warm-up's failed
 * requests beside the rest.
 */
async function warmMix(server, orders) {
  const fixtures = await mixFixtures(server);
  log(`server settled after ${await settle(server)} ms`);
  const reads = mixReads(fixtures);
  const writes = mixWrites(fixtures);
  const warmUp = await mixPhase(server, 'warm-up (full mix)', settings.warmup, {
    reads,
    writes,
    seed: 9,
  });
  addOrders(orders, warmUp);
  return { fixtures, reads, writes, warmUpFailures: failuresOf(warmUp) };
}

/**
 * The mix on one database: a warm-up of the full mix, the reads alone, the full mix, then each
 * request type alone for a moment (the CPU figures' split, {@link apportionCpu}); the server
 * stopped, the invariants checked on its database.
 */
async function mixOn(entry, databaseKind, databaseUrl, label) {
  log(`── mix on ${databaseKind}, ${label} data set ──`);
  const server = await startServer(entry, databaseUrl, { METRICS_TOKEN: MIX_METRICS_TOKEN });
  const orders = { card: 0, on_account: 0, paid: 0, replays: 0 };
  // Failed requests of the warm-up and of the types alone: no figure, but no error either.
  let otherFailures = 0;
  let fixtures;
  let readsAlone;
  let full;
  const soloCpuMs = {};
  try {
    const warm = await warmMix(server, orders);
    ({ fixtures } = warm);
    const { reads, writes } = warm;
    otherFailures += warm.warmUpFailures;
    // Each phase starts once the server answers its health check within 100 ms again.
    log(`server settled after ${await settle(server)} ms`);
    readsAlone = await mixPhase(server, 'reads alone', settings.duration, { reads, seed: 1 });
    log(`server settled after ${await settle(server)} ms`);
    full = await mixPhase(server, 'full mix', settings.duration, { reads, writes, seed: 1 });
    addOrders(orders, full);
    // Each type alone, for the split of the phases' CPU (as long as the warm-up, 1 s at least).
    const soloSeconds = Math.max(1, settings.warmup);
    for (const read of MIX_READS) {
      const solo = await mixPhase(server, `${read.name} alone`, soloSeconds, {
        reads: mixReads(fixtures, [read]),
        seed: 2,
      });
      soloCpuMs[read.key] = solo.cpuMsPerRequest;
      otherFailures += failuresOf(solo);
    }
    const buyersAlone = await mixPhase(server, 'buyers alone', soloSeconds, { writes, seed: 3 });
    addOrders(orders, buyersAlone);
    otherFailures += failuresOf(buyersAlone);
    for (const { key } of MIX_WRITES) soloCpuMs[key] = buyersAlone.cpuMsPerRequest;
  } catch (error) {
    await stopServer(server);
    rmSync(server.dataDir, { recursive: true, force: true });
    throw error;
  }
  await stopServer(server);
  logServerErrors(server);
  const location = databaseKind === 'postgres' ? databaseUrl : join(server.dataDir, 'db');
  let found;
  try {
    const emails = [...fixtures.card, ...fixtures.onAccount].map((buyer) => buyer.email);
    found = await invariantsOf(location, emails);
  } finally {
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  for (const phase of [readsAlone, full])
    phase.cpuMsByType = apportionCpu(phase.cpuMs, phase.types, soloCpuMs);
  const checkoutsPerSecond = (full.checkouts.card + full.checkouts.on_account) / full.writeSeconds;
  return {
    database: databaseKind,
    label,
    readsAlone,
    full,
    soloCpuMs,
    orders,
    checkoutsPerSecond,
    otherFailures,
    maxRssMb: server.maxRssMb,
    found,
  };
}

const COUNTED_INVARIANTS = new Set([
  'stockMoved',
  'heldWrongly',
  'invoicesUnpaid',
  'ordersWithoutLines',
  'totalsNotLines',
]);

/** What {@link INVARIANT_QUERIES} answer on a PostgreSQL URL or a PGlite directory. */
async function invariantsOf(location, emails) {
  let query;
  let close;
  if (location.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: location });
    await client.connect();
    query = (statement, params) => client.query(statement, params);
    close = () => client.end();
  } else {
    const db = new PGlite({ dataDir: location });
    query = (statement, params) => db.query(statement, params);
    close = () => db.close();
  }
  try {
    const found = {};
    for (const [name, statement] of Object.entries(INVARIANT_QUERIES)) {
      const { rows } = await query(statement, statement.includes('$1') ? [emails] : []);
      // The counts answer one row `{ n }`; the others their rows.
      found[name] = COUNTED_INVARIANTS.has(name) ? Number(rows[0].n) : rows;
    }
    return found;
  } finally {
    await close();
  }
}

/** A mix run's table (bench/report.mjs `mixTable`) with its phases, caches and orders under it. */
function mixRunTable(run) {
  const phaseLine = (name, phase) =>
    `${name}: ${phase.requests} requests in ${fixed(phase.duration, 1)} s (readers ${fixed(phase.readSeconds, 1)} s${phase.writeSeconds > 0 ? `, buyers ${fixed(phase.writeSeconds, 1)} s` : ''}), server CPU ${fixed(phase.cpuMs, 0)} ms = ${fixed(phase.cpuMsPerRequest, 3)} ms/request, RSS peak ${fixed(phase.maxRssMb, 0)} MB, cache hit rate ${phase.cacheHitRate}`;
  return mixTable({
    heading: `${DATABASE_NAMES[run.database]}, ${run.label} data set: ${settings.connections} reader connections, ${MIX_BUYERS.card} card + ${MIX_BUYERS.onAccount} on-account buyers; max server RSS ${fixed(run.maxRssMb, 0)} MB`,
    reads: MIX_READS,
    writes: MIX_WRITES,
    readsAlone: run.readsAlone,
    full: run.full,
    lines: [
      phaseLine('Reads alone', run.readsAlone),
      phaseLine('Full mix', run.full),
      `Checkouts under the full mix: ${fixed(run.checkoutsPerSecond, 1)} orders/s (${run.full.checkouts.card} card, ${run.full.checkouts.on_account} on account; ${run.full.paid.card} card payments recorded)`,
      `Orders of the whole run (warm-up and the buyers alone included): ${run.orders.card} card, ${run.orders.on_account} on account, ${run.orders.paid} card payments recorded; ${run.orders.replays} checkouts asked again after no answer`,
      'CPU ms/req per type: the phase’s server CPU split by request count × each type’s CPU per request measured alone (the buyers’ requests share one figure)',
    ],
  });
}

/** `--mix`: the mixed load on each database (and the volume data set with `--data large`). */
async function mixMain() {
  const entry = apiEntry();
  const startedOn = machine();
  const runs = [];
  if (cli.data === 'large') {
    if (!settings.databaseUrl) {
      console.error('--mix --data large runs on PostgreSQL only: set BENCH_DATABASE_URL');
      process.exit(2);
    }
    // Seeded first (or reused); the mix writes to a copy of it, dropped afterwards.
    const largeUrl = await largeDatabase(Number(cli.scale));
    try {
      runs.push(await mixOn(entry, 'postgres', await recreatePostgresDatabase(), 'demo'));
    } finally {
      await dropPostgresDatabase();
    }
    const copy = await copyOfDatabase(largeUrl, `partline_bench_mix_${settings.port}`);
    try {
      runs.push(await mixOn(entry, 'postgres', withWorkMem(copy), `scale ${cli.scale}`));
    } finally {
      await adminQuery(
        `DROP DATABASE IF EXISTS "partline_bench_mix_${settings.port}" WITH (FORCE)`,
      );
    }
  } else {
    const kinds = ['pglite', ...(settings.databaseUrl ? ['postgres'] : [])].filter(
      (kind) => settings.databases.length === 0 || settings.databases.includes(kind),
    );
    for (const kind of kinds) {
      if (kind === 'pglite') {
        runs.push(await mixOn(entry, kind, undefined, 'demo'));
        continue;
      }
      try {
        runs.push(await mixOn(entry, kind, await recreatePostgresDatabase(), 'demo'));
      } finally {
        await dropPostgresDatabase();
      }
    }
  }
  const tables = runs.map(mixRunTable);
  for (const table of tables) printTable(table);
  const checks = runs.flatMap((run) => [
    ...mixChecks(run),
    ...invariantChecks(run.found, run.orders, run.orders.paid, `on ${run.database} (${run.label})`),
  ]);
  if (runs.length === 2 && cli.data === 'large') checks.push(...mixGrowthChecks(runs[0], runs[1]));
  console.log('\nChecks:');
  for (const check of checks)
    console.log(
      `  ${check.met ? 'pass' : 'MISS'}  ${check.what}: ${check.figure} (target ${check.target})`,
    );
  const missed = missedOf(checks);
  // Formatted as prettier formats JSON: the file is ignored by git (bench/.gitignore), not by the
  // root .gitignore that `npm run format:check` reads.
  writeFileSync(
    join(benchDir, 'results-mix.json'),
    await formatWithPrettier(
      JSON.stringify({
        machine: { ...startedOn, loadAverageAtEnd: os.loadavg() },
        settings: { ...settings, databaseUrl: undefined, data: cli.data, scale: cli.scale },
        runs,
        missed,
      }),
      { ...(await resolveConfig(join(benchDir, 'results-mix.json'))), parser: 'json' },
    ),
  );
  logMachine(startedOn, 'bench/results-mix.json');
  await writeResults({
    title: `API benchmark: mixed load${cli.data === 'large' ? ` at demo size and at scale ${cli.scale}` : ''}`,
    machine: { ...startedOn, loadAverageAtEnd: os.loadavg() },
    databaseUrl: runs.some((run) => run.database === 'postgres') ? settings.databaseUrl : undefined,
    pglite: runs.some((run) => run.database === 'pglite'),
    settings: [
      `${settings.connections} reader connections, ${MIX_BUYERS.card} card and ${MIX_BUYERS.onAccount} on-account buyers; ${settings.duration} s per phase after ${settings.warmup} s of warm-up`,
      ...serverSettings(),
    ],
    tables,
    checks,
    scenarioSet: cli.data === 'large' ? 'mix-large' : 'mix',
  });
  endWithTargets(missed);
}

/**
 * A copy of the database at `url` named `name` (`CREATE DATABASE … TEMPLATE`: a file copy, no
 * connection to the original may be open), replacing an earlier one; its URL.
 */
async function copyOfDatabase(url, name) {
  const source = new URL(url).pathname.slice(1);
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  log(`mix: copying ${source} to ${name}…`);
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${source}"`);
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

// ---------------------------------------------------------------------------------------------
// `--soak 30m`: the full mix for a long while, minute by minute (decision 339)

/** The server's `partline_queue_jobs` per queue (`GET /metrics`), or `undefined`. */
async function queueJobs(server) {
  try {
    const response = await fetch(`${server.origin}/metrics`, {
      headers: { authorization: `Bearer ${MIX_METRICS_TOKEN}` },
      signal: AbortSignal.timeout(5_000),
    });
    const text = await response.text();
    return response.ok ? queueJobsOf(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `--soak`: on one database (PGlite, or PostgreSQL with `BENCH_DATABASES=postgres`), the mix's
 * fixtures and warm-up, then the full mix a minute at a time (a load process per minute, started
 * as the last one ends) for the soak's length; then the queues left to drain (60 s at most), the
 * server stopped and the mix's invariants checked on its database.
 */
async function soakMain() {
  const minutes = soakMinutes(cli.soak);
  const entry = apiEntry();
  const startedOn = machine();
  const kind =
    settings.databases.includes('postgres') && settings.databaseUrl ? 'postgres' : 'pglite';
  const databaseUrl = kind === 'postgres' ? await recreatePostgresDatabase() : undefined;
  log(`── soak on ${kind}, ${minutes} minutes of the full mix ──`);
  const server = await startServer(entry, databaseUrl, { METRICS_TOKEN: MIX_METRICS_TOKEN });
  const pid = server.child.pid;
  const orders = { card: 0, on_account: 0, paid: 0, replays: 0 };
  const rows = [];
  const perMinute = [];
  let fixtures;
  let failuresOutside = 0;
  let restarts = 0;
  let queuesAtEnd;
  try {
    const warm = await warmMix(server, orders);
    ({ fixtures } = warm);
    const { reads, writes } = warm;
    failuresOutside += warm.warmUpFailures;
    for (let minute = 0; minute < minutes; minute += 1) {
      const phase = await mixPhase(server, `minute ${minute + 1} of ${minutes}`, 60, {
        reads,
        writes,
        seed: 10 + minute,
      });
      addOrders(orders, phase);
      if (stopped(server) || server.child.pid !== pid) restarts += 1;
      const readTypes = MIX_READS.map((read) => phase.types[read.key]).filter(Boolean);
      const reqs = readTypes.reduce((sum, type) => sum + type.completed, 0);
      const checkouts = phase.checkouts.card + phase.checkouts.on_account;
      const queued = await queueJobs(server);
      perMinute.push({
        rssMb: phase.maxRssMb,
        readHistogram: phase.readHistogram,
        failures: failuresOf(phase),
      });
      rows.push([
        String(minute + 1),
        fixed(reqs / phase.readSeconds, 0),
        fixed(histogramPercentile([phase.readHistogram], 0.5), 1),
        fixed(histogramPercentile([phase.readHistogram], 0.99), 1),
        fixed(checkouts / Math.max(phase.writeSeconds, 1e-9), 1),
        String(failuresOf(phase)),
        fixed(phase.cpuMsPerRequest, 3),
        fixed(phase.maxRssMb, 0),
        queued ? String(queued.mail ?? 0) : '–',
        phase.cacheHitRate,
      ]);
      if (restarts > 0) break;
    }
    // The load has stopped: whatever the minutes queued (mail, webhooks) is worked off.
    const drainBy = performance.now() + 60_000;
    for (;;) {
      queuesAtEnd = await queueJobs(server);
      const left = queuesAtEnd ? Object.values(queuesAtEnd).reduce((a, b) => a + b, 0) : 0;
      if (!queuesAtEnd || left === 0 || performance.now() > drainBy) break;
      await sleep(1_000);
    }
  } finally {
    await stopServer(server);
    logServerErrors(server);
  }
  const location = kind === 'postgres' ? databaseUrl : join(server.dataDir, 'db');
  let found;
  try {
    const emails = [...fixtures.card, ...fixtures.onAccount].map((buyer) => buyer.email);
    found = await invariantsOf(location, emails);
  } finally {
    rmSync(server.dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await dropPostgresDatabase();
  }
  const at = `on ${kind} (demo)`;
  const { baseline, last } = soakSpans(perMinute.length);
  const table = {
    heading: `Soak, ${DATABASE_NAMES[kind]}, demo data set: ${settings.connections} reader connections, ${MIX_BUYERS.card} card + ${MIX_BUYERS.onAccount} on-account buyers, ${minutes} minutes`,
    header: [
      'minute',
      'reads req/s',
      'p50 ms',
      'p99 ms',
      'checkouts/s',
      'failed',
      'CPU ms/req',
      'RSS MB',
      'mail queued',
      'cache hit rate',
    ],
    rows,
    lines: [
      `Compared for flatness: minutes ${baseline[0]}–${baseline[1]} (rows ${baseline[0] + 1}–${baseline[1]}) and ${last[0]}–${last[1]} (rows ${last[0] + 1}–${last[1]}). Read latencies from a histogram of 2 % buckets, all read types together. Mail queued: the mail queue's jobs as the minute ended.`,
      `Orders of the whole run (warm-up included): ${orders.card} card, ${orders.on_account} on account, ${orders.paid} card payments recorded; ${orders.replays} checkouts asked again after no answer`,
      `Queues after the load: ${
        queuesAtEnd
          ? Object.entries(queuesAtEnd)
              .map(([queue, jobs]) => `${queue} ${jobs}`)
              .join(', ')
          : 'not exposed'
      }`,
    ],
  };
  printTable(table);
  const checks = [
    ...soakChecks({ minutes: perMinute, failuresOutside, restarts, queuesAtEnd }, at),
    ...invariantChecks(found, orders, orders.paid, at),
  ];
  console.log('\nChecks:');
  for (const check of checks)
    console.log(
      `  ${check.met ? 'pass' : 'MISS'}  ${check.what}: ${check.figure} (target ${check.target})`,
    );
  const missed = missedOf(checks);
  logMachine(startedOn, `bench/results/${resultsFileName(startedOn.date, 'soak')}`);
  await writeResults({
    title: `API benchmark: a ${minutes}-minute soak of the mixed load`,
    machine: { ...startedOn, loadAverageAtEnd: os.loadavg() },
    databaseUrl: kind === 'postgres' ? settings.databaseUrl : undefined,
    pglite: kind === 'pglite',
    settings: [
      `${settings.connections} reader connections, ${MIX_BUYERS.card} card and ${MIX_BUYERS.onAccount} on-account buyers; ${minutes} minutes after ${settings.warmup} s of warm-up`,
      ...serverSettings(),
    ],
    tables: [table],
    checks,
    scenarioSet: 'soak',
  });
  endWithTargets(missed);
}

async function main() {
  if (cli.soak !== undefined) return soakMain();
  if (cli.mix) return mixMain();
  if (cli.data === 'export') return exportMain();
  if (cli.data === 'large') return growthMain();
  const entry = apiEntry();
  const startedOn = machine();
  const kinds = ['pglite', ...(settings.databaseUrl ? ['postgres'] : [])].filter(
    (kind) => settings.databases.length === 0 || settings.databases.includes(kind),
  );
  const runs = [];
  for (const kind of kinds) runs.push(await runOn(entry, kind));

  const tables = runs.map(runTable);
  for (const table of tables) printTable(table);
  for (const run of runs) {
    const uploads = run.scenarios.find((result) => result.key === 'uploads');
    if (uploads) {
      const pass = uploads.maxRssMb <= TARGETS.uploadRssMb && uploads.ok === uploads.completed;
      console.log(
        `\n${pass ? 'PASS' : 'FAIL'} ${run.database}: ${UPLOAD_CONCURRENCY} concurrent uploads of each picture (40 MP JPEG, PNG and WebP, 6 MP GIF, 2 MP AVIF; decisions 085, 180, 181): server RSS peak ${fixed(uploads.maxRssMb, 0)} MB (target ≤ ${TARGETS.uploadRssMb} MB), ${uploads.ok}/${uploads.completed} answered 201, p50 ${uploads.latencyP50} ms, max ${uploads.latencyMax} ms`,
      );
    }
  }
  const checks = runs.flatMap(targetChecks);
  const missed = missedOf(checks);
  // Errors where no target applies are shown, but do not fail the run.
  const notes = runs.flatMap((run) =>
    run.scenarios
      .filter(
        (result) =>
          !['products', 'place-order', 'checkout', 'uploads', 'import'].includes(result.key),
      )
      .filter((result) => result.errors > 0 || result.non2xx > 0)
      .map(
        (result) =>
          `${result.name} on ${run.database}: ${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx`,
      ),
  );
  const results = {
    machine: {
      ...startedOn,
      loadAverageAtEnd: os.loadavg().map((value) => Math.round(value * 100) / 100),
    },
    settings: {
      durationSeconds: settings.duration,
      warmupSeconds: settings.warmup,
      connections: settings.connections,
      databases: kinds,
    },
    targets: TARGETS,
    runs,
    missed,
    notes,
  };
  writeFileSync(join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(
    `machine: ${startedOn.cpuCount} × ${startedOn.cpuModel}, ${startedOn.totalMemoryGb} GB, Node ${startedOn.node}`,
  );
  log('wrote bench/results.json');
  await writeResults({
    title: 'API benchmark',
    machine: results.machine,
    databaseUrl: kinds.includes('postgres') ? settings.databaseUrl : undefined,
    pglite: kinds.includes('pglite'),
    settings: runSettings(),
    tables,
    checks,
    notes,
  });
  if (notes.length > 0) {
    console.log('\nNotes (no target):');
    for (const note of notes) console.log(`  ! ${note}`);
  }
  endWithTargets(missed);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
