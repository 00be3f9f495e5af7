/**
 * The `route` label of every request counted or timed (decision 332), and the name of its trace
 * span: the route pattern Fastify matched (`/api/products/:id`), never the URL asked for, so that
 * a label value stands for a route of the app and the number of series stays bounded whatever
 * URLs clients send.
 */

/** The `route` of a request no route matched (the 404 handler, a URL the router refused). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The `method` of a request whose method is none of {@link COUNTED_METHODS}. */
export const OTHER_METHOD = 'other';

/** The methods counted by name; any other is {@link OTHER_METHOD}. */
export const COUNTED_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
]);

/** What {@link routeLabel} reads of a Fastify request. */
export interface RoutedRequest {
  readonly method: string;
  /** Fastify's `request.routeOptions`: `url` is the matched pattern, `undefined` when none. */
  readonly routeOptions: { readonly url?: string | undefined };
  /** Whether the 404 handler answers it (Fastify's `request.is404`). */
  readonly is404: boolean;
}

/**
 * The route pattern of `request`, or {@link UNMATCHED_ROUTE} when no route of the app matched it:
 * every unknown URL shares that one value. A 404 a route itself answers (no such product) keeps
 * the route's pattern.
 */
export function routeLabel(request: RoutedRequest): string {
  const pattern = request.routeOptions.url;
  return request.is404 || !pattern ? UNMATCHED_ROUTE : pattern;
}

/** `method` when it is one of {@link COUNTED_METHODS}, else {@link OTHER_METHOD}. */
export function methodLabel(method: string): string {
  return COUNTED_METHODS.has(method) ? method : OTHER_METHOD;
}
