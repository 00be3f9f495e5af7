import { z } from 'zod';
import { ProductSchema } from '../products/product.schema.js';
import {
  SpecificationValueSchema,
  SpecificationsSchema,
  ATTRIBUTE_TYPES,
} from './attribute.schema.js';
import { CategorySchema } from './category.schema.js';

/** Kinds of a product's documents (decision 316), in the order the product page lists them. */
export const PRODUCT_DOCUMENT_KINDS = [
  'datasheet',
  'manual',
  'certificate',
  'drawing',
  'other',
] as const;
/** A kind of product document. */
export type ProductDocumentKind = (typeof PRODUCT_DOCUMENT_KINDS)[number];

/** Bounds of a product document (decision 318). */
export const PRODUCT_DOCUMENT_LIMITS = {
  /** Largest PDF accepted, bytes. */
  maxBytes: 10 * 1024 * 1024,
  titleMaxChars: 120,
} as const;

/** The multipart field of `POST /products/{id}/documents` that carries the PDF. */
export const PRODUCT_DOCUMENT_FILE_FIELD = 'file';

/** The API's and the back-office's texts about product documents. */
export const PRODUCT_DOCUMENT_MESSAGES = {
  fileMissing: `Attach a PDF in the field "${PRODUCT_DOCUMENT_FILE_FIELD}"`,
  notPdf: 'Only PDF files can be attached',
  tooLarge: `A document is at most ${PRODUCT_DOCUMENT_LIMITS.maxBytes / 1024 / 1024} MB`,
  titleRequired: 'Document title is required',
  titleTooLong: `A document title has at most ${PRODUCT_DOCUMENT_LIMITS.titleMaxChars} characters`,
  kindUnknown: `Kind is one of ${PRODUCT_DOCUMENT_KINDS.join(', ')}`,
  notFound: 'Document not found',
  notMultipart: 'Send the document as multipart/form-data',
} as const;

const DM = PRODUCT_DOCUMENT_MESSAGES;

/** The labels of the kinds, as the product page and the back office show them. */
export const PRODUCT_DOCUMENT_KIND_LABELS: Readonly<Record<ProductDocumentKind, string>> = {
  datasheet: 'Datasheet',
  manual: 'Manual',
  certificate: 'Certificate',
  drawing: 'Drawing',
  other: 'Document',
};

/**
 * A PDF attached to a product (decision 318): `url` where it downloads (`/uploads/<uuid>.pdf` on
 * this server or the object store's URL), `fileName` as uploaded, `sizeBytes` bytes.
 */
export const ProductDocumentSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(PRODUCT_DOCUMENT_KINDS),
    title: z.string(),
    fileName: z.string(),
    url: z.string(),
    sizeBytes: z.number().int().positive(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ProductDocument' });
/** A product's document. */
export type ProductDocument = z.infer<typeof ProductDocumentSchema>;

/**
 * The text fields of `POST /products/{id}/documents` beside the file: `kind` one of
 * {@link PRODUCT_DOCUMENT_KINDS}, `title` 1–120 characters, trimmed.
 */
export const AddProductDocumentFieldsSchema = z.object({
  kind: z.enum(PRODUCT_DOCUMENT_KINDS, { error: DM.kindUnknown }),
  title: z
    .string({ error: DM.titleRequired })
    .trim()
    .min(1, { error: DM.titleRequired })
    .max(PRODUCT_DOCUMENT_LIMITS.titleMaxChars, { error: DM.titleTooLong }),
});
/** The fields of a document upload. */
export type AddProductDocumentFields = z.output<typeof AddProductDocumentFieldsSchema>;

/**
 * `DELETE /products/{id}/documents/{documentId}` path: the product and the document, as strings
 * (a malformed id is a 404, as for products).
 */
export const ProductDocumentParamsSchema = z.object({ id: z.string(), documentId: z.string() });

/** `GET /product-pages/{key}` path: a product's slug or id. */
export const ProductPageParamsSchema = z.object({ key: z.string().max(200) });

/**
 * One line of a product's specification as its page shows it: the attribute (`key`, `name`,
 * `type`, `unit`), the stored `value`, and `display`, the value as people read it
 * (`formatSpecificationValue`: `32 GB`, `Yes`).
 */
export const SpecificationLineSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    type: z.enum(ATTRIBUTE_TYPES),
    unit: z.string().nullable(),
    value: SpecificationValueSchema,
    display: z.string(),
  })
  .meta({ id: 'SpecificationLine' });
/** A line of a product's specification. */
export type SpecificationLine = z.infer<typeof SpecificationLineSchema>;

/**
 * `GET /product-pages/{key}` (decision 318): what a product's page shows. `category` is null for
 * an uncategorised product; `breadcrumbs` runs from the top of the tree to the product's
 * category (empty without one); `specification` follows the attributes' order (the top
 * category's first) and lists only attributes with a value, while `specifications` holds every
 * stored value by key; `countryOfOriginName` names the country the product is made in, in the
 * answer's language (the page shows it under the specification, decision 323); `details` is
 * Markdown; `gallery` is the product's picture, then its further pictures; `documents` in the order
 * they were attached.
 */
export const ProductPageSchema = z
  .object({
    product: ProductSchema,
    category: CategorySchema.nullable(),
    breadcrumbs: z.array(CategorySchema.pick({ id: true, name: true, slug: true })),
    specification: z.array(SpecificationLineSchema),
    specifications: SpecificationsSchema,
    countryOfOriginName: z
      .string()
      .describe(
        "`product.countryOfOrigin`'s name in the answer's language (CLDR): `Bangladesh`, `বাংলাদেশ`",
      ),
    details: z.string(),
    gallery: z.array(z.string()),
    documents: z.array(ProductDocumentSchema),
  })
  .meta({ id: 'ProductPage' });
/** A product's page. */
export type ProductPage = z.infer<typeof ProductPageSchema>;
