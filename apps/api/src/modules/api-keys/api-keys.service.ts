import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  type CreateApiKeyInputSchema,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@partline/shared';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../../audit/audit-log.js';
import type { Database, Executor } from '../../db/client.js';
import { ownerCompanyId } from '../../db/integration-owner.js';
import { NotFoundError } from '../../errors.js';
import { assertRowId } from '../../row-id.js';
import {
  findApiKey,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  type ApiKeyRow,
  type KeyOwner,
} from './api-keys.repository.js';

export type { KeyOwner } from './api-keys.repository.js';

/** What every secret starts with: `pl_` and 43 base64url characters (256 random bits). */
export const API_KEY_SECRET_PREFIX = 'pl_';

/** Characters of the secret kept as its `prefix`, to tell keys apart in lists. */
const SHOWN_CHARS = 10;

/** The stored form of a secret: its SHA-256, hex (256 random bits need no slow hash). */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    _id: row.id,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    prefix: row.prefix,
    companyId: row.companyId,
    createdBy: row.createdByEmail,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owner's keys, newest first, revoked ones included. */
export async function getApiKeys(db: Database, owner: KeyOwner): Promise<ApiKey[]> {
  return (await listApiKeys(db, owner)).map(toApiKey);
}

/**
 * Creates a key for `owner` acting as `actor` (decision 190), audited in the same transaction.
 * Answers the key and its secret; only the secret's hash is stored, so this is the one time
 * anybody sees it.
 */
export async function createApiKey(
  db: Database,
  owner: KeyOwner,
  actor: AuditActor,
  input: z.output<typeof CreateApiKeyInputSchema>,
): Promise<CreatedApiKey> {
  const secret = API_KEY_SECRET_PREFIX + randomBytes(32).toString('base64url');
  const id = await db.transaction(async (tx) => {
    const keyId = await insertApiKey(tx, {
      userId: actor.id,
      createdByEmail: actor.email,
      companyId: ownerCompanyId(owner),
      name: input.name,
      scopes: input.scopes,
      prefix: secret.slice(0, SHOWN_CHARS),
      secretHash: hashApiKeySecret(secret),
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    });
    await recordAudit(tx, actor, {
      action: 'api_key.create',
      targetType: 'api_key',
      targetId: keyId,
      targetLabel: input.name,
      before: null,
      after: { name: input.name, scopes: input.scopes, expiresAt: input.expiresAt, ...owner },
    });
    return keyId;
  });
  const row = await findApiKey(db, owner, id);
  return { apiKey: toApiKey(row!), secret };
}

/**
 * Revokes the owner's key: it authenticates nothing from now on. Revoking a revoked key changes
 * nothing and answers it as it is.
 * @throws NotFoundError 'API key not found' for a key that is not the owner's.
 */
export async function revokeOwnApiKey(
  db: Database,
  owner: KeyOwner,
  actor: AuditActor,
  id: string,
): Promise<ApiKey> {
  assertRowId(id, API_KEY_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const key = await findApiKey(tx, owner, id);
    if (!key) throw new NotFoundError(API_KEY_MESSAGES.notFound);
    if (await revokeApiKey(tx, id)) {
      await recordAudit(tx, actor, {
        action: 'api_key.revoke',
        targetType: 'api_key',
        targetId: id,
        targetLabel: key.name,
        before: { revokedAt: null },
        after: { revokedAt: new Date().toISOString() },
      });
    }
  });
  return toApiKey((await findApiKey(db, owner, id))!);
}

/**
 * Records, in the transaction that revoked it, that a key was revoked (`api_key.revoke`) because
 * what granted it ended (`reason`: the membership changed, the password was reset or changed;
 * decisions 293, 294). `revokedAt` is the stored instant when the caller has it, else now.
 */
export async function recordKeyRevoked(
  tx: Executor,
  actor: AuditActor,
  key: { id: string; name: string; revokedAt?: Date | null },
  reason: string,
): Promise<void> {
  await recordAudit(tx, actor, {
    action: 'api_key.revoke',
    targetType: 'api_key',
    targetId: key.id,
    targetLabel: key.name,
    before: { revokedAt: null },
    after: { revokedAt: (key.revokedAt ?? new Date()).toISOString(), reason },
  });
}
