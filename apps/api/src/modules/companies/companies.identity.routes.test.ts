import { readFile } from 'node:fs/promises';
import { COMPANY_MESSAGES as M } from '@partline/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpUser, sendAs, type TestUser, useAccounts } from '../../../test/helpers/auth.js';
import { companyInput, createCompany } from '../../../test/helpers/companies.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { companies } from '../../db/schema/index.js';

/*
 * One company per identity (decision 296): a BIN or trade licence number already registered to
 * another company is refused 409, ignoring case, spaces and dashes, and a unique index decides a
 * race. Never retried (decision 088).
 */

const t = useTestApp();
const { shopAdmin } = useAccounts(t, { shopAdmin: { role: 'admin' } });

const create = (user: TestUser, overrides: Record<string, unknown> = {}) =>
  sendAs(t.app, user, 'POST', '/api/company', companyInput(overrides));

function expectConflict(
  res: { statusCode: number; body: string; json: () => unknown },
  field: 'bin' | 'tradeLicenceNumber',
) {
  expect(res.statusCode, res.body).toBe(409);
  const message = field === 'bin' ? M.binTaken : M.tradeLicenceTaken;
  expect(res.json()).toEqual({
    error: {
      code: 'conflict',
      message,
      details: { [field]: [message] },
      requestId: expect.any(String),
    },
  });
}

async function companyCount(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(companies);
  return row?.n ?? 0;
}

describe('a BIN or trade licence number is registered once', () => {
  it('refuses a second company with the same BIN, written with other spaces and dashes', async () => {
    await createCompany(t.app, await signUpUser(t.app), { bin: '000987654-0101' });
    const before = await companyCount();
    const again = await create(await signUpUser(t.app), { bin: '0009 87654 0101' });
    expectConflict(again, 'bin');
    expect(await companyCount()).toBe(before);
  });

  it('refuses the same trade licence number in other case, spaces and dashes', async () => {
    await createCompany(t.app, await signUpUser(t.app), {
      tradeLicenceNumber: 'TRAD/DNCC/778899/2024',
    });
    const again = await create(await signUpUser(t.app), {
      tradeLicenceNumber: ' trad / dncc / 77-88-99 / 2024 ',
    });
    expectConflict(again, 'tradeLicenceNumber');
  });

  it('names both fields when both are taken, and refuses a copy of name, licence and BIN', async () => {
    const original = companyInput({ name: 'Copy Source Ltd.' });
    await createCompany(t.app, await signUpUser(t.app), original);
    const copy = await create(await signUpUser(t.app), original);
    expect(copy.statusCode).toBe(409);
    expect(copy.json().error.details).toEqual({
      bin: [M.binTaken],
      tradeLicenceNumber: [M.tradeLicenceTaken],
    });
  });

  it('lets names repeat: legal entities of one name have their own numbers', async () => {
    await createCompany(t.app, await signUpUser(t.app), { name: 'Same Name Traders' });
    expect((await create(await signUpUser(t.app), { name: 'Same Name Traders' })).statusCode).toBe(
      201,
    );
  });

  it('refuses an edit to numbers another company holds, by its admin and the shop admin', async () => {
    const taken = companyInput();
    await createCompany(t.app, await signUpUser(t.app), taken);
    const owner = await signUpUser(t.app);
    const id = await createCompany(t.app, owner);
    const own = await sendAs(t.app, owner, 'PUT', '/api/company', {
      ...companyInput(),
      bin: taken.bin,
    });
    expectConflict(own, 'bin');
    const byShop = await sendAs(t.app, shopAdmin, 'PUT', `/api/admin/companies/${id}`, {
      ...companyInput(),
      tradeLicenceNumber: taken.tradeLicenceNumber.toLowerCase(),
    });
    expectConflict(byShop, 'tradeLicenceNumber');
    // Its own numbers, saved again, are no conflict.
    const [row] = await t.db.select().from(companies).where(eq(companies.id, id));
    const same = await sendAs(t.app, owner, 'PUT', '/api/company', {
      name: 'Renamed Ltd.',
      tradeLicenceNumber: row!.tradeLicenceNumber,
      bin: row!.bin,
      billingAddress: row!.billingAddress,
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('lets exactly one of two concurrent creations with the same BIN win', async () => {
    const [a, b] = [await signUpUser(t.app), await signUpUser(t.app)];
    const bin = '1234512345123';
    const before = await companyCount();
    const answers = await Promise.all([create(a, { bin }), create(b, { bin })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expectConflict(
      answers.find((res) => res.statusCode === 409)!,
      'bin',
    );
    expect(await companyCount()).toBe(before + 1);
  });
});

describe('migration 0025 on a database that already holds duplicates', () => {
  it('marks the newer duplicates instead of failing, and still refuses new ones', async () => {
    // The database as it was before the migration: no unique indexes, duplicates stored.
    await t.db.execute(sql`drop index "companies_bin_key"`);
    await t.db.execute(sql`drop index "companies_trade_licence_key"`);
    const values = (name: string, bin: string, tradeLicenceNumber: string, daysAgo: number) => ({
      name,
      bin,
      tradeLicenceNumber,
      billingAddress: 'Plot 1, Tejgaon, Dhaka',
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
    const inserted = await t.db
      .insert(companies)
      .values([
        values('Legacy First', '5550001110101', 'LEGACY/1', 30),
        values('Legacy Copy', '555000111-0101', 'LEGACY/2', 20),
        values('Legacy Licence Copy', '5550002220101', 'legacy / 1', 10),
      ])
      .returning({ id: companies.id, name: companies.name });
    const file = new URL('../../db/migrations/0025_company_identity.sql', import.meta.url);
    const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint');
    // The column exists already (the test database is migrated): run the data step and indexes.
    expect(statements[0]).toMatch(/ADD COLUMN "legacy_duplicate"/);
    for (const statement of statements.slice(1)) await t.db.execute(sql.raw(statement));

    const rows = await t.db
      .select({ name: companies.name, legacyDuplicate: companies.legacyDuplicate })
      .from(companies)
      .where(
        sql`${companies.id} in (${sql.join(
          inserted.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      );
    expect(Object.fromEntries(rows.map((row) => [row.name, row.legacyDuplicate]))).toEqual({
      'Legacy First': false,
      'Legacy Copy': true,
      'Legacy Licence Copy': true,
    });

    // A new company may not copy a marked one either; saving a marked one clears its mark and
    // holds it to the rule.
    expectConflict(await create(await signUpUser(t.app), { bin: '5550002220101' }), 'bin');
    const copy = inserted.find((row) => row.name === 'Legacy Copy')!;
    const keep = await sendAs(t.app, shopAdmin, 'PUT', `/api/admin/companies/${copy.id}`, {
      name: 'Legacy Copy',
      tradeLicenceNumber: 'LEGACY/2',
      bin: '5550001110101',
      billingAddress: 'Plot 1, Tejgaon, Dhaka',
    });
    expectConflict(keep, 'bin');
    const fixed = await sendAs(t.app, shopAdmin, 'PUT', `/api/admin/companies/${copy.id}`, {
      name: 'Legacy Copy',
      tradeLicenceNumber: 'LEGACY/2',
      bin: '5550003330101',
      billingAddress: 'Plot 1, Tejgaon, Dhaka',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const [after] = await t.db
      .select({ legacyDuplicate: companies.legacyDuplicate })
      .from(companies)
      .where(eq(companies.id, copy.id));
    expect(after?.legacyDuplicate).toBe(false);
  });
});
