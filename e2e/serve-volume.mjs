// Starts the built app for the volume journeys (decision 220): on PostgreSQL, with the
// manufacturer's data set of `npm run seed:large` at a reduced scale (VOLUME_SCALE, default 0.01:
// 1,000 products, 200 clients, 10,000 orders). The journeys only read, so a database already
// seeded at that scale by the same generator is reused (`--reuse`).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { freshRunFolders, root, serveBuiltApi } from './serve-support.mjs';

const pg = createRequire(`${root}apps/api/package.json`)('pg');

const port = process.env.E2E_PORT ?? '3230';
const smtpPort = Number(port) + 1;
const databaseUrl =
  process.env.VOLUME_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/partline_volume';
const scale = process.env.VOLUME_SCALE ?? '0.01';
const artifacts = new URL(`./artifacts/run-${port}/`, import.meta.url).pathname;
const dataDir = await freshRunFolders(artifacts, smtpPort);

/** Creates the volume database on its server when it is not there yet. */
async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Runs a command to its end; rejects on a non-zero exit. */
function runToEnd(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

await ensureDatabase(databaseUrl);
const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
await runToEnd(
  process.execPath,
  ['--import', 'tsx', 'apps/api/scripts/seed-large.ts', '--scale', scale, '--reuse'],
  env,
);

serveBuiltApi(['apps/api/dist/server.js'], {
  ...env,
  PORT: port,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SEED_DEMO: 'false',
  // A server on PostgreSQL takes its secret from the environment (instances share it).
  AUTH_SECRET: 'volume-journeys-secret-volume-journeys-00',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
});
