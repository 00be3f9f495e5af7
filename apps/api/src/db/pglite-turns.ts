import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Longest stretch of PGlite work, ms, after which the event loop gets a turn before the next
 * statement (decision 275). 0: the loop gets a turn between any two calls, so that reads answered
 * from memory go on between a checkout's statements (decision 341; 4 ms, about one order
 * placement, left the readers a quarter of the thread under the mixed load).
 */
export const PGLITE_SLICE_MS = 0;

/**
 * Makes the top-level `query`, `exec` and `transaction` of `client` take turns in slices
 * (decision 275). PGlite runs PostgreSQL on this thread and chains its statements by promises, so
 * while statements wait, the event loop never reaches its poll phase; and libuv accepts one new
 * connection per poll, so under load new connections waited seconds to be accepted. Here the
 * calls run one at a time in the order they were made — as PGlite's own lock runs them, so a
 * transaction stays one uninterrupted unit — and once they have run for `sliceMs` without a break,
 * the next one waits for the loop's next turn (`setImmediate`, which follows the poll phase).
 * Statements inside a transaction are the transaction's own and are not delayed. The original
 * methods stay reachable through the prototype; `listen` is left to PGlite. Returns how many calls
 * run and wait ({@link PgliteTurns}).
 */
export function takeTurns(client: PGlite, sliceMs = PGLITE_SLICE_MS): PgliteTurns {
  let tail: Promise<unknown> = Promise.resolve();
  // Calls made and not yet finished; one of them runs while any is there.
  let pending = 0;
  // When the current slice must give the loop a turn; undefined once the loop has had one.
  let sliceEnds: number | undefined;
  const startSlice = () => {
    sliceEnds = performance.now() + sliceMs;
    // The slice ends by itself at the loop's next check phase, idle or not.
    setImmediate(() => (sliceEnds = undefined));
  };
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    pending += 1;
    const turn = tail.then(async () => {
      if (sliceEnds !== undefined && performance.now() >= sliceEnds) await nextLoopTurn();
      if (sliceEnds === undefined) startSlice();
      return run();
    });
    const done = () => (pending -= 1);
    turn.then(done, done);
    tail = turn.catch(() => undefined);
    return turn;
  };
  const { query, exec, transaction } = Object.getPrototypeOf(client) as PGlite;
  client.query = ((...args: Parameters<PGlite['query']>) =>
    inTurn(() => query.apply(client, args))) as PGlite['query'];
  client.exec = (...args) => inTurn(() => exec.apply(client, args));
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    inTurn(() => transaction.apply(client, args))) as PGlite['transaction'];
  return {
    counts: () => ({ running: pending > 0 ? 1 : 0, queued: Math.max(0, pending - 1) }),
  };
}

/** What {@link takeTurns} tells of the calls it orders. */
export interface PgliteTurns {
  /**
   * Now: whether a call runs (`running`, 0 or 1) and how many wait behind it (`queued`), for the
   * pool metrics of decision 332. A call counts from when it is made until its promise settles.
   */
  counts(): { running: number; queued: number };
}
