import {
  countryName,
  formatSpecificationValue,
  SOURCE_LANGUAGE,
  type ContentLanguage,
  type ProductPage,
  type SpecificationLine,
  type Specifications,
} from '@partline/shared';
import type { Database } from '../db/client.js';
import { attributesOfCategory, categoryPath } from '../modules/categories/categories.repository.js';
import {
  optionLabelOf,
  translateAttributes,
} from '../modules/categories/category-content.service.js';
import { listProductDocuments } from '../modules/products/product-documents.repository.js';
import { toProductDocument } from '../modules/products/product-documents.service.js';
import { translatedProduct } from '../modules/products/product-content.service.js';
import { findProductTranslation } from '../modules/products/product-translations.repository.js';
import { findProduct, findProductBySlug } from '../modules/products/products.repository.js';
import { toProduct } from '../modules/products/products.service.js';
import { isRowId } from '../row-id.js';
import { readCategoryTree } from './category-tree.js';

/**
 * A product's page (decision 318) by its slug or its id: the product, its category and the path
 * to it from the top of the tree, its specification line by line in the attributes' order (the
 * top category's first; only attributes with a stored value), its details, its gallery (the
 * picture first) and its documents. `undefined` for an unknown or deleted product. In `language`
 * (decision 326): the product's name, descriptions and details, the categories' names, the
 * attributes' names and the values' `display` (an enum option's label, Yes/No), each its
 * translation where one is kept, else English, and the country of origin's name.
 */
export async function readProductPage(
  db: Database,
  key: string,
  language: ContentLanguage = SOURCE_LANGUAGE,
): Promise<ProductPage | undefined> {
  const row = isRowId(key) ? await findProduct(db, key) : await findProductBySlug(db, key);
  if (!row) return undefined;
  const [tree, stated, documents, texts] = await Promise.all([
    row.categoryId ? readCategoryTree(db, language) : Promise.resolve([]),
    attributesOfCategory(db, row.categoryId),
    listProductDocuments(db, row.id),
    language === SOURCE_LANGUAGE ? undefined : findProductTranslation(db, row.id, language),
  ]);
  const attributes = await translateAttributes(db, language, stated);
  const path = row.categoryId ? categoryPath(tree, row.categoryId) : [];
  const specifications: Specifications = row.specifications;
  const specification: SpecificationLine[] = [];
  for (const attribute of attributes) {
    const value = specifications[attribute.key];
    if (value === undefined) continue;
    specification.push({
      key: attribute.key,
      name: attribute.name,
      type: attribute.type,
      unit: attribute.unit,
      value,
      display:
        optionLabelOf(attribute, value) ?? formatSpecificationValue(attribute, value, language),
    });
  }
  return {
    product: translatedProduct(toProduct(row), texts),
    category: path.at(-1) ?? null,
    breadcrumbs: path.map(({ id, name, slug }) => ({ id, name, slug })),
    specification,
    specifications,
    countryOfOriginName: countryName(row.countryOfOrigin, language),
    details: texts?.details ?? row.details,
    gallery: [row.image, ...row.gallery.filter((url) => url !== row.image)],
    documents: documents.map(toProductDocument),
  };
}
