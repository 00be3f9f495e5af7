import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy between the server and PostgreSQL that a test cuts and restores, to lose the
 * database while the server runs.
 * - `cut('reset')`: every connection is closed at once and new ones are closed on arrival (the
 *   database restarted or its host refuses).
 * - `cut('blackhole')`: bytes stop flowing both ways and new connections get no answer (a
 *   network partition); `restore()` lets the held bytes through, as TCP does when a network heals.
 */
export interface TcpProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** Connections accepted so far. */
  accepted(): number;
  cut(mode: 'reset' | 'blackhole'): void;
  restore(): void;
  close(): Promise<void>;
}

/** Starts a proxy on a free port of 127.0.0.1 to `target`. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'reset' | 'blackhole' = 'open';
  let accepted = 0;
  const pairs = new Set<[Socket, Socket]>();

  const pipe = (pair: [Socket, Socket]) => {
    const [client, upstream] = pair;
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = (pair: [Socket, Socket]) => {
    for (const socket of pair) {
      socket.unpipe();
      socket.pause();
    }
  };

  const server: Server = createServer((client) => {
    accepted += 1;
    if (mode === 'reset') {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection(target);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    if (mode === 'open') pipe(pair);
    else hold(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    accepted: () => accepted,
    cut(next) {
      mode = next;
      for (const pair of [...pairs]) {
        if (next === 'reset') for (const socket of pair) socket.resetAndDestroy();
        else hold(pair);
      }
    },
    restore() {
      mode = 'open';
      for (const pair of pairs) {
        pipe(pair);
        for (const socket of pair) socket.resume();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) for (const socket of pair) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
