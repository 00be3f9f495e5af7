import fc from 'fast-check';
import { makeImage, makePixelFloodPng } from '../helpers/images.js';
import { hostileString, type FuzzBody } from './arbitraries.js';
import { describeFuzzGroup } from './harness.js';
import { createFuzzWorld } from './world.js';

// Hostile uploads to POST /api/images (decision 055): damaged, foreign and flooding files, odd
// file names and fields, broken multipart framing, other content types.

const BOUNDARY = '----partline-fuzz';

/** One part of a multipart body. */
interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

function multipart(parts: Part[], { close = true, boundary = BOUNDARY } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), part.data, Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Byte-level damage: flips, truncation, a foreign header on real image data. */
function damaged(image: Buffer): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc
      .array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 })
      .map((flips) => {
        const copy = Buffer.from(image);
        for (const [at, byte] of flips) copy[at % copy.length] = byte;
        return copy;
      }),
    fc.nat().map((cut) => image.subarray(0, cut % image.length)),
    fc.constant(Buffer.concat([Buffer.from('GIF89a'), image.subarray(6)])),
  );
}

async function images() {
  return {
    png: await makeImage('png', 16, 12),
    jpeg: await makeImage('jpeg', 16, 12),
    gif: await makeImage('gif', 8, 8),
    tiff: await makeImage('tiff', 8, 8),
    flood: makePixelFloodPng(),
  };
}

let files: Awaited<ReturnType<typeof images>>;

function uploadBodies(): fc.Arbitrary<FuzzBody> {
  const real = fc.constantFrom(files.png, files.jpeg, files.gif);
  const data = fc.oneof(
    { weight: 3, arbitrary: real },
    { weight: 4, arbitrary: real.chain(damaged) },
    { weight: 1, arbitrary: fc.constantFrom(files.tiff, files.flood) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        Buffer.from('<?php system($_GET["c"]); ?>'),
        Buffer.from('%PDF-1.4\n'),
        Buffer.alloc(0),
      ),
    },
  );
  const filename = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('photo.png', 'photo.jpg', 'x') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '../../../etc/passwd',
        '..\\..\\evil.png',
        '<script>.png',
        'a\u0000.png',
        'photo.png.php',
        '.htaccess',
        '',
      ),
    },
    {
      weight: 1,
      arbitrary: hostileString.filter((text) => text.length < 500 && !/["\r\n]/.test(text)),
    },
  );
  const type = fc.constantFrom(
    'image/png',
    'image/jpeg',
    'image/svg+xml',
    'text/html',
    'application/octet-stream',
    undefined,
  );
  const imagePart = fc.record({
    name: fc.constantFrom('image', 'image', 'image', 'file', 'IMAGE', ''),
    filename,
    type,
    data,
  });
  const extraPart = fc.record({
    name: fc.constantFrom('role', '__proto__', 'isPaid', 'image'),
    data: fc
      .oneof(fc.constantFrom('admin', 'true'), fc.constant('x'.repeat(5_000)))
      .map((text) => Buffer.from(text)),
  });
  const wellFramed = fc
    .tuple(
      fc.array(extraPart, { maxLength: 2 }),
      fc.array(imagePart, { minLength: 0, maxLength: 3 }),
    )
    .map(([extra, parts]): FuzzBody => ({
      payload: multipart([...extra, ...parts]),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    }));
  const badlyFramed = fc
    .tuple(imagePart, fc.constantFrom('unclosed', 'no-boundary', 'other-boundary', 'json', 'plain'))
    .map(([part, flaw]): FuzzBody => {
      if (flaw === 'json')
        return {
          payload: JSON.stringify({ image: part.data.toString('base64') }),
          contentType: 'application/json',
        };
      if (flaw === 'plain') return { payload: part.data, contentType: 'text/plain' };
      return {
        payload: multipart([part], { close: flaw !== 'unclosed' }),
        contentType:
          flaw === 'no-boundary'
            ? 'multipart/form-data'
            : flaw === 'other-boundary'
              ? 'multipart/form-data; boundary=nope'
              : `multipart/form-data; boundary=${BOUNDARY}`,
      };
    });
  return fc.oneof({ weight: 4, arbitrary: wellFramed }, { weight: 1, arbitrary: badlyFramed });
}

describeFuzzGroup('uploads', {
  world: async () => {
    files = await images();
    return createFuzzWorld();
  },
  bodies: { 'POST /api/images': uploadBodies },
});
