import {
  ATTRIBUTE_LIMITS,
  ATTRIBUTE_MESSAGES,
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES,
  SLUG_MESSAGES,
  slugify,
  type Attribute,
  type Category,
  type CreateAttributeInput,
  type CreateCategoryInput,
  type EditCategoryInput,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../../audit/audit-log.js';
import { catalogChanged } from '../../catalog-cache/catalog-cache.js';
import type { Database, Transaction } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { BadRequestError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { isRowId } from '../../row-id.js';
import {
  allAttributeRows,
  allCategoryRows,
  findCategory,
  insertAttribute,
  insertCategory,
  lockCategoryTree,
  ownAttributes,
  renumberAttributes,
  renumberCategories,
  toAttribute,
  updateCategory,
  type AttributeRow,
  type CategoryRow,
} from './categories.repository.js';
import { writeAttributeTexts, writeCategoryTexts } from './category-content.service.js';
import type { AttributeTexts, CategoryTexts } from './category-translations.repository.js';

const M = CATEGORY_MESSAGES;

/** The links of the tree: each category's parent and children. */
export class CategoryLinks {
  private readonly parentOf = new Map<string, string | null>();
  private readonly childrenOf = new Map<string | null, string[]>();

  constructor(rows: readonly Pick<CategoryRow, 'id' | 'parentId'>[]) {
    for (const row of rows) {
      this.parentOf.set(row.id, row.parentId);
      const siblings = this.childrenOf.get(row.parentId) ?? [];
      siblings.push(row.id);
      this.childrenOf.set(row.parentId, siblings);
    }
  }

  /** Whether `id` is a category of the tree. */
  has(id: string): boolean {
    return this.parentOf.has(id);
  }

  /** `id` and its ancestors, the top last. */
  ancestorsAndSelf(id: string): string[] {
    const path: string[] = [];
    for (let at: string | null | undefined = id; at && path.length <= this.parentOf.size;) {
      path.push(at);
      at = this.parentOf.get(at);
    }
    return path;
  }

  /** Levels from the top to `id`: a top-level category is at depth 1. */
  depth(id: string): number {
    return this.ancestorsAndSelf(id).length;
  }

  /** `id` and every category below it. */
  subtree(id: string): string[] {
    const ids: string[] = [];
    const stack = [id];
    while (stack.length > 0 && ids.length <= this.parentOf.size) {
      const next = stack.pop() as string;
      ids.push(next);
      stack.push(...(this.childrenOf.get(next) ?? []));
    }
    return ids;
  }

  /** Levels of the subtree of `id`: a category without children is 1. */
  height(id: string): number {
    let deepest = 0;
    const base = this.depth(id);
    for (const below of this.subtree(id)) deepest = Math.max(deepest, this.depth(below));
    return deepest - base + 1;
  }
}

/** The tree's links as stored now. */
export async function categoryLinks(db: Database | Transaction): Promise<CategoryLinks> {
  return new CategoryLinks(await allCategoryRows(db));
}

/**
 * A category row as the audit log records it, with its Bangla texts when the write sent some
 * (decision 326).
 */
export function categorySnapshot(row: CategoryRow, texts?: CategoryTexts): Record<string, unknown> {
  return {
    name: row.name,
    slug: row.slug,
    parentId: row.parentId,
    position: row.position,
    description: row.description,
    ...(texts && { translations: { bn: { name: texts.name, description: texts.description } } }),
  };
}

/**
 * An attribute row as the audit log records it, with its Bangla texts when the write changed or
 * sent some (decision 326).
 */
export function attributeSnapshot(
  row: AttributeRow,
  texts?: AttributeTexts,
): Record<string, unknown> {
  const { key, name, type, unit, options, required, filterable, position } = row;
  return {
    categoryId: row.categoryId,
    key,
    name,
    type,
    unit,
    options,
    required,
    filterable,
    position,
    ...(texts && { translations: { bn: { name: texts.name, options: texts.optionLabels } } }),
  };
}

/** A category row as the API answers it, with the live products of its subtree. */
export function toCategory(row: CategoryRow, productCount: number): Category {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    slug: row.slug,
    position: row.position,
    description: row.description,
    productCount,
  };
}

/**
 * The 409 of a slug or a sibling's name already in use (decided by the unique indexes, so of
 * concurrent writes exactly one wins); any other error as it is.
 */
function categoryClashOf(error: unknown): unknown {
  if (isUniqueViolation(error, 'categories_slug_key')) {
    return new ConflictError(SLUG_MESSAGES.taken, { slug: [SLUG_MESSAGES.taken] });
  }
  if (isUniqueViolation(error, 'categories_sibling_name_key')) {
    return new ConflictError(M.nameTaken, { name: [M.nameTaken] });
  }
  return error;
}

/** The siblings of a new place under `parentId` in order, without `exceptId`. */
function siblingsUnder(
  rows: readonly CategoryRow[],
  parentId: string | null,
  exceptId?: string,
): string[] {
  return rows
    .filter((row) => row.parentId === parentId && row.id !== exceptId)
    .sort(
      (a, b) =>
        a.position - b.position ||
        a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
        a.id.localeCompare(b.id),
    )
    .map((row) => row.id);
}

/** `ids` with `id` put at `position` (none, or past the end: last). */
export function placed(ids: readonly string[], id: string, position: number | undefined): string[] {
  const at = Math.min(position ?? ids.length, ids.length);
  return [...ids.slice(0, at), id, ...ids.slice(at)];
}

/** The slug to store: the one sent, or the name's. @throws ValidationError when the name has none. */
function slugOf(name: string, slug: string | undefined): string {
  const chosen = slug ?? slugify(name);
  if (!chosen) throw new ValidationError({ slug: [SLUG_MESSAGES.invalid] });
  return chosen;
}

/**
 * `POST /categories` (admin; decision 316): a category under `parentId` (none: at the top), at
 * `position` among its siblings (default last; the siblings are renumbered 0…n), with the slug of
 * its name unless one is sent. The tree is locked while it is checked and written; audited
 * (`category.create`) in the same transaction; drops the catalog caches. Returns the category (no products yet).
 * @throws ValidationError 400 on `slug` for a name without a Latin letter or digit and no slug,
 *   on `parentId` for an unknown parent or a place deeper than `CATEGORY_LIMITS.depthMax`;
 *   BadRequestError 400 when the tree has `CATEGORY_LIMITS.countMax` categories; ConflictError
 *   409 for a sibling's name (`name`) or a slug in use (`slug`).
 */
export async function createCategory(
  db: Database,
  input: CreateCategoryInput,
  actor: AuditActor,
): Promise<Category> {
  const slug = slugOf(input.name, input.slug);
  try {
    const category = await db.transaction(async (tx) => {
      await lockCategoryTree(tx);
      const rows = await allCategoryRows(tx);
      if (rows.length >= CATEGORY_LIMITS.countMax) throw new BadRequestError(M.tooMany);
      const links = new CategoryLinks(rows);
      const parentId = input.parentId ?? null;
      if (parentId && !links.has(parentId)) {
        throw new ValidationError({ parentId: [M.parentNotFound] });
      }
      if (parentId && links.depth(parentId) + 1 > CATEGORY_LIMITS.depthMax) {
        throw new ValidationError({ parentId: [M.tooDeep] });
      }
      const siblings = siblingsUnder(rows, parentId);
      const inserted = await insertCategory(tx, {
        parentId,
        name: input.name,
        slug,
        description: input.description ?? '',
        position: Math.min(input.position ?? siblings.length, siblings.length),
      });
      await renumberCategories(tx, placed(siblings, inserted.id, input.position));
      const row = (await findCategory(tx, inserted.id)) ?? inserted;
      const texts = await writeCategoryTexts(tx, row.id, input.translations, true);
      await recordAudit(tx, actor, {
        action: 'category.create',
        targetType: 'category',
        targetId: row.id,
        targetLabel: row.name,
        before: null,
        after: categorySnapshot(row, texts?.after),
      });
      return toCategory(row, 0);
    });
    catalogChanged(db);
    return category;
  } catch (error) {
    throw categoryClashOf(error);
  }
}

/**
 * `PATCH /categories/{id}` (admin; decision 316): renames (`name`, `slug`, `description`), moves
 * (`parentId`; `null` to the top) and orders (`position` among the siblings, which are renumbered
 * 0…n; a move without one places it last). The tree is locked while it is checked and written,
 * so concurrent moves cannot make a cycle; audited (`category.edit`, before and after) in the same
 * transaction. `productCount` of the answer is `countProducts` of its subtree.
 * @throws NotFoundError 'Category not found'; ValidationError 400 on `parentId` for an unknown
 *   parent, a move under itself or its subtree, or one that puts its deepest subcategory deeper
 *   than `CATEGORY_LIMITS.depthMax`; ConflictError 409 for a sibling's name or a slug in use.
 */
export async function editCategory(
  db: Database,
  id: string,
  input: EditCategoryInput,
  actor: AuditActor,
  countProducts: (tx: Transaction, categoryIds: readonly string[]) => Promise<number>,
): Promise<Category> {
  if (!isRowId(id)) throw new NotFoundError(M.notFound);
  try {
    const category = await db.transaction(async (tx) => {
      await lockCategoryTree(tx);
      const rows = await allCategoryRows(tx);
      const before = rows.find((row) => row.id === id);
      if (!before) throw new NotFoundError(M.notFound);
      const links = new CategoryLinks(rows);
      const parentId = input.parentId === undefined ? before.parentId : input.parentId;
      const moves = parentId !== before.parentId;
      if (moves && parentId) {
        if (!links.has(parentId)) throw new ValidationError({ parentId: [M.parentNotFound] });
        if (links.subtree(id).includes(parentId)) {
          throw new ValidationError({ parentId: [M.moveIntoOwnSubtree] });
        }
        if (links.depth(parentId) + links.height(id) > CATEGORY_LIMITS.depthMax) {
          throw new ValidationError({ parentId: [M.tooDeep] });
        }
      }
      const name = input.name ?? before.name;
      const slug = input.slug ?? before.slug;
      await updateCategory(tx, id, {
        name,
        slug,
        description: input.description ?? before.description,
        parentId,
      });
      if (moves || input.position !== undefined) {
        const siblings = siblingsUnder(rows, parentId, id);
        await renumberCategories(tx, placed(siblings, id, input.position));
        if (moves) await renumberCategories(tx, siblingsUnder(rows, before.parentId, id));
      }
      const after = (await findCategory(tx, id)) as CategoryRow;
      const texts = await writeCategoryTexts(tx, id, input.translations, false);
      await recordAudit(tx, actor, {
        action: 'category.edit',
        targetType: 'category',
        targetId: id,
        targetLabel: after.name,
        before: categorySnapshot(before, texts?.before),
        after: categorySnapshot(after, texts?.after),
      });
      return toCategory(after, await countProducts(tx, links.subtree(id)));
    });
    catalogChanged(db);
    return category;
  } catch (error) {
    throw categoryClashOf(error);
  }
}

/**
 * The attributes of each category: its own rows, by category id.
 */
function attributesByCategory(rows: readonly AttributeRow[]): Map<string, AttributeRow[]> {
  const by = new Map<string, AttributeRow[]>();
  for (const row of rows) {
    const own = by.get(row.categoryId) ?? [];
    own.push(row);
    by.set(row.categoryId, own);
  }
  return by;
}

/**
 * `POST /categories/{id}/attributes` (admin; decision 316): an attribute of the category's
 * specification, inherited by its subcategories, at `position` among the category's own (default
 * last; renumbered 0…n). The tree is locked while the key is checked along the category's
 * ancestors and descendants; audited (`category_attribute.create`) in the same transaction.
 * Products already in the subtree keep their specification (a new required attribute is asked
 * for at their next edit).
 * @throws NotFoundError 'Category not found'; ConflictError 409 on `key` when the category, an
 *   ancestor or a descendant has the key; BadRequestError 400 when the category or one below it
 *   would have more than `ATTRIBUTE_LIMITS.perCategoryMax` attributes, inherited ones included.
 */
export async function createAttribute(
  db: Database,
  categoryId: string,
  input: CreateAttributeInput,
  actor: AuditActor,
): Promise<Attribute> {
  if (!isRowId(categoryId)) throw new NotFoundError(M.notFound);
  const attribute = await db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const links = await categoryLinks(tx);
    if (!links.has(categoryId)) throw new NotFoundError(M.notFound);
    const byCategory = attributesByCategory(await allAttributeRows(tx));
    const along = [...links.ancestorsAndSelf(categoryId), ...links.subtree(categoryId)];
    if (along.some((id) => byCategory.get(id)?.some((row) => row.key === input.key))) {
      throw new ConflictError(ATTRIBUTE_MESSAGES.keyTaken, { key: [ATTRIBUTE_MESSAGES.keyTaken] });
    }
    const countAlongPath = (id: string) =>
      links.ancestorsAndSelf(id).reduce((sum, at) => sum + (byCategory.get(at)?.length ?? 0), 0);
    const fullest = Math.max(...links.subtree(categoryId).map(countAlongPath));
    if (fullest + 1 > ATTRIBUTE_LIMITS.perCategoryMax) {
      throw new BadRequestError(ATTRIBUTE_MESSAGES.tooMany);
    }
    const own = (await ownAttributes(tx, categoryId)).map((row) => row.id);
    const inserted = await insertAttribute(tx, {
      categoryId,
      key: input.key,
      name: input.name,
      type: input.type,
      unit: input.type === 'number' ? input.unit : null,
      options: input.type === 'enum' ? input.options : [],
      required: input.required,
      filterable: input.filterable,
      position: Math.min(input.position ?? own.length, own.length),
    });
    await renumberAttributes(tx, placed(own, inserted.id, input.position));
    const row = (await ownAttributes(tx, categoryId)).find((a) => a.id === inserted.id) ?? inserted;
    const texts = await writeAttributeTexts(tx, row.id, input.translations, row.options, 'none');
    await recordAudit(tx, actor, {
      action: 'category_attribute.create',
      targetType: 'category_attribute',
      targetId: row.id,
      targetLabel: row.name,
      before: null,
      after: attributeSnapshot(row, texts?.after),
    });
    return toAttribute(row);
  });
  catalogChanged(db);
  return attribute;
}
