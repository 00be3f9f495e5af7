import {
  AttributeSchema,
  CategorySchema,
  type CreateAttributeInput,
  type CreateCategoryInput,
  type EditAttributeInput,
  type EditCategoryInput,
} from '@partline/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** Every category read (the tree, each category's attributes) is read again after a change. */
const CATEGORY_READS = [['categories']] as const;

/** A delete's answer is not read: the tree is read again. */
const DeletedSchema = z.unknown();

/**
 * `POST /categories` (admin; decision 316): a new category, last among its siblings unless
 * `position` says otherwise.
 * @throws ApiError — 400 per field (`name`, `slug`, `parentId`), 409 a name or slug in use.
 */
export function createCategory(input: CreateCategoryInput) {
  return api.post('/categories', CategorySchema, input);
}

/**
 * `PATCH /categories/{id}`: renames, moves (`parentId`, `null` to the top) or orders
 * (`position` among its siblings) a category.
 * @throws ApiError — 400 per field, e.g. a move under its own subtree; 409 a name or slug in use.
 */
export function editCategory({ id, ...input }: EditCategoryInput & { id: string }) {
  return api.patch(`/categories/${encodeURIComponent(id)}`, CategorySchema, input);
}

/**
 * `DELETE /categories/{id}`.
 * @throws ApiError — 409 'Move or delete its subcategories first' or 'Move its products to
 *   another category first'.
 */
export function deleteCategory(id: string) {
  return api.delete(`/categories/${encodeURIComponent(id)}`, DeletedSchema);
}

/**
 * `POST /categories/{id}/attributes`: a new attribute of the category's specification.
 * @throws ApiError — 400 per field (`key`, `options`, …), 409 a key in use in the branch.
 */
export function createAttribute({
  categoryId,
  ...input
}: CreateAttributeInput & { categoryId: string }) {
  return api.post(
    `/categories/${encodeURIComponent(categoryId)}/attributes`,
    AttributeSchema,
    input,
  );
}

/**
 * `PATCH /category-attributes/{id}`: name, unit, options, required, filterable (never key or type).
 * @throws ApiError — 400 per field, 409 an option products still hold.
 */
export function editAttribute({ id, ...input }: EditAttributeInput & { id: string }) {
  return api.patch(`/category-attributes/${encodeURIComponent(id)}`, AttributeSchema, input);
}

/** `DELETE /category-attributes/{id}`: the attribute and the values products hold under it. */
export function deleteAttribute(id: string) {
  return api.delete(`/category-attributes/${encodeURIComponent(id)}`, DeletedSchema);
}

/** Adds a category. */
export const useCreateCategory = () => useInvalidatingMutation(createCategory, CATEGORY_READS);
/** Renames, moves or orders a category. */
export const useEditCategory = () => useInvalidatingMutation(editCategory, CATEGORY_READS);
/** Deletes an empty category. */
export const useDeleteCategory = () => useInvalidatingMutation(deleteCategory, CATEGORY_READS);
/** Adds an attribute. */
export const useCreateAttribute = () => useInvalidatingMutation(createAttribute, CATEGORY_READS);
/** Edits an attribute. */
export const useEditAttribute = () => useInvalidatingMutation(editAttribute, CATEGORY_READS);
/** Removes an attribute. */
export const useDeleteAttribute = () => useInvalidatingMutation(deleteAttribute, CATEGORY_READS);
