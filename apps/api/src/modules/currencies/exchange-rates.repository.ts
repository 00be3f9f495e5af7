import { canonicalRate, type ForeignCurrencyCode } from '@partline/shared';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { insertOne } from '../../db/rows.js';
import { exchangeRates } from '../../db/schema/index.js';

/** An `exchange_rates` row (decision 324). */
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/**
 * A recorded exchange rate as the shop converts with it (decision 324): `bdtPerUnit` is Taka for
 * one unit of `currency`, a decimal string without trailing zeros (`'122.5'`: exact, never a
 * float); `effectiveOn` the Asia/Dhaka day (`YYYY-MM-DD`) it applies from; `source` where the
 * admin read it; `recordedAt` when it was entered.
 */
export interface RecordedRate {
  id: string;
  currency: ForeignCurrencyCode;
  bdtPerUnit: string;
  effectiveOn: string;
  source: string;
  recordedAt: Date;
}

/** A row as a {@link RecordedRate}: its rate in the one written form. */
function recordedRate(row: ExchangeRateRow): RecordedRate {
  return {
    id: row.id,
    currency: row.currency as ForeignCurrencyCode,
    bdtPerUnit: canonicalRate(row.bdtPerUnit),
    effectiveOn: row.effectiveOn,
    source: row.source,
    recordedAt: row.createdAt,
  };
}

/**
 * Inserts a rate and answers it. A second rate of the currency for the day fails with the unique
 * violation of `exchange_rates_currency_day_key`: of concurrent inserts, the index lets one in.
 */
export async function insertExchangeRate(
  tx: Executor,
  values: {
    currency: ForeignCurrencyCode;
    bdtPerUnit: string;
    effectiveOn: string;
    source: string;
    createdById: string;
  },
): Promise<RecordedRate> {
  return recordedRate(await insertOne(tx, exchangeRates, values, 'exchange rate'));
}

/**
 * The rate of `currency` in force on `day` (`YYYY-MM-DD`, Asia/Dhaka): the one with the latest
 * `effectiveOn` on or before it — a rate applies from its day until the next one recorded —, or
 * `null` when none was recorded up to that day. One read of `exchange_rates_latest_idx`.
 */
export async function rateOn(
  db: Executor,
  currency: ForeignCurrencyCode,
  day: string,
): Promise<RecordedRate | null> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.effectiveOn, day)))
    .orderBy(desc(exchangeRates.effectiveOn))
    .limit(1);
  return row ? recordedRate(row) : null;
}

/**
 * Up to `limit` rates, newest day first, then by currency: of `currency` when given, after the
 * `[effectiveOn, currency]` of a page's last rate when given (decision 210).
 */
export async function listExchangeRatesPage(
  db: Executor,
  {
    currency,
    after,
    limit,
  }: {
    currency?: ForeignCurrencyCode | undefined;
    after?: readonly [day: string, currency: string] | undefined;
    limit: number;
  },
): Promise<RecordedRate[]> {
  const rows = await db
    .select()
    .from(exchangeRates)
    .where(
      and(
        currency === undefined ? undefined : eq(exchangeRates.currency, currency),
        after === undefined
          ? undefined
          : sql`(${exchangeRates.effectiveOn} < ${after[0]}::date OR (${exchangeRates.effectiveOn} = ${after[0]}::date AND ${exchangeRates.currency} > ${after[1]}))`,
      ),
    )
    .orderBy(desc(exchangeRates.effectiveOn), asc(exchangeRates.currency))
    .limit(limit);
  return rows.map(recordedRate);
}
