import { z } from 'zod';
import { uploadWithProgress } from '@/lib/upload-with-progress';

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
 * Uploads an image (multipart field `image`) to `POST /images` with progress and resolves to its
 * URL.
 * @throws ApiError when the server refuses the file (e.g. 413 too large, 415 not an image) or
 *   cannot be reached (status 0).
 */
export async function uploadImage(file: File, { onProgress, signal }: UploadImageOptions = {}) {
  const form = new FormData();
  form.append('image', file);
  const answer = await uploadWithProgress({
    path: '/images',
    body: form,
    schema: UploadAnswerSchema,
    onProgress,
    signal,
  });
  return answer.data.url;
}
