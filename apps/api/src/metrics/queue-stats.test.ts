import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailJobs } from '../db/schema/index.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { QUEUE_STATS_MAX_AGE_MS, queueStatsReader } from './queue-stats.js';

const t = useTestApp();

const queueMail = (status: 'pending' | 'sending' | 'sent' | 'failed', ageSeconds: number) =>
  t.db.insert(mailJobs).values({
    kind: 'order_placed',
    orderId: randomUUID(),
    recipient: 'buyer@example.com',
    payload: {},
    status,
    createdAt: sql`now() - make_interval(secs => ${ageSeconds})`,
    nextAttemptAt: sql`now() + interval '1 hour'`,
  });

describe('queueStatsReader', () => {
  it('counts the jobs still to do and the age of the oldest, and keeps a reading 5 s', async () => {
    let now = 1_000_000;
    const read = queueStatsReader(
      () => t.db,
      () => now,
    );
    expect(await read()).toEqual({
      mail: { jobs: 0, oldestAgeSeconds: 0 },
      webhook: { jobs: 0, oldestAgeSeconds: 0 },
    });

    await queueMail('pending', 30);
    await queueMail('sending', 200);
    await queueMail('sent', 5000); // done: neither counted nor the oldest
    await queueMail('failed', 9000); // given up: not waiting any more
    // Within the 5 s: the reading kept.
    now += QUEUE_STATS_MAX_AGE_MS - 1;
    expect((await read()).mail.jobs).toBe(0);

    now += 1;
    const { mail, webhook } = await read();
    expect(mail.jobs).toBe(2);
    expect(mail.oldestAgeSeconds).toBeGreaterThanOrEqual(200);
    expect(mail.oldestAgeSeconds).toBeLessThan(300);
    expect(webhook).toEqual({ jobs: 0, oldestAgeSeconds: 0 });
  });
});
