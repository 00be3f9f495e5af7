import {
  checkSpecifications,
  SlugSchema,
  type Attribute,
  type Category,
  type SpecificationValue,
} from '@partline/shared';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';
import type { ProductPageFields } from './api/get-product-page';

/** Most gallery pictures of a product after its main image (decision 316; the API's limit). */
export const GALLERY_MAX = 8;
/** Longest Markdown details of a product, characters (decision 316; the API's limit). */
export const DETAILS_MAX_CHARS = 20_000;

/** The product editor's catalog fields as the controls give them (decision 316). */
export interface CatalogFieldValues {
  /** `''`: no category. */
  categoryId: string;
  /** Edit Product only. */
  slug: string;
  /** Attribute key → the control's text (`'true'`/`'false'` for Yes/No, `''` for none). */
  specifications: Record<string, string>;
  details: string;
  gallery: string[];
}

/** The catalog fields of a `POST /product` or `PATCH /products/{id}` body. */
export interface ProductCatalogWrite {
  categoryId?: string | null;
  slug?: string;
  specifications?: Record<string, SpecificationValue | null>;
  details?: string;
  gallery?: string[];
}

/**
 * What the catalog fields need from the form's surroundings, passed as react-hook-form's
 * `context`: `variant` (`null`: the form has no catalog fields, e.g. its page fields could not be
 * read), the chosen category's attributes (a ref: they load after the form is made), and the
 * values stored before the edit.
 */
export interface CatalogContext {
  variant: 'add' | 'edit' | null;
  attributes: { readonly current: readonly Attribute[] };
  stored?: ProductPageFields['specifications'];
}

/** The catalog fields of a new product (`page` null) or of a product's page fields. */
export function catalogValuesOf(page: ProductPageFields | null): CatalogFieldValues {
  return {
    categoryId: page?.product.categoryId ?? '',
    slug: page?.product.slug ?? '',
    specifications: Object.fromEntries(
      Object.entries(page?.specifications ?? {}).map(([key, value]) => [key, String(value)]),
    ),
    details: page?.details ?? '',
    gallery: page?.gallery ?? [],
  };
}

/** The slug of the category `id` in `categories`. */
export const slugOfCategory = (categories: readonly Category[], id: string) =>
  categories.find((category) => category.id === id)?.slug;

/**
 * Checks the catalog fields and makes their part of the body: the specification checked against
 * the category's attributes ({@link checkSpecifications}: typed values, the API's messages per
 * key), the slug (edit), details and gallery within their limits. A new product sends only what
 * is filled in; an edit sends every field, and `null` for each value it no longer has (a key of
 * another category among them).
 */
export function checkCatalog(
  values: Partial<CatalogFieldValues>,
  { variant, attributes: { current: attributes }, stored = {} }: CatalogContext,
): { errors: Record<string, FieldError | Record<string, FieldError>>; body: ProductCatalogWrite } {
  const errors: Record<string, FieldError | Record<string, FieldError>> = {};
  const problem = (message: string): FieldError => ({ type: 'custom', message });
  const categoryId = values.categoryId || null;
  const typed = values.specifications ?? {};
  const shown = categoryId
    ? Object.fromEntries(attributes.map((attribute) => [attribute.key, typed[attribute.key]]))
    : {};
  const checked = checkSpecifications(categoryId ? attributes : [], shown);
  if (Object.keys(checked.problems).length > 0) {
    errors.specifications = Object.fromEntries(
      Object.entries(checked.problems).map(([key, message]) => [key, problem(message)]),
    );
  }
  const details = values.details ?? '';
  if (details.length > DETAILS_MAX_CHARS) {
    errors.details = problem(
      `Details have at most ${DETAILS_MAX_CHARS.toLocaleString('en')} characters`,
    );
  }
  const gallery = values.gallery ?? [];
  if (gallery.length > GALLERY_MAX) {
    errors.gallery = problem(`A gallery has at most ${GALLERY_MAX} pictures`);
  }
  if (variant === 'add') {
    return {
      errors,
      body: {
        ...(categoryId ? { categoryId } : {}),
        ...(Object.keys(checked.values).length > 0 ? { specifications: checked.values } : {}),
        ...(details.trim() !== '' ? { details } : {}),
        ...(gallery.length > 0 ? { gallery } : {}),
      },
    };
  }
  const slug = SlugSchema.safeParse(values.slug ?? '');
  if (!slug.success) errors.slug = problem(slug.error.issues[0]?.message ?? 'Invalid slug');
  const keys = new Set([...Object.keys(stored), ...attributes.map((a) => a.key)]);
  const specifications = Object.fromEntries(
    [...keys].map((key) => [key, checked.values[key] ?? null]),
  );
  return {
    errors,
    body: {
      categoryId,
      ...(slug.success ? { slug: slug.data } : {}),
      specifications,
      details,
      gallery,
    },
  };
}

const CATALOG_NAMES = ['categoryId', 'slug', 'specifications', 'details', 'gallery'] as const;

/**
 * `resolver` (the form's own fields, checked by its shared schema) with the catalog fields
 * checked by {@link checkCatalog} and added to its output when the context says the form has them.
 */
export function withCatalog<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
): Resolver<Values, CatalogContext, Output & ProductCatalogWrite> {
  return async (values, context, options) => {
    const own = Object.fromEntries(
      Object.entries(values).filter(
        ([name]) => !(CATALOG_NAMES as readonly string[]).includes(name),
      ),
    ) as Values;
    const result = await resolver(own, undefined, options as never);
    if (!context?.variant) return result as never;
    const catalog = checkCatalog(values as Partial<CatalogFieldValues>, context);
    const errors = { ...result.errors, ...catalog.errors } as FieldErrors<Values>;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { ...(result.values as Output), ...catalog.body }, errors: {} };
  };
}

/**
 * Puts the API's 400 messages on the catalog fields: `specifications.<key>` under that attribute's
 * control, `categoryId`, `slug`, `details`, `gallery` (or one of its pictures) under theirs.
 * Returns whether any field got one.
 */
export function setCatalogErrors(
  error: unknown,
  setError: (name: never, error: { message: string }) => void,
): boolean {
  if (!(error instanceof ApiError) || !error.details) return false;
  let onField = false;
  for (const [path, messages] of Object.entries(error.details)) {
    const message = messages[0];
    if (!message) continue;
    const name = path.startsWith('gallery.') ? 'gallery' : path;
    if (
      /^specifications\.[a-z][a-z0-9_]*$/.test(name) ||
      (CATALOG_NAMES as readonly string[]).includes(name)
    ) {
      setError(name as never, { message });
      onField = true;
    }
  }
  return onField;
}
