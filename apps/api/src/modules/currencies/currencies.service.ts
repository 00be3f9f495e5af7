import {
  BASE_CURRENCY,
  convertPoishaTo,
  CURRENCY_MESSAGES,
  FOREIGN_CURRENCIES,
  PAGE_MESSAGES,
  type CurrencyCode,
  type ExchangeRate,
  type ExchangeRatePageQuery,
  type ForeignCurrencyCode,
  type KeysetPage,
  type RecordExchangeRateValues,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../../audit/audit-log.js';
import type { Database, Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, ValidationError } from '../../errors.js';
import { decodeCursor, pageLimitOf, toKeysetPage } from '../../keyset-page.js';
import {
  insertExchangeRate,
  listExchangeRatesPage,
  rateOn,
  type RecordedRate,
} from './exchange-rates.repository.js';

const M = CURRENCY_MESSAGES;

/** A recorded rate as the API answers it. */
export function exchangeRateOf(rate: RecordedRate): ExchangeRate {
  return {
    id: rate.id,
    currency: rate.currency,
    bdtPerUnit: rate.bdtPerUnit,
    effectiveOn: rate.effectiveOn,
    source: rate.source,
    recordedAt: rate.recordedAt.toISOString(),
  };
}

/**
 * `POST /admin/exchange-rates` (admin; decision 324): records the rate of `currency` from
 * `effectiveOn` on (Taka per unit, as the admin read it from Bangladesh Bank), in one transaction
 * with its audit entry `exchange_rate.record`. A recorded rate is never changed: documents may
 * have been converted at it.
 * @throws ConflictError 409 on `effectiveOn` when the currency has a rate for that day (the
 *   unique index decides, so of concurrent posts of one day exactly one is recorded).
 */
export async function recordExchangeRate(
  db: Database,
  input: RecordExchangeRateValues,
  actor: AuditActor,
): Promise<ExchangeRate> {
  try {
    return await db.transaction(async (tx) => {
      const rate = await insertExchangeRate(tx, { ...input, createdById: actor.id });
      await recordAudit(tx, actor, {
        action: 'exchange_rate.record',
        targetType: 'exchange_rate',
        targetId: rate.id,
        targetLabel: `${rate.currency} ${rate.effectiveOn}`,
        before: null,
        after: {
          currency: rate.currency,
          bdtPerUnit: rate.bdtPerUnit,
          effectiveOn: rate.effectiveOn,
          source: rate.source,
        },
      });
      return exchangeRateOf(rate);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'exchange_rates_currency_day_key')) {
      const message = M.rateTaken(input.currency, input.effectiveOn);
      throw new ConflictError(message, { effectiveOn: [message] });
    }
    throw error;
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `GET /admin/exchange-rates` (admin; decision 324): recorded rates newest day first, then by
 * currency, of `currency` when given, one keyset page (decision 210).
 * @throws ValidationError 400 on `cursor` for text that is not a cursor of this list.
 */
export async function getExchangeRatesPage(
  db: Executor,
  query: ExchangeRatePageQuery,
): Promise<KeysetPage<ExchangeRate>> {
  const limit = pageLimitOf(query);
  let after: [string, string] | undefined;
  if (query.cursor !== undefined) {
    const [day, currency] = decodeCursor(query.cursor, ['string', 'string'] as const);
    if (!DAY.test(day) || !(FOREIGN_CURRENCIES as readonly string[]).includes(currency)) {
      throw new ValidationError({ cursor: [PAGE_MESSAGES.cursorInvalid] });
    }
    after = [day, currency];
  }
  const rows = await listExchangeRatesPage(db, {
    currency: query.currency,
    after,
    limit: limit + 1,
  });
  const page = toKeysetPage(rows, limit, (row) => [row.effectiveOn, row.currency]);
  return { items: page.items.map(exchangeRateOf), nextCursor: page.nextCursor };
}

/**
 * The rate of each export currency in force on `day` (`YYYY-MM-DD`, Asia/Dhaka), `null` for one
 * without a rate up to that day (decision 324).
 */
export async function ratesInForceOn(
  db: Executor,
  day: string,
): Promise<Record<ForeignCurrencyCode, RecordedRate | null>> {
  const rates = await Promise.all(
    FOREIGN_CURRENCIES.map(async (code) => [code, await rateOn(db, code, day)] as const),
  );
  return Object.fromEntries(rates) as Record<ForeignCurrencyCode, RecordedRate | null>;
}

/** An amount of a document converted from poisha, with what converted it (decision 324). */
export interface DocumentAmount {
  currency: CurrencyCode;
  /** The amount in `currency`'s minor units (cents; poisha for `BDT`). */
  amountMinor: number;
  /**
   * The rate it was converted at, for the document to record beside its amounts: `null` for
   * `BDT`, which is not converted.
   */
  rate: { id: string; bdtPerUnit: string; effectiveOn: string } | null;
}

/**
 * `poisha` converted into `currency` at the rate in force on `day` (`YYYY-MM-DD`, Asia/Dhaka; a
 * document's day), with the rate used, so that the document records it and every later report
 * converts back at that rate, never today's (decision 324). Rounded once, half away from zero
 * (`convertPoishaTo`). `BDT` is answered as it is, without a rate.
 * @throws ConflictError 409 when `currency` has no rate recorded up to `day`; AmountTooLargeError
 *   when the converted amount is beyond the safe integers.
 */
export async function convertForDocument(
  db: Executor,
  { currency, poisha, day }: { currency: CurrencyCode; poisha: number; day: string },
): Promise<DocumentAmount> {
  if (currency === BASE_CURRENCY) return { currency, amountMinor: poisha, rate: null };
  const rate = await rateOn(db, currency, day);
  if (!rate) throw new ConflictError(M.noRateOn(currency, day));
  return {
    currency,
    amountMinor: convertPoishaTo(currency, poisha, rate.bdtPerUnit),
    rate: { id: rate.id, bdtPerUnit: rate.bdtPerUnit, effectiveOn: rate.effectiveOn },
  };
}
