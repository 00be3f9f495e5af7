import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { API_ROOT } from '../../src/paths.js';

/** A server process started from `src/server.ts` with tsx, and what it printed. */
export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (or 128 + signal number style `null` as -1). */
  exited: Promise<number>;
}

/** Spawns the real server entry with exactly `env` (plus PATH and HOME). */
export function spawnServer(env: Record<string, string>): ServerProcess {
  return spawnNode(
    ['--import', 'tsx', join(API_ROOT, 'src', 'server.ts')],
    env,
    'server process did not start',
  );
}

/**
 * Spawns `node …args` in `apps/api` with exactly `env` (plus PATH and HOME), collecting what it
 * prints; throws `failure` when no process starts.
 */
export function spawnNode(
  args: string[],
  env: Record<string, string>,
  failure: string,
): ServerProcess {
  const child = spawn(process.execPath, args, {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  if (child.pid === undefined) throw new Error(failure);
  return { child, pid: child.pid, stdout: () => out, stderr: () => err, exited };
}

/** Waits for the "listening" log line (JSON logs) and returns the port. */
export async function waitForListening(server: ServerProcess, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const match = /listening on http:\/\/localhost:(\d+)/.exec(server.stdout());
    if (match) return Number(match[1]);
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `server did not start listening:\n${server.stdout()}\n${server.stderr()}`.slice(0, 4000),
  );
}

/** Stops a server that a test left running (SIGKILL; no-op when it already exited). */
export function killServer(server: ServerProcess | undefined): void {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
  }
}
