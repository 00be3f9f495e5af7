import {
  PRODUCT_CSV_COLUMNS,
  ProductImportSchema,
  type ProductDocument,
  type ProductImport,
} from '@partline/shared';
import PDFDocument from 'pdfkit';
import type { App } from '../../src/app.js';
import type { TestUser } from './auth.js';

/**
 * Catalog data made through the API as an admin makes it (decisions 316, 318, 319): datasheets,
 * checked CSV imports.
 */

/** A real one-page PDF with `text` on it (pdfkit). */
export function makePdf(text = 'Datasheet'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

/** The multipart body of `POST /products/{id}/documents`: a PDF datasheet titled `title`. */
export async function documentForm(title = 'Datasheet'): Promise<FormData> {
  const form = new FormData();
  form.append('kind', 'datasheet');
  form.append('title', title);
  form.append('file', new Blob([await makePdf(title)], { type: 'application/pdf' }), 'sheet.pdf');
  return form;
}

/** Attaches a PDF datasheet to `productId` as `admin`; answers the document. */
export async function attachDocument(
  app: App,
  admin: TestUser,
  productId: string,
  title = 'Datasheet',
): Promise<ProductDocument> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/products/${productId}/documents`,
    headers: admin.headers,
    payload: await documentForm(title),
  });
  if (response.statusCode !== 201) throw new Error(`document: ${response.body}`);
  return response.json<ProductDocument>();
}

const DESCRIPTION =
  'A dependable memory module for business servers, tested for a full week before it ships, ' +
  'with a three-year warranty.';

/**
 * A catalog CSV (every product column, as the export writes it) of one new, valid product per
 * SKU in `skus`.
 */
export function catalogCsv(skus: readonly string[]): string {
  const cells = (sku: string): Record<string, string> => ({
    sku,
    name: `Imported Part ${sku}`,
    description: DESCRIPTION,
    price: '1500.00',
    min_order: '10',
    order_increment: '1',
    available_quantity: '100',
    vat_rate: '1500',
    sd_rate: '0',
    image: '/uploads/demo/part.webp',
    status: 'active',
  });
  const quoted = (value: string) =>
    /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  return [
    PRODUCT_CSV_COLUMNS.join(','),
    ...skus.map((sku) =>
      PRODUCT_CSV_COLUMNS.map((column) => quoted(cells(sku)[column] ?? '')).join(','),
    ),
  ].join('\r\n');
}

/** Uploads `csv` as `admin` and waits for its check to end; answers the import. */
export async function checkedImport(
  app: App,
  admin: TestUser,
  csv: string,
): Promise<ProductImport> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/product-imports?fileName=catalog.csv',
    headers: { ...admin.headers, 'content-type': 'text/csv' },
    payload: csv,
  });
  if (response.statusCode !== 202) throw new Error(`import: ${response.body}`);
  let current = ProductImportSchema.parse(response.json());
  for (let i = 0; i < 400 && current.status === 'reading'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const polled = await app.inject({
      url: `/api/product-imports/${current.id}`,
      headers: admin.headers,
    });
    current = ProductImportSchema.parse(polled.json());
  }
  if (current.status !== 'checked') throw new Error(`import not checked: ${current.status}`);
  return current;
}
