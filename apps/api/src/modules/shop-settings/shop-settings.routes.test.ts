import {
  AuditLogPageSchema,
  SHOP_SETTINGS_MESSAGES,
  ShopSettingsSchema,
  StatementSchema,
  type ShopSettingsInputValues,
} from '@partline/shared';
import { buildShopSettingsInput } from '@partline/shared/testing';
import { describe, expect, it } from 'vitest';
import { sendAs, useAccounts, type TestUser } from '../../../test/helpers/auth.js';
import { createApiKey } from '../../../test/helpers/api-keys.js';
import { companyWithBuyer } from '../../../test/helpers/receivables.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { seedPayeeBankAccounts } from './shop-settings.service.js';

/*
 * The back-office Shop settings (decision 309) through the real app, on PGlite and on PostgreSQL:
 * who may read and save them, what is refused, the audit entry, stale saves, and the documents
 * that print the bank accounts. Never retried (decision 088).
 */

/** The account `PAYEE_BANK_ACCOUNTS` names when this file's app starts (decision 304). */
const CONFIGURED = {
  bank: 'Dutch-Bangla Bank PLC',
  branch: 'Gulshan',
  accountName: 'Partline Components Ltd.',
  accountNumber: '103.110.0045127',
  routingNumber: '090261726',
  swift: 'DBBLBDDH',
};
const SAVED = {
  bank: 'BRAC Bank PLC',
  branch: 'Tejgaon',
  accountName: 'Partline Components Ltd.',
  accountNumber: '1501204567890001',
};

const t = useTestApp({ env: { PAYEE_BANK_ACCOUNTS: JSON.stringify([CONFIGURED]) } });
const { admin } = useAccounts(t, { admin: { role: 'admin' } });

const read = async (user: TestUser = admin) => {
  const res = await sendAs(t.app, user, 'GET', '/api/admin/shop-settings');
  expect(res.statusCode, res.body).toBe(200);
  return ShopSettingsSchema.parse(res.json());
};
const save = (body: object, user: TestUser = admin) =>
  sendAs(t.app, user, 'PUT', '/api/admin/shop-settings', body);
/** Saves the demo identity with `changes` on top of the current version; answers the settings. */
const saveOk = async (changes: Partial<ShopSettingsInputValues> = {}) => {
  const { updatedAt } = await read();
  const res = await save(buildShopSettingsInput({ ...changes, updatedAt }));
  expect(res.statusCode, res.body).toBe(200);
  return ShopSettingsSchema.parse(res.json());
};
const auditEntries = async () =>
  AuditLogPageSchema.parse(
    (
      await t.app.inject({
        url: '/api/admin/audit-log?action=shop_settings.edit',
        headers: admin.headers,
      })
    ).json(),
  ).entries;

describe('a shop whose settings were never saved', () => {
  it('has the accounts of PAYEE_BANK_ACCOUNTS (copied once at start)', async () => {
    expect((await read()).bankAccounts).toEqual([CONFIGURED]);
  });
});

describe('who may read and save the shop settings', () => {
  it('answers 401 signed out and 403 to a buyer, a company admin and an API key', async () => {
    const company = await companyWithBuyer(t.app, t.db, admin);
    const key = await createApiKey(t.app, company.companyAdmin, ['orders:read']);
    const body = buildShopSettingsInput({ legalName: 'Not the shop' });
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? { payload: body } : {};
      const url = '/api/admin/shop-settings';
      expect((await t.app.inject({ method, url, ...payload })).statusCode).toBe(401);
      for (const user of [company.buyer, company.companyAdmin]) {
        expect(
          (await t.app.inject({ method, url, headers: user.headers, ...payload })).statusCode,
        ).toBe(403);
      }
      expect(
        (await t.app.inject({ method, url, headers: key.headers, ...payload })).statusCode,
      ).toBe(403);
    }
    expect((await read()).legalName).not.toBe('Not the shop');
  });
});

describe('saving the shop settings', () => {
  it('stores the whole object, answers and reads it back, and records the changed fields', async () => {
    const before = await read();
    const saved = await saveOk({
      legalName: 'Partline Components Limited',
      addressLines: ['Plot 27, Road 4', 'Tejgaon Industrial Area', 'Dhaka 1208'],
      bin: '0045123780101',
      tin: '987654321098',
      vatRegistrationType: 'vat',
      bankAccounts: [CONFIGURED, SAVED],
      invoiceFooter: 'Goods once sold are taken back only against a credit note.',
      pricesIncludeVat: false,
    });
    const expected = {
      legalName: 'Partline Components Limited',
      addressLines: ['Plot 27, Road 4', 'Tejgaon Industrial Area', 'Dhaka 1208'],
      bin: '0045123780101',
      tin: '987654321098',
      bankAccounts: [CONFIGURED, SAVED],
      invoiceFooter: 'Goods once sold are taken back only against a credit note.',
      pricesIncludeVat: false,
    };
    expect(saved).toMatchObject(expected);
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(await read()).toEqual(saved);

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      targetType: 'shop_settings',
      targetLabel: 'Partline Components Limited',
      actorEmail: admin.email,
      before: {
        legalName: before.legalName,
        bin: before.bin,
        tin: before.tin,
        addressLines: before.addressLines,
        bankAccounts: before.bankAccounts,
        invoiceFooter: '',
        pricesIncludeVat: true,
      },
      after: expected,
    });
    // Only what changed is in the entry.
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(Object.keys(expected).sort());

    // The same values again change nothing: no new version, no entry.
    const again = await saveOk({ ...expected, vatRegistrationType: 'vat' });
    expect(again.updatedAt).toBe(saved.updatedAt);
    expect(await auditEntries()).toHaveLength(1);
    await saveOk();
  });

  it('refuses invalid settings with a message per field and changes nothing', async () => {
    const before = await read();
    const res = await save(
      buildShopSettingsInput({
        legalName: ' ',
        addressLines: ['a', 'b', 'c', 'd', 'e'],
        email: 'not-an-address',
        bin: '12345678-01010',
        tin: '12345',
        invoiceFooter: 'x'.repeat(501),
        bankAccounts: Array.from({ length: 6 }, () => SAVED),
      }),
    );
    expect(res.statusCode).toBe(400);
    const { details } = res.json<{ error: { details: Record<string, string[]> } }>().error;
    const M = SHOP_SETTINGS_MESSAGES;
    expect(details).toMatchObject({
      legalName: [M.legalNameRequired],
      addressLines: [M.addressTooManyLines],
      email: [M.emailInvalid],
      bin: [M.binInvalid],
      tin: [M.tinInvalid],
      invoiceFooter: [M.tooLong(500)],
      bankAccounts: [M.tooManyBankAccounts],
    });
    const account = await save(
      buildShopSettingsInput({
        addressLines: [],
        bankAccounts: [{ ...SAVED, routingNumber: '12', swift: 'dbbl' }],
      }),
    );
    expect(account.statusCode).toBe(400);
    expect(account.json().error.details).toMatchObject({
      addressLines: [M.addressRequired],
      'bankAccounts.0.routingNumber': ['A routing number has nine digits'],
      'bankAccounts.0.swift': ['A SWIFT code has 8 or 11 characters'],
    });
    expect(await read()).toEqual(before);
  });

  it('takes both forms of a BIN and an empty one', async () => {
    for (const bin of ['0045123780101', '004512378-0101', '']) {
      expect((await saveOk({ bin })).bin).toBe(bin);
    }
    await saveOk();
  });

  it('refuses a save from a stale version with 409 and keeps the newer one', async () => {
    const opened = await read();
    await saveOk({ phone: '+880 2 5566 7788' });
    const late = await save(
      buildShopSettingsInput({ phone: '+880 1711 000000', updatedAt: opened.updatedAt }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(SHOP_SETTINGS_MESSAGES.stale);
    expect((await read()).phone).toBe('+880 2 5566 7788');
    await saveOk();
  });
});

describe('the bank accounts documents print', () => {
  it('start as PAYEE_BANK_ACCOUNTS, then are what the page saved, on the statement too', async () => {
    // Saved on the page since: the configuration is not read again (decision 309).
    expect(await seedPayeeBankAccounts(t.db, [CONFIGURED])).toBe(false);
    await saveOk({ bankAccounts: [SAVED] });
    const company = await companyWithBuyer(t.app, t.db, admin, {
      paymentTermsDays: 30,
      creditLimit: 100_000,
    });
    const statement = StatementSchema.parse(
      (await sendAs(t.app, company.companyAdmin, 'GET', '/api/company/statement')).json(),
    );
    expect(statement.payTo).toEqual([SAVED]);
    // Removing every account is kept: the configured one does not come back.
    await saveOk({ bankAccounts: [] });
    expect(await seedPayeeBankAccounts(t.db, [CONFIGURED])).toBe(false);
    expect((await read()).bankAccounts).toEqual([]);
  });
});
