import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  PRODUCT_DOCUMENT_LIMITS,
  PRODUCT_DOCUMENT_MESSAGES,
  ProductDocumentSchema,
  ProductPageSchema,
} from '@partline/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccounts } from '../../../test/helpers/auth.js';
import { makePdf } from '../../../test/helpers/catalog.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { makeImage } from '../../../test/helpers/images.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: {} });

function documentForm(
  bytes: Uint8Array,
  {
    kind = 'datasheet',
    title = 'DDR5 datasheet',
    filename = 'ddr5.pdf',
    type = 'application/pdf',
  } = {},
): FormData {
  const form = new FormData();
  form.append('kind', kind);
  form.append('title', title);
  form.append('file', new Blob([bytes], { type }), filename);
  return form;
}

const upload = (
  productId: string,
  payload: FormData,
  headers: Record<string, string> = admin.headers,
) =>
  t.app.inject({ method: 'POST', url: `/api/products/${productId}/documents`, headers, payload });

const remove = (
  productId: string,
  documentId: string,
  headers: Record<string, string> = admin.headers,
) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/products/${productId}/documents/${documentId}`,
    headers,
  });

const storedFiles = () => readdirSync(join(t.config.dataDir, 'uploads')).sort();
const storedPath = (url: string) => join(t.config.dataDir, 'uploads', url.replace('/uploads/', ''));

describe('POST /api/products/:id/documents', () => {
  let productId: string;
  beforeAll(async () => {
    productId = (await insertProduct(t.db)).id;
  });

  it('stores a real PDF, downloadable as an attachment, listed on the product page', async () => {
    const pdf = await makePdf();
    const res = await upload(productId, documentForm(pdf, { title: '  DDR5 datasheet ' }));
    expect(res.statusCode, res.body).toBe(201);
    const document = ProductDocumentSchema.parse(res.json());
    expect(document).toMatchObject({
      kind: 'datasheet',
      title: 'DDR5 datasheet',
      fileName: 'ddr5.pdf',
      sizeBytes: pdf.length,
    });
    expect(document.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);

    const served = await t.app.inject({ method: 'GET', url: document.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(Buffer.compare(served.rawPayload, pdf)).toBe(0);

    const page = ProductPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/product-pages/${productId}` })).json(),
    );
    expect(page.documents).toEqual([document]);

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=product.document_add',
      headers: admin.headers,
    });
    expect(audit.json().entries[0]).toMatchObject({
      targetId: productId,
      after: { title: 'DDR5 datasheet', kind: 'datasheet' },
    });
  });

  it('refuses a PNG named .pdf with 415, storing nothing', async () => {
    const png = await makeImage('png', 8, 8);
    const before = storedFiles();
    const res = await upload(productId, documentForm(png, { filename: 'fake.pdf' }));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(PRODUCT_DOCUMENT_MESSAGES.notPdf);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(PRODUCT_DOCUMENT_LIMITS.maxBytes + 1, 0x20),
    ]);
    const res = await upload(productId, documentForm(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(PRODUCT_DOCUMENT_MESSAGES.tooLarge);
  });

  it('answers 400 per field for a bad kind, a missing title and a missing file', async () => {
    const pdf = await makePdf();
    const badKind = await upload(productId, documentForm(pdf, { kind: 'brochure' }));
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().error.details.kind).toEqual([PRODUCT_DOCUMENT_MESSAGES.kindUnknown]);

    const noTitle = await upload(productId, documentForm(pdf, { title: '   ' }));
    expect(noTitle.json().error.details.title).toEqual([PRODUCT_DOCUMENT_MESSAGES.titleRequired]);

    const longTitle = await upload(productId, documentForm(pdf, { title: 'x'.repeat(121) }));
    expect(longTitle.json().error.details.title).toEqual([PRODUCT_DOCUMENT_MESSAGES.titleTooLong]);

    const form = new FormData();
    form.append('kind', 'manual');
    form.append('title', 'Manual');
    const noFile = await upload(productId, form);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.details.file).toEqual([PRODUCT_DOCUMENT_MESSAGES.fileMissing]);
  });

  it('answers 404 for an unknown or deleted product', async () => {
    const pdf = await makePdf();
    const gone = await insertProduct(t.db, { deletedAt: new Date() });
    expect((await upload(gone.id, documentForm(pdf))).statusCode).toBe(404);
    expect((await upload('not-an-id', documentForm(pdf))).statusCode).toBe(404);
  });

  it('answers 401 signed out and 403 to a client', async () => {
    const pdf = await makePdf();
    expect((await upload(productId, documentForm(pdf), {})).statusCode).toBe(401);
    expect((await upload(productId, documentForm(pdf), client.headers)).statusCode).toBe(403);
  });
});

describe('DELETE /api/products/:id/documents/:documentId', () => {
  it('removes the document and its stored file', async () => {
    const product = await insertProduct(t.db);
    const document = ProductDocumentSchema.parse(
      (await upload(product.id, documentForm(await makePdf()))).json(),
    );
    expect(existsSync(storedPath(document.url))).toBe(true);

    expect((await remove(product.id, document.id, client.headers)).statusCode).toBe(403);
    expect((await remove(product.id, document.id, {})).statusCode).toBe(401);

    const res = await remove(product.id, document.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(existsSync(storedPath(document.url))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: document.url })).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: `/api/product-pages/${product.id}` });
    expect(page.json().documents).toEqual([]);

    expect((await remove(product.id, document.id)).statusCode).toBe(404);
  });

  it("answers 404 for another product's document", async () => {
    const [one, other] = [await insertProduct(t.db), await insertProduct(t.db)];
    const document = ProductDocumentSchema.parse(
      (await upload(one.id, documentForm(await makePdf()))).json(),
    );
    const res = await remove(other.id, document.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(PRODUCT_DOCUMENT_MESSAGES.notFound);
  });
});
