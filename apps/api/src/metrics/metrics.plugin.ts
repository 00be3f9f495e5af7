import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsConfig } from '../config/env.js';
import type { LoopStatus } from '../jobs/polling-loop.js';
import { errorBody } from '../plugins/error-handler.js';
import { COUNTED_CACHES, lookupsOf } from './cache-lookups.js';
import { METRICS_CHALLENGE, METRICS_PATH, METRICS_UNAUTHORIZED_MESSAGE, scrape } from './scrape.js';
import { queueStatsReader, WATCHED_QUEUES } from './queue-stats.js';
import { methodLabel, routeLabel } from './route-label.js';

/** Prefix of every metric name of the app. */
export const METRIC_PREFIX = 'partline_';

/**
 * Upper bounds of the request duration buckets, seconds: from a kept catalog answer (a few ms) to
 * a PDF or CSV export (seconds).
 */
export const REQUEST_DURATION_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

/** The metrics of one app instance (decision 332). */
export interface AppMetrics {
  /** Every family of this instance; `registry.metrics()` is the text a scrape answers. */
  readonly registry: Registry;
  /** Reports a scheduled job's lag and passes, by `name` (the `job` label). */
  watchJob(name: string, status: () => LoopStatus): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics; decorated only when `METRICS_TOKEN` or `METRICS_PORT` is set. */
    metrics: AppMetrics;
  }
}

/** Options of {@link metricsPlugin}. */
export interface MetricsPluginOptions {
  config: MetricsConfig;
}

/**
 * Prometheus metrics of this instance (decision 332), every name prefixed `partline_`:
 * - `http_requests_total` and `http_request_duration_seconds` by `method`, `route` (the matched
 *   pattern, `unmatched` for every unknown URL) and `status_code`, counted when the answer is sent
 *   (scrapes of `/metrics` are not counted);
 * - `db_pool_connections_in_use`, `db_pool_connections_idle`, `db_pool_connections_max` and
 *   `db_pool_waiting_queries`, read at scrape time from the `pg` pool (PGlite: its one connection
 *   and the statements queued for it);
 * - `write_slots_in_use`, `write_slots_waiting` and `write_slots_max`: the handlers of
 *   state-changing routes in the instance's write slots and waiting for one (decision 341);
 * - `queue_jobs` and `queue_oldest_job_age_seconds` by `queue` (`mail`, `webhook`), read at scrape
 *   time by one indexed COUNT/MIN per queue and kept 5 s; absent while the database does not answer;
 * - `scheduled_job_lag_seconds`, `scheduled_job_last_success_timestamp_seconds` and
 *   `scheduled_job_passes_total` (by `outcome`) by `job`;
 * - `cache_lookups_total` by `cache` (`catalog`, `kept_answers`, `session`) and `result`
 *   (`hit`, `miss`), the process's counts;
 * - prom-client's default process and Node.js metrics (memory, CPU, event-loop lag, GC).
 *
 * With `METRICS_TOKEN` and no `METRICS_PORT`, `GET /metrics` on the main port answers them to a
 * scrape sending `Authorization: Bearer <token>`, and 401 `unauthorized` in the one error shape to
 * any other; with `METRICS_PORT`, the server process serves them there (`metrics-server.ts`).
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { config }) => {
    const registry = new Registry();
    const registers = [registry];
    collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });

    const requests = new Counter({
      name: `${METRIC_PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers,
    });
    const durations = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'Time from receiving a request to sending its answer, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [...REQUEST_DURATION_BUCKETS],
      registers,
    });
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const route = routeLabel(request);
      if (route === METRICS_PATH) return;
      const labels = {
        method: methodLabel(request.method),
        route,
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });

    const connections = () => app.database.connections();
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_connections_in_use`,
      help: 'Database connections running a query or held by a transaction (PGlite: 1 while a statement runs).',
      registers,
      collect() {
        this.set(connections().inUse);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_connections_idle`,
      help: 'Open database connections waiting for work.',
      registers,
      collect() {
        this.set(connections().idle);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_connections_max`,
      help: 'Most database connections this instance opens (PGlite: 1).',
      registers,
      collect() {
        this.set(connections().max);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_waiting_queries`,
      help: 'Queries waiting for a free database connection (PGlite: statements queued behind the running one).',
      registers,
      collect() {
        this.set(connections().waiting);
      },
    });

    const slots = () => app.writeSlots.counts();
    new Gauge({
      name: `${METRIC_PREFIX}write_slots_in_use`,
      help: 'Handlers of state-changing routes running in one of the write slots.',
      registers,
      collect() {
        this.set(slots().inUse);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}write_slots_waiting`,
      help: 'Handlers of state-changing routes waiting for a free write slot.',
      registers,
      collect() {
        this.set(slots().waiting);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}write_slots_max`,
      help: 'Write slots of this instance (WRITE_CONCURRENCY).',
      registers,
      collect() {
        this.set(slots().max);
      },
    });

    const readQueues = queueStatsReader(() => app.database.db);
    const readQueuesOrLog = () =>
      readQueues().catch((error: unknown) => {
        app.log.warn({ err: error }, 'queue backlog not read for /metrics');
        return undefined;
      });
    new Gauge({
      name: `${METRIC_PREFIX}queue_jobs`,
      help: 'Jobs of a durable queue not yet done (pending or being sent), by queue.',
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        this.reset();
        const backlogs = await readQueuesOrLog();
        if (!backlogs) return;
        for (const queue of WATCHED_QUEUES) this.set({ queue }, backlogs[queue].jobs);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}queue_oldest_job_age_seconds`,
      help: 'Age of the oldest job of a durable queue not yet done, from its creation (0 when none), by queue.',
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        this.reset();
        const backlogs = await readQueuesOrLog();
        if (!backlogs) return;
        for (const queue of WATCHED_QUEUES) this.set({ queue }, backlogs[queue].oldestAgeSeconds);
      },
    });

    const jobs = new Map<string, () => LoopStatus>();
    new Gauge({
      name: `${METRIC_PREFIX}scheduled_job_lag_seconds`,
      help: 'How long a scheduled job has been due without its pass ending (0 while its next pass is not due yet), by job.',
      labelNames: ['job'] as const,
      registers,
      collect() {
        const now = Date.now();
        for (const [job, status] of jobs) {
          const { dueAt } = status();
          this.set({ job }, dueAt === undefined ? 0 : Math.max(0, now - dueAt) / 1000);
        }
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}scheduled_job_last_success_timestamp_seconds`,
      help: 'When the last pass of a scheduled job that did not fail ended, Unix time, by job (absent before the first).',
      labelNames: ['job'] as const,
      registers,
      collect() {
        this.reset();
        for (const [job, status] of jobs) {
          const { lastSuccessAt } = status();
          if (lastSuccessAt !== undefined) this.set({ job }, lastSuccessAt / 1000);
        }
      },
    });
    new Counter({
      name: `${METRIC_PREFIX}scheduled_job_passes_total`,
      help: 'Timed passes of a scheduled job, by job and outcome (success, failure).',
      labelNames: ['job', 'outcome'] as const,
      registers,
      collect() {
        this.reset();
        for (const [job, status] of jobs) {
          const { succeeded, failed } = status();
          this.inc({ job, outcome: 'success' }, succeeded);
          this.inc({ job, outcome: 'failure' }, failed);
        }
      },
    });

    new Counter({
      name: `${METRIC_PREFIX}cache_lookups_total`,
      help: 'Lookups of an in-process cache, by cache and result (hit: answered from memory; miss: read from the database).',
      labelNames: ['cache', 'result'] as const,
      registers,
      collect() {
        this.reset();
        for (const cache of COUNTED_CACHES) {
          const { hits, misses } = lookupsOf(cache);
          this.inc({ cache, result: 'hit' }, hits);
          this.inc({ cache, result: 'miss' }, misses);
        }
      },
    });

    app.decorate('metrics', {
      registry,
      watchJob: (name: string, status: () => LoopStatus) => void jobs.set(name, status),
    } satisfies AppMetrics);

    // On the main port only when there is a token to keep it from the public (decision 332).
    const token = config.token;
    if (config.port === undefined && token !== undefined) {
      app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
        const answer = await scrape(registry, token, request.headers.authorization);
        if (!answer.allowed) {
          return reply
            .code(401)
            .header('www-authenticate', METRICS_CHALLENGE)
            .send(errorBody('unauthorized', METRICS_UNAUTHORIZED_MESSAGE));
        }
        return reply.header('cache-control', 'no-store').type(answer.contentType).send(answer.body);
      });
    }
  },
  { name: 'partline-metrics', dependencies: ['partline-db', 'write-slots'] },
);
