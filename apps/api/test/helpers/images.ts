import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A solid-colour image of `width` × `height` px in `format`, made by sharp. */
export function makeImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' | 'tiff',
  width = 64,
  height = 48,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1f4e79' } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A JPEG of `width` × `height` px stored sideways (EXIF orientation 6: shown rotated 90°
 * clockwise) with EXIF text that must not survive an upload.
 */
export function makeJpegWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8a2be2' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Artist: 'Secret Photographer', Copyright: 'Private 2026' } },
    })
    .toBuffer();
}

/** Random pixels as PNG: nearly incompressible, so about `width × height × 3` bytes. */
export function makeNoisePng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 64 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A pixel flood: a valid PNG of a few hundred bytes whose header declares `side` × `side` px of
 * 8-bit grey (50000² = 2.5 gigapixels), with one compressed row of zeros as its data.
 */
export function makePixelFloodPng(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale; compression, filter and interlace bytes stay 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(side + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart body with `bytes` as the file `filename` of `type` in `field`. */
export function imageForm(
  bytes: Uint8Array,
  { field = 'image', filename = 'photo.png', type = 'image/png' } = {},
): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  return form;
}

/**
 * Stripes one pixel wide, black and white in turn, as `format`: `across` puts
 * them side by side (vertical stripes), otherwise one above the other. Scaled down well, they
 * are an even mid-grey; a filter that only picks pixels makes stripes or moiré of them.
 */
export function makeStripes(
  format: 'png' | 'gif' | 'jpeg',
  width: number,
  height: number,
  across: boolean,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels[y * width + x] = (across ? x : y) % 2 ? 255 : 0;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 1 } });
  return image.toFormat(format).toBuffer();
}

/**
 * A picture that shows which way is up: a `width` × `height` gradient with a white block in its
 * top-left corner, stored as PNG with the EXIF `orientation` (1–8) that viewers apply to it.
 */
export function makeOrientedPng(width: number, height: number, orientation: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const corner = x < width / 4 && y < height / 4;
      pixels[at] = corner ? 255 : Math.floor((x / width) * 200);
      pixels[at + 1] = corner ? 255 : Math.floor((y / height) * 200);
      pixels[at + 2] = corner ? 255 : 40;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation })
    .png()
    .toBuffer();
}
