import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  ApiErrorSchema,
  IMAGE_FIELD,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  ImageUploadResponseSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors.js';
import type { ImageStorage } from '../../storage/index.js';
import { storeImage, type StoredImage } from './images.service.js';

/** What {@link imagesRoutes} needs. */
export interface ImagesRoutesOptions {
  /** Where the re-encoded images go. */
  storage: ImageStorage;
  /** Close `storage` when the app closes (it was made for this app). */
  closeStorageOnAppClose?: boolean;
  /**
   * A folder where an upload is written while it waits for and goes through its decode, instead
   * of the process's memory (decision 085), with its copy reduced across for a wide PNG, GIF or
   * AVIF (decision 180); each file is removed when its request ends.
   */
  spoolDir: string;
}

/**
 * The multipart body, for the OpenAPI document only: the route reads the file from the stream
 * (the parsed body is always empty), so its validator lets every body through.
 */
const ImageUploadBodySchema = z.object({
  [IMAGE_FIELD]: z.string().meta({
    format: 'binary',
    description: `JPEG, PNG, WebP, GIF or AVIF, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  }),
});

/**
 * The multipart stream ended early or is not valid multipart (busboy's plain errors): the
 * client's fault, a 400. The plugin's own errors (limits: 413) keep their status.
 * @throws always.
 */
function malformedUpload(error: unknown): never {
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode;
  if (typeof status === 'number' && status < 500) throw error;
  throw new BadRequestError('The upload is incomplete or not valid multipart/form-data');
}

/**
 * `POST /images` (under `/api`; spec §7, DESIGN.md Files and mail), signed in only. Only
 * `multipart/form-data` is parsed in this plugin: any other body type is a 415.
 */
export const imagesRoutes: FastifyPluginAsyncZod<ImagesRoutesOptions> = async (
  app,
  { storage, closeStorageOnAppClose = false, spoolDir },
) => {
  mkdirSync(spoolDir, { recursive: true });
  if (closeStorageOnAppClose) app.addHook('onClose', async () => storage.close?.());
  app.removeAllContentTypeParsers();
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 11,
      headerPairs: 50,
    },
  });

  app.post(
    '/images',
    {
      preHandler: app.authenticate,
      validatorCompiler: () => (value) => ({ value }),
      schema: {
        tags: ['images'],
        summary: 'Upload an image; it is stored as WebP and its URL answered',
        description:
          `A \`multipart/form-data\` body with the file in the field \`${IMAGE_FIELD}\`, at most ` +
          `${IMAGE_MAX_BYTES / 1024 / 1024} MB. The type is judged from the bytes: JPEG, PNG, ` +
          'WebP, GIF or AVIF (else 415); a damaged or truncated file is a 400; more than 40 ' +
          'megapixels or 5 MB a 413. The image is turned upright, scaled to at most 1600 px on ' +
          'its longest side, stripped of its metadata (EXIF, GPS…) and stored as WebP under a ' +
          'random name `<uuid>-<width>w.webp`, with 320, 640 and 960 px wide copies ' +
          '(`<uuid>-640w.webp`, …; only those narrower than the image) beside it for `srcset`; ' +
          "`url` is the image itself. Signed in only (401); an `email` header other than the caller's is a 403. " +
          'A few images are decoded at a time; when too many uploads already wait, a 503.',
        consumes: ['multipart/form-data'],
        body: ImageUploadBodySchema,
        response: {
          201: ImageUploadResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new UnsupportedMediaTypeError(
          `Send the image as multipart/form-data in the field "${IMAGE_FIELD}"`,
        );
      }
      const file = await request.file().catch(malformedUpload);
      let image: StoredImage;
      if (!file || file.fieldname !== IMAGE_FIELD) {
        throw new BadRequestError(IMAGE_MESSAGES.missing);
      }
      // On disk, not in memory: several uploads may wait for the one decode slot at once.
      const spooled = join(spoolDir, `${randomUUID()}.upload`);
      try {
        try {
          await pipeline(file.file, createWriteStream(spooled));
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
            throw new PayloadTooLargeError(IMAGE_MESSAGES.tooLarge);
          }
          malformedUpload(error);
        }
        const size = (await stat(spooled)).size;
        // busboy may cut the last chunk over a real socket without the plugin's error.
        if (file.file.truncated || size > IMAGE_MAX_BYTES) {
          throw new PayloadTooLargeError(IMAGE_MESSAGES.tooLarge);
        }
        if (size === 0) throw new BadRequestError(IMAGE_MESSAGES.missing);
        image = await storeImage(storage, spooled);
      } finally {
        await rm(spooled, { force: true });
      }
      request.log.info(
        {
          key: image.key,
          sourceType: image.sourceType,
          width: image.width,
          height: image.height,
          variants: image.variantKeys.length,
        },
        'image stored',
      );
      return reply.code(201).send({ success: true as const, data: { url: image.url } });
    },
  );
};
