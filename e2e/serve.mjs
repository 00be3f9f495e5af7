// Starts the built app for the journeys on a fresh embedded database with the demo content.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { startMailSink } from './mail-sink.mjs';

const root = new URL('..', import.meta.url).pathname;

/** The journeys always run on the embedded database, whatever the caller's environment says. */
function withoutDatabaseUrl(env) {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

const port = process.env.E2E_PORT ?? '3210';
const smtpPort = Number(port) + 1;
// Runs on other ports (another checkout's or a helper's) keep their own data and mail.
const artifacts = new URL(`./artifacts/${port === '3210' ? '' : `run-${port}/`}`, import.meta.url)
  .pathname;
const dataDir = `${artifacts}data`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const mailDir = `${artifacts}mail`;
rmSync(mailDir, { recursive: true, force: true });
await startMailSink({ port: smtpPort, dir: mailDir });

const server = spawn(
  process.execPath,
  ['--enable-source-maps', process.env.E2E_API_ENTRY ?? 'apps/api/dist/server.js'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...withoutDatabaseUrl(process.env),
      PORT: port,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL: 'admin@partline.test',
      ADMIN_PASSWORD: 'Admin#Partline1',
      // Every journey signs up from 127.0.0.1: a roomier limit than production's, still enforced.
      AUTH_RATE_LIMIT_MAX: '200',
      API_RATE_LIMIT_MAX: '20000',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
