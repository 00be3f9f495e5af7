import { shopDay } from '@partline/shared';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { exchangeRates } from '../../src/db/schema/index.js';
import { sendAs, type TestUser } from './auth.js';

/**
 * Records `bdtPerUnit` Taka for one US dollar on `day` (the shop's today by default) as `admin`,
 * then enables USD (decision 324). Rates are never deleted (documents keep them): the USD rates
 * of earlier tests move ten years back first, so this one is the rate in force.
 */
export async function enableUsd(
  app: App,
  db: Database,
  admin: TestUser,
  bdtPerUnit: string,
  day = shopDay(),
) {
  await db
    .update(exchangeRates)
    .set({ effectiveOn: sql`${exchangeRates.effectiveOn} - 3650` })
    .where(eq(exchangeRates.currency, 'USD'));
  const rate = await sendAs(app, admin, 'POST', '/api/admin/exchange-rates', {
    currency: 'USD',
    bdtPerUnit,
    effectiveOn: day,
  });
  expect(rate.statusCode, rate.body).toBe(201);
  const enabled = await sendAs(app, admin, 'PUT', '/api/admin/currencies/USD', { enabled: true });
  expect(enabled.statusCode, enabled.body).toBe(200);
}
