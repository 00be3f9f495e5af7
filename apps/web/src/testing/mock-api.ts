import { vi } from 'vitest';

/** What a stubbed path answers: a JSON body (status 200), a full reply, or never (pending). */
export type StubbedReply = unknown | { status: number; body: unknown } | typeof PENDING;

/** A reply that never arrives, to see loading states. */
export const PENDING = Symbol('pending');

function isFullReply(reply: unknown): reply is { status: number; body: unknown } {
  return typeof reply === 'object' && reply !== null && 'status' in reply && 'body' in reply;
}

/**
 * Stubs `fetch` (the only network boundary of the app) with answers per API path, e.g.
 * `{ '/api/products': [product] }`. Unknown paths answer 404 in the API's error shape.
 * Returns the mock to inspect calls.
 */
export function mockApi(replies: Record<string, StubbedReply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const reply = replies[url.pathname];
    if (reply === PENDING) return new Promise<Response>(() => {});
    if (reply === undefined) {
      return Response.json(
        { error: { code: 'not_found', message: `No stub for ${url.pathname}` } },
        { status: 404 },
      );
    }
    if (isFullReply(reply)) return Response.json(reply.body, { status: reply.status });
    return Response.json(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
