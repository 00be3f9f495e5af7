import {
  AttributeSchema,
  CategoryContentSchema,
  CategoryDetailSchema,
  CategoryListSchema,
  CategorySchema,
  CategorySlugParamsSchema,
  CreateAttributeInputSchema,
  CreateCategoryInputSchema,
  DeletedCountSchema,
  EditAttributeInputSchema,
  EditCategoryInputSchema,
  IdParamsSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVALIDATE } from '../../cache-control.js';
import {
  CachedJson,
  openCatalogCachePerLanguage,
  sendCachedJson,
} from '../../catalog-cache/index.js';
import { etagVariantOf } from '../../content-language.js';
import { declareRoutes } from '../../declare-routes.js';
import { readCategoryTree } from '../../flows/category-tree.js';
import {
  deleteAttribute,
  deleteCategory,
  editAttribute,
  editCategory,
  readCategoryDetail,
} from '../../flows/category-writes.js';
import { createAttribute, createCategory } from './categories.service.js';
import { getCategoryContent } from './category-content.service.js';

/**
 * The category tree and its attributes (under `/api`; decision 316): `GET /categories`,
 * `GET /categories/:slug`, and for admins `POST /categories`, `PATCH /categories/:id`,
 * `DELETE /categories/:id`, `POST /categories/:id/attributes`, `PATCH /category-attributes/:id`,
 * `DELETE /category-attributes/:id`.
 */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The tree is read whole and kept, serialised once, until the catalog changes (decision 040):
  // every write of the tree, its attributes or a product drops it. One per language (decision 326).
  const trees = await openCatalogCachePerLanguage(
    app,
    async (language) =>
      new CachedJson(await readCategoryTree(app.database.db, language), etagVariantOf(language)),
    // It shows no stock: a sale leaves it (decision 338).
    () => 'ignore',
  );
  const { anyone, admin } = declareRoutes(app, {
    tags: ['categories'],
    adminTags: ['admin'],
    errors: [400, 401, 403, 404, 409],
  });

  anyone.get(
    '/categories',
    {
      apiKeyScope: 'catalog:read',
      contentLanguage: true,
      summary: 'The category tree, flat',
      description:
        'Every category, depth first in sibling order (a parent before its children; ' +
        '`position` orders siblings), each with `productCount`, the live products of it and ' +
        'its subcategories. Names and descriptions answer in the language `Accept-Language` ' +
        'prefers, English where there is no translation (decision 326). Served from memory ' +
        'with a strong `ETag` until the catalog changes.',
      response: { 200: CategoryListSchema },
      errors: [],
    },
    async (c) => {
      const tree = trees[c.language];
      return sendCachedJson(c.request, c.reply, tree.current() ?? (await tree.get()));
    },
  );

  anyone.get(
    '/categories/:slug',
    {
      apiKeyScope: 'catalog:read',
      contentLanguage: true,
      summary: 'One category with its path, children and attributes',
      description:
        '`breadcrumbs` from the top to the category itself; `children` in order; `attributes` ' +
        "of its products' specification, its ancestors' first, then its own. Names and " +
        "descriptions in the language `Accept-Language` prefers (decision 326). 404 'Category " +
        "not found' for a slug no category has.",
      params: CategorySlugParamsSchema,
      response: { 200: CategoryDetailSchema },
      errors: [404],
    },
    async (c) => {
      c.reply.header('cache-control', REVALIDATE);
      return readCategoryDetail(c.db, c.params.slug, c.language);
    },
  );

  admin.get(
    '/categories/:id/content',
    {
      summary: "A category's texts and its attributes' in every language (admins)",
      description:
        "The name and description as stored, `en` the category's own and `bn` the Bangla " +
        "translation (`null` where there is none), and each of its own attributes' name and " +
        "options with their Bangla name and option labels — whatever the request's " +
        '`Accept-Language`: what the back office edits (decision 326). 404 for an unknown id.',
      params: IdParamsSchema,
      response: { 200: CategoryContentSchema },
      errors: [404],
    },
    async (c) => getCategoryContent(c.db, c.params.id),
  );

  admin.post(
    '/categories',
    {
      summary: 'Add a category (admins)',
      description:
        '`name` (unique among its siblings, ignoring case), `parentId` (none: at the top), ' +
        "`slug` (default: the name's), `position` among the siblings (default last), " +
        '`description`, `translations.bn` (`name`, `description` in Bangla; decision 326). ' +
        "400 `validation_failed` per field: 'Parent category not found', " +
        "'Categories nest at most 4 levels deep'; 400 when the tree is full; 409 on `name` " +
        "('Another category under the same parent has this name') or `slug` ('This slug is " +
        "already in use'). Audited. Answers 201 with the category.",
      body: CreateCategoryInputSchema,
      response: { 201: CategorySchema },
    },
    async (c) => createCategory(c.db, c.body, c.actor),
  );

  admin.patch(
    '/categories/:id',
    {
      summary: 'Rename, move or reorder a category (admins)',
      description:
        'Any of `name`, `slug`, `description`, `translations.bn` (`name`, `description` in ' +
        'Bangla: absent keeps, blank or null removes; decision 326), `parentId` (`null`: to the ' +
        'top) and `position` ' +
        '(its index among the siblings, which are renumbered; a move without one places it ' +
        "last). 400 on `parentId`: 'A category cannot move under itself or one of its " +
        "subcategories', 'Categories nest at most 4 levels deep' (its deepest subcategory " +
        'counts), an unknown parent; 409 as `POST /categories`; 404 for an unknown id. ' +
        'Audited with the category before and after.',
      params: IdParamsSchema,
      body: EditCategoryInputSchema,
      response: { 200: CategorySchema },
    },
    async (c) => editCategory(c.db, c.params.id, c.body, c.actor),
  );

  admin.delete(
    '/categories/:id',
    {
      summary: 'Delete a category (admins)',
      description:
        "409 'Move or delete its subcategories first' or 'Move its products to another " +
        "category first'; 404 for an unknown id. Its attributes go with it. Audited.",
      params: IdParamsSchema,
      response: { 200: DeletedCountSchema },
    },
    async (c) => deleteCategory(c.db, c.params.id, c.actor),
  );

  admin.post(
    '/categories/:id/attributes',
    {
      summary: "Add an attribute to a category's specification (admins)",
      description:
        '`key` (`capacity_gb`: lower-case letters, digits and _), `name`, `type` (number, ' +
        'enum, boolean, text), `unit` (numbers only), `options` (enums: at least one), ' +
        '`required`, `filterable`, `position` among its own (default last), ' +
        '`translations.bn` (`name`, and `options`: a Bangla label by option; decision 326; a ' +
        'label of no option answers 400 on `translations.bn.options`). Subcategories ' +
        'inherit it. 409 on `key` when the category, a parent or a subcategory has it; 400 ' +
        'when a category would have more than 60 attributes, inherited ones included; 404 for ' +
        'an unknown category. Audited. Answers 201 with the attribute.',
      params: IdParamsSchema,
      body: CreateAttributeInputSchema,
      response: { 201: AttributeSchema },
    },
    async (c) => createAttribute(c.db, c.params.id, c.body, c.actor),
  );

  admin.patch(
    '/category-attributes/:id',
    {
      summary: 'Edit an attribute (admins)',
      description:
        'Any of `name`, `unit` (numbers only), `options` (enums only), `required`, ' +
        '`filterable`, `position`, `translations.bn` (`name`; `options`, the whole set of ' +
        "Bangla option labels; decision 326); the key and the type never change. An option's " +
        'label follows it when its case changes and goes with it. Removing an option ' +
        "that live products hold answers 409 ('3 products use Unbuffered: change them " +
        "first'); an option whose case changes is renamed in the products too. 404 for an " +
        'unknown id. Audited with the attribute before and after.',
      params: IdParamsSchema,
      body: EditAttributeInputSchema,
      response: { 200: AttributeSchema },
    },
    async (c) => editAttribute(c.db, c.params.id, c.body, c.actor),
  );

  admin.delete(
    '/category-attributes/:id',
    {
      summary: 'Delete an attribute (admins)',
      description:
        'Removes its value from the specification of every product of the category and its ' +
        'subcategories, in one transaction. 404 for an unknown id. Audited.',
      params: IdParamsSchema,
      response: { 200: DeletedCountSchema },
    },
    async (c) => deleteAttribute(c.db, c.params.id, c.actor),
  );
};
