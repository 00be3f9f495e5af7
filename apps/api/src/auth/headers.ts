import type { IncomingHttpHeaders } from 'node:http';

/** Node's request headers as Fetch `Headers` (repeated headers joined as HTTP allows). */
export function toFetchHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}
