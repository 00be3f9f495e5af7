import type { ApiErrorCode } from '@partline/shared';
import type { z } from 'zod';
import { env } from '@/config/env';

/**
 * A failed API call. `status` is the HTTP status (0 when the server could not be reached),
 * `code` and `message` come from the API's error shape `{ error: { code, message, details? } }`,
 * `details` maps a form field to its messages.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Supplies extra headers for every request, e.g. `Authorization` and `email` once signed in. */
export type HeadersProvider = () => Record<string, string> | undefined;

const headersProviders = new Set<HeadersProvider>();

/**
 * Registers a provider of extra request headers (the seam for the bearer token and the `email`
 * header of spec §6). Returns a function that unregisters it.
 */
export function addRequestHeaders(provider: HeadersProvider): () => void {
  headersProviders.add(provider);
  return () => {
    headersProviders.delete(provider);
  };
}

/** The cookie the API hands out for the double-submit CSRF check (decision 050). */
const XSRF_COOKIE = 'XSRF-TOKEN';
/** The header that echoes {@link XSRF_COOKIE}. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The value of the `XSRF-TOKEN` cookie, or `undefined` before the API has set one. */
function xsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === XSRF_COOKIE && value.length > 0) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The headers every registered provider adds, plus `X-XSRF-TOKEN` echoing the `XSRF-TOKEN` cookie
 * (the API's CSRF check accepts it where a browser sends no `Origin`); also for calls made without
 * `apiRequest`, e.g. uploads.
 */
export function getRequestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const provider of headersProviders) Object.assign(headers, provider());
  const token = xsrfToken();
  if (token) headers[XSRF_HEADER] = token;
  return headers;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  // Loaded on the first error answer: the shell of every page does without zod (decision 045).
  const { parseApiError } = await import('./parse-api-error');
  return parseApiError(response.status, body);
}

/**
 * Calls the API at `path` (relative to `VITE_API_URL`) and validates the JSON answer with
 * `schema`. A 204 answer resolves to `undefined`.
 * @throws ApiError for a non-2xx answer (parsed from the error shape), an unreachable server
 *   (status 0, `service_unavailable`) or an answer that does not match `schema`.
 */
export async function apiRequest<TSchema extends z.ZodType>(
  path: string,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<z.output<TSchema>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...getRequestHeaders() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, options.headers);

  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'service_unavailable',
      'The server could not be reached. Check your connection and try again.',
      undefined,
      { cause: error },
    );
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return schema.parse(undefined);

  const body: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'internal_error',
      'The server sent an unexpected answer.',
      undefined,
      {
        cause: parsed.error,
      },
    );
  }
  return parsed.data;
}

/** Shorthands for {@link apiRequest}. */
export const api = {
  get: <T extends z.ZodType>(
    path: string,
    schema: T,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <T extends z.ZodType>(path: string, schema: T, body?: unknown, options?: RequestOptions) =>
    apiRequest(path, schema, { ...options, method: 'POST', body }),
  put: <T extends z.ZodType>(path: string, schema: T, body?: unknown, options?: RequestOptions) =>
    apiRequest(path, schema, { ...options, method: 'PUT', body }),
  delete: <T extends z.ZodType>(path: string, schema: T, options?: RequestOptions) =>
    apiRequest(path, schema, { ...options, method: 'DELETE' }),
};
