import {
  PRODUCT_MESSAGES,
  SOURCE_LANGUAGE,
  type ContentLanguage,
  type Product,
  type ProductContent,
  type ProductTranslationInput,
} from '@partline/shared';
import type { Database, Executor } from '../../db/client.js';
import { NotFoundError } from '../../errors.js';
import { isRowId } from '../../row-id.js';
import { findProduct } from './products.repository.js';
import {
  findProductTranslation,
  findProductTranslations,
  type ProductTexts,
} from './product-translations.repository.js';

/*
 * A product's texts in the languages the catalog answers in (decision 326): English is the
 * product's own row, Bangla a translation beside it; a read in Bangla answers each text's
 * translation where one is kept, its English text otherwise.
 */

/**
 * `items` as a read in `language` answers them: each product's name and short description its
 * translation where one is kept, field by field, else its own. English: `items` themselves, with no
 * query. One query for any number of products.
 */
export async function translateProducts(
  db: Executor,
  language: ContentLanguage,
  items: readonly Product[],
): Promise<Product[]> {
  if (language === SOURCE_LANGUAGE || items.length === 0) return [...items];
  const texts = await findProductTranslations(
    db,
    language,
    items.map((item) => item._id),
  );
  return items.map((item) => translatedProduct(item, texts.get(item._id)));
}

/** `product` with the texts of `texts` over its own, where there are some. */
export function translatedProduct(product: Product, texts: ProductTexts | undefined): Product {
  if (!texts || (texts.name === null && texts.description === null)) return product;
  return {
    ...product,
    productName: texts.name ?? product.productName,
    productDescription: texts.description ?? product.productDescription,
  };
}

/**
 * The texts to store after a write's `input` over the `current` ones: an absent field keeps its
 * text, `null` removes it, a text replaces it.
 */
export function textsAfter(current: ProductTexts, input: ProductTranslationInput): ProductTexts {
  return {
    name: input.productName === undefined ? current.name : input.productName,
    description:
      input.productDescription === undefined ? current.description : input.productDescription,
    details: input.details === undefined ? current.details : input.details,
  };
}

/**
 * The audit log's fields of a product's Bangla texts (decision 326): its name and short
 * description, as the English ones are recorded (`productName`; the details are not, as the
 * English details are not).
 */
export function translationSnapshot(texts: ProductTexts): Record<string, unknown> {
  return { bn: { productName: texts.name, productDescription: texts.description } };
}

/**
 * `GET /products/{id}/content` (admin; decision 326): the product's texts as stored — its own
 * English ones and its Bangla translation, `null` where there is none — for the back office's
 * form, whatever language the request prefers.
 * @throws NotFoundError 'Product not found' (malformed, unknown or deleted id).
 */
export async function getProductContent(db: Database, id: string): Promise<ProductContent> {
  const row = isRowId(id) ? await findProduct(db, id) : undefined;
  if (!row) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
  const bn = await findProductTranslation(db, row.id, 'bn');
  return {
    en: { productName: row.name, productDescription: row.description, details: row.details },
    bn: { productName: bn.name, productDescription: bn.description, details: bn.details },
  };
}
