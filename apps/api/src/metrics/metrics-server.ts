import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import { genReqId, REQUEST_ID_HEADER } from '../plugins/logger.js';
import { errorBody, withRequestId } from '../plugins/error-handler.js';
import { METRICS_CHALLENGE, METRICS_PATH, METRICS_UNAUTHORIZED_MESSAGE, scrape } from './scrape.js';

/** Where {@link startMetricsServer} listens and whom it answers. */
export interface MetricsServerOptions {
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token: string | undefined;
}

/** A running metrics server. */
export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one picked for 0). */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` of `registry` on a port of its own (`METRICS_PORT` at `METRICS_HOST`,
 * decision 332), apart from the shop's traffic: another port a firewall or a private network can
 * keep from the public, no rate limit, no request logs. Anything else is answered 404, a refused
 * scrape 401, both in the one error shape with a request id.
 * @throws when the port cannot be bound (in use, or an address not of this machine).
 */
export async function startMetricsServer(
  registry: Registry,
  { port, host, token }: MetricsServerOptions,
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const requestId = genReqId(request);
    response.setHeader(REQUEST_ID_HEADER, requestId);
    response.setHeader('cache-control', 'no-store');
    const sendError = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(withRequestId(body, requestId)));
    };
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      sendError(404, errorBody('not_found', `Nothing at ${request.method} ${path}`));
      return;
    }
    scrape(registry, token, request.headers.authorization).then(
      (answer) => {
        if (!answer.allowed) {
          response.setHeader('www-authenticate', METRICS_CHALLENGE);
          sendError(401, errorBody('unauthorized', METRICS_UNAUTHORIZED_MESSAGE));
          return;
        }
        response.writeHead(200, { 'content-type': answer.contentType });
        response.end(request.method === 'HEAD' ? undefined : answer.body);
      },
      () => sendError(500, errorBody('internal_error', 'The metrics could not be read')),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
