import {
  ATTRIBUTE_MESSAGES,
  CATEGORY_MESSAGES,
  specificationSearchText,
  type Attribute,
  type Category,
  type CategoryDetail,
  type ContentLanguage,
  type EditAttributeInput,
  type EditCategoryInput,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import { catalogChanged } from '../catalog-cache/catalog-cache.js';
import type { Database, Transaction } from '../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { isRowId } from '../row-id.js';
import {
  categoryPath,
  deleteAttributeRow,
  deleteCategoryRow,
  findAttribute,
  findCategory,
  findCategoryBySlug,
  lockCategoryTree,
  ownAttributes,
  renumberAttributes,
  toAttribute,
  updateAttribute,
  attributesOfCategory,
  type AttributeRow,
  type CategoryRow,
} from '../modules/categories/categories.repository.js';
import {
  attributeSnapshot,
  categoryLinks,
  categorySnapshot,
  editCategory as editCategoryRow,
  placed,
} from '../modules/categories/categories.service.js';
import {
  translateAttributes,
  writeAttributeTexts,
} from '../modules/categories/category-content.service.js';
import {
  countLiveProductsIn,
  countProductsWithValue,
  detachDeletedProducts,
  lockProductsWithKey,
  writeSpecifications,
  type ProductSpecificationRow,
} from '../modules/products/products.repository.js';
import { readCategoryTree } from './category-tree.js';
import { attributesOfCategories } from './product-catalog.js';

const M = CATEGORY_MESSAGES;
const A = ATTRIBUTE_MESSAGES;

/**
 * `GET /categories/{slug}` (decision 316): the category, its path from the top (itself last), its
 * children in order, and its specification's attributes (its ancestors' first, then its own),
 * their names in `language` (decision 326).
 * @throws NotFoundError 'Category not found'.
 */
export async function readCategoryDetail(
  db: Database,
  slug: string,
  language: ContentLanguage = 'en',
): Promise<CategoryDetail> {
  const row = await findCategoryBySlug(db, slug);
  if (!row) throw new NotFoundError(M.notFound);
  const tree = await readCategoryTree(db, language);
  const category = tree.find((at) => at.id === row.id);
  if (!category) throw new NotFoundError(M.notFound);
  const attributes = await translateAttributes(
    db,
    language,
    await attributesOfCategory(db, row.id),
  );
  return {
    category,
    breadcrumbs: categoryPath(tree, row.id).map(({ id, name, slug }) => ({ id, name, slug })),
    children: tree.filter((at) => at.parentId === row.id),
    attributes: attributes.map(({ optionLabels: _labels, ...attribute }) => attribute),
  };
}

/**
 * `PATCH /categories/{id}` (admin; decision 316): the categories module's edit, answered with the
 * live products of the category's subtree.
 */
export async function editCategory(
  db: Database,
  id: string,
  input: EditCategoryInput,
  actor: AuditActor,
): Promise<Category> {
  return editCategoryRow(db, id, input, actor, countLiveProductsIn);
}

/**
 * `DELETE /categories/{id}` (admin; decision 316): deletes a category without subcategories and
 * without live products (deleted products keep no category), with its attributes. The tree is
 * locked; audited (`category.delete`) in the same transaction; drops the catalog caches.
 * @throws NotFoundError 'Category not found'; ConflictError 409 'Move or delete its
 *   subcategories first' or 'Move its products to another category first'.
 */
export async function deleteCategory(
  db: Database,
  id: string,
  actor: AuditActor,
): Promise<{ deletedCount: number }> {
  if (!isRowId(id)) throw new NotFoundError(M.notFound);
  await db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const links = await categoryLinks(tx);
    if (!links.has(id)) throw new NotFoundError(M.notFound);
    if (links.subtree(id).length > 1) throw new ConflictError(M.hasChildren);
    if ((await countLiveProductsIn(tx, [id])) > 0) throw new ConflictError(M.hasProducts);
    // Deleted products that were in it keep their row, not their category (the foreign key).
    await detachDeletedProducts(tx, id);
    const before = (await findCategory(tx, id)) as CategoryRow;
    await deleteCategoryRow(tx, id);
    await recordAudit(tx, actor, {
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      targetLabel: before.name,
      before: categorySnapshot(before),
      after: null,
    });
  });
  catalogChanged(db);
  return { deletedCount: 1 };
}

/**
 * The specifications of `rows` after `change`, with their search text made anew from the
 * attributes of each product's category as they are now (decision 316), written.
 */
async function rewriteSpecifications(
  tx: Transaction,
  rows: readonly ProductSpecificationRow[],
  change: (values: ProductSpecificationRow['specifications']) => void,
): Promise<void> {
  const attributes = await attributesOfCategories(
    tx,
    rows.flatMap((row) => (row.categoryId ? [row.categoryId] : [])),
  );
  await writeSpecifications(
    tx,
    rows.map((row) => {
      const specifications = { ...row.specifications };
      change(specifications);
      const own = row.categoryId ? (attributes.get(row.categoryId) ?? []) : [];
      return { id: row.id, specifications, specText: specificationSearchText(own, specifications) };
    }),
  );
}

/** The attribute of `id` in a write's transaction. @throws NotFoundError 'Attribute not found'. */
async function existingAttribute(tx: Transaction, id: string): Promise<AttributeRow> {
  const row = isRowId(id) ? await findAttribute(tx, id) : undefined;
  if (!row) throw new NotFoundError(A.notFound);
  return row;
}

/**
 * `PATCH /category-attributes/{id}` (admin; decision 316): changes the name, unit (numbers only),
 * options (enums only; at least one), `required`, `filterable` or `position` among the
 * category's own attributes (renumbered 0…n). An option that only changes case is renamed in the
 * products' specifications too; one that is removed must not be held by a live product of the
 * category's subtree. The search text of the products that hold a value of the attribute is
 * rewritten (a name or a unit is part of it). The tree is locked; audited
 * (`category_attribute.edit`, before and after) in the same transaction; drops the catalog
 * caches.
 * @throws NotFoundError 'Attribute not found'; ValidationError 400 on `unit` or `options` when the
 *   type has none, or an enum without options; ConflictError 409 on `options`, '3 products use
 *   Unbuffered: change them first'.
 */
export async function editAttribute(
  db: Database,
  id: string,
  input: EditAttributeInput,
  actor: AuditActor,
): Promise<Attribute> {
  const answer = await db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const before = await existingAttribute(tx, id);
    if (input.unit && before.type !== 'number') {
      throw new ValidationError({ unit: [A.unitOnlyForNumbers] });
    }
    if (input.options && input.options.length > 0 && before.type !== 'enum') {
      throw new ValidationError({ options: [A.optionsOnlyForEnums] });
    }
    if (input.options && input.options.length === 0 && before.type === 'enum') {
      throw new ValidationError({ options: [A.optionsRequired] });
    }
    const subtree = (await categoryLinks(tx)).subtree(before.categoryId);
    const renamed = new Map<string, string>();
    if (input.options && before.type === 'enum') {
      for (const option of before.options) {
        const kept = input.options.find((o) => o.toLowerCase() === option.toLowerCase());
        if (kept === undefined) {
          const count = await countProductsWithValue(tx, subtree, before.key, option);
          if (count > 0) {
            const message = A.optionInUse(count, option);
            throw new ConflictError(message, { options: [message] });
          }
        } else if (kept !== option) renamed.set(option, kept);
      }
    }
    const after = await updateAttribute(tx, id, {
      name: input.name ?? before.name,
      unit: before.type === 'number' && input.unit !== undefined ? input.unit : before.unit,
      options: before.type === 'enum' && input.options ? input.options : before.options,
      required: input.required ?? before.required,
      filterable: input.filterable ?? before.filterable,
    });
    if (!after) throw new NotFoundError(A.notFound);
    if (input.position !== undefined) {
      const own = (await ownAttributes(tx, before.categoryId))
        .map((row) => row.id)
        .filter((at) => at !== id);
      await renumberAttributes(tx, placed(own, id, input.position));
    }
    if (after.name !== before.name || after.unit !== before.unit || renamed.size > 0) {
      await rewriteSpecifications(
        tx,
        await lockProductsWithKey(tx, subtree, before.key),
        (values) => {
          const value = values[before.key];
          const to = typeof value === 'string' ? renamed.get(value) : undefined;
          if (to !== undefined) values[before.key] = to;
        },
      );
    }
    const row = (await findAttribute(tx, id)) as AttributeRow;
    // Sent Bangla texts, or the labels of options renamed or removed (decision 326).
    const optionsChanged = JSON.stringify(row.options) !== JSON.stringify(before.options);
    const texts =
      input.translations || optionsChanged
        ? await writeAttributeTexts(tx, id, input.translations, row.options, 'read')
        : undefined;
    await recordAudit(tx, actor, {
      action: 'category_attribute.edit',
      targetType: 'category_attribute',
      targetId: id,
      targetLabel: row.name,
      before: attributeSnapshot(before, texts?.before),
      after: attributeSnapshot(row, texts?.after),
    });
    return toAttribute(row);
  });
  catalogChanged(db);
  return answer;
}

/**
 * `DELETE /category-attributes/{id}` (admin; decision 316): deletes the attribute and removes its
 * key from the specification of every product of the category's subtree (their search text
 * rewritten), in one transaction with the tree locked; the category's other attributes are
 * renumbered. Audited (`category_attribute.delete`); drops the catalog caches.
 * @throws NotFoundError 'Attribute not found'.
 */
export async function deleteAttribute(
  db: Database,
  id: string,
  actor: AuditActor,
): Promise<{ deletedCount: number }> {
  await db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const before = await existingAttribute(tx, id);
    const subtree = (await categoryLinks(tx)).subtree(before.categoryId);
    const holders = await lockProductsWithKey(tx, subtree, before.key);
    if (!(await deleteAttributeRow(tx, id))) throw new NotFoundError(A.notFound);
    await renumberAttributes(
      tx,
      (await ownAttributes(tx, before.categoryId)).map((row) => row.id),
    );
    await rewriteSpecifications(tx, holders, (values) => {
      delete values[before.key];
    });
    await recordAudit(tx, actor, {
      action: 'category_attribute.delete',
      targetType: 'category_attribute',
      targetId: id,
      targetLabel: before.name,
      before: attributeSnapshot(before),
      after: null,
    });
  });
  catalogChanged(db);
  return { deletedCount: 1 };
}
