import { randomUUID } from 'node:crypto';
import {
  PRODUCT_DOCUMENT_MESSAGES,
  PRODUCT_MESSAGES,
  type AddProductDocumentFields,
  type ProductDocument,
} from '@partline/shared';
import { catalogChanged } from '../../catalog-cache/catalog-cache.js';
import type { Database } from '../../db/client.js';
import { recordAudit, type AuditActor } from '../../audit/audit-log.js';
import { NotFoundError, UnsupportedMediaTypeError } from '../../errors.js';
import { isRowId } from '../../row-id.js';
import type { ImageStorage } from '../../storage/index.js';
import {
  deleteProductDocument,
  insertProductDocument,
  type ProductDocumentRow,
} from './product-documents.repository.js';
import { lockProduct } from './products.repository.js';

/** A document's row as the API answers it. */
export function toProductDocument(row: ProductDocumentRow): ProductDocument {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    fileName: row.fileName,
    url: row.url,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signature every PDF starts with (ISO 32000-1, 7.5.2). */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Whether `bytes` are a PDF by their first bytes, whatever the file's name says. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > PDF_MAGIC.length && PDF_MAGIC.equals(bytes.subarray(0, PDF_MAGIC.length));
}

/**
 * The file name a document keeps for its download: the last part of what the browser sent, its
 * control characters dropped, at most 200 characters; `document.pdf` when nothing is left.
 */
function documentFileName(sent: string | undefined): string {
  const name = (sent ?? '')
    .split(/[/\\]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return name || 'document.pdf';
}

/** What the audit log records of a document. */
function documentSnapshot(row: ProductDocumentRow): Record<string, unknown> {
  return {
    kind: row.kind,
    title: row.title,
    fileName: row.fileName,
    url: row.url,
    sizeBytes: row.sizeBytes,
  };
}

/** An uploaded document: its checked fields, the file's bytes and the name it was sent with. */
export interface DocumentUpload extends AddProductDocumentFields {
  bytes: Uint8Array;
  fileName: string | undefined;
}

/**
 * `POST /products/{id}/documents` (admin; decision 318): stores the PDF in the image storage under
 * `<uuid>.pdf` and attaches it to the product after its other documents. Audited
 * (`product.document_add`, on the product) in the transaction that attaches it; a stored file
 * whose transaction fails is deleted again.
 * @throws NotFoundError 'Product not found' (malformed, unknown or deleted id).
 * @throws UnsupportedMediaTypeError 415 'Only PDF files can be attached' when the bytes are not a
 *   PDF (the name and the declared type are not trusted).
 */
export async function addProductDocument(
  db: Database,
  storage: ImageStorage,
  productId: string,
  upload: DocumentUpload,
  actor: AuditActor,
): Promise<ProductDocument> {
  if (!isRowId(productId)) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
  if (!isPdf(upload.bytes)) throw new UnsupportedMediaTypeError(PRODUCT_DOCUMENT_MESSAGES.notPdf);
  const key = `${randomUUID()}.pdf`;
  const { url } = await storage.put(key, upload.bytes, 'application/pdf');
  let row: ProductDocumentRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const product = await lockProduct(tx, productId);
      if (!product) return undefined;
      const inserted = await insertProductDocument(tx, {
        productId,
        kind: upload.kind,
        title: upload.title,
        fileName: documentFileName(upload.fileName),
        storageKey: key,
        url,
        sizeBytes: upload.bytes.length,
        createdById: actor.id,
      });
      await recordAudit(tx, actor, {
        action: 'product.document_add',
        targetType: 'product',
        targetId: product.id,
        targetLabel: product.name,
        before: null,
        after: documentSnapshot(inserted),
      });
      return inserted;
    });
  } finally {
    if (!row) await storage.delete?.(key).catch(() => undefined);
  }
  if (!row) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
  catalogChanged(db);
  return toProductDocument(row);
}

/**
 * `DELETE /products/{id}/documents/{documentId}` (admin; decision 318): detaches the document and
 * deletes its stored file once that is committed. Audited (`product.document_remove`, on the
 * product) in the same transaction.
 * @throws NotFoundError 'Product not found' or 'Document not found' (malformed or unknown ids, a
 *   document of another product).
 */
export async function removeProductDocument(
  db: Database,
  storage: ImageStorage,
  productId: string,
  documentId: string,
  actor: AuditActor,
): Promise<{ deletedCount: number }> {
  if (!isRowId(productId)) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
  if (!isRowId(documentId)) throw new NotFoundError(PRODUCT_DOCUMENT_MESSAGES.notFound);
  const removed = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    if (!product) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    const row = await deleteProductDocument(tx, productId, documentId);
    if (!row) throw new NotFoundError(PRODUCT_DOCUMENT_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      action: 'product.document_remove',
      targetType: 'product',
      targetId: product.id,
      targetLabel: product.name,
      before: documentSnapshot(row),
      after: null,
    });
    return row;
  });
  catalogChanged(db);
  // After the commit: a failed delete leaves an orphan file, never a document without its file.
  await storage.delete?.(removed.storageKey).catch(() => undefined);
  return { deletedCount: 1 };
}
