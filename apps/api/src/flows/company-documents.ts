import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { orders, quotes } from '../db/schema/index.js';

/**
 * Whether the company `companyId` has any order or quote (decision 327): its documents fix its
 * billing currency — `PATCH /admin/companies/{id}/currency` refuses a change then (409
 * `COMPANY_MESSAGES.currencyFixed`), and the back office's company answer says so beforehand
 * (`currencyFixed`).
 */
export async function companyHasDocuments(db: Executor, companyId: string): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.companyId, companyId))
    .limit(1);
  if (order) return true;
  const [quote] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.companyId, companyId))
    .limit(1);
  return quote !== undefined;
}
