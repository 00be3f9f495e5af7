import fc from 'fast-check';
import { catalogCsv, makePdf } from '../helpers/catalog.js';
import { brokenText, csvFileBodies, hostileString, type FuzzBody } from './arbitraries.js';
import { describeFuzzGroup } from './harness.js';
import { createFuzzWorld } from './world.js';

// Hostile requests to the product admin routes and reviews (decision 055), and to the catalog's
// categories, attributes, datasheets and CSV imports (decisions 316, 318, 319): the datasheet's
// multipart bodies and the import's CSV files are made here.

const BOUNDARY = '----partline-fuzz';

/** One part of a multipart body. */
interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

function multipart(parts: Part[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename !== undefined ? `; filename="${part.filename}"` : '';
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n${type}\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), part.data, Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

let pdf: Buffer;

/** Datasheet uploads: real and damaged PDFs, other files, odd fields, broken framing. */
function documentBodies(): fc.Arbitrary<FuzzBody> {
  const data = fc.oneof(
    { weight: 4, arbitrary: fc.constant(pdf) },
    { weight: 1, arbitrary: fc.nat().map((cut) => pdf.subarray(0, cut % pdf.length)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        Buffer.from('%PDF-'),
        Buffer.from('<html><script>alert(1)</script></html>'),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(0),
      ),
    },
  );
  const text = (valid: string) =>
    fc.oneof({ weight: 4, arbitrary: fc.constant(valid) }, brokenText, hostileString);
  const fields = fc.record({
    kind: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('datasheet', 'manual', 'certificate') },
      hostileString,
    ),
    title: text('Fuzz datasheet'),
    filename: text('sheet.pdf'),
    data,
    extra: fc.array(fc.tuple(fc.constantFrom('productId', 'url', 'file', 'kind'), hostileString), {
      maxLength: 3,
    }),
    close: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, fc.constant(false)),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant(`multipart/form-data; boundary=${BOUNDARY}`) },
      fc.constantFrom('multipart/form-data', 'application/json', 'application/pdf', undefined),
    ),
  });
  return fields.map(({ kind, title, filename, data: bytes, extra, close, contentType }) => ({
    payload: multipart(
      [
        { name: 'kind', data: Buffer.from(kind) },
        { name: 'title', data: Buffer.from(title) },
        ...extra.map(([name, value]) => ({ name, data: Buffer.from(value) })),
        { name: 'file', filename, type: 'application/pdf', data: bytes },
      ],
      close,
    ),
    contentType,
  }));
}

/** Catalog files: valid ones, damaged ones, foreign text, other content types. */
function importBodies(): fc.Arbitrary<FuzzBody> {
  const valid = fc.nat({ max: 30 }).map((n) => catalogCsv([`FUZZ-CSV-${n}`]));
  return csvFileBodies(valid);
}

describeFuzzGroup('catalog', {
  world: async () => {
    pdf = await makePdf('Fuzz datasheet');
    return createFuzzWorld();
  },
  bodies: {
    'POST /api/products/{id}/documents': documentBodies,
    'POST /api/product-imports': importBodies,
  },
});
