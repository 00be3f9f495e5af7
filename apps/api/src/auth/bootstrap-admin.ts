import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.js';
import type { Database } from '../db/client.js';
import { findUserByEmail, hasAdmin, setRole } from '../modules/users/users.repository.js';
import type { Auth } from './auth.js';

/** The account made on a database without any admin when `ADMIN_EMAIL` is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@partline.local';

/** What {@link bootstrapAdmin} did. */
export interface BootstrapResult {
  action: 'created' | 'promoted' | 'unchanged' | 'none';
  email?: string;
  /** Only for a generated password (the default admin). */
  generatedPassword?: string;
}

/** A random password that also passes the sign-up rules of spec §5. */
export function generateAdminPassword(): string {
  return `${randomBytes(18).toString('base64url')}aA1!`;
}

async function createCredentialUser(auth: Auth, email: string, password: string): Promise<void> {
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser(
    { email, name: 'Admin', emailVerified: true, role: 'admin' },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await context.password.hash(password),
  });
}

/**
 * The first admin (DESIGN.md, "Identity and access"). With `ADMIN_EMAIL`/`ADMIN_PASSWORD` that
 * account exists with role admin afterwards (created with the password, hashed by better-auth, or
 * promoted; an existing password is left alone). Without them, a database with no admin gets
 * `admin@partline.local` with a random password, logged once at warn level.
 */
export async function bootstrapAdmin(deps: {
  auth: Auth;
  db: Database;
  config: Pick<Config, 'adminEmail' | 'adminPassword'>;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): Promise<BootstrapResult> {
  const { auth, db, config, logger } = deps;
  if (config.adminEmail && config.adminPassword) {
    const email = config.adminEmail.toLowerCase();
    const existing = await findUserByEmail(db, email);
    if (!existing) {
      await createCredentialUser(auth, email, config.adminPassword);
      logger.info({ email }, 'admin account created from ADMIN_EMAIL');
      return { action: 'created', email };
    }
    if (existing.role === 'admin') return { action: 'unchanged', email };
    await setRole(db, existing.id, 'admin');
    logger.info({ email }, 'ADMIN_EMAIL account promoted to admin');
    return { action: 'promoted', email };
  }

  if (await hasAdmin(db)) return { action: 'none' };
  const password = generateAdminPassword();
  const existing = await findUserByEmail(db, DEFAULT_ADMIN_EMAIL);
  if (existing) {
    const context = await auth.$context;
    await context.internalAdapter.updatePassword(
      existing.id,
      await context.password.hash(password),
    );
    await setRole(db, existing.id, 'admin');
  } else {
    await createCredentialUser(auth, DEFAULT_ADMIN_EMAIL, password);
  }
  logger.warn(
    { email: DEFAULT_ADMIN_EMAIL },
    `No admin existed, so an admin account was created. Sign in as ${DEFAULT_ADMIN_EMAIL} with ` +
      `the password ${password} and change it. This password is shown only once; set ` +
      'ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
  );
  return { action: 'created', email: DEFAULT_ADMIN_EMAIL, generatedPassword: password };
}
