import type { Locale } from '@partline/shared';
import type { Database } from '../db/client.js';
import { localeOrDefault } from '../i18n/translator.js';
import { findUsersByIds } from '../modules/users/users.repository.js';
import type { RequestUser } from '../plugins/identity.js';

/**
 * The language a document downloaded by `caller` is written in (decision 328): the account's
 * language (`users.locale`, which the web keeps to the language chosen while signed in, decision
 * 325), so a link opened outside the app, an API key of the account and an e-mailed copy agree;
 * English for an account that chose none.
 */
export async function readerLocale(db: Database, caller: Pick<RequestUser, 'id'>): Promise<Locale> {
  const user = (await findUsersByIds(db, [caller.id])).get(caller.id);
  return localeOrDefault(user?.locale);
}
