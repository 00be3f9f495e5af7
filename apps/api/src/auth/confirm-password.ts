import { API_KEY_MESSAGES, FRESH_SESSION_MINUTES } from '@partline/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accounts, sessions } from '../db/schema/index.js';
import { ForbiddenError, ValidationError } from '../errors.js';
import type { RequestSession, RequestUser } from '../plugins/identity.js';
import type { Auth } from './auth.js';

/**
 * Asks for the caller's current password before a credential that outlives the session is made
 * (an API key, a webhook endpoint; decision 294): checked against the account's password hash with
 * better-auth's own verifier. An account without a password (social sign-in only) must instead be
 * on a session at most {@link FRESH_SESSION_MINUTES} old, better-auth's "fresh session" idea. The
 * password is never logged, stored or answered.
 * @throws ValidationError `currentPassword`: 'Enter your current password' or 'The current
 *   password is not correct'; ForbiddenError 'Sign in again, then try within 10 minutes' (no
 *   password, and an older session).
 */
export async function confirmCurrentPassword(
  auth: Auth,
  db: Database,
  caller: RequestUser,
  session: RequestSession | null,
  password: string | undefined,
): Promise<void> {
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, caller.id), eq(accounts.providerId, 'credential')));
  if (account?.hash) {
    if (!password) {
      throw new ValidationError(
        { currentPassword: [API_KEY_MESSAGES.passwordRequired] },
        API_KEY_MESSAGES.passwordRequired,
      );
    }
    const context = await auth.$context;
    if (!(await context.password.verify({ hash: account.hash, password }))) {
      throw new ValidationError(
        { currentPassword: [API_KEY_MESSAGES.passwordWrong] },
        API_KEY_MESSAGES.passwordWrong,
      );
    }
    return;
  }
  const [row] = session
    ? await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.id, session.id))
    : [];
  const fresh =
    row !== undefined && Date.now() - row.createdAt.getTime() <= FRESH_SESSION_MINUTES * 60_000;
  if (!fresh) throw new ForbiddenError(API_KEY_MESSAGES.signInAgain);
}
