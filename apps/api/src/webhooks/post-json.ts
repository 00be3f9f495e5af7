import {
  lookup as dnsLookup,
  promises as dns,
  type LookupAddress,
  type LookupOptions,
} from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/** Loopback, private, link-local, shared and unspecified ranges (decision 192: no SSRF). */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local or unspecified (IPv4-mapped too). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A refused destination (loopback, private, link-local). Its `message` is all a client sees in
 * the delivery log, "destination not allowed": which of their host names resolve to the shop's
 * private network is not theirs to learn. `detail` names the host, for the server's log only.
 */
export class DestinationNotAllowedError extends Error {
  constructor(readonly detail: string) {
    super('destination not allowed');
    this.name = 'DestinationNotAllowedError';
  }
}

/** How long registration waits for a host name to resolve, ms. */
const REGISTRATION_LOOKUP_MS = 3_000;

/**
 * Why a webhook URL may not be registered, or `undefined` (decision 294): the check delivery makes
 * at connect time, made up front. An IP literal or `localhost` in a refused range is refused; a
 * host name is resolved and refused when any of its addresses is. A name that does not resolve
 * (yet) is accepted: delivery checks again at every connect, which also covers a name whose
 * addresses change later. Nothing is refused when `allowPrivate` (`WEBHOOK_ALLOW_PRIVATE_URLS`).
 */
export async function destinationProblem(
  url: string,
  allowPrivate: boolean,
): Promise<DestinationNotAllowedError | undefined> {
  if (allowPrivate) return undefined;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host)) {
    return isPrivateAddress(host)
      ? new DestinationNotAllowedError(`${host} is private`)
      : undefined;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return new DestinationNotAllowedError(`${host} is loopback`);
  }
  let timer: NodeJS.Timeout | undefined;
  const addresses = await Promise.race([
    dns.lookup(host, { all: true }).then(
      (found) => found.map((entry) => entry.address),
      () => [],
    ),
    new Promise<string[]>((resolve) => {
      timer = setTimeout(() => resolve([]), REGISTRATION_LOOKUP_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  return addresses.some(isPrivateAddress)
    ? new DestinationNotAllowedError(`${host} resolves to a private address`)
    : undefined;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** `dns.lookup` that refuses names resolving to a private address (checked at connect time). */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, options, (error, address: string | LookupAddress[], family?: number) => {
    if (error) return callback(error, '');
    const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address];
    if (addresses.some(isPrivateAddress)) {
      return callback(
        new DestinationNotAllowedError(`${hostname} resolves to a private address`),
        '',
      );
    }
    return callback(null, address, family);
  });
}

/**
 * POSTs `body` to `url` and answers the status code (the answer's body is not read). Redirects
 * are not followed; a private, loopback or link-local destination is refused unless
 * `allowPrivate` (decision 192).
 * @throws DestinationNotAllowedError on a refused destination; Error on a network error or after
 *   `timeoutMs`.
 */
export function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
  { timeoutMs, allowPrivate }: { timeoutMs: number; allowPrivate: boolean },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (!allowPrivate && (isIP(host) ? isPrivateAddress(host) : host === 'localhost')) {
      reject(new DestinationNotAllowedError(`${host} is a private address`));
      return;
    }
    const options: RequestOptions = {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
      timeout: timeoutMs,
      ...(allowPrivate ? {} : { lookup: publicLookup as RequestOptions['lookup'] }),
    };
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(target, options, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
