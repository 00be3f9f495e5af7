import {
  AddressInputSchema,
  AddressListSchema,
  AddressSchema,
  DeletedCountSchema,
  IdParamsSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/identity.js';
import {
  addAddress,
  changeAddress,
  getAddressBook,
  removeAddress,
} from './address-book.service.js';
import { errorResponses } from '../../errors.js';

const errors = errorResponses(400, 401, 404, 409);

/** The caller's address book under `/api` (decision 127): delivery addresses, one the default. */
export const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/addresses',
    {
      config: { apiKeyScope: 'orders:read' },
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Your address book, the default first',
        response: { 200: AddressListSchema, ...errors },
      },
    },
    async (request) => getAddressBook(db(), callerOf(request)),
  );

  app.post(
    '/addresses',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Add an address to your address book',
        description: 'The first address, or one sent with `isDefault: true`, is the default.',
        body: AddressInputSchema,
        response: { 201: AddressSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addAddress(db(), callerOf(request), request.body)),
  );

  app.put(
    '/addresses/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change an address of your address book',
        params: IdParamsSchema,
        body: AddressInputSchema,
        response: { 200: AddressSchema, ...errors },
      },
    },
    async (request) => changeAddress(db(), callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/addresses/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Remove an address from your address book',
        description: 'Removing the default makes the oldest remaining address the default.',
        params: IdParamsSchema,
        response: { 200: DeletedCountSchema, ...errors },
      },
    },
    async (request) => removeAddress(db(), callerOf(request), request.params.id),
  );
};
