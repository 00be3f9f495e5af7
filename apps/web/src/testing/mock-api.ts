import { vi } from 'vitest';

/** A request as a stub handler sees it. */
export interface StubbedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body, if any. */
  body: unknown;
}

/** A reply that never arrives, to see loading states. */
export const PENDING = Symbol('pending');

/** A full reply: its status, JSON body and headers (a list's `Link`, decision 210). */
export interface FullReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * What a stubbed path answers: a JSON body (status 200), a {@link FullReply}, a `Response` as it
 * is (a file, e.g. {@link pdfReply}), never (`PENDING`), or a function of the request returning
 * (or promising) one of those.
 */
export type StubbedReply =
  unknown | FullReply | typeof PENDING | ((request: StubbedRequest) => unknown);

function isFullReply(reply: unknown): reply is FullReply {
  return typeof reply === 'object' && reply !== null && 'status' in reply && 'body' in reply;
}

async function readRequest(input: RequestInfo | URL, init?: RequestInit): Promise<StubbedRequest> {
  const request = input instanceof Request ? input : undefined;
  const url = new URL(request ? request.url : String(input), 'http://localhost');
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const headers = new Headers(init?.headers ?? request?.headers);
  const raw = init?.body ?? (request ? await request.text() : undefined);
  let body: unknown;
  if (typeof raw === 'string' && raw !== '') {
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
  }
  return { method, url, headers, body };
}

/**
 * Stubs `fetch` (the only network boundary of the app) with answers per API path, e.g.
 * `{ '/api/products': [product] }`; a key may name the method too (`'PUT /api/user/a@b.c'`), which
 * wins over the bare path. Unknown paths answer 404 in the API's error shape. Returns the mock to
 * inspect calls.
 */
export function mockApi(replies: Record<string, StubbedReply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await readRequest(input, init);
    const { pathname } = request.url;
    let reply = replies[`${request.method} ${pathname}`] ?? replies[pathname];
    if (typeof reply === 'function') {
      reply = await (reply as (r: StubbedRequest) => unknown)(request);
    }
    if (reply === PENDING) return new Promise<Response>(() => {});
    if (reply instanceof Response) return reply;
    if (reply === undefined) {
      return Response.json(
        { error: { code: 'not_found', message: `No stub for ${pathname}` } },
        { status: 404 },
      );
    }
    if (isFullReply(reply)) {
      return Response.json(reply.body, {
        status: reply.status,
        ...(reply.headers ? { headers: reply.headers } : {}),
      });
    }
    return Response.json(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls `fetchMock` received, as `"METHOD /path"` strings, in order. */
export async function calledRoutes(fetchMock: ReturnType<typeof mockApi>): Promise<string[]> {
  const requests = await Promise.all(
    fetchMock.mock.calls.map(([input, init]) => readRequest(input, init)),
  );
  return requests.map((request) => `${request.method} ${request.url.pathname}`);
}

/**
 * A stub of a list route of the specification (decision 092) as the API answers it:
 * `newestFirst` to `?sort=newest`, the same list reversed (insertion order) to anything else — so
 * a page that forgets to ask for the order it shows shows it reversed.
 */
export function listRoute(newestFirst: readonly unknown[]): (request: StubbedRequest) => unknown {
  return ({ url }) => {
    const list =
      url.searchParams.get('sort') === 'newest' ? newestFirst : [...newestFirst].reverse();
    // `limit` as the API reads it (decision 210): the first page only, no Link needed here.
    const limit = Number(url.searchParams.get('limit'));
    return limit > 0 ? list.slice(0, limit) : list;
  };
}

/**
 * A page of a keyset-paged list as the API answers it (decision 210): `items`, and a
 * `Link: <next>; rel="next"` header naming the next page.
 */
export function linkedPage(items: readonly unknown[], next: string) {
  return { status: 200, body: items, headers: { link: `<${next}>; rel="next"` } };
}

/**
 * A stub of a back-office list read by keyset (decision 217) in two pages: `first` with a
 * `Link: <next>; rel="next"` header, then `rest` to the request that carries `next`'s cursor.
 * `requests` holds the query of every request, in order, for a test to check what the page asked.
 */
export function twoPageList(first: readonly unknown[], next: string, rest: readonly unknown[]) {
  const requests: URLSearchParams[] = [];
  const nextCursor = new URL(next, 'http://localhost').searchParams.get('cursor');
  const route = ({ url }: StubbedRequest) => {
    requests.push(url.searchParams);
    return url.searchParams.get('cursor') === nextCursor ? rest : linkedPage(first, next);
  };
  return { route, requests };
}

/**
 * A stub of a keyset-paged list (decision 210) as the API answers it: `limit` items of
 * `newestFirst` from `?cursor=` on (the stub's cursor is the index of the page's first item), and
 * a `Link: <…>; rel="next"` header while more remain.
 */
export function pagedRoute(
  newestFirst: readonly unknown[],
): (request: StubbedRequest) => FullReply {
  return ({ url }) => {
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? newestFirst.length);
    const end = start + limit;
    const next = new URL(url);
    next.searchParams.set('cursor', String(end));
    return {
      status: 200,
      body: newestFirst.slice(start, end),
      ...(end < newestFirst.length
        ? { headers: { link: `<${next.pathname}${next.search}>; rel="next"` } }
        : {}),
    };
  };
}

/** The JSON body `fetchMock` sent with its first request whose URL contains `part`. */
export function sentBody(fetchMock: ReturnType<typeof mockApi>, part: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input).includes(part));
  if (!call) throw new Error(`no request to ${part}`);
  return JSON.parse(String(call[1]?.body));
}

/** A full reply in the API's error shape: `{ status, body: { error: { code, message, details } } }`. */
export function errorReply(
  status: number,
  code: string,
  message: string,
  details?: Record<string, string[]>,
): { status: number; body: unknown } {
  return { status, body: { error: { code, message, ...(details ? { details } : {}) } } };
}

/**
 * A PDF download's answer, saved as `fileName` (`Content-Disposition: attachment`). Pass it as a
 * function (`() => pdfReply(…)`) where the path may be asked twice: a body is read once.
 */
export function pdfReply(fileName: string): Response {
  return new Response(new Blob(['%PDF-1.7 test']), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });
}

/**
 * Catches the browser's saving of downloads (jsdom has no object URLs and does not navigate):
 * returns the names of the files saved, in order.
 */
export function catchDownloads(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:download');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}
