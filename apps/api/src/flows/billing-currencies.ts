import {
  BASE_CURRENCY,
  CURRENCIES,
  CURRENCY_MESSAGES,
  currencyLabel,
  FOREIGN_CURRENCIES,
  shopDay,
  SUPPORTED_CURRENCIES,
  type BillingCurrencies,
  type BillingCurrency,
  type CurrencyCode,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Database, Executor, Transaction } from '../db/client.js';
import { BadRequestError, ConflictError } from '../errors.js';
import { companyCountsByCurrency } from '../modules/companies/companies.repository.js';
import { rateOn } from '../modules/currencies/exchange-rates.repository.js';
import { ratesInForceOn } from '../modules/currencies/currencies.service.js';
import { priceListCountsByCurrency } from '../modules/price-lists/price-lists.repository.js';
import {
  lockEnabledCurrencies,
  readEnabledCurrencies,
  writeEnabledCurrencies,
} from '../modules/shop-settings/shop-settings.repository.js';

/*
 * Billing currencies (decision 324): which currencies besides Taka the shop has enabled (a shop
 * setting), the rate each is converted at today (the currencies module's exchange rates), and the
 * companies and price lists in each (their modules'). Enabling and disabling read all of them.
 */

const M = CURRENCY_MESSAGES;

/**
 * `GET /admin/currencies` (admin; decision 324): today (Asia/Dhaka) and every supported currency,
 * base first — enabled or not, the rate in force today, the companies billed in it and the price
 * lists in it.
 */
export async function listBillingCurrencies(db: Executor): Promise<BillingCurrencies> {
  const today = shopDay();
  const enabled = await readEnabledCurrencies(db);
  const rates = await ratesInForceOn(db, today);
  const companies = await companyCountsByCurrency(db);
  const lists = await priceListCountsByCurrency(db);
  const currencyOf = (code: CurrencyCode): BillingCurrency => {
    const base = code === BASE_CURRENCY;
    const rate = base ? null : rates[code];
    return {
      code,
      name: CURRENCIES[code].name,
      minorUnitExponent: CURRENCIES[code].minorUnitExponent,
      base,
      enabled: base || enabled.includes(code),
      rateToday: rate && {
        bdtPerUnit: rate.bdtPerUnit,
        effectiveOn: rate.effectiveOn,
        source: rate.source,
      },
      companyCount: companies.get(code) ?? 0,
      priceListCount: lists.get(code) ?? 0,
    };
  };
  return { today, currencies: SUPPORTED_CURRENCIES.map(currencyOf) };
}

/**
 * `PUT /admin/currencies/{code}` (admin; decision 324): enables or disables an export currency,
 * with its audit entry (`currency.enable`, `currency.disable`), behind the lock of the settings
 * row, so that a company cannot be put in a currency being disabled
 * ({@link holdBillingCurrency}). Asking for the state it has changes nothing and records nothing.
 * Answers the currency as `GET /admin/currencies` lists it.
 * @throws BadRequestError 400 to disable `BDT`, the base; ConflictError 409 to enable a currency
 *   with no rate in force today (Asia/Dhaka), or to disable one that companies are billed in or
 *   price lists are in.
 */
export async function setCurrencyEnabled(
  db: Database,
  code: CurrencyCode,
  enabled: boolean,
  actor: AuditActor,
): Promise<BillingCurrency> {
  if (code === BASE_CURRENCY) {
    if (!enabled)
      throw new BadRequestError(M.baseAlwaysEnabled, { enabled: [M.baseAlwaysEnabled] });
  } else {
    await db.transaction(async (tx) => {
      const current = await lockEnabledCurrencies(tx);
      const was = current.includes(code);
      if (was === enabled) return;
      let rate: Awaited<ReturnType<typeof rateOn>> = null;
      if (enabled) {
        rate = await rateOn(tx, code, shopDay());
        if (!rate) throw new ConflictError(M.rateNeededToEnable(code));
      } else {
        const companies = (await companyCountsByCurrency(tx)).get(code) ?? 0;
        if (companies > 0) throw new ConflictError(M.billedCompanies(code, companies));
        const lists = (await priceListCountsByCurrency(tx)).get(code) ?? 0;
        if (lists > 0) throw new ConflictError(M.priceListsIn(code, lists));
      }
      await writeEnabledCurrencies(
        tx,
        FOREIGN_CURRENCIES.filter((other) => (other === code ? enabled : current.includes(other))),
      );
      await recordAudit(tx, actor, {
        action: enabled ? 'currency.enable' : 'currency.disable',
        targetType: 'currency',
        targetId: code,
        targetLabel: currencyLabel(code),
        before: { enabled: was },
        after: rate
          ? { enabled, bdtPerUnit: rate.bdtPerUnit, effectiveOn: rate.effectiveOn }
          : { enabled },
      });
    });
  }
  const { currencies } = await listBillingCurrencies(db);
  return currencies.find((currency) => currency.code === code) as BillingCurrency;
}

/**
 * Inside `tx`, checks that a company may be billed in `code` — the base, or an enabled currency —
 * and keeps it enabled until `tx` ends (the settings row `FOR SHARE`: a disable waits, then counts
 * the company). The step that sets a company's currency calls it before writing (decision 324).
 * @throws ConflictError 409 when `code` is not enabled.
 */
export async function holdBillingCurrency(tx: Transaction, code: CurrencyCode): Promise<void> {
  if (code === BASE_CURRENCY) return;
  const enabled = await lockEnabledCurrencies(tx, 'share');
  if (!enabled.includes(code)) throw new ConflictError(M.notEnabled(code));
}
