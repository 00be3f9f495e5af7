import { readFile } from 'node:fs/promises';
import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseKind } from '../../test/helpers/test-app.js';
import { PGLITE_EXTENSIONS } from './client.js';
import { takeTurns } from './pglite-turns.js';

describe.skipIf(testDatabaseKind !== 'pglite')('takeTurns', () => {
  let client: PGlite;
  beforeAll(async () => {
    // The suite's migrated snapshot: creating a cluster here would take far longer.
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    client = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: snapshot });
    await client.waitReady;
    // Every slice used up at once: the loop gets a turn before each statement but the first.
    takeTurns(client, 0);
  });
  afterAll(() => client.close());

  it('gives the event loop a turn between statements once a slice is used up', async () => {
    const order: string[] = [];
    const done = ['q1', 'q2', 'q3'].map((label) =>
      client.query(`SELECT '${label}' AS label`).then(() => order.push(label)),
    );
    // PGlite alone runs all three in promise callbacks, before the loop polls or checks again.
    setImmediate(() => order.push('loop'));
    await Promise.all(done);
    expect(order).toEqual(['q1', 'loop', 'q2', 'q3']);
  });

  it('keeps the calls in their order, a transaction whole and a failure to itself', async () => {
    await client.exec('CREATE TABLE turns (n int)');
    const transaction = client.transaction(async (tx) => {
      await tx.query('INSERT INTO turns VALUES (1)');
      await nextLoopTurn();
      await tx.query('INSERT INTO turns VALUES (2)');
    });
    const counted = client.query<{ count: number }>('SELECT count(*)::int AS count FROM turns');
    const failed = client.query('SELECT nothing FROM turns');
    const inserted = client.exec('INSERT INTO turns VALUES (3)');
    await transaction;
    expect((await counted).rows).toEqual([{ count: 2 }]);
    await expect(failed).rejects.toThrow(/nothing/);
    await inserted;
    expect((await client.query('SELECT n FROM turns')).rows).toEqual([
      { n: 1 },
      { n: 2 },
      { n: 3 },
    ]);
  });
});
