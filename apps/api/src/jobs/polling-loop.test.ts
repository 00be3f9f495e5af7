import { describe, expect, it } from 'vitest';
import { batchQueueLoop } from './polling-loop.js';

const quiet = { error: () => undefined };

/**
 * A queue of `jobs` numbered jobs whose handler waits until released, recording how many run at
 * once; job numbers in `failing` answer `false`.
 */
function heldQueue(jobs: number, failing: readonly number[] = []) {
  const waiting = Array.from({ length: jobs }, (_, index) => index);
  let running = 0;
  let mostAtOnce = 0;
  const handled: number[] = [];
  return {
    claim: async (limit: number) => waiting.splice(0, limit),
    handle: async (job: number) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      handled.push(job);
      return !failing.includes(job);
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    handled,
  };
}

/** A {@link batchQueueLoop} over `queue`, claiming `batchSize` a pass, counting jobs done as 'sent'. */
function loopOver(
  queue: ReturnType<typeof heldQueue>,
  batchSize: number,
  { concurrency, pollIntervalMs = 1_000 }: { concurrency?: number; pollIntervalMs?: number } = {},
) {
  return batchQueueLoop({
    claim: () => queue.claim(batchSize),
    handle: queue.handle,
    done: 'sent',
    batchSize,
    ...(concurrency === undefined ? {} : { concurrency }),
    pollIntervalMs,
    log: quiet,
    name: 'test worker',
  });
}

describe('batchQueueLoop', () => {
  it('handles a pass’s jobs at most `concurrency` at a time, every one of them', async () => {
    const queue = heldQueue(23, [4, 17]);
    const loop = loopOver(queue, 10, { concurrency: 4 });
    expect(await loop.runOnce()).toEqual({ claimed: 10, sent: 9, failed: 1 });
    expect(queue.mostAtOnce).toBe(4);
    expect(await loop.runOnce()).toEqual({ claimed: 10, sent: 9, failed: 1 });
    expect(await loop.runOnce()).toEqual({ claimed: 3, sent: 3, failed: 0 });
    expect([...queue.handled].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 23 }, (_, index) => index),
    );
  });

  it('handles one job at a time unless told otherwise', async () => {
    const queue = heldQueue(5);
    const loop = loopOver(queue, 5);
    expect(await loop.runOnce()).toEqual({ claimed: 5, sent: 5, failed: 0 });
    expect(queue.mostAtOnce).toBe(1);
    expect(queue.handled).toEqual([0, 1, 2, 3, 4]);
  });

  it('goes on at once after a full pass, until the queue is empty', async () => {
    const queue = heldQueue(7);
    const loop = loopOver(queue, 3, { concurrency: 3, pollIntervalMs: 60_000 });
    loop.start();
    await expect.poll(() => queue.handled.length, { timeout: 5_000 }).toBe(7);
    await loop.stop();
    expect(loop.status().succeeded).toBe(3);
  });
});
