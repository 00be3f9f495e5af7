import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE_PX,
  IMAGE_MESSAGES,
  imageCandidates,
  imageMaxPixels,
  ImageUploadResponseSchema,
  tooManyPixelsMessage,
} from '@partline/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, useAccounts, sendAs } from '../../../test/helpers/auth.js';
import { startS3Server, type TestS3Server } from '../../../test/helpers/s3-server.js';
import {
  imageForm,
  makeImage,
  makeJpegWithExif,
  makeNoisePng,
  makeOrientedPng,
  makeStripes,
  makePixelFloodPng,
} from '../../../test/helpers/images.js';
import { createTestApp, type TestApp, useTestApp } from '../../../test/helpers/test-app.js';
import { LocalImageStorage, type ImageStorage } from '../../storage/index.js';
import {
  IMAGE_DECODES_AT_ONCE,
  IMAGE_DECODES_WAITING,
  imageDecodes,
  storeImage,
} from './images.service.js';

const t = useTestApp();
const { user } = useAccounts(t, { user: {} });

const upload = (payload: FormData | string, headers: Record<string, string> = user.headers) =>
  t.app.inject({ method: 'POST', url: '/api/images', headers, payload });

/** Uploads `bytes`, expects 201 and answers the stored image as served at its URL. */
async function uploadAndFetch(bytes: Buffer, filename = 'photo.png') {
  const res = await upload(imageForm(bytes, { filename }));
  expect(res.statusCode, res.body).toBe(201);
  const { data } = ImageUploadResponseSchema.parse(res.json());
  expect(data.url).toMatch(/^\/uploads\/[0-9a-f-]{36}-\d+w\.webp$/);
  const served = await t.app.inject({ method: 'GET', url: data.url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  return {
    url: data.url,
    bytes: served.rawPayload,
    metadata: await sharp(served.rawPayload).metadata(),
  };
}

const uploadsDir = () => join(t.config.dataDir, 'uploads');
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

describe('POST /api/images', () => {
  it('stores a PNG as WebP no larger than 1600 px, served from the URL it answers', async () => {
    const { metadata, url } = await uploadAndFetch(await makeImage('png', 2400, 1200));
    expect(metadata.format).toBe('webp');
    expect([metadata.width, metadata.height]).toEqual([IMAGE_MAX_SIDE_PX, 800]);
    expect(storedFiles()).toContain(url.slice('/uploads/'.length));
  });

  it('names the image after its width and stores 320, 640 and 960 px copies beside it', async () => {
    const { url } = await uploadAndFetch(await makeImage('png', 2400, 1200));
    expect(url).toMatch(/-1600w\.webp$/);
    const candidates = imageCandidates(url);
    expect(candidates.map((candidate) => candidate.width)).toEqual([320, 640, 960, 1600]);
    for (const { url: copyUrl, width } of candidates) {
      const served = await t.app.inject({ method: 'GET', url: copyUrl });
      expect(served.statusCode, copyUrl).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(served.rawPayload).metadata();
      // Same 2:1 shape at every width.
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'webp',
        width,
        width / 2,
      ]);
    }
  });

  it('makes only the copies narrower than the image (never enlarges)', async () => {
    const { url } = await uploadAndFetch(await makeImage('png', 700, 500));
    expect(url).toMatch(/-700w\.webp$/);
    const stem = url.slice('/uploads/'.length, -'-700w.webp'.length);
    expect(
      storedFiles()
        .filter((file) => file.startsWith(stem))
        .sort(),
    ).toEqual([`${stem}-320w.webp`, `${stem}-640w.webp`, `${stem}-700w.webp`]);
  });

  it('turns a JPEG upright by its EXIF orientation and strips EXIF and every other metadata', async () => {
    const jpeg = await makeJpegWithExif(3000, 2000);
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('Secret Photographer');

    const { metadata, bytes } = await uploadAndFetch(jpeg, 'holiday.jpg');

    expect(metadata.format).toBe('webp');
    // 3000 × 2000 stored sideways is 2000 × 3000 upright, scaled to fit 1600 px.
    expect([metadata.width, metadata.height]).toEqual([1067, IMAGE_MAX_SIDE_PX]);
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('Secret Photographer');
  });

  it.each(['webp', 'gif', 'avif'] as const)(
    'accepts %s and keeps a small image its size',
    async (format) => {
      const { metadata } = await uploadAndFetch(await makeImage(format, 64, 48), `small.${format}`);
      expect(metadata.format).toBe('webp');
      expect([metadata.width, metadata.height]).toEqual([64, 48]);
    },
  );

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'turns a large PNG upright by its EXIF orientation %i, as a viewer shows it',
    async (orientation) => {
      // 3200 × 1800: reduced across first, then down (decision 180).
      const png = await makeOrientedPng(3200, 1800, orientation);
      const { metadata, bytes } = await uploadAndFetch(png);
      const shown = await sharp(png)
        .rotate()
        .resize({ width: IMAGE_MAX_SIDE_PX, height: IMAGE_MAX_SIDE_PX, fit: 'inside' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([metadata.width, metadata.height]).toEqual([shown.info.width, shown.info.height]);
      const stored = await sharp(bytes).raw().toBuffer();
      let difference = 0;
      for (const [index, value] of shown.data.entries()) {
        difference += Math.abs(value - (stored[index] ?? 0));
      }
      // WebP's loss aside, the same picture: an error of a few levels in 255 on average.
      expect(difference / shown.data.length).toBeLessThan(3);
      expect(metadata.orientation).toBeUndefined();
    },
  );

  // Not WebP: libwebp's shrink-on-load, without which a 40 MP WebP takes ~300 MB to decode, leaves
  // a faint moiré on such stripes (decision 180).
  it.each([
    ['png', true],
    ['png', false],
    ['gif', true],
    ['jpeg', false],
  ] as const)(
    'scales 1 px %s stripes (side by side: %s) down to an even grey, not to stripes',
    async (format, across) => {
      const { bytes } = await uploadAndFetch(
        await makeStripes(format, 3200, 1800, across),
        `stripes.${format}`,
      );
      const stats = await sharp(bytes).greyscale().stats();
      const grey = stats.channels[0];
      expect(grey?.mean).toBeGreaterThan(118);
      expect(grey?.mean).toBeLessThan(138);
      expect(grey?.stdev).toBeLessThan(6);
    },
  );

  it('gives every upload its own random name', async () => {
    const png = await makeImage('png');
    const first = await uploadAndFetch(png);
    const second = await uploadAndFetch(png);
    expect(first.url).not.toBe(second.url);
  });

  it('answers 401 to a signed-out caller and stores nothing', async () => {
    const before = storedFiles().length;
    const res = await upload(imageForm(await makeImage('png')), {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'unauthorized', message: expect.any(String), requestId: expect.any(String) },
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = await makeNoisePng(1400, 1300);
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const res = await upload(imageForm(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message: IMAGE_MESSAGES.tooLarge,
        requestId: expect.any(String),
      },
    });
  });

  it('refuses a file over 5 MB with 413 over a real connection too', async () => {
    // Over a socket the file arrives in chunks, and busboy's cut can fall on the last one.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const big = await makeNoisePng(2000, 2000);
    const res = await fetch(`${address}/api/images`, {
      method: 'POST',
      headers: user.headers,
      body: imageForm(big),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message: IMAGE_MESSAGES.tooLarge,
        requestId: expect.any(String),
      },
    });
  });

  it('refuses a text file named .png with 415, whatever type it claims', async () => {
    const text = Buffer.from('This is a shopping list, not a picture.\n'.repeat(10));
    const res = await upload(imageForm(text, { filename: 'list.png', type: 'image/png' }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: {
        code: 'unsupported_media_type',
        message: IMAGE_MESSAGES.unsupported,
        requestId: expect.any(String),
      },
    });
  });

  it.each([
    [
      'an SVG (scripts could run from our origin)',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
        ),
    ],
    ['a TIFF', () => makeImage('tiff')],
  ])('refuses %s with 415', async (_name, make) => {
    const res = await upload(imageForm(await make(), { filename: 'image.png' }));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('refuses a truncated PNG with 400', async () => {
    const png = await makeImage('png', 800, 600);
    const noise = await makeNoisePng(300, 200);
    for (const bytes of [png.subarray(0, 40), noise.subarray(0, Math.floor(noise.length / 2))]) {
      const res = await upload(imageForm(bytes));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'bad_request',
          message: IMAGE_MESSAGES.unreadable,
          requestId: expect.any(String),
        },
      });
    }
  });

  it('refuses a pixel flood (a tiny PNG declaring 50000 × 50000 px) with 413', async () => {
    const flood = makePixelFloodPng(50_000);
    expect(flood.length).toBeLessThan(1024);
    const res = await upload(imageForm(flood));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message: IMAGE_MESSAGES.tooManyPixels,
        requestId: expect.any(String),
      },
    });
  });

  it('refuses a valid but huge, highly compressed image (decompression bomb) with 413', async () => {
    // 8000 × 6000 px = 48 megapixels of one colour: a few hundred KB, ~144 MB once decoded.
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    const res = await upload(imageForm(bomb));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(IMAGE_MESSAGES.tooManyPixels);
  });

  it.each([
    ['gif', 3000, 2001, 'image/gif'],
    ['avif', 2000, 1001, 'image/avif'],
  ] as const)(
    'refuses an image in %s over its own pixel limit (%i × %i px) with 413, and stores one just under it',
    async (format, width, height, type) => {
      // Their decoders hold the whole picture: 6 and 2 megapixels (decision 181).
      const make = (h: number) =>
        sharp({ create: { width, height: h, channels: 3, background: '#1f4e79' } })
          .toFormat(format, format === 'avif' ? { effort: 0 } : {})
          .toBuffer();
      const over = await upload(imageForm(await make(height), { filename: `big.${format}` }));
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({
        error: {
          code: 'payload_too_large',
          message: tooManyPixelsMessage(type),
          requestId: expect.any(String),
        },
      });
      expect(width * height).toBeGreaterThan(imageMaxPixels(type));
      expect(width * (height - 1)).toBeLessThanOrEqual(imageMaxPixels(type));
      const { metadata } = await uploadAndFetch(await make(height - 1), `under.${format}`);
      expect(metadata.width).toBe(IMAGE_MAX_SIDE_PX);
    },
  );

  it('answers 400 when the image field is missing or empty', async () => {
    const withoutFile = new FormData();
    withoutFile.append('caption', 'no file here');
    const wrongField = imageForm(await makeImage('png'), { field: 'photo' });
    const empty = imageForm(Buffer.alloc(0));
    for (const form of [withoutFile, wrongField, empty]) {
      const res = await upload(form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'bad_request',
          message: IMAGE_MESSAGES.missing,
          requestId: expect.any(String),
        },
      });
    }
  });

  it('answers 415 to a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ image: 'https://example.com/cat.png' }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('keeps an upload on disk only while its request lasts, stored or refused', async () => {
    const spool = join(t.config.dataDir, 'tmp', 'uploads');
    await uploadAndFetch(await makeImage('png', 900, 600));
    // Reduced across first, through a file beside the upload (decision 180).
    await uploadAndFetch(await makeImage('png', 2400, 1200));
    const text = Buffer.from('not a picture at all\n'.repeat(20));
    expect((await upload(imageForm(text, { filename: 'list.png' }))).statusCode).toBe(415);
    expect((await upload(imageForm(await makeNoisePng(1400, 1300)))).statusCode).toBe(413);
    expect(readdirSync(spool)).toEqual([]);
  });

  it('answers 503 and stores nothing while too many uploads already wait for a decode', async () => {
    // Other uploads hold every decode slot and every place in the queue (decision 085).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: IMAGE_DECODES_AT_ONCE + IMAGE_DECODES_WAITING }, () =>
      imageDecodes.run(() => held),
    );
    expect([imageDecodes.active, imageDecodes.queued]).toEqual([
      IMAGE_DECODES_AT_ONCE,
      IMAGE_DECODES_WAITING,
    ]);
    const before = storedFiles().length;
    const refused = await upload(imageForm(await makeImage('png', 800, 600)));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: IMAGE_MESSAGES.busy,
        requestId: expect.any(String),
      },
    });
    expect(storedFiles()).toHaveLength(before);

    release();
    await Promise.all(holders);
    await uploadAndFetch(await makeImage('png', 800, 600));
  });

  it('is in the OpenAPI document as a multipart upload', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const operation = res.json().paths['/api/images'].post;
    expect(operation.tags).toEqual(['images']);
    expect(
      operation.requestBody.content['multipart/form-data'].schema.properties.image,
    ).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(Object.keys(operation.responses)).toContain('201');
  });
});

describe('POST /api/images with S3_BUCKET set', () => {
  let s3: TestS3Server;
  let s3App: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    s3App = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await s3App.close();
    await s3.close();
  });

  it('stores the WebP in the bucket and answers its public URL', async () => {
    const owner = await signUpUser(s3App.app);
    const res = await sendAs(
      s3App.app,
      owner,
      'POST',
      '/api/images',
      imageForm(await makeImage('png', 2000, 500)),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { data } = ImageUploadResponseSchema.parse(res.json());
    expect(data.url).toMatch(
      new RegExp(`^${s3.endpoint}/${s3.bucket}/[0-9a-f-]{36}-1600w\\.webp$`),
    );
    const copy = await fetch(data.url.replace(/-1600w\.webp$/, '-640w.webp'));
    expect(copy.status).toBe(200);
    const copyMetadata = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
    expect([copyMetadata.width, copyMetadata.height]).toEqual([640, 160]);

    const served = await fetch(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1600, 400]);
    expect(readdirSync(join(s3App.config.dataDir, 'uploads'))).toEqual([]);
  });

  it('lets pages show images from the bucket (CSP img-src)', async () => {
    const res = await s3App.app.inject({ method: 'GET', url: '/api/health' });
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc?.trim().split(' ')).toContain(s3.endpoint);
  });
});

describe('storing an image when the storage fails part-way', () => {
  it('deletes the copies already written and passes the error on', async () => {
    const dir = join(t.config.dataDir, 'failing-storage');
    const local = new LocalImageStorage(dir);
    // The store takes the copies, then refuses the image itself (a full disk, a bucket outage).
    const failing: ImageStorage = {
      put: (key, bytes, type) =>
        /-1600w\.webp$/.test(key)
          ? Promise.reject(new Error('storage unavailable'))
          : local.put(key, bytes, type),
      delete: (key) => local.delete(key),
    };
    await expect(storeImage(failing, await makeImage('png', 2400, 1200))).rejects.toThrow(
      'storage unavailable',
    );
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});
