import { describe, expect, it } from 'vitest';
import {
  histogramPercentile,
  latencyBucket,
  queueJobsOf,
  soakChecks,
  soakMinutes,
  soakSpans,
} from './soak.mjs';

/** A histogram of `count` latencies of `ms` each. */
const latencies = (ms, count) => ({ [latencyBucket(ms)]: count });

/** A steady minute: 300 MB, reads answering in 4 ms (99 %) and 12 ms (1 %), nothing failed. */
const minute = (overrides = {}) => ({
  rssMb: 300,
  readHistogram: { ...latencies(4, 9_900), ...latencies(12, 100) },
  failures: 0,
  ...overrides,
});
const steady = () => Array.from({ length: 30 }, () => minute());
const soak = (overrides = {}) => ({
  minutes: steady(),
  failuresOutside: 0,
  restarts: 0,
  queuesAtEnd: { mail: 0, webhook: 0 },
  ...overrides,
});
const missed = (checks) => checks.filter((check) => !check.met).map((check) => check.what);

describe('the soak’s length', () => {
  it('reads minutes, seconds and hours, a bare number as minutes', () => {
    expect(soakMinutes('30m')).toBe(30);
    expect(soakMinutes('90s')).toBe(2);
    expect(soakMinutes('1h')).toBe(60);
    expect(soakMinutes('5')).toBe(5);
    expect(soakMinutes('10s')).toBe(1);
  });

  it('refuses anything else', () => {
    expect(() => soakMinutes('half an hour')).toThrow('--soak takes a duration');
    expect(() => soakMinutes('-5m')).toThrow();
  });
});

describe('the spans compared for flatness', () => {
  it('are minutes 5–10 and the last 5 of a 30-minute soak', () => {
    expect(soakSpans(30)).toEqual({ baseline: [5, 10], last: [25, 30] });
  });

  it('keep their shares in a shorter or longer soak, a minute at least', () => {
    expect(soakSpans(60)).toEqual({ baseline: [10, 20], last: [50, 60] });
    expect(soakSpans(6)).toEqual({ baseline: [1, 2], last: [5, 6] });
    expect(soakSpans(2)).toEqual({ baseline: [0, 1], last: [1, 2] });
    expect(soakSpans(1)).toEqual({ baseline: [0, 1], last: [0, 1] });
  });
});

describe('the latency histogram', () => {
  it('answers a percentile within 2 % of the latency', () => {
    for (const ms of [0.3, 4, 12, 250, 4_000]) {
      const p99 = histogramPercentile([latencies(ms, 10)], 0.99);
      expect(p99 / ms).toBeGreaterThanOrEqual(1);
      expect(p99 / ms).toBeLessThan(1.02);
    }
  });

  it('merges minutes: the p99 of two minutes together, and 0 of nothing', () => {
    const fast = latencies(2, 990);
    const slow = latencies(50, 20);
    expect(histogramPercentile([fast], 0.99)).toBeLessThan(2.05);
    expect(histogramPercentile([fast, slow], 0.99)).toBeGreaterThan(49);
    expect(histogramPercentile([], 0.99)).toBe(0);
  });
});

describe('the soak’s checks', () => {
  it('all hold on a steady soak whose queues emptied', () => {
    const checks = soakChecks(soak(), 'on pglite (demo)');
    expect(checks.map((check) => check.what)).toEqual([
      'soak on pglite (demo): every request',
      'soak on pglite (demo): the server',
      'soak on pglite (demo): server RSS, minutes 25–30 (rows 26–30)',
      'soak on pglite (demo): readers’ p99, minutes 25–30 (rows 26–30)',
      'soak on pglite (demo): queues at the end',
    ]);
    expect(missed(checks)).toEqual([]);
  });

  it('fail on memory that grows more than 10 % between minutes 5–10 and the last five', () => {
    const minutes = steady().map((each, i) => ({ ...each, rssMb: 300 + i * 3 }));
    const checks = soakChecks(soak({ minutes }), 'x');
    expect(missed(checks)).toEqual(['soak x: server RSS, minutes 25–30 (rows 26–30)']);
    expect(checks[2].figure).toBe('381 MB against 321 MB (1.19 ×)');
  });

  it('hold on memory that moves less than 10 %', () => {
    const minutes = steady().map((each, i) => ({ ...each, rssMb: 300 + i }));
    expect(missed(soakChecks(soak({ minutes }), 'x'))).toEqual([]);
  });

  it('fail on a p99 that creeps up in the last minutes', () => {
    const minutes = steady().map((each, i) =>
      i >= 25
        ? { ...each, readHistogram: { ...latencies(4, 9_800), ...latencies(20, 200) } }
        : each,
    );
    expect(missed(soakChecks(soak({ minutes }), 'x'))).toEqual([
      'soak x: readers’ p99, minutes 25–30 (rows 26–30)',
    ]);
  });

  it('fail on a failed request, in a minute or in the warm-up', () => {
    const minutes = steady();
    minutes[17] = minute({ failures: 2 });
    expect(missed(soakChecks(soak({ minutes }), 'x'))).toEqual(['soak x: every request']);
    expect(missed(soakChecks(soak({ failuresOutside: 1 }), 'x'))).toEqual([
      'soak x: every request',
    ]);
  });

  it('fail on a restart, on jobs left in a queue, and where the queues are not exposed', () => {
    expect(missed(soakChecks(soak({ restarts: 1 }), 'x'))).toEqual(['soak x: the server']);
    expect(missed(soakChecks(soak({ queuesAtEnd: { mail: 3, webhook: 0 } }), 'x'))).toEqual([
      'soak x: queues at the end',
    ]);
    expect(missed(soakChecks(soak({ queuesAtEnd: undefined }), 'x'))).toEqual([
      'soak x: queues at the end',
    ]);
  });
});

describe('the queues in the metrics', () => {
  it('are read per queue from the exposition', () => {
    const text = [
      '# HELP partline_queue_jobs Jobs waiting in a durable queue.',
      '# TYPE partline_queue_jobs gauge',
      'partline_queue_jobs{queue="mail"} 2',
      'partline_queue_jobs{queue="webhook"} 0',
      'partline_queue_oldest_job_age_seconds{queue="mail"} 12.5',
    ].join('\n');
    expect(queueJobsOf(text)).toEqual({ mail: 2, webhook: 0 });
    expect(queueJobsOf('partline_http_requests_total 3')).toBeUndefined();
  });
});
