import { ApiErrorSchema, type ApiErrorCode } from '@partline/shared';
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

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/** The headers every registered provider adds (for calls made without `apiRequest`, e.g. uploads). */
export function getRequestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const provider of headersProviders) Object.assign(headers, provider());
  return headers;
}

/** Reads an error answer (the API's error shape, or anything else) into an {@link ApiError}. */
export function parseApiError(status: number, body: unknown): ApiError {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(status, code, message, details);
  }
  const code: ApiErrorCode = status >= 500 ? 'internal_error' : 'bad_request';
  return new ApiError(status, code, GENERIC_MESSAGE);
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
