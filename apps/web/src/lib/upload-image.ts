import { z } from 'zod';
import { env } from '@/config/env';
import { getRequestHeaders } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { parseApiError } from '@/lib/parse-api-error';

/** `POST /images` answer: the image host's shape that spec §7 reads. */
const UploadAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string().min(1) }),
});

export interface UploadImageOptions {
  /** Upload progress, 0 to 100 (%). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads an image (multipart field `image`) to `POST /images` and resolves to its URL. Uses
 * XMLHttpRequest, the only browser API that reports upload progress.
 * @throws ApiError when the server refuses the file (e.g. 413 too large, 415 not an image) or
 *   cannot be reached (status 0).
 */
export function uploadImage(file: File, { onProgress, signal }: UploadImageOptions = {}) {
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiUrl}/images`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
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
      const parsed = UploadAnswerSchema.safeParse(xhr.response);
      if (parsed.success) {
        onProgress?.(100);
        resolve(parsed.data.data.url);
      } else {
        reject(new ApiError(xhr.status, 'internal_error', 'The server sent an unexpected answer.'));
      }
    };
    xhr.onerror = () => {
      reject(
        new ApiError(
          0,
          'service_unavailable',
          'The server could not be reached. Check your connection and try again.',
        ),
      );
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append('image', file);
    xhr.send(body);
  });
}
