import {
  SHOP_SETTINGS_MESSAGES,
  type PayeeBankAccount,
  type ShopSettingsDetails,
  type ShopSettingsInput,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../../audit/audit-log.js';
import type { Database, Executor } from '../../db/client.js';
import { ConflictError } from '../../errors.js';
import {
  lockShopSettings,
  readShopSettings,
  seedBankAccounts,
  writeShopSettings,
  type ShopSettingsRow,
} from './shop-settings.repository.js';

/** The settings a save writes and the audit log compares, without the version. */
type Settings = Omit<ShopSettingsDetails, 'updatedAt'>;

/** What the settings of `row` are, as the page edits them. */
function settingsOf(row: ShopSettingsRow): Settings {
  return {
    legalName: row.legalName,
    addressLines: row.addressLines,
    phone: row.phone,
    email: row.email,
    bin: row.bin,
    tin: row.tin,
    tradeLicenceNumber: row.tradeLicenceNumber,
    vatRegistrationType: row.vatRegistrationType,
    bankAccounts: row.bankAccounts,
    invoiceFooter: row.invoiceFooter,
    pricesIncludeVat: row.pricesIncludeVat,
  };
}

/** The row as `GET /admin/shop-settings` answers it. */
function detailsOf(row: ShopSettingsRow): ShopSettingsDetails {
  return { ...settingsOf(row), updatedAt: row.updatedAt.toISOString() };
}

/** `GET /admin/shop-settings`: the shop's settings and their version (`updatedAt`). */
export async function getShopSettings(db: Executor): Promise<ShopSettingsDetails> {
  return detailsOf(await readShopSettings(db));
}

/** `value` as JSON with every object's keys in order: JSONB gives them back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** The fields whose values differ, each side of them: the audit entry's before and after. */
function changesBetween(before: Settings, after: Settings) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof Settings)[]) {
    if (canonical(before[key]) !== canonical(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { was, now, changed: Object.keys(now).length > 0 };
}

/**
 * `PUT /admin/shop-settings` (decision 309): saves the whole settings object behind the row's lock,
 * with its audit entry (`shop_settings.edit`: the changed fields before and after) in the same
 * transaction. Nothing changed, nothing is written or recorded. Undefined optional bank-account
 * fields are left out, as the schema parsed them.
 * @throws ConflictError (409, `SHOP_SETTINGS_MESSAGES.stale`) when `input.updatedAt` is given and
 *   the settings were saved since that version.
 */
export async function saveShopSettings(
  db: Database,
  actor: AuditActor,
  input: ShopSettingsInput,
): Promise<ShopSettingsDetails> {
  return db.transaction(async (tx) => {
    const row = await lockShopSettings(tx);
    if (input.updatedAt !== undefined && Date.parse(input.updatedAt) !== row.updatedAt.getTime()) {
      throw new ConflictError(SHOP_SETTINGS_MESSAGES.stale);
    }
    const { updatedAt: _version, ...wanted } = input;
    const before = settingsOf(row);
    const after: Settings = { ...wanted, bankAccounts: wanted.bankAccounts.map(withoutUndefined) };
    const { was, now, changed } = changesBetween(before, after);
    if (!changed) return detailsOf(row);
    const saved = await writeShopSettings(tx, {
      ...after,
      updatedAt: new Date(),
      updatedById: actor.id,
    });
    await recordAudit(tx, actor, {
      action: 'shop_settings.edit',
      targetType: 'shop_settings',
      targetId: 'shop',
      targetLabel: saved.legalName,
      before: was,
      after: now,
    });
    return detailsOf(saved);
  });
}

/** An account without its absent optional fields (as JSONB would keep it). */
function withoutUndefined(account: PayeeBankAccount): PayeeBankAccount {
  return Object.fromEntries(
    Object.entries(account).filter(([, value]) => value !== undefined),
  ) as PayeeBankAccount;
}

/**
 * The bank accounts of `PAYEE_BANK_ACCOUNTS` (decision 304) become the shop's, once: only while the
 * settings were never saved on the Shop settings page and name no account. Answers whether it
 * copied them; afterwards the page is the only source and the setting is not read.
 */
export async function seedPayeeBankAccounts(
  db: Executor,
  accounts: readonly PayeeBankAccount[],
): Promise<boolean> {
  if (accounts.length === 0) return false;
  return seedBankAccounts(db, accounts.map(withoutUndefined));
}
