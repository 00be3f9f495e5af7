import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  SALES_REGISTER_CSV_COLUMNS,
  SALES_REGISTER_MESSAGES,
  salesRegisterRateLabel,
  toTaka,
  type SalesRegisterSummary,
} from '@partline/shared';
import { readingAhead } from '../../csv/reading-ahead.js';
import type { Database } from '../../db/client.js';
import {
  salesRegisterBatch,
  type RegisterBatch,
  type RegisterCursor,
  type RegisterRateSums,
  type RegisterShape,
} from './sales-register.repository.js';

/** Documents read per query of a register. */
export const REGISTER_BATCH_DOCUMENTS = 2_000;

/**
 * The register of `month` in batches of at most `batchSize` documents, in issue order. Lazy: a
 * batch is read only when the previous one has been consumed (a slow download slows the reads).
 */
export async function* salesRegisterBatches(
  db: Database,
  month: string,
  shape: RegisterShape,
  batchSize = REGISTER_BATCH_DOCUMENTS,
): AsyncGenerator<RegisterBatch, void, undefined> {
  let cursor: RegisterCursor | undefined;
  for (;;) {
    const batch = await salesRegisterBatch(db, month, cursor, batchSize, shape);
    if (batch.documents > 0) yield batch;
    if (batch.documents < batchSize || !batch.last) return;
    cursor = batch.last;
  }
}

/** The month's totals in poisha, summed batch by batch as the documents are written. */
export class RegisterTotals {
  invoices = 0;
  creditNotes = 0;
  debitNotes = 0;
  valueExclVatPoisha = 0;
  sdPoisha = 0;
  vatPoisha = 0;
  totalPoisha = 0;
  private readonly rates = new Map<string, RegisterRateSums>();

  /** Adds the sums of `batch` (the documents it wrote). */
  add(batch: RegisterBatch): void {
    this.invoices += batch.invoices;
    this.creditNotes += batch.creditNotes;
    this.debitNotes += batch.debitNotes;
    this.valueExclVatPoisha += batch.valueExclVatPoisha;
    this.sdPoisha += batch.sdPoisha;
    this.vatPoisha += batch.vatPoisha;
    this.totalPoisha += batch.totalPoisha;
    for (const rate of batch.byRate) {
      const key = `${rate.zeroRated ? 'zero' : rate.vatRate}`;
      const sum = this.rates.get(key) ?? {
        vatRate: rate.vatRate,
        zeroRated: rate.zeroRated,
        valueExclVatPoisha: 0,
        sdPoisha: 0,
        vatPoisha: 0,
        totalPoisha: 0,
      };
      sum.valueExclVatPoisha += rate.valueExclVatPoisha;
      sum.sdPoisha += rate.sdPoisha;
      sum.vatPoisha += rate.vatPoisha;
      sum.totalPoisha += rate.totalPoisha;
      this.rates.set(key, sum);
    }
  }

  /** The sums by rate: highest VAT rate first, exempt, then zero-rated exports. */
  byRate(): RegisterRateSums[] {
    return [...this.rates.values()].sort(
      (a, b) => Number(a.zeroRated) - Number(b.zeroRated) || b.vatRate - a.vatRate,
    );
  }

  /** The totals as the API answers them (Taka). */
  summary(month: string): SalesRegisterSummary {
    return {
      month,
      invoices: this.invoices,
      creditNotes: this.creditNotes,
      debitNotes: this.debitNotes,
      byRate: this.byRate().map((rate) => ({
        vatRate: rate.vatRate,
        zeroRated: rate.zeroRated,
        label: salesRegisterRateLabel(rate.vatRate, rate.zeroRated),
        valueExclVat: toTaka(rate.valueExclVatPoisha),
        sd: toTaka(rate.sdPoisha),
        vat: toTaka(rate.vatPoisha),
        total: toTaka(rate.totalPoisha),
      })),
      valueExclVat: toTaka(this.valueExclVatPoisha),
      sd: toTaka(this.sdPoisha),
      vat: toTaka(this.vatPoisha),
      total: toTaka(this.totalPoisha),
    };
  }
}

/**
 * `GET /admin/sales-register?format=json` (decision 308): the totals of the month's tax invoices,
 * credit notes (subtracted) and debit notes, by rate and in all, Taka. Reads the month batch by
 * batch as the files do, so the figures are the files' to the poisha.
 */
export async function salesRegisterSummary(
  db: Database,
  month: string,
): Promise<SalesRegisterSummary> {
  const totals = new RegisterTotals();
  for await (const batch of salesRegisterBatches(db, month, 'sums')) totals.add(batch);
  return totals.summary(month);
}

/** Signed Taka with two decimals from integer poisha, as the register's SQL writes it. */
export function signedTaka(poisha: number): string {
  const abs = Math.abs(poisha);
  return `${poisha < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The totals block of the CSV: a record per rate, then the grand total (no text from people). */
function totalsRecords(totals: RegisterTotals): string {
  const figures = (sums: Omit<RegisterRateSums, 'vatRate' | 'zeroRated'>) =>
    [sums.valueExclVatPoisha, sums.sdPoisha, sums.vatPoisha, sums.totalPoisha].map(signedTaka);
  const records = totals
    .byRate()
    .map((rate) => [
      '',
      SALES_REGISTER_MESSAGES.totalsHeading,
      salesRegisterRateLabel(rate.vatRate, rate.zeroRated),
      '',
      '',
      '',
      ...figures(rate),
      '',
    ]);
  records.push(['', SALES_REGISTER_MESSAGES.grandTotal, '', '', '', '', ...figures(totals), '']);
  return records.map((record) => `${record.join(',')}\r\n`).join('');
}

/** Options of the streamed register files. */
export interface RegisterStreamOptions {
  batchSize?: number;
  /** Told when the stream fails after it started; the download is cut short then. */
  onError?: (error: unknown) => void;
}

/**
 * `GET /admin/sales-register?format=csv` (Mushak-6.2, decision 308): the month's tax documents as
 * CSV — UTF-8 with a byte-order mark, CRLF, RFC 4180 quoting, text cells starting with `=`, `+`,
 * `-`, `@`, tab or CR prefixed with `'` (decision 070) — in the columns of
 * {@link SALES_REGISTER_CSV_COLUMNS}, a credit note's figures negative, then a record per rate
 * ("Totals by rate") and the grand total, the sums of the records above to the poisha. The first
 * batch is read before this resolves (a database failure at the start is an error answer); the
 * rest as the stream is consumed, one batch ahead.
 */
export async function salesRegisterCsv(
  db: Database,
  month: string,
  options: RegisterStreamOptions = {},
): Promise<Readable> {
  const batches = salesRegisterBatches(db, month, 'csv', options.batchSize);
  const first = await batches.next();
  const totals = new RegisterTotals();
  async function* text() {
    yield `\uFEFF${SALES_REGISTER_CSV_COLUMNS.join(',')}\r\n`;
    if (!first.done) {
      totals.add(first.value);
      yield first.value.csv;
      for await (const batch of readingAhead(batches)) {
        totals.add(batch);
        yield batch.csv;
      }
    }
    yield totalsRecords(totals);
  }
  const csv = new PassThrough();
  pipeline(Readable.from(text(), { objectMode: false }), csv).catch((error: unknown) =>
    options.onError?.(error),
  );
  return csv;
}
