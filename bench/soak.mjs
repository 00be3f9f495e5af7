// The soak of `npm run bench -- --soak 30m` (decision 339): the full mix of bench/mix.mjs for a
// long while, measured minute by minute, to see what a short run cannot — memory that grows, a
// p99 that creeps, a queue that never empties, a server that restarts. Pure parts (no server, no
// database handle): bench/run.mjs runs the minutes and hands the figures over; bench/soak.test.mjs
// checks these functions.

/** What a soak must hold (decision 339). */
export const SOAK_TARGETS = {
  /** The last minutes' RSS and p99 against the early minutes': at most this far apart (±). */
  flatWithin: 0.1,
  /** Minutes of the first settled span (minutes 5–10 of 30), and of the last span (25–30). */
  baselineFrom: 5,
  baselineTo: 10,
  lastMinutes: 5,
  /** The soak the targets are written for; a shorter one compares spans in the same proportions. */
  minutes: 30,
};

/**
 * `30m`, `90s`, `1h` or a bare number of minutes, as whole minutes (at least 1).
 *
 * @param {string} text the `--soak` value
 * @returns {number} minutes
 * @throws {Error} on anything else
 */
export function soakMinutes(text) {
  const match = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(String(text).trim());
  if (!match) throw new Error(`--soak takes a duration such as 30m, 90s or 1h: ${text}`);
  const factor = { s: 1 / 60, m: 1, h: 60 }[match[2] ?? 'm'];
  return Math.max(1, Math.round(Number(match[1]) * factor));
}

/**
 * The two spans of a soak of `minutes` compared for flatness, as minute indexes `[from, to)`:
 * minutes 5–10 and the last 5 of a 30-minute soak; of a shorter or longer one, the same shares of
 * it (a sixth in, a sixth long; the last sixth), each one minute at least.
 *
 * @param {number} minutes the soak's length in whole minutes
 * @returns {{ baseline: [number, number], last: [number, number] }}
 */
export function soakSpans(minutes) {
  const share = (part) => Math.round((part * minutes) / SOAK_TARGETS.minutes);
  const from = Math.min(share(SOAK_TARGETS.baselineFrom), minutes - 1);
  const to = Math.max(from + 1, Math.min(share(SOAK_TARGETS.baselineTo), minutes));
  const lastFrom = Math.max(0, minutes - Math.max(1, share(SOAK_TARGETS.lastMinutes)));
  return { baseline: [from, to], last: [lastFrom, minutes] };
}

/** Latency histogram buckets grow by 2 % from 0.05 ms: a percentile read from them is within 2 %. */
const BUCKET_RATIO = 1.02;
const BUCKET_BASE_MS = 0.05;

/**
 * The bucket of a latency in a read-latency histogram (bench/mix-load.mjs): `{ [bucket]: count }`.
 *
 * @param {number} ms a latency in milliseconds
 * @returns {number} the bucket's index, 0 for anything up to 0.05 ms
 */
export function latencyBucket(ms) {
  return ms <= BUCKET_BASE_MS
    ? 0
    : Math.ceil(Math.log(ms / BUCKET_BASE_MS) / Math.log(BUCKET_RATIO));
}

/**
 * The `p` percentile of the histograms together, in ms (the upper edge of its bucket); 0 when
 * they hold nothing.
 *
 * @param {Record<string, number>[]} histograms histograms of {@link latencyBucket}
 * @param {number} p the percentile as a fraction, e.g. 0.99
 */
export function histogramPercentile(histograms, p) {
  const counts = new Map();
  for (const histogram of histograms)
    for (const [bucket, count] of Object.entries(histogram))
      counts.set(Number(bucket), (counts.get(Number(bucket)) ?? 0) + count);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return 0;
  const rank = Math.ceil(total * p);
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket);
    if (seen >= rank) return BUCKET_BASE_MS * BUCKET_RATIO ** bucket;
  }
  return 0;
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The checks of a soak, each met or not, in the bench's check shape: no failed request, the server
 * never restarted, RSS and the readers' p99 flat between {@link soakSpans}' two spans, the mail and
 * webhook queues empty at the end.
 *
 * @param {object} soak `minutes`: per minute `{ rssMb, readHistogram, failures }` (the RSS peak of
 *   the minute, the readers' latencies, failed requests of every kind); `failuresOutside`: failed
 *   requests of the warm-up; `restarts`: how often the server's process was not the one started
 *   (or had exited); `queuesAtEnd`: jobs left per queue once the load stopped and the drain ended
 *   (`undefined` when the server exposed no figure)
 * @param {string} at where, e.g. `on pglite (demo)`
 * @returns {{ what: string, target: string, figure: string, met: boolean }[]}
 */
export function soakChecks(soak, at) {
  const checks = [];
  const check = (what, target, figure, met) =>
    checks.push({ what: `soak ${at}: ${what}`, target, figure, met });
  const failed = soak.minutes.reduce((sum, minute) => sum + minute.failures, 0);
  check(
    'every request',
    'no errors, no non-2xx',
    `${failed} in ${soak.minutes.length} minutes, ${soak.failuresOutside} in the warm-up`,
    failed + soak.failuresOutside === 0,
  );
  check(
    'the server',
    'no restart',
    soak.restarts === 0 ? 'the same process throughout' : `${soak.restarts} restarts`,
    soak.restarts === 0,
  );
  const { baseline, last } = soakSpans(soak.minutes.length);
  const span = ([from, to]) => soak.minutes.slice(from, to);
  const spanText = ([from, to]) => `minutes ${from}–${to} (rows ${from + 1}–${to})`;
  const within = `within ±${Math.round(SOAK_TARGETS.flatWithin * 100)} % of ${spanText(baseline)}`;
  const flat = (ratio) => Math.abs(ratio - 1) <= SOAK_TARGETS.flatWithin;
  const rssBefore = mean(span(baseline).map((minute) => minute.rssMb));
  const rssAfter = mean(span(last).map((minute) => minute.rssMb));
  check(
    `server RSS, ${spanText(last)}`,
    within,
    `${rssAfter.toFixed(0)} MB against ${rssBefore.toFixed(0)} MB (${(rssAfter / rssBefore).toFixed(2)} ×)`,
    flat(rssAfter / rssBefore),
  );
  const p99Before = histogramPercentile(
    span(baseline).map((minute) => minute.readHistogram),
    0.99,
  );
  const p99After = histogramPercentile(
    span(last).map((minute) => minute.readHistogram),
    0.99,
  );
  check(
    `readers’ p99, ${spanText(last)}`,
    within,
    `${p99After.toFixed(1)} ms against ${p99Before.toFixed(1)} ms (${(p99After / Math.max(p99Before, 0.001)).toFixed(2)} ×)`,
    p99Before > 0 && flat(p99After / p99Before),
  );
  const left = soak.queuesAtEnd;
  check(
    'queues at the end',
    'mail and webhook queues empty',
    left
      ? Object.entries(left)
          .map(([queue, jobs]) => `${queue} ${jobs}`)
          .join(', ')
      : 'not exposed',
    left !== undefined && Object.values(left).every((jobs) => jobs === 0),
  );
  return checks;
}

/**
 * Jobs waiting per queue from a Prometheus text exposition (`partline_queue_jobs{queue="mail"}`,
 * decision 332); `undefined` when the text has none.
 *
 * @param {string} text the exposition
 * @returns {Record<string, number> | undefined}
 */
export function queueJobsOf(text) {
  const jobs = {};
  for (const match of text.matchAll(/^partline_queue_jobs\{[^}]*queue="([^"]+)"[^}]*\}\s+(\S+)/gm))
    jobs[match[1]] = Number(match[2]);
  return Object.keys(jobs).length > 0 ? jobs : undefined;
}
