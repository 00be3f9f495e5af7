// `node bench/checkout-locks.mjs`: what PostgreSQL alone does with checkouts that share products
// (decision 165). pgbench runs one checkout-shaped statement per transaction — draw a 10-line
// cart, hold every line's stock, insert the order and its lines, commit — in several variants of
// the stock hold, round after round, on a database of its own, and prints orders/s per variant
// with the load average. The API is not involved: this is the ceiling the stock rows set.
//
// Variants (the carts of decision 163: 300 products, the first 60 four times as likely):
//   shared      one stock row per product, locked in id order, held before the inserts
//               (the statement of decision 165)
//   hold-last   the same, the hold after the order and its lines are inserted
//   disjoint    one stock row per product, each client its own 15 products (nothing shared:
//               what removing the shared rows could give at most)
//   slots       the stock split into 8 slot rows per product; each line held on a slot no other
//               transaction has locked (`FOR NO KEY UPDATE SKIP LOCKED`) that covers it
//
// Environment (all optional):
//   LAB_DATABASE_URL   a PostgreSQL server URL (default postgres://postgres@127.0.0.1:5432/postgres);
//                      the run creates and drops `partline_checkout_locks` on it
//   LAB_CLIENTS        concurrent connections (default 10: the API's pool)
//   LAB_SECONDS        seconds per variant and round (default 8)
//   LAB_ROUNDS         rounds (default 3)
//   LAB_VARIANTS       some variants only, e.g. `shared,slots`
//   PGOPTIONS          passed to pgbench's sessions, e.g. `-c commit_delay=1000 -c commit_siblings=2`
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const serverUrl = process.env.LAB_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Number(process.env.LAB_CLIENTS || 10);
const seconds = Number(process.env.LAB_SECONDS || 8);
const rounds = Number(process.env.LAB_ROUNDS || 3);
const DATABASE = 'partline_checkout_locks';
const SLOTS = 8;

// A cart of decision 163 drawn in SQL: ten distinct products, weighted (Efraimidis–Spirakis keys),
// 1–20 pieces each. `cart_catalog` is never written, so drawing does not read the stock rows.
const cart = `v AS MATERIALIZED (SELECT id, (1 + floor(random() * 20))::int AS q
  FROM cart_catalog ORDER BY random() ^ (1.0 / w) DESC LIMIT 10)`;
const ownCart = `v AS MATERIALIZED (SELECT id, (1 + floor(random() * 20))::int AS q
  FROM cart_catalog WHERE id > (:client_id % 20) * 15 AND id <= (:client_id % 20) * 15 + 15
  ORDER BY random() LIMIT 10)`;
const holdRows = `locked AS (SELECT id FROM stock WHERE id IN (SELECT id FROM v) ORDER BY id
    FOR NO KEY UPDATE),
  held AS (UPDATE stock p SET held = p.held + v.q FROM v JOIN locked USING (id)
    WHERE p.id = v.id AND p.available - p.held >= v.q RETURNING p.id)`;
const placeAfterHolds = `o AS (INSERT INTO lab_orders (total) SELECT 1
    WHERE refuse_unless((SELECT count(*) FROM held) = 10) RETURNING id)
  INSERT INTO lab_lines SELECT o.id, v.id, v.q FROM o, v;`;

const VARIANTS = {
  shared: `WITH ${cart}, ${holdRows}, ${placeAfterHolds}`,
  'hold-last': `WITH ${cart},
  o AS (INSERT INTO lab_orders (total) VALUES (1) RETURNING id),
  l AS (INSERT INTO lab_lines SELECT o.id, v.id, v.q FROM o, v RETURNING 1),
  ${holdRows}
  SELECT o.id, (SELECT count(*) FROM l), refuse_unless((SELECT count(*) FROM held) = 10) FROM o;`,
  disjoint: `WITH ${ownCart}, ${holdRows}, ${placeAfterHolds}`,
  slots: `WITH ${cart},
  picked AS (SELECT s.id, s.slot, v.q FROM v CROSS JOIN LATERAL (
      SELECT id, slot FROM stock_slots c WHERE c.id = v.id AND c.available - c.held >= v.q
      LIMIT 1 FOR NO KEY UPDATE SKIP LOCKED) s),
  held AS (UPDATE stock_slots b SET held = b.held + picked.q FROM picked
    WHERE b.id = picked.id AND b.slot = picked.slot AND b.available - b.held >= picked.q
    RETURNING b.id),
  ${placeAfterHolds}`,
};

const SCHEMA = `
  CREATE FUNCTION refuse_unless(ok boolean) RETURNS boolean LANGUAGE plpgsql AS $$
    BEGIN IF NOT ok THEN RAISE EXCEPTION 'a hold was refused'; END IF; RETURN true; END $$;
  CREATE TABLE cart_catalog (id integer PRIMARY KEY, w float8 NOT NULL);
  INSERT INTO cart_catalog SELECT n, CASE WHEN n <= 60 THEN 4 ELSE 1 END FROM generate_series(1, 300) n;
  -- As products (decision 165): half of each page free for HOT updates; a row of some width.
  CREATE TABLE stock (id integer PRIMARY KEY, available integer NOT NULL, held integer NOT NULL,
    pad text) WITH (fillfactor = 50);
  INSERT INTO stock SELECT n, 1000000000, 0, repeat('x', 400) FROM generate_series(1, 300) n;
  CREATE TABLE stock_slots (id integer NOT NULL REFERENCES stock, slot smallint NOT NULL,
    available integer NOT NULL, held integer NOT NULL, PRIMARY KEY (id, slot)) WITH (fillfactor = 50);
  INSERT INTO stock_slots SELECT n, s, 1000000000 / ${SLOTS}, 0
    FROM generate_series(1, 300) n, generate_series(0, ${SLOTS - 1}) s;
  CREATE TABLE lab_orders (id bigserial PRIMARY KEY, created_at timestamptz DEFAULT now(), total integer);
  CREATE TABLE lab_lines (order_id bigint REFERENCES lab_orders, id integer REFERENCES stock, q integer);`;

/** Runs `statements` on `database` of the server. */
async function query(database, statements) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await client.query(statements);
  } finally {
    await client.end();
  }
}

const admin = new URL(serverUrl).pathname.slice(1) || 'postgres';
const only = (process.env.LAB_VARIANTS ?? '').split(',').filter(Boolean);
const variants = Object.keys(VARIANTS).filter((name) => only.length === 0 || only.includes(name));
const dir = mkdtempSync(join(os.tmpdir(), 'partline-checkout-locks-'));
const labUrl = new URL(serverUrl);
labUrl.pathname = `/${DATABASE}`;

await query(admin, `DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
await query(admin, `CREATE DATABASE "${DATABASE}"`);
try {
  await query(DATABASE, SCHEMA);
  const figures = Object.fromEntries(variants.map((name) => [name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const name of variants) {
      // One statement each: VACUUM runs outside a transaction block.
      await query(DATABASE, 'VACUUM stock');
      await query(DATABASE, 'VACUUM stock_slots');
      const script = join(dir, `${name}.sql`);
      writeFileSync(script, VARIANTS[name].replace(/\s+/g, ' ') + '\n');
      const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
      const run = spawnSync(
        'pgbench',
        [
          '-n',
          '-c',
          String(clients),
          '-j',
          '2',
          '-T',
          String(seconds),
          '-f',
          script,
          labUrl.toString(),
        ],
        { encoding: 'utf8' },
      );
      const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
      const failed = /number of failed transactions: (\d+)/.exec(run.stdout)?.[1] ?? '?';
      if (!Number.isFinite(tps)) {
        console.error(run.stdout, run.stderr);
        throw new Error(`pgbench failed on ${name}`);
      }
      figures[name].push(tps);
      console.log(
        `round ${round}  ${name.padEnd(10)} ${tps.toFixed(0).padStart(5)} orders/s  failed ${failed}  load ${load}`,
      );
    }
  }
  // Every variant served every line it was asked for: the holds are the lines, piece for piece.
  const { rows } = await query(
    DATABASE,
    `SELECT (SELECT sum(held) FROM stock) + (SELECT sum(held) FROM stock_slots) AS held,
      (SELECT sum(q) FROM lab_lines) AS lines`,
  );
  console.log(`held ${rows[0].held} pieces, lines ${rows[0].lines} pieces`);
  for (const name of variants) {
    console.log(`${name.padEnd(10)} ${figures[name].map((tps) => tps.toFixed(0)).join(' / ')}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  await query(admin, `DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
}
