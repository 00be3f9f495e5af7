import { fiscalYearOf, formatTaxDocumentNumber, type TaxDocumentKind } from '@partline/shared';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { taxDocumentCounters } from '../../db/schema/index.js';

/** A tax document's number as {@link takeTaxDocumentNumber} gives it out. */
export interface TaxDocumentNumber {
  /** `INV-2026-27-000001`, `CN-…`, `DN-…`. */
  number: string;
  /** The year the fiscal year (1 July – 30 June, Asia/Dhaka) starts in. */
  fiscalYear: number;
  serial: number;
  /** The time of issue printed on the document: read once the serial is held. */
  issuedAt: Date;
}

/**
 * Takes the next serial of a kind of tax document in the current fiscal year (decision 306; VAT
 * Rules 2016 r. 40 and 42: a serial per fiscal year, no gap, no duplicate), inside the transaction
 * that issues the document: one upsert on `tax_document_counters`, whose row stays locked until
 * that transaction ends, so concurrent issues queue there and a rollback gives the serial back.
 * The fiscal year and the time of issue come from the application's clock (`Date`), so a test can
 * move it; the time of issue is read after the lock is held, so serials and times run in the same
 * order, and is kept inside the serial's fiscal year when a lock wait crosses 30 June midnight.
 */
export async function takeTaxDocumentNumber(
  tx: Transaction,
  kind: TaxDocumentKind,
): Promise<TaxDocumentNumber> {
  const fiscalYear = fiscalYearOf(new Date());
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ kind, fiscalYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.kind, taxDocumentCounters.fiscalYear],
      set: { lastSerial: sql`${taxDocumentCounters.lastSerial} + 1` },
    })
    .returning({ serial: taxDocumentCounters.lastSerial });
  if (!row) throw new Error(`no ${kind} serial returned`);
  const now = new Date();
  const issuedAt = fiscalYearOf(now) === fiscalYear ? now : fiscalYearEnd(fiscalYear);
  return {
    number: formatTaxDocumentNumber(kind, fiscalYear, row.serial),
    fiscalYear,
    serial: row.serial,
    issuedAt,
  };
}

/** The last millisecond of a fiscal year: 30 June 23:59:59.999 in Dhaka (UTC+6 all year). */
function fiscalYearEnd(fiscalYear: number): Date {
  return new Date(Date.UTC(fiscalYear + 1, 5, 30, 17, 59, 59, 999));
}
