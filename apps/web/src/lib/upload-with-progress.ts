import type { z } from 'zod';
import { env } from '@/config/env';
import { getRequestHeaders } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { parseApiError } from '@/lib/parse-api-error';

/** What {@link uploadWithProgress} sends and how it reads the answer. */
export interface UploadRequest<T> {
  /** The API path with its query, e.g. `/images` or `/product-imports?fileName=…`. */
  path: string;
  /** The request body: a form (multipart) or the file itself. */
  body: FormData | Blob;
  /** `Content-Type` for a `Blob` body (`text/csv`); a form sets its own. */
  contentType?: string;
  /** The answer's shape; an answer that does not match rejects with a 500 `internal_error`. */
  schema: z.ZodType<T>;
  /** Upload progress, 0 to 100 (%). */
  onProgress?: ((percent: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * POSTs a file to the API through XMLHttpRequest, the one browser API that reports upload
 * progress, with the caller's headers, and resolves to the answer parsed by `schema`.
 * @throws ApiError with the server's status and error for a refusal (413 too large, 415 wrong
 *   type, 401/403), status 0 `service_unavailable` when the server cannot be reached; a
 *   `DOMException` `AbortError` when `signal` aborts.
 */
export function uploadWithProgress<T>(request: UploadRequest<T>): Promise<T> {
  const { path, body, contentType, schema, onProgress, signal } = request;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiUrl}${path}`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    for (const [name, value] of Object.entries(getRequestHeaders())) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(parseApiError(xhr.status, xhr.response));
        return;
      }
      const parsed = schema.safeParse(xhr.response);
      if (parsed.success) {
        onProgress?.(100);
        resolve(parsed.data);
      } else {
        reject(new ApiError(xhr.status, 'internal_error', 'The server sent an unexpected answer.'));
      }
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          'service_unavailable',
          'The server could not be reached. Check your connection and try again.',
        ),
      );
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
