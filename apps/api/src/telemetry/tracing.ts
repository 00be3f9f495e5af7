/**
 * OpenTelemetry traces (decision 332), loaded only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set: the
 * server entry starts them before it loads the app, and the app names each request's span. Nothing
 * here is imported otherwise, so the default start-up and memory stay as they were.
 */
import { createRequire } from 'node:module';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { routeLabel } from '../metrics/route-label.js';

/** The `service.name` of every span. */
export const SERVICE_NAME = 'partline-api';

/** The span attribute carrying the request id (the `x-request-id` of the answer and its logs). */
export const REQUEST_ID_ATTRIBUTE = 'partline.request_id';

/** Paths whose requests are not traced: scrapes and health checks, polled all day long. */
const UNTRACED_PATHS = new Set(['/metrics', '/api/health']);

/**
 * Starts the OpenTelemetry SDK: service `partline-api`, spans of incoming and outgoing HTTP and of
 * `pg` queries, sent in batches over OTLP/HTTP to `OTEL_EXPORTER_OTLP_ENDPOINT` (`/v1/traces`
 * appended; the exporter reads the standard `OTEL_EXPORTER_OTLP_*` and `OTEL_BSP_*` variables).
 * No OpenTelemetry metrics or logs: metrics are Prometheus's, logs stay pino's lines.
 * Call it before the app's modules load.
 * @returns the SDK's shutdown, which sends the spans still buffered.
 */
export function startTracing(): () => Promise<void> {
  const sdk = new NodeSDK({
    serviceName: SERVICE_NAME,
    traceExporter: new OTLPTraceExporter(),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) =>
          UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
      }),
      // Queries of a request only: the workers' polling would otherwise be a trace every second.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  // The instrumentations patch a module when it is required after this point. The app imports
  // `pg` as an ES module, which Node takes from the same CommonJS cache without `require`: load
  // it (and `http`) once through `require` here, patched, before the app imports them.
  const load = createRequire(import.meta.url);
  load('node:http');
  load('pg');
  return () => sdk.shutdown();
}

/**
 * Fastify's `childLoggerFactory` with traces on: the request's logger as Fastify makes it, plus
 * `traceId` of the request's span, so a log line can be found from a trace and back.
 */
export function requestLoggerWithTraceId(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: object,
): FastifyBaseLogger {
  const span = trace.getActiveSpan();
  const traceId = span?.spanContext().traceId;
  return logger.child(traceId ? { ...bindings, traceId } : bindings, options);
}

/**
 * An `onRequest` hook: names the request's server span `<METHOD> <route pattern>` with the
 * `http.route` attribute (`unmatched` for unknown URLs, as in the metrics) and the request id.
 */
export async function nameRequestSpan(request: FastifyRequest): Promise<void> {
  const span = trace.getActiveSpan();
  if (!span) return;
  const route = routeLabel(request);
  span.updateName(`${request.method} ${route}`);
  span.setAttribute('http.route', route);
  span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
}
