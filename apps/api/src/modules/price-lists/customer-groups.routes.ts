import {
  DeletedCountSchema,
  CustomerGroupInputSchema,
  CustomerGroupListSchema,
  CustomerGroupSchema,
  IdParamsSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../declare-routes.js';
import {
  createCustomerGroup,
  deleteCustomerGroup,
  editCustomerGroup,
  getCustomerGroups,
} from './customer-groups.service.js';

/**
 * Customer groups under `/api`, for shop admins (decision 320): companies the shop prices alike
 * ("Distributors"), to which price lists apply. `GET /customer-groups`, `POST /customer-groups`,
 * `PATCH /customer-groups/:id`, `DELETE /customer-groups/:id`. No API key reaches them.
 */
export const customerGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = declareRoutes(app, {
    tags: ['admin'],
    errors: [400, 401, 403, 404, 409],
  });

  admin.get(
    '/customer-groups',
    {
      summary: 'Every customer group by name, with its number of companies (admins)',
      response: { 200: CustomerGroupListSchema },
      errors: [401, 403],
    },
    async (c) => getCustomerGroups(c.db),
  );

  admin.post(
    '/customer-groups',
    {
      summary: 'Add a customer group (admins)',
      description:
        "`name`, unique ignoring case and surrounding spaces: 409 on `name` ('A customer group " +
        "of this name exists'). Audited. Answers 201 with the group.",
      body: CustomerGroupInputSchema,
      response: { 201: CustomerGroupSchema },
    },
    async (c) => createCustomerGroup(c.db, c.body, c.actor),
  );

  admin.patch(
    '/customer-groups/:id',
    {
      summary: 'Rename a customer group (admins)',
      description: '409 as `POST /customer-groups`; 404 for an unknown id. Audited.',
      params: IdParamsSchema,
      body: CustomerGroupInputSchema,
      response: { 200: CustomerGroupSchema },
    },
    async (c) => editCustomerGroup(c.db, c.params.id, c.body, c.actor),
  );

  admin.delete(
    '/customer-groups/:id',
    {
      summary: 'Delete a customer group (admins)',
      description:
        'Its companies leave it, and the price lists that applied to it stop applying to them ' +
        '(a list keeps its other companies and groups). 404 for an unknown id. Audited. ' +
        'Answers `{ deletedCount: 1 }`.',
      params: IdParamsSchema,
      response: { 200: DeletedCountSchema },
    },
    async (c) => {
      await deleteCustomerGroup(c.db, c.params.id, c.actor);
      return { deletedCount: 1 };
    },
  );
};
