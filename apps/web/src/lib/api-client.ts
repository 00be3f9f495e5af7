import type { z } from 'zod';
import { nextCursorOf } from '@partline/shared';
import { env } from '@/config/env';
import { activeLocale } from '@/lib/i18n/i18n';
import { ApiError } from './api-error';

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
 * The headers of every request: `Accept-Language`, the active language (product and category
 * content follow it, decision 325), the headers every registered provider adds, plus
 * `X-XSRF-TOKEN` echoing the `XSRF-TOKEN` cookie (the API's CSRF check accepts it where a browser
 * sends no `Origin`); also for calls made without `apiRequest`, e.g. uploads.
 */
export function getRequestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': activeLocale() };
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
  /** Sees the answer before its body is read (e.g. for a `Link` header). */
  onResponse?: (response: Response) => void;
}

interface SendOptions extends RequestOptions {
  /** The `Accept` header. */
  accept: string;
  /** The message of the error thrown when the server cannot be reached. */
  unreachableMessage?: string;
}

const UNREACHABLE_MESSAGE = 'The server could not be reached. Check your connection and try again.';

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  // Loaded on the first error answer: the shell of every page does without zod (decision 045).
  const { parseApiError } = await import('./parse-api-error');
  return parseApiError(response.status, body);
}

/**
 * The one network call of the app: `fetch` with the caller's identity headers, same-origin
 * credentials and an unreachable server turned into an {@link ApiError} (status 0). Answers of
 * any status are returned.
 */
async function send(path: string, options: SendOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: options.accept,
    ...getRequestHeaders(),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, options.headers);
  try {
    return await fetch(`${env.apiUrl}${path}`, {
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
      options.unreachableMessage ?? UNREACHABLE_MESSAGE,
      undefined,
      { cause: error },
    );
  }
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
  const response = await send(path, { ...options, accept: 'application/json' });
  if (!response.ok) throw await toApiError(response);
  options.onResponse?.(response);
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

/**
 * Calls a keyset-paged list at `path` (decision 210): validates the JSON array answer with
 * `schema` and reads the next page's cursor from the `Link: <…>; rel="next"` header.
 * @throws ApiError as {@link apiRequest}.
 */
export async function apiPage<TSchema extends z.ZodType<unknown[]>>(
  path: string,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<{ items: z.output<TSchema>; nextCursor: string | null }> {
  let link: string | null = null;
  const items = await apiRequest(path, schema, {
    ...options,
    onResponse: (response) => {
      link = response.headers.get('link');
    },
  });
  return { items, nextCursor: nextCursorOf(link) };
}

export interface DownloadOptions {
  /** The file's media type, sent as `Accept` (e.g. `application/pdf`, `text/csv`). */
  accept: string;
  /** The name to save under when the answer's `Content-Disposition` names none. */
  fileName: string;
  /** The message of the error thrown when the server cannot be reached. */
  unreachableMessage?: string;
  /**
   * Told the bytes received so far as the answer streams in (a long export, decision 070), after
   * each chunk the body's reader reads, with that chunk.
   */
  onProgress?: (receivedBytes: number, chunk: Uint8Array) => void;
  /**
   * Where the browser lets the page write a file it asks the user for (the File System Access
   * API's `showSaveFilePicker`), the answer is written to that file as it arrives instead of being
   * held in memory whole first (a year of orders, decision 240). Elsewhere, or when the browser
   * refuses, it is saved as a download. Cancelling the picker rejects with an `AbortError`.
   */
  streamToDisk?: boolean;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, if any. */
function attachmentFileName(header: string | null): string | null {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Downloads the file at `path` with the caller's identity (a plain link would carry no
 * `Authorization` header) and hands it to the browser as a download, or writes it to the file the
 * user picks as it arrives (`streamToDisk`). Resolves with the name it was saved under: the
 * answer's `Content-Disposition` file name, else `fileName` (the picker's suggestion).
 * @throws ApiError as {@link apiRequest} does; `DOMException` `AbortError` when the user cancels
 *   the file picker (nothing is saved, the download stops).
 */
export async function apiDownload(path: string, options: DownloadOptions): Promise<string> {
  const response = await send(path, options);
  if (!response.ok) throw await toApiError(response);
  const fileName =
    attachmentFileName(response.headers.get('content-disposition')) ?? options.fileName;
  // Loaded on the first download, like the error parser: not part of every page's shell.
  const { saveResponse } = await import('./save-file');
  await saveResponse(response, fileName, options);
  return fileName;
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
  patch: <T extends z.ZodType>(path: string, schema: T, body?: unknown, options?: RequestOptions) =>
    apiRequest(path, schema, { ...options, method: 'PATCH', body }),
  delete: <T extends z.ZodType>(path: string, schema: T, options?: RequestOptions) =>
    apiRequest(path, schema, { ...options, method: 'DELETE' }),
  download: apiDownload,
};
