import {
  AddProductInputSchema,
  ApiErrorSchema,
  DeletedCountSchema,
  IdParamsSchema,
  ProductCreatedSchema,
  ProductListSchema,
  ProductSchema,
  UpdateProductInputSchema,
  UpdateProductResultSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVALIDATE } from '../../cache-control.js';
import {
  addProduct,
  deleteProduct,
  getCatalog,
  getProduct,
  updateProductStock,
} from './products.service.js';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/**
 * `GET /products`, `GET /products/:id`, and for admins `POST /product`, `PUT /product/:id`,
 * `DELETE /product/:id` (under `/api`; spec §7, DESIGN.md open payloads).
 */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'All products, newest first',
        response: { 200: ProductListSchema },
      },
    },
    async (_request, reply) => {
      const catalog = await getCatalog(app.database.db);
      reply.header('cache-control', REVALIDATE);
      return catalog;
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product',
        description: 'Unknown, deleted or malformed ids answer 404.',
        params: IdParamsSchema,
        response: { 200: ProductSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const product = await getProduct(app.database.db, request.params.id);
      reply.header('cache-control', REVALIDATE);
      return product;
    },
  );

  app.post(
    '/product',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Add a product (admins)',
        description:
          'Price in Taka (numeric strings accepted), stored in poisha; the name is trimmed. ' +
          "400 `validation_failed` with the spec §5 messages per field; 409 'Product already " +
          "exist' for a name in use (ignoring case and surrounding spaces). Answers 201 `{ _id }`.",
        body: AddProductInputSchema,
        response: { 201: ProductCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await addProduct(app.database.db, request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/product/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Restock a product or set its stock (admins)',
        description:
          '`{ restock: n }` adds n pieces atomically; `{ availableQuantity }` sets the stock, ' +
          'never below the pieces held by paid orders (409). Exactly one of the two (400). ' +
          'Unknown, deleted or malformed ids answer 404.',
        params: IdParamsSchema,
        body: UpdateProductInputSchema,
        response: { 200: UpdateProductResultSchema, ...errors },
      },
    },
    async (request) => updateProductStock(app.database.db, request.params.id, request.body),
  );

  app.delete(
    '/product/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Remove a product from the catalog (admins)',
        description:
          'Soft delete: the product leaves the catalog; orders keep their snapshot and stay ' +
          'deliverable. Unknown, already deleted or malformed ids answer 404.',
        params: IdParamsSchema,
        response: { 200: DeletedCountSchema, ...errors },
      },
    },
    async (request) => deleteProduct(app.database.db, request.params.id),
  );
};
