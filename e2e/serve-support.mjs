// What both journey servers (serve.mjs, serve-volume.mjs) do the same way: fresh data and mail
// folders with a mail sink, and the built API in the foreground of this process.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { startMailSink } from './mail-sink.mjs';

/** The repository root, where the built API is started. */
export const root = new URL('..', import.meta.url).pathname;

/** The bootstrap admin of the demo shop servers (e2e/tests/accounts.ts signs in as it). */
export const journeyAdmin = {
  ADMIN_EMAIL: 'admin@partline.test',
  ADMIN_PASSWORD: 'Admin#Partline1',
};

/**
 * The folder of a journey server's data and mail: `artifacts/` on the default port 3210,
 * `artifacts/run-<port>/` on another (another checkout's or a helper's keep their own).
 */
export function artifactsOf(port) {
  return new URL(`./artifacts/${port === '3210' ? '' : `run-${port}/`}`, import.meta.url).pathname;
}

/** `env` without `DATABASE_URL`: the demo shop servers always run on the embedded database. */
export function withoutDatabaseUrl(env) {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

/**
 * Empties `artifacts`' `data` and `mail` folders and starts the mail sink on `smtpPort` writing
 * into `mail`; answers the data folder for the server's `DATA_DIR`.
 */
export async function freshRunFolders(artifacts, smtpPort) {
  const dataDir = `${artifacts}data`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const mailDir = `${artifacts}mail`;
  rmSync(mailDir, { recursive: true, force: true });
  await startMailSink({ port: smtpPort, dir: mailDir });
  return dataDir;
}

/**
 * Starts a payment provider's stand-in (`apps/api/test/stand-ins/<name>-main.ts`, run by tsx) on
 * `port` and answers its URL once it prints `listening <url>`. It stops with this process. The
 * journeys pay through it as buyers pay through the provider's hosted page (decision 311).
 */
export function startStandIn(name, port, env = {}) {
  const child = spawn(`${root}node_modules/.bin/tsx`, [`apps/api/test/stand-ins/${name}-main.ts`], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  process.on('exit', () => child.kill('SIGTERM'));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /listening (\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the ${name} stand-in stopped (${code})`)));
  });
}

/**
 * Runs the built API (`args` to node) with `env` plus what every journey server sets: production
 * mode, quiet logs and rate limits roomier than production's (every journey signs up from
 * 127.0.0.1), still enforced. The server gets this process's SIGINT/SIGTERM and its exit code
 * ends this process.
 */
export function serveBuiltApi(args, env) {
  const server = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...env,
      AUTH_RATE_LIMIT_MAX: '200',
      API_RATE_LIMIT_MAX: '20000',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}
