import { ShopSettingsInputSchema, ShopSettingsSchema } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../declare-routes.js';
import { getShopSettings, saveShopSettings } from './shop-settings.service.js';

/**
 * The shop's settings under `/api` (decision 309): its legal identity as a seller, the bank
 * accounts buyers pay into, the invoice footer and whether catalog prices include VAT. Shop
 * admins only.
 */
export const shopSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = declareRoutes(app, {
    tags: ['admin'],
    errors: [400, 401, 403],
  });

  admin.get(
    '/admin/shop-settings',
    {
      summary: "The shop's settings: legal identity, bank accounts, documents (admins)",
      description:
        'What tax documents print as the seller (legal name, registered address, BIN, TIN, trade ' +
        'licence number, VAT registration type), the bank accounts buyers pay into, the invoice ' +
        'footer and whether catalog prices include VAT. `updatedAt` is their version. An empty ' +
        '`bin` means no tax document can be issued yet.',
      operationId: 'getShopSettings',
      response: { 200: ShopSettingsSchema },
    },
    async (c) => getShopSettings(c.db),
  );

  admin.put(
    '/admin/shop-settings',
    {
      summary: "Save the shop's settings, all of them at once (admins)",
      description:
        'Takes what `GET /admin/shop-settings` answers, changed. The BIN is 13 digits or ' +
        '`NNNNNNNNN-NNNN` (or empty), the TIN 12 digits (or empty), 1–4 address lines, at most ' +
        '5 bank accounts, a footer of at most 500 characters; anything else answers 400 with a ' +
        'message per field. Send `updatedAt` as read: when the settings were saved since, 409 ' +
        'and nothing is changed. Recorded in the audit log (`shop_settings.edit`, the changed ' +
        'fields before and after) when something changed.',
      operationId: 'putShopSettings',
      body: ShopSettingsInputSchema,
      response: { 200: ShopSettingsSchema },
      errors: [400, 401, 403, 409],
    },
    async (c) => saveShopSettings(c.db, c.actor, c.body),
  );
};
