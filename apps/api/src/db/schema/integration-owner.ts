import { uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { ownerUserId } from './user-columns.js';

/**
 * Whose API key or webhook endpoint a row is (decisions 190, 192): the user who created it, with
 * whom it goes, and the company it belongs to when a company admin created it for the company
 * (null: the client's own); a company's go with the company. Apart from `user-columns.ts` because
 * it imports the companies table, which itself uses `user-columns.ts`.
 */
export const integrationOwner = () => ({
  userId: ownerUserId(),
  companyId: uuid().references(() => companies.id, { onDelete: 'cascade' }),
});
