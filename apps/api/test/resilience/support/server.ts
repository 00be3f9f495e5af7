import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API_ROOT } from '../../../src/paths.js';
import {
  killServer,
  spawnNode,
  waitForListening,
  type ServerProcess,
} from '../../helpers/server-process.js';

/** The server bundle the suite runs: `RESILIENCE_API_ENTRY`, or `apps/api/dist/server.js`. */
export const API_ENTRY = resolve(
  process.env.RESILIENCE_API_ENTRY ?? join(API_ROOT, 'dist', 'server.js'),
);

/** The origin every instance of a test is configured with (`PUBLIC_URL`); requests send it. */
export const PUBLIC_URL = 'http://localhost:3460';

/** The bootstrap admin of every instance (`ADMIN_EMAIL` / `ADMIN_PASSWORD`). */
export const ADMIN = { email: 'admin@resilience.test', password: 'Admin#Resilience1' };

/** The `AUTH_SECRET` every instance shares. */
export const AUTH_SECRET = 'resilience-suite-secret-0123456789abcdef';

/**
 * The environment of a production instance for the suite: a free port, JSON logs at info, no demo
 * content, the bootstrap admin, rate limits out of the way (every request comes from 127.0.0.1),
 * plus `env`.
 */
export function productionEnv(dataDir: string, env: Record<string, string> = {}) {
  return {
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    PUBLIC_URL,
    AUTH_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    AUTH_RATE_LIMIT_MAX: '100000',
    API_RATE_LIMIT_MAX: '100000',
    ...env,
  };
}

/** Spawns `node <API_ENTRY>` with exactly `env` (plus PATH and HOME). */
export function spawnBuiltServer(env: Record<string, string>): ServerProcess {
  return spawnNode([API_ENTRY], env, `could not start ${API_ENTRY}`);
}

/** A running instance of the built server. */
export interface Instance {
  server: ServerProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** True while the process has neither exited nor been killed. */
  alive(): boolean;
  /** SIGKILL (if still running) and wait for the exit. */
  kill(): Promise<void>;
}

/**
 * Longest wait for a server's "listening" line, ms: a first start on an empty PGlite directory
 * runs initdb and every migration in WebAssembly, which takes a minute on a loaded machine.
 */
const LISTEN_TIMEOUT_MS = 150_000;

let started = 0;

/**
 * Keeps what `server` printed in `RESILIENCE_LOGS/<name>.log` when that directory is set (to read
 * after a failed run).
 */
function keepLog(server: ServerProcess, name: string): void {
  const dir = process.env.RESILIENCE_LOGS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.log`), `${server.stdout()}\n${server.stderr()}`);
}

/**
 * Starts the built server with `env` and waits for its "listening" line; `name` names its log in
 * `RESILIENCE_LOGS`.
 */
export async function startInstance(
  env: Record<string, string>,
  name = 'instance',
): Promise<Instance> {
  started += 1;
  const logName = `${started}-${name}`;
  const server = spawnBuiltServer(env);
  void server.exited.then(() => keepLog(server, logName));
  let port: number;
  try {
    port = await waitForListening(server, LISTEN_TIMEOUT_MS);
  } catch (error) {
    killServer(server);
    await server.exited;
    throw error;
  }
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    alive: () => server.child.exitCode === null && server.child.signalCode === null,
    kill: async () => {
      killServer(server);
      await server.exited;
    },
  };
}

/** The JSON log lines a server printed on stdout (non-JSON lines skipped). */
export function logLines(server: ServerProcess): Array<Record<string, unknown>> {
  return server
    .stdout()
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

/** A temporary `DATA_DIR` and its removal. */
export function tempDataDir(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'partline-resilience-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
