import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
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
      return callback(new Error(`refused: ${hostname} resolves to a private address`), '');
    }
    return callback(null, address, family);
  });
}

/**
 * POSTs `body` to `url` and answers the status code (the answer's body is not read). Redirects
 * are not followed; a private, loopback or link-local destination is refused unless
 * `allowPrivate` (decision 192).
 * @throws Error on a refused destination, a network error or after `timeoutMs`.
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
      reject(new Error(`refused: ${host} is a private address`));
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
