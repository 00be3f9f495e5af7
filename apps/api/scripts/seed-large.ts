/**
 * `npm run seed:large [-- --scale 0.01] [--seed 1] [--reset]` (decision 200): fills the PostgreSQL
 * database at `DATABASE_URL` with the manufacturer's volume data set — at scale 1, 100,000
 * products, 20,000 clients and 1,000,000 orders with about 3,000,000 lines over three years — and
 * prints the time of each table. A database that already has users, products or orders is refused
 * unless `--reset` empties the shop's tables first; `--reuse` leaves a database seeded at the same
 * scale and seed by the same generator alone (the benchmark's reruns). With `DATA_DIR`, the demo pictures the products
 * show are copied there (the server also copies them when `SEED_DEMO` is on).
 */
import { parseArgs } from 'node:util';
import { DatabaseNotEmptyError, seedLarge } from '../src/db/seed/large/seed-large.js';
import {
  LARGE_SEED_PASSWORD,
  namedBuyerEmail,
  LARGE_ADMIN_EMAIL,
} from '../src/db/seed/large/large-content.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const usage =
  'Usage: DATABASE_URL=postgres://… npm run seed:large -- [--scale 1] [--seed 1] [--reset] [--reuse]\n' +
  "  --reset  empty the shop's tables first\n" +
  '  --reuse  do nothing when the database is already seeded at this scale and seed';
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const databaseUrl = process.env.DATABASE_URL;
const scale = Number(values.scale);
const seed = Number(values.seed);
if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    `DATABASE_URL must name a PostgreSQL database (COPY is not available on PGlite).\n${usage}`,
  );
  process.exit(2);
}
if (!Number.isFinite(scale) || scale <= 0 || !Number.isInteger(seed)) {
  console.error(`--scale must be a number above 0 and --seed a whole number.\n${usage}`);
  process.exit(2);
}

try {
  await seedLarge({
    databaseUrl,
    scale,
    seed,
    reset: values.reset,
    reuse: values.reuse,
    ...(process.env.DATA_DIR ? { dataDir: process.env.DATA_DIR } : {}),
    log: (line) => console.log(`[seed:large] ${line}`),
  });
  console.log(
    `[seed:large] sign in as ${namedBuyerEmail(1)} … ${namedBuyerEmail(5)} or ${LARGE_ADMIN_EMAIL} with ${LARGE_SEED_PASSWORD}`,
  );
} catch (error) {
  if (error instanceof DatabaseNotEmptyError) {
    console.error(`[seed:large] ${error.message}`);
    process.exit(1);
  }
  throw error;
}
