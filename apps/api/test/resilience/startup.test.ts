import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionEnv, spawnBuiltServer, tempDataDir } from './support/server.js';

/**
 * Decision 059: the built server refuses to start on a bad environment or without its database,
 * with a message a person can act on — the bad keys named, the unreachable server named without
 * its password — and a non-zero exit, not a stack trace.
 */

/** A port on 127.0.0.1 with nothing listening (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('start-up refusals of the built server', () => {
  let dataDir: ReturnType<typeof tempDataDir>;
  beforeAll(() => {
    dataDir = tempDataDir();
  });
  afterAll(() => dataDir?.remove());

  it('exits non-zero naming every bad configuration key, without a stack trace', async () => {
    const server = spawnBuiltServer(
      productionEnv(dataDir.path, { PORT: 'eighty', PAYMENT_PROVIDER: 'paypal' }),
    );
    expect(await server.exited).toBe(1);
    const stderr = server.stderr();
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toMatch(/^ {2}PORT: must be a whole number from 0 to 65535$/m);
    expect(stderr).toMatch(/^ {2}PAYMENT_PROVIDER: must be local or stripe$/m);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(server.stdout()).not.toContain('listening');
  });

  it('exits non-zero with a clear message when PostgreSQL cannot be reached', async () => {
    const port = await closedPort();
    const server = spawnBuiltServer(
      productionEnv(dataDir.path, {
        DATABASE_URL: `postgres://shop:s3cret-pw@127.0.0.1:${port}/partline`,
      }),
    );
    expect(await server.exited).toBe(1);
    const stderr = server.stderr();
    expect(stderr.trim()).toBe(
      `Cannot reach the database at postgres://shop@127.0.0.1:${port}/partline: ` +
        `connect ECONNREFUSED 127.0.0.1:${port}. Is PostgreSQL running there, and is DATABASE_URL right?`,
    );
    expect(stderr + server.stdout()).not.toContain('s3cret-pw');
    expect(server.stdout()).not.toContain('listening');
  });
});
