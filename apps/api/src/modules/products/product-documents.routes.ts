import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  AddProductDocumentFieldsSchema,
  DeletedCountSchema,
  IdParamsSchema,
  PRODUCT_DOCUMENT_FILE_FIELD,
  PRODUCT_DOCUMENT_KINDS,
  PRODUCT_DOCUMENT_LIMITS,
  PRODUCT_DOCUMENT_MESSAGES,
  ProductDocumentParamsSchema,
  ProductDocumentSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { declareRoutes, type RouteDefaults } from '../../declare-routes.js';
import {
  BadRequestError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../errors.js';
import type { ImageStorage } from '../../storage/index.js';
import {
  addProductDocument,
  removeProductDocument,
  type DocumentUpload,
} from './product-documents.service.js';

/** What {@link productDocumentsRoutes} needs. */
export interface ProductDocumentsRoutesOptions {
  /** Where the PDFs go: the image storage (on disk under `/uploads/` or the object store). */
  storage: ImageStorage;
}

const M = PRODUCT_DOCUMENT_MESSAGES;
const MAX_MB = PRODUCT_DOCUMENT_LIMITS.maxBytes / 1024 / 1024;

/**
 * The file and the text fields of a document upload, read from the multipart stream (the file at
 * most `PRODUCT_DOCUMENT_LIMITS.maxBytes`, held in memory: one upload is at most 10 MB).
 * @throws PayloadTooLargeError 413 for a larger file; BadRequestError 400 for a missing file or a
 *   stream that is not valid multipart; ValidationError 400 per field for `kind` and `title`.
 */
async function readUpload(
  request: FastifyRequest,
  tooLarge: new () => Error,
): Promise<DocumentUpload> {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await (part as MultipartFile).toBuffer();
        if (part.fieldname === PRODUCT_DOCUMENT_FILE_FIELD && !file) {
          file = { bytes, fileName: part.filename };
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof tooLarge) throw new PayloadTooLargeError(M.tooLarge);
    const status = (error as { statusCode?: unknown } | undefined)?.statusCode;
    if (typeof status === 'number' && status < 500) throw error;
    throw new BadRequestError('The upload is incomplete or not valid multipart/form-data');
  }
  const parsed = AddProductDocumentFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const details: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'body');
      (details[key] ??= []).push(issue.message);
    }
    throw new ValidationError(details);
  }
  if (!file || file.bytes.length === 0) {
    throw new ValidationError({ [PRODUCT_DOCUMENT_FILE_FIELD]: [M.fileMissing] });
  }
  if (file.bytes.length > PRODUCT_DOCUMENT_LIMITS.maxBytes) {
    throw new PayloadTooLargeError(M.tooLarge);
  }
  return { ...parsed.data, bytes: file.bytes, fileName: file.fileName };
}

/**
 * `POST /products/:id/documents` and `DELETE /products/:id/documents/:documentId` (admins, under
 * `/api`; decision 318). The upload parses only `multipart/form-data` bodies.
 */
export const productDocumentsRoutes: FastifyPluginAsyncZod<ProductDocumentsRoutesOptions> = async (
  app,
  { storage },
) => {
  const routes: RouteDefaults = {
    tags: ['products'],
    adminTags: ['admin'],
    errors: [400, 401, 403, 404],
  };
  // Only the upload parses multipart, in a scope of its own: the DELETE keeps the JSON body parser
  // of every other route (a DELETE with a JSON body is answered as anywhere else).
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    await uploads.register(multipart, {
      limits: {
        fileSize: PRODUCT_DOCUMENT_LIMITS.maxBytes,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        parts: 11,
        headerPairs: 50,
      },
    });
    const { admin } = declareRoutes(uploads, routes);

    admin.post(
      '/products/:id/documents',
      {
        summary: 'Attach a PDF document to a product (admins)',
        description:
          'A `multipart/form-data` body: the PDF in the field `file` (at most ' +
          `${MAX_MB} MB, else 413), \`kind\` (${PRODUCT_DOCUMENT_KINDS.join(', ')}) and \`title\` ` +
          '(1–120 characters); 400 `validation_failed` per field. The type is judged from the ' +
          'bytes (`%PDF-`), whatever the name: anything else is a 415. Stored like images under ' +
          '`<uuid>.pdf`; `url` is where it downloads (served as `application/pdf`, ' +
          '`Content-Disposition: attachment`). Unknown, deleted or malformed product ids answer ' +
          '404. Audited (`product.document_add`). Answers 201 with the document.',
        params: IdParamsSchema,
        response: { 201: ProductDocumentSchema },
        errors: [400, 401, 403, 404, 413, 415],
      },
      async (c) => {
        if (!c.request.isMultipart()) throw new UnsupportedMediaTypeError(M.notMultipart);
        const upload = await readUpload(
          c.request,
          uploads.multipartErrors.RequestFileTooLargeError,
        );
        return addProductDocument(c.db, storage, c.params.id, upload, c.actor);
      },
    );
  });

  const { admin } = declareRoutes(app, routes);

  admin.delete(
    '/products/:id/documents/:documentId',
    {
      summary: "Remove a product's document (admins)",
      description:
        'Detaches the document and deletes its stored file. Unknown or malformed ids, or a ' +
        'document of another product, answer 404. Audited (`product.document_remove`).',
      params: ProductDocumentParamsSchema,
      response: { 200: DeletedCountSchema },
    },
    async (c) => removeProductDocument(c.db, storage, c.params.id, c.params.documentId, c.actor),
  );
};
