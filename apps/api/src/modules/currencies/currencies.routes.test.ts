import {
  addDays,
  AuditLogPageSchema,
  BillingCurrenciesSchema,
  BillingCurrencySchema,
  CURRENCY_MESSAGES,
  ExchangeRateListSchema,
  ExchangeRateSchema,
  formatCalendarDay,
  shopDay,
  type AuditAction,
} from '@partline/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../test/helpers/api-keys.js';
import { sendAs, useAccounts, type TestUser } from '../../../test/helpers/auth.js';
import { insertPriceList } from '../../../test/helpers/price-lists.js';
import { companyWithBuyer, insertCompany } from '../../../test/helpers/receivables.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { companies, exchangeRates, priceLists, shopSettings } from '../../db/schema/index.js';
import { holdBillingCurrency } from '../../flows/billing-currencies.js';
import { convertForDocument } from './currencies.service.js';
import { rateOn } from './exchange-rates.repository.js';

/*
 * Billing currencies and exchange rates (decision 324) through the real app, on PGlite and on
 * PostgreSQL: who may call the routes, recording a day's rate (one per day, the race included),
 * the rate in force on a day, enabling and disabling a currency, the audit entries, and the
 * conversion a document will record. Never retried (decision 088).
 */

const t = useTestApp();
const { admin } = useAccounts(t, { admin: { role: 'admin' } });
const M = CURRENCY_MESSAGES;

const today = () => shopDay();
const day = (offset: number) => addDays(today(), offset);

const post = (body: object, user: TestUser = admin) =>
  sendAs(t.app, user, 'POST', '/api/admin/exchange-rates', body);
const put = (code: string, enabled: unknown, user: TestUser = admin) =>
  sendAs(t.app, user, 'PUT', `/api/admin/currencies/${code}`, { enabled });

/** Records a rate, which must be accepted; answers it. */
async function record(currency: string, bdtPerUnit: string, effectiveOn: string) {
  const res = await post({ currency, bdtPerUnit, effectiveOn });
  expect(res.statusCode, res.body).toBe(201);
  return ExchangeRateSchema.parse(res.json());
}

async function currencies() {
  const res = await sendAs(t.app, admin, 'GET', '/api/admin/currencies');
  expect(res.statusCode, res.body).toBe(200);
  return BillingCurrenciesSchema.parse(res.json());
}
const currency = async (code: string) =>
  (await currencies()).currencies.find((entry) => entry.code === code);

/** The entries of `action`, newest first. */
async function auditOf(action: AuditAction) {
  const res = await sendAs(t.app, admin, 'GET', `/api/admin/audit-log?action=${action}`);
  return AuditLogPageSchema.parse(res.json()).entries;
}

/** The exchange rates stored, by day. */
const storedRates = () => t.db.select().from(exchangeRates).orderBy(exchangeRates.effectiveOn);

// Each test starts from a shop with no rate, no currency enabled and everyone billed in Taka.
beforeEach(async () => {
  await t.db.delete(exchangeRates);
  await t.db.update(shopSettings).set({ enabledCurrencies: sql`'{}'::text[]` });
  await t.db.update(companies).set({ currency: 'BDT' });
  await t.db.update(priceLists).set({ currency: 'BDT' });
});

describe('who may read and change currencies and rates', () => {
  it('answers 401 signed out and 403 to a buyer, a company admin and an API key', async () => {
    const company = await companyWithBuyer(t.app, t.db, admin);
    const key = await createApiKey(t.app, company.companyAdmin, ['orders:read']);
    const rate = { currency: 'USD', bdtPerUnit: '122.5', effectiveOn: today() };
    const calls = [
      { method: 'GET', url: '/api/admin/currencies' },
      { method: 'PUT', url: '/api/admin/currencies/USD', payload: { enabled: true } },
      { method: 'GET', url: '/api/admin/exchange-rates' },
      { method: 'POST', url: '/api/admin/exchange-rates', payload: rate },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      for (const headers of [company.buyer.headers, company.companyAdmin.headers, key.headers]) {
        expect((await t.app.inject({ ...call, headers })).statusCode, call.url).toBe(403);
      }
    }
    expect(await storedRates()).toEqual([]);
  });
});

describe('recording a rate', () => {
  it('stores the rate of a day, answers it in one written form, and audits it', async () => {
    const res = await post({
      currency: 'USD',
      bdtPerUnit: ' 122.450000 ',
      effectiveOn: today(),
      source: 'Bangladesh Bank, weighted average',
    });
    expect(res.statusCode, res.body).toBe(201);
    const rate = ExchangeRateSchema.parse(res.json());
    expect(rate).toMatchObject({
      currency: 'USD',
      bdtPerUnit: '122.45',
      effectiveOn: today(),
      source: 'Bangladesh Bank, weighted average',
    });
    const [row] = await storedRates();
    expect(row).toMatchObject({ bdtPerUnit: '122.450000', createdById: admin.id });

    const [entry] = await auditOf('exchange_rate.record');
    expect(entry).toMatchObject({
      targetType: 'exchange_rate',
      targetId: rate.id,
      targetLabel: `USD ${today()}`,
      actorEmail: admin.email,
      before: null,
      after: {
        currency: 'USD',
        bdtPerUnit: '122.45',
        effectiveOn: today(),
        source: 'Bangladesh Bank, weighted average',
      },
    });
    // Without a source the rate is Bangladesh Bank's.
    expect((await record('EUR', '131.0275', today())).source).toBe('Bangladesh Bank');
  });

  it('takes tomorrow, refuses the day after, and says what is wrong per field', async () => {
    await record('USD', '122.6', day(1));
    const late = await post({ currency: 'USD', bdtPerUnit: '122.7', effectiveOn: day(2) });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.details).toEqual({ effectiveOn: [M.dayTooLate] });

    const bad = await post({ currency: 'BDT', bdtPerUnit: 122.5, effectiveOn: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual({
      currency: [M.foreignCurrencyRequired],
      bdtPerUnit: [M.rateRequired],
      effectiveOn: [M.dayInvalid],
    });
    for (const [bdtPerUnit, message] of [
      ['0', M.rateNotPositive],
      ['-1', M.rateInvalid],
      ['122.1234567', M.rateInvalid],
      ['123456789', M.rateInvalid],
    ] as const) {
      const res = await post({ currency: 'EUR', bdtPerUnit, effectiveOn: today() });
      expect(res.json().error.details, bdtPerUnit).toEqual({ bdtPerUnit: [message] });
    }
    expect((await storedRates()).map((rate) => rate.effectiveOn)).toEqual([day(1)]);
  });

  it('keeps one rate per currency and day: a second is 409 naming the day, and nothing changes', async () => {
    await record('USD', '122.5', day(-1));
    const entries = (await auditOf('exchange_rate.record')).length;
    const again = await post({ currency: 'USD', bdtPerUnit: '121', effectiveOn: day(-1) });
    expect(again.statusCode).toBe(409);
    const message = M.rateTaken('USD', day(-1));
    expect(message).toContain(formatCalendarDay(day(-1)));
    expect(again.json().error).toEqual({
      code: 'conflict',
      message,
      details: { effectiveOn: [message] },
      requestId: expect.any(String),
    });
    // The other currency has its own rate of that day.
    await record('EUR', '131', day(-1));
    expect((await storedRates()).map((rate) => [rate.currency, rate.bdtPerUnit])).toEqual([
      ['USD', '122.500000'],
      ['EUR', '131.000000'],
    ]);
    expect(await auditOf('exchange_rate.record')).toHaveLength(entries + 1);
  });

  it('records exactly one of many rates of one day posted at once', async () => {
    const entries = (await auditOf('exchange_rate.record')).length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post({ currency: 'EUR', bdtPerUnit: `13${i}.25`, effectiveOn: day(-3) }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const won = ExchangeRateSchema.parse(answers.find((res) => res.statusCode === 201)?.json());
    const stored = await storedRates();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).toBe(won.id);
    expect(await auditOf('exchange_rate.record')).toHaveLength(entries + 1);
  });
});

describe('the rate in force on a day (rateOn)', () => {
  it('is the latest recorded on or before the day, per currency, or null', async () => {
    expect(await rateOn(t.db, 'USD', today())).toBeNull();
    await record('USD', '110', '2024-01-10');
    await record('USD', '117.5', '2024-06-01');
    await record('EUR', '129.000001', '2024-03-01');

    expect(await rateOn(t.db, 'USD', '2024-01-09')).toBeNull();
    expect(await rateOn(t.db, 'USD', '2024-01-10')).toMatchObject({
      currency: 'USD',
      bdtPerUnit: '110',
      effectiveOn: '2024-01-10',
      source: 'Bangladesh Bank',
    });
    expect((await rateOn(t.db, 'USD', '2024-05-31'))?.bdtPerUnit).toBe('110');
    expect((await rateOn(t.db, 'USD', '2024-06-01'))?.bdtPerUnit).toBe('117.5');
    expect((await rateOn(t.db, 'USD', today()))?.effectiveOn).toBe('2024-06-01');
    expect((await rateOn(t.db, 'EUR', '2024-06-01'))?.bdtPerUnit).toBe('129.000001');
    expect(await rateOn(t.db, 'EUR', '2024-02-29')).toBeNull();
  });

  it("is today's rate on the Currencies page, not tomorrow's", async () => {
    await record('USD', '121', day(-2));
    await record('USD', '122', day(1));
    expect(await currency('USD')).toMatchObject({
      rateToday: { bdtPerUnit: '121', effectiveOn: day(-2), source: 'Bangladesh Bank' },
    });
  });
});

describe('the currencies', () => {
  it('are BDT (the base, always enabled) first, then USD and EUR, with today in Dhaka', async () => {
    const company = await insertCompany(t.db);
    await t.db.update(companies).set({ currency: 'EUR' }).where(eq(companies.id, company.id));
    const answer = await currencies();
    expect(answer.today).toBe(today());
    expect(answer.currencies.map((entry) => [entry.code, entry.enabled])).toEqual([
      ['BDT', true],
      ['USD', false],
      ['EUR', false],
    ]);
    expect(answer.currencies[0]).toMatchObject({
      name: 'Bangladeshi taka',
      minorUnitExponent: 2,
      base: true,
      rateToday: null,
    });
    expect(answer.currencies[2]).toMatchObject({ base: false, companyCount: 1, rateToday: null });
    expect(answer.currencies[0]?.companyCount).toBe(
      (await t.db.select().from(companies)).length - 1,
    );
  });

  it('enables a currency only with a rate in force today, and audits it', async () => {
    const refused = await put('USD', true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(M.rateNeededToEnable('USD'));
    // Tomorrow's rate is not in force today.
    await record('USD', '122.5', day(1));
    expect((await put('USD', true)).statusCode).toBe(409);
    expect((await currency('USD'))?.enabled).toBe(false);
    const entries = (await auditOf('currency.enable')).length;

    await record('USD', '122.25', day(-1));
    const enabled = await put('USD', true);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(BillingCurrencySchema.parse(enabled.json())).toMatchObject({
      code: 'USD',
      enabled: true,
      rateToday: { bdtPerUnit: '122.25', effectiveOn: day(-1) },
    });
    const [entry] = await auditOf('currency.enable');
    expect(entry).toMatchObject({
      targetType: 'currency',
      targetId: 'USD',
      targetLabel: 'US dollar (USD)',
      before: { enabled: false },
      after: { enabled: true, bdtPerUnit: '122.25', effectiveOn: day(-1) },
    });
    // Enabling it again changes nothing and records nothing; EUR stays as it was.
    expect((await put('USD', true)).statusCode).toBe(200);
    expect(await auditOf('currency.enable')).toHaveLength(entries + 1);
    expect((await currency('EUR'))?.enabled).toBe(false);
  });

  it('disables a currency only when no company is billed in it and no price list is in it', async () => {
    const disables = (await auditOf('currency.disable')).length;
    await record('EUR', '131', today());
    expect((await put('EUR', true)).statusCode).toBe(200);
    const company = await insertCompany(t.db);
    await t.db.update(companies).set({ currency: 'EUR' }).where(eq(companies.id, company.id));
    const billed = await put('EUR', false);
    expect(billed.statusCode).toBe(409);
    expect(billed.json().error.message).toBe(M.billedCompanies('EUR', 1));
    expect(M.billedCompanies('EUR', 1)).toBe(
      '1 company is billed in EUR: bill it in another currency first',
    );

    await t.db.update(companies).set({ currency: 'BDT' }).where(eq(companies.id, company.id));
    const list = await insertPriceList(t.db);
    await t.db.update(priceLists).set({ currency: 'EUR' }).where(eq(priceLists.id, list.id));
    const listed = await put('EUR', false);
    expect(listed.statusCode).toBe(409);
    expect(listed.json().error.message).toBe(M.priceListsIn('EUR', 1));
    expect((await currency('EUR'))?.enabled).toBe(true);
    expect(await auditOf('currency.disable')).toHaveLength(disables);

    await t.db.update(priceLists).set({ currency: 'BDT' }).where(eq(priceLists.id, list.id));
    const disabled = await put('EUR', false);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ code: 'EUR', enabled: false });
    const [entry] = await auditOf('currency.disable');
    expect(entry).toMatchObject({
      targetId: 'EUR',
      before: { enabled: true },
      after: { enabled: false },
    });
  });

  it('never disables BDT, and takes only the codes it bills in', async () => {
    const base = await put('BDT', false);
    expect(base.statusCode).toBe(400);
    expect(base.json().error).toMatchObject({
      message: M.baseAlwaysEnabled,
      details: { enabled: [M.baseAlwaysEnabled] },
    });
    expect((await put('BDT', true)).json()).toMatchObject({ code: 'BDT', enabled: true });
    for (const code of ['GBP', 'usd']) {
      const res = await put(code, true);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.details).toEqual({ code: [M.currencyUnsupported] });
    }
    expect((await put('USD', 'yes')).statusCode).toBe(400);
  });
});

describe('the history of rates', () => {
  it('reads newest day first, a page at a time, of one currency or all', async () => {
    for (const [code, rate, offset] of [
      ['USD', '120', -4],
      ['USD', '121', -3],
      ['EUR', '130', -3],
      ['USD', '122', -2],
      ['EUR', '131', 0],
    ] as const) {
      await record(code, rate, day(offset));
    }
    const all = await sendAs(t.app, admin, 'GET', '/api/admin/exchange-rates');
    expect(
      ExchangeRateListSchema.parse(all.json()).map((rate) => [rate.currency, rate.effectiveOn]),
    ).toEqual([
      ['EUR', day(0)],
      ['USD', day(-2)],
      ['EUR', day(-3)],
      ['USD', day(-3)],
      ['USD', day(-4)],
    ]);

    const pages: string[][] = [];
    let url: string | undefined = '/api/admin/exchange-rates?limit=2';
    while (url) {
      const res = await sendAs(t.app, admin, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(ExchangeRateListSchema.parse(res.json()).map((rate) => rate.bdtPerUnit));
      url = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1];
    }
    expect(pages).toEqual([['131', '122'], ['130', '121'], ['120']]);

    const usd = await sendAs(t.app, admin, 'GET', '/api/admin/exchange-rates?currency=USD&limit=2');
    expect(ExchangeRateListSchema.parse(usd.json()).map((rate) => rate.bdtPerUnit)).toEqual([
      '122',
      '121',
    ]);
    expect(usd.headers.link).toMatch(/currency=USD/);

    for (const query of ['currency=BDT', 'cursor=bm90LWEtY3Vyc29y', 'limit=0']) {
      const res = await sendAs(t.app, admin, 'GET', `/api/admin/exchange-rates?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('what the next step builds on', () => {
  it('converts a document’s amount at the rate in force on its day, and says which rate', async () => {
    const rate = await record('USD', '122.5', '2025-07-01');
    await record('USD', '125', '2025-08-01');
    expect(
      await convertForDocument(t.db, { currency: 'USD', poisha: 1_225_062, day: '2025-07-31' }),
    ).toEqual({
      currency: 'USD',
      amountMinor: 10_001,
      rate: { id: rate.id, bdtPerUnit: '122.5', effectiveOn: '2025-07-01' },
    });
    expect(
      await convertForDocument(t.db, { currency: 'BDT', poisha: 1_225_062, day: '2025-07-31' }),
    ).toEqual({ currency: 'BDT', amountMinor: 1_225_062, rate: null });
    await expect(
      convertForDocument(t.db, { currency: 'USD', poisha: 100, day: '2025-06-30' }),
    ).rejects.toThrow(M.noRateOn('USD', '2025-06-30'));
  });

  it('lets a company be billed only in BDT or an enabled currency', async () => {
    await record('USD', '122.5', today());
    expect((await put('USD', true)).statusCode).toBe(200);
    await t.db.transaction(async (tx) => {
      await holdBillingCurrency(tx, 'BDT');
      await holdBillingCurrency(tx, 'USD');
      await expect(holdBillingCurrency(tx, 'EUR')).rejects.toThrow(M.notEnabled('EUR'));
    });
  });
});
