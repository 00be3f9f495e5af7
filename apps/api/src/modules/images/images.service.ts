import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  IMAGE_MAX_SIDE_PX,
  IMAGE_MESSAGES,
  imageMaxPixels,
  sizedImageName,
  tooManyPixelsMessage,
  variantWidthsBelow,
  type ImageAcceptedType,
} from '@partline/shared';
import type sharpModule from 'sharp';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors.js';
import type { ImageStorage } from '../../storage/index.js';
import { DecodeQueue } from './decode-queue.js';

/** What sharp reads from an image's header. */
type Metadata = Awaited<ReturnType<ReturnType<typeof sharpModule>['metadata']>>;

/**
 * Images decoded and encoded at the same time by one process (decision 085): a 40-megapixel
 * PNG takes about 50 MB while libvips works on it, so memory follows this number, not the number
 * of uploads in flight. One: the server's memory budget (300 MB under `npm run bench`) leaves
 * room for one; the others wait their turn (each ~1 s of CPU).
 */
export const IMAGE_DECODES_AT_ONCE = 1;

/** Uploads that may wait for a decode; one more is answered 503 (each holds ≤ 5 MB meanwhile). */
export const IMAGE_DECODES_WAITING = 32;

/** The process's queue of image decodes ({@link IMAGE_DECODES_AT_ONCE} at once). */
export const imageDecodes = new DecodeQueue(
  IMAGE_DECODES_AT_ONCE,
  IMAGE_DECODES_WAITING,
  IMAGE_MESSAGES.busy,
);

let sharpLoaded: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips), loaded on the first upload rather than at start-up: its native library and
 * bindings take ~15 MB of the server's memory (decision 043). Configured for memory rather than
 * speed (decision 085): one libvips worker thread per image (its default is one per CPU, each
 * with its own buffers), and no cache of decoded images or operations (50 MB by default), which
 * an upload never reads twice.
 */
function loadSharp(): Promise<typeof sharpModule> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/** V8's `gc` of `--expose-gc`, with the options of its extension. */
type ExposedGc = (options: {
  type: 'major';
  execution: 'sync';
  flavor: 'regular' | 'last-resort';
}) => void;

/**
 * A memory-reducing V8 collection, when the process exposes it (`--expose-gc`, which `npm start`
 * and `npm run bench` pass: scripts/server-args.mjs), before each decode: libvips' tens of
 * megabytes then come on top of the live heap, not of garbage and of pages V8 keeps for later
 * (decision 085). The `last-resort` flavour, since a regular full collection frees the objects but
 * gives few pages back (measured: 198 → 189 MB RSS, against 194 → 99 MB). Tens of ms of the
 * server's thread, once per upload. Does nothing without the flag (tests).
 */
function collectGarbage(): void {
  (globalThis as { gc?: ExposedGc }).gc?.({
    type: 'major',
    execution: 'sync',
    flavor: 'last-resort',
  });
}

/** Quality of the stored WebP (0–100): visually lossless for photos at a fraction of the size. */
const WEBP_QUALITY = 82;

/** Longest time one image may take to decode and encode, seconds. */
const PROCESSING_TIMEOUT_S = 15;

/** libvips stops at real errors and truncation, but not at harmless warnings of odd encoders. */
const FAIL_ON = 'error' as const;

/** A stored, re-encoded image. */
export interface StoredImage {
  /** Where clients fetch it (see {@link ImageStorage.put}). */
  url: string;
  /** The storage key, `<uuid>-<width>w.webp`. */
  key: string;
  /** Of the stored WebP, px. */
  width: number;
  height: number;
  /** Keys of the smaller copies stored beside it, narrowest first. */
  variantKeys: string[];
  /** What the upload really was, from its bytes. */
  sourceType: ImageAcceptedType;
}

/** The accepted type of `sharp` metadata, or `undefined` for every other format (SVG, TIFF, HEIC…). */
function acceptedType(metadata: Metadata): ImageAcceptedType | undefined {
  switch (metadata.format) {
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'webp':
      return 'image/webp';
    case 'gif':
      return 'image/gif';
    // libheif reads both AVIF and HEIC; only the AV1-coded one is AVIF.
    case 'heif':
      return metadata.compression === 'av1' ? 'image/avif' : undefined;
    default:
      return undefined;
  }
}

/**
 * The formats libvips cannot shrink while it decodes them (JPEG and WebP it can). Reduced in one
 * go, such an image is first shrunk down (vertically) at its full width, and libvips holds a few
 * hundred of those full-width lines: ~68 MB for a 7300 px wide PNG. These are reduced across
 * first, into an uncompressed TIFF beside the upload, then down from that file: ~25 MB, and the
 * same lanczos3 kernel on both axes (decision 180).
 */
const ACROSS_FIRST: ReadonlySet<ImageAcceptedType> = new Set([
  'image/png',
  'image/gif',
  'image/avif',
]);

/**
 * What turns an image upright, by its EXIF orientation (1–8): a clockwise rotation, degrees, then
 * a left–right mirror, applied after the resize — sharp's own `rotate()` reads the orientation of
 * its input, and the intermediate TIFF of {@link ACROSS_FIRST} has none.
 */
const UPRIGHT: Record<number, { angle: 0 | 90 | 180 | 270; flop: boolean }> = {
  1: { angle: 0, flop: false },
  2: { angle: 0, flop: true },
  3: { angle: 180, flop: false },
  4: { angle: 180, flop: true },
  5: { angle: 270, flop: true },
  6: { angle: 90, flop: false },
  7: { angle: 90, flop: true },
  8: { angle: 270, flop: false },
};

const isUnsupportedFormat = (error: unknown) =>
  error instanceof Error && /unsupported image format/i.test(error.message);

const isPixelLimit = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Checks an uploaded file from its bytes and re-encodes it as WebP: the first frame only, turned
 * upright by its EXIF orientation, scaled to at most {@link IMAGE_MAX_SIDE_PX} px on its longest
 * side (never enlarged), every metadata block (EXIF, GPS, XMP, ICC, comments) dropped.
 *
 * The header is read first, without decoding, so that a pixel flood is refused before any
 * memory is spent on it; libvips' own pixel limit and a time limit back that up.
 *
 * @param bytes the file's bytes, or the path of a file holding them (read by libvips as it goes).
 * @throws UnsupportedMediaTypeError (415) unless the bytes are JPEG, PNG, WebP, GIF or AVIF.
 * @throws PayloadTooLargeError (413) above `imageMaxPixels` of its type: 40 megapixels, 6 for a
 *   GIF, 2 for an AVIF (decision 181).
 * @throws BadRequestError (400) for a damaged or truncated file.
 */
export async function toWebp(
  bytes: Uint8Array | string,
): Promise<{ webp: Buffer; width: number; height: number; sourceType: ImageAcceptedType }> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false, failOn: FAIL_ON }).metadata();
  } catch (error) {
    if (isUnsupportedFormat(error)) throw new UnsupportedMediaTypeError(IMAGE_MESSAGES.unsupported);
    throw new BadRequestError(IMAGE_MESSAGES.unreadable);
  }
  const sourceType = acceptedType(metadata);
  if (!sourceType) throw new UnsupportedMediaTypeError(IMAGE_MESSAGES.unsupported);
  // `height` is one frame's: only the first frame of an animation is decoded.
  if (!metadata.width || !metadata.height) throw new BadRequestError(IMAGE_MESSAGES.unreadable);
  const maxPixels = imageMaxPixels(sourceType);
  if (metadata.width * metadata.height > maxPixels) {
    throw new PayloadTooLargeError(tooManyPixelsMessage(sourceType));
  }

  const upright = UPRIGHT[metadata.orientation ?? 1] ?? { angle: 0, flop: false };
  // Scaled to fit IMAGE_MAX_SIDE_PX on its longest side, as sharp's `fit: 'inside'` rounds it.
  const shrink = Math.max(1, Math.max(metadata.width, metadata.height) / IMAGE_MAX_SIDE_PX);
  const width = Math.round(metadata.width / shrink);
  const height = Math.round(metadata.height / shrink);
  const source = { limitInputPixels: maxPixels, failOn: FAIL_ON, animated: false };
  try {
    if (!ACROSS_FIRST.has(sourceType) || width === metadata.width) {
      const { data, info } = await sharp(bytes, source)
        .timeout({ seconds: PROCESSING_TIMEOUT_S })
        .rotate()
        .resize({
          width: IMAGE_MAX_SIDE_PX,
          height: IMAGE_MAX_SIDE_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { webp: data, width: info.width, height: info.height, sourceType };
    }
    // Across first, into a file; then down from that file (decision 180).
    const across =
      typeof bytes === 'string'
        ? `${bytes}.across.tiff`
        : join(tmpdir(), `partline-${randomUUID()}.across.tiff`);
    try {
      await sharp(bytes, source)
        .timeout({ seconds: PROCESSING_TIMEOUT_S })
        .resize({ width, height: metadata.height, fit: 'fill' })
        .tiff({ compression: 'none' })
        .toFile(across);
      let down = sharp(across, { failOn: FAIL_ON })
        .timeout({ seconds: PROCESSING_TIMEOUT_S })
        .resize({ width, height, fit: 'fill' });
      if (upright.angle !== 0) down = down.rotate(upright.angle);
      if (upright.flop) down = down.flop();
      const { data, info } = await down
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { webp: data, width: info.width, height: info.height, sourceType };
    } finally {
      await rm(across, { force: true });
    }
  } catch (error) {
    if (isPixelLimit(error)) throw new PayloadTooLargeError(tooManyPixelsMessage(sourceType));
    throw new BadRequestError(IMAGE_MESSAGES.unreadable);
  }
}

/**
 * The smaller copies of a stored WebP `width` px wide, one per width of
 * `variantWidthsBelow(width)` (320, 640, 960 px; never enlarged), same quality.
 *
 * @throws Error when libvips fails on the WebP it has just written (not expected).
 */
export async function webpVariants(
  webp: Buffer,
  width: number,
): Promise<{ width: number; webp: Buffer }[]> {
  const sharp = await loadSharp();
  // One after the other: each decodes the WebP again, and memory counts more than time here.
  const variants: { width: number; webp: Buffer }[] = [];
  for (const variantWidth of variantWidthsBelow(width)) {
    variants.push({
      width: variantWidth,
      webp: await sharp(webp)
        .timeout({ seconds: PROCESSING_TIMEOUT_S })
        .resize({ width: variantWidth })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    });
  }
  return variants;
}

/**
 * `POST /images` (DESIGN.md, Files and mail; decisions 010, 048): {@link toWebp}, then stores the WebP under a
 * new random name `<uuid>-<width>w.webp` with its smaller copies `<uuid>-320w.webp`, `-640w`,
 * `-960w` beside it ({@link webpVariants}), from which the web app builds `srcset`. The copies are
 * written first and the image last; if any write fails, those already written are deleted.
 *
 * At most {@link IMAGE_DECODES_AT_ONCE} images are decoded at once ({@link imageDecodes}).
 *
 * @throws the errors of {@link toWebp}; ServiceUnavailableError (503) when
 *   {@link IMAGE_DECODES_WAITING} uploads already wait for a decode; a storage failure is passed
 *   on as it is (a 500).
 */
export async function storeImage(
  storage: ImageStorage,
  bytes: Uint8Array | string,
): Promise<StoredImage> {
  // Decoding and encoding wait for a slot of the queue; storing does not hold one.
  const { webp, width, height, sourceType, variants } = await imageDecodes.run(async () => {
    collectGarbage();
    const image = await toWebp(bytes);
    return { ...image, variants: await webpVariants(image.webp, image.width) };
  });
  const stem = randomUUID();
  const key = sizedImageName(stem, width);
  const variantKeys = variants.map((variant) => sizedImageName(stem, variant.width));
  const written: string[] = [];
  try {
    for (const [index, variant] of variants.entries()) {
      const variantKey = variantKeys[index] ?? '';
      await storage.put(variantKey, variant.webp, 'image/webp');
      written.push(variantKey);
    }
    const { url } = await storage.put(key, webp, 'image/webp');
    return { url, key, width, height, sourceType, variantKeys };
  } catch (error) {
    await Promise.allSettled(written.map((writtenKey) => storage.delete?.(writtenKey)));
    throw error;
  }
}
