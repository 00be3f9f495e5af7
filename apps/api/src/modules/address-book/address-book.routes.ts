import {
  AddressInputSchema,
  AddressListSchema,
  AddressSchema,
  DeletedCountSchema,
  IdParamsSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addAddress,
  changeAddress,
  getAddressBook,
  removeAddress,
} from './address-book.service.js';
import { declareRoutes } from '../../declare-routes.js';

/** The caller's address book under `/api` (decision 127): delivery addresses, one the default. */
export const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signedIn } = declareRoutes(app, { tags: ['users'], errors: [400, 401, 404, 409] });

  signedIn.get(
    '/addresses',
    {
      apiKeyScope: 'orders:read',
      summary: 'Your address book, the default first',
      response: { 200: AddressListSchema },
    },
    async (c) => getAddressBook(c.db, c.caller),
  );

  signedIn.post(
    '/addresses',
    {
      summary: 'Add an address to your address book',
      description: 'The first address, or one sent with `isDefault: true`, is the default.',
      body: AddressInputSchema,
      response: { 201: AddressSchema },
    },
    async (c) => addAddress(c.db, c.caller, c.body),
  );

  signedIn.put(
    '/addresses/:id',
    {
      summary: 'Change an address of your address book',
      params: IdParamsSchema,
      body: AddressInputSchema,
      response: { 200: AddressSchema },
    },
    async (c) => changeAddress(c.db, c.caller, c.params.id, c.body),
  );

  signedIn.delete(
    '/addresses/:id',
    {
      summary: 'Remove an address from your address book',
      description: 'Removing the default makes the oldest remaining address the default.',
      params: IdParamsSchema,
      response: { 200: DeletedCountSchema },
    },
    async (c) => removeAddress(c.db, c.caller, c.params.id),
  );
};
