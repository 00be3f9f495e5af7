import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in webhook receiver on 127.0.0.1 (the app under test must allow private addresses):
 * down (connection refused) until `up()`, then it records every request it gets and answers 204.
 */
export function webhookReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          received.push({ headers: request.headers, body });
          response.writeHead(204).end();
        });
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  return {
    received,
    url: () => `http://127.0.0.1:${port}/partline/events`,
    /** Takes a free port and closes it: the receiver is down. */
    async reserve() {
      await listen();
      await close();
    },
    up: listen,
    down: close,
  };
}
