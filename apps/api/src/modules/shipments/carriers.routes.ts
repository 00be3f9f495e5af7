import {
  CarrierInputSchema,
  CarrierListQuerySchema,
  CarrierListSchema,
  CarrierSchema,
  IdParamsSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../declare-routes.js';
import { createCarrier, editCarrier, getCarriers } from './carriers.service.js';

/**
 * Carriers under `/api`, for shop admins (decision 321): the couriers, own transport and
 * international carriers shipments leave with. `GET /carriers`, `POST /carriers`,
 * `PUT /carriers/:id`. No delete: shipments keep their carrier, so one no longer used is made
 * inactive. No API key reaches them.
 */
export const carriersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = declareRoutes(app, {
    tags: ['admin'],
    errors: [400, 401, 403, 404, 409],
  });

  admin.get(
    '/carriers',
    {
      summary: 'Every carrier by name (admins)',
      description:
        '`?active=true`: only the carriers offered for new shipments (the ship dialog); ' +
        '`?active=false`: only the retired ones.',
      querystring: CarrierListQuerySchema,
      response: { 200: CarrierListSchema },
      errors: [400, 401, 403],
    },
    async (c) => getCarriers(c.db, c.query.active),
  );

  admin.post(
    '/carriers',
    {
      summary: 'Add a carrier (admins)',
      description:
        "`name`, unique ignoring case: 409 on `name` ('A carrier of this name exists'); `kind`; " +
        '`trackingUrlTemplate`, an `https://` link holding `{tracking}`, or none; `active` ' +
        '(default `true`). Audited. Answers 201 with the carrier.',
      body: CarrierInputSchema,
      response: { 201: CarrierSchema },
      errors: [400, 401, 403, 409],
    },
    async (c) => createCarrier(c.db, c.body, c.actor),
  );

  admin.put(
    '/carriers/:id',
    {
      summary: 'Edit a carrier (admins)',
      description:
        'The whole carrier, as `POST /carriers`; `active: false` retires it (no new shipments ' +
        'with it; those made keep it). 409 as `POST /carriers`; 404 for an unknown id. Audited.',
      params: IdParamsSchema,
      body: CarrierInputSchema,
      response: { 200: CarrierSchema },
    },
    async (c) => editCarrier(c.db, c.params.id, c.body, c.actor),
  );
};
