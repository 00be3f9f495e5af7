import { z } from 'zod';

export * from './image-variants.js';

/** Name of the multipart field of `POST /images` that carries the file. */
export const IMAGE_FIELD = 'image';

/** Largest image `POST /images` accepts (DESIGN.md, Files and mail), bytes: 5 MiB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Largest JPEG, PNG or WebP `POST /images` decodes, pixels (width × height): a guard against
 * pixel floods. GIF and AVIF have lower limits ({@link IMAGE_MAX_PIXELS_BY_TYPE}).
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** Longest side of a stored image, px; larger images are scaled down, smaller ones kept. */
export const IMAGE_MAX_SIDE_PX = 1600;

/**
 * The types `POST /images` accepts, judged from the file's bytes (not its name or the declared
 * type). Suits an `<input type="file" accept>` attribute once joined with commas.
 */
export const IMAGE_ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** One of {@link IMAGE_ACCEPTED_TYPES}. */
export type ImageAcceptedType = (typeof IMAGE_ACCEPTED_TYPES)[number];

/** What people read when an upload is refused; the API answers these as `error.message`. */
export const IMAGE_MESSAGES = {
  missing: `Choose an image to upload (multipart field "${IMAGE_FIELD}")`,
  tooLarge: `The image is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  tooManyPixels: `The image is larger than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
  unsupported: 'Upload a JPEG, PNG, WebP, GIF or AVIF image',
  unreadable: 'The image file is damaged or incomplete',
  busy: 'The server is busy with other images; try again in a moment',
} as const;

/**
 * Largest GIF and AVIF `POST /images` decodes, pixels (decision 181). Their decoders hold the
 * whole picture in memory (~5 and ~17.5 bytes a pixel), where JPEG, PNG and WebP are read as they
 * go: 6 and 2 megapixels keep one decode near the ~30 MB of a 40-megapixel PNG. The stored image
 * has at most 1600 × 1600 px (2.6 megapixels) anyway.
 */
export const IMAGE_MAX_PIXELS_BY_TYPE: Readonly<Partial<Record<ImageAcceptedType, number>>> = {
  'image/gif': 6_000_000,
  'image/avif': 2_000_000,
};

/** Largest image of `type` that `POST /images` decodes, pixels (width × height). */
export function imageMaxPixels(type: ImageAcceptedType): number {
  return IMAGE_MAX_PIXELS_BY_TYPE[type] ?? IMAGE_MAX_PIXELS;
}

/**
 * The answer to an image of `type` with more than {@link imageMaxPixels} pixels: the limit, and
 * for GIF and AVIF which types may have more.
 */
export function tooManyPixelsMessage(type: ImageAcceptedType): string {
  const limit = imageMaxPixels(type);
  if (limit === IMAGE_MAX_PIXELS) return IMAGE_MESSAGES.tooManyPixels;
  const name = type === 'image/gif' ? 'GIF' : 'AVIF';
  return `A ${name} image may have at most ${limit / 1_000_000} megapixels; JPEG, PNG and WebP up to ${IMAGE_MAX_PIXELS / 1_000_000}`;
}

/**
 * `POST /images` answer: the image host's shape that spec §7 reads, `{ success: true, data: {
 * url } }`. `url` is where the stored WebP is served: a path such as `/uploads/<uuid>-1600w.webp`
 * on this server, or an absolute `https://…` URL with object storage; its smaller copies are
 * beside it (see `imageCandidates`).
 */
export const ImageUploadResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      url: z.string().min(1).meta({
        description: 'Where the stored WebP image is served',
        example: '/uploads/2f1c0a9e-8d7b-4c55-9f0e-1b2c3d4e5f60-1600w.webp',
      }),
    }),
  })
  .meta({ id: 'ImageUploadResponse' });

/** `POST /images` answer. */
export type ImageUploadResponse = z.infer<typeof ImageUploadResponseSchema>;
