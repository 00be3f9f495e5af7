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
import { declareRoutes } from '../../declare-routes.js';

/** The caller's address book under `/api` (decision 127): delivery addresses, one the default. */
export const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const { signedIn } = declareRoutes(app, { tags: ['users'], errors: [400, 401, 404, 409] });

  signedIn.get(
    '/addresses',
    {
      apiKeyScope: 'orders:read',
      summary: 'Your address book, the default first',
      response: { 200: AddressListSchema },
    },
    async (request) => getAddressBook(db(), callerOf(request)),
  );

  signedIn.post(
    '/addresses',
    {
      summary: 'Add an address to your address book',
      description: 'The first address, or one sent with `isDefault: true`, is the default.',
      body: AddressInputSchema,
      response: { 201: AddressSchema },
    },
    async (request) => addAddress(db(), callerOf(request), request.body),
  );

  signedIn.put(
    '/addresses/:id',
    {
      summary: 'Change an address of your address book',
      params: IdParamsSchema,
      body: AddressInputSchema,
      response: { 200: AddressSchema },
    },
    async (request) => changeAddress(db(), callerOf(request), request.params.id, request.body),
  );

  signedIn.delete(
    '/addresses/:id',
    {
      summary: 'Remove an address from your address book',
      description: 'Removing the default makes the oldest remaining address the default.',
      params: IdParamsSchema,
      response: { 200: DeletedCountSchema },
    },
    async (request) => removeAddress(db(), callerOf(request), request.params.id),
  );
};
