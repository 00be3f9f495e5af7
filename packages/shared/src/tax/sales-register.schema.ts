import { z } from 'zod';
import { shopMonth } from '../admin/shop-day.js';
import { formatRate, VAT_RATE_LABELS, type VatRateBasisPoints } from './vat-rate.js';

// The sales register, Mushak-6.2 (VAT Rules 2016, r. 40(1)(b)): every tax invoice (Mushak-6.3),
// credit note (6.7) and debit note (6.8) the shop issued in a month of its calendar (Asia/Dhaka),
// with the month's totals by rate (decision 308). The shop prepares it for its accountant; it does
// not file the monthly return (Mushak-9.1).

/** The texts of the sales register page and `GET /admin/sales-register`. */
export const SALES_REGISTER_MESSAGES = {
  title: 'Sales register',
  formTitle: 'Sales register — Mushak-6.2',
  monthLabel: 'Month',
  monthRequired: 'Choose a month',
  monthInvalid: 'Use a month like 2026-10',
  monthInFuture: 'Choose this month or an earlier one',
  formatInvalid: 'Choose csv, pdf or json',
  downloadCsv: 'Download CSV',
  downloadPdf: 'Download PDF',
  downloadFailed: 'We could not download the sales register. Please try again.',
  noDocuments: 'No tax invoice, credit note or debit note was issued in this month.',
  notRegistered: 'Not registered',
  totalsHeading: 'Totals by rate',
  grandTotal: 'Grand total',
} as const;

const M = SALES_REGISTER_MESSAGES;

/** A month as `YYYY-MM` (01–12). */
const MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** What `GET /admin/sales-register` answers: the register as a file, or its totals as JSON. */
export const SALES_REGISTER_FORMATS = ['json', 'csv', 'pdf'] as const;
/** One of {@link SALES_REGISTER_FORMATS}. */
export type SalesRegisterFormat = (typeof SALES_REGISTER_FORMATS)[number];

/**
 * `GET /admin/sales-register` query and the month picker: `month` is a month of the shop's
 * calendar (`YYYY-MM`, Asia/Dhaka), not after the current one; `format` is `json` (the month's
 * totals, the default), `csv` or `pdf` (the whole register as a file). Errors: 400
 * `validation_failed` with {@link SALES_REGISTER_MESSAGES}' texts.
 */
export const SalesRegisterQuerySchema = z.object({
  month: z
    .string({ error: (issue) => (issue.input === undefined ? M.monthRequired : M.monthInvalid) })
    .min(1, { error: M.monthRequired, abort: true })
    .regex(MONTH_PATTERN, { error: M.monthInvalid, abort: true })
    // Read when the request is: a register of a month still to come would be empty and misleading.
    .refine((month) => month <= shopMonth(), { error: M.monthInFuture })
    .meta({
      description: 'A month of the shop calendar (Asia/Dhaka), YYYY-MM',
      example: '2026-10',
    }),
  format: z
    .enum(SALES_REGISTER_FORMATS, { error: M.formatInvalid })
    .default('json')
    .meta({ description: 'json: the totals; csv or pdf: the register as a file' }),
});
/** Parsed sales register query. */
export type SalesRegisterQuery = z.output<typeof SalesRegisterQuerySchema>;

/** The kinds of document on the register, as its `Document` column names them. */
export const SALES_REGISTER_DOCUMENT_KINDS = {
  invoice: 'Tax invoice',
  credit: 'Credit note',
  debit: 'Debit note',
} as const;

/**
 * The header row of the sales register CSV, in column order. Money is Taka with two decimals; a
 * credit note's figures are negative; `Issued At` is shop time (Asia/Dhaka), `YYYY-MM-DD HH:MM:SS`.
 */
export const SALES_REGISTER_CSV_COLUMNS = [
  'Issued At (Asia/Dhaka)',
  'Document',
  'Number',
  'Original Invoice',
  'Buyer',
  'Buyer BIN',
  'Value excl. VAT (Tk.)',
  'SD (Tk.)',
  'VAT (Tk.)',
  'Total (Tk.)',
  'VAT Rates',
] as const;

/** The month's figures at one rate: signed sums (credit notes subtract), Taka. */
export const SalesRegisterRateTotalSchema = z
  .object({
    vatRate: z.number().int().describe('Basis points: 1500, 1000, 750, 500, or 0'),
    zeroRated: z.boolean().describe('An export (VAT Act 2012 s. 21), 0 % but not exempt'),
    label: z.string().describe('"Standard 15 %", "Exempt", "Zero-rated export", …'),
    valueExclVat: z.number().describe('Taka'),
    sd: z.number().describe('Taka'),
    vat: z.number().describe('Taka'),
    total: z.number().describe('Taka'),
  })
  .meta({ id: 'SalesRegisterRateTotal' });
/** One rate's totals. */
export type SalesRegisterRateTotal = z.infer<typeof SalesRegisterRateTotalSchema>;

/** `GET /admin/sales-register?format=json`: the month's totals. */
export const SalesRegisterSummarySchema = z
  .object({
    month: z.string().describe('YYYY-MM, Asia/Dhaka'),
    invoices: z.number().int().describe('Tax invoices (Mushak-6.3) issued in the month'),
    creditNotes: z.number().int().describe('Credit notes (Mushak-6.7)'),
    debitNotes: z.number().int().describe('Debit notes (Mushak-6.8)'),
    byRate: z.array(SalesRegisterRateTotalSchema).describe('Highest VAT rate first'),
    valueExclVat: z.number().describe('Taka, the sum of the documents'),
    sd: z.number().describe('Taka'),
    vat: z.number().describe('Taka'),
    total: z.number().describe('Taka'),
  })
  .meta({ id: 'SalesRegisterSummary' });
/** The month's totals. */
export type SalesRegisterSummary = z.infer<typeof SalesRegisterSummarySchema>;

/** How the register names a rate: `VAT_RATE_LABELS`, or "Zero-rated export" for an export. */
export function salesRegisterRateLabel(vatRate: number, zeroRated: boolean): string {
  if (zeroRated) return 'Zero-rated export';
  return VAT_RATE_LABELS[vatRate as VatRateBasisPoints] ?? `VAT ${formatRate(vatRate)}`;
}

/** The file name of a register: `sales-register-2026-10.csv` (or `.pdf`). */
export function salesRegisterFileName(month: string, format: 'csv' | 'pdf'): string {
  return `sales-register-${month}.${format}`;
}

/** The month before the shop's current one (`YYYY-MM`): what the register page opens on. */
export function previousShopMonth(now: Date = new Date()): string {
  const [year, month] = shopMonth(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** `2026-10` → `October 2026`. */
export function formatShopMonthName(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
