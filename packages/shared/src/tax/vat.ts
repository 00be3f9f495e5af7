import { shopDay } from '../admin/shop-day.js';

// VAT and supplementary duty on a line (decision 305). The VAT and Supplementary Duty Act 2012
// (s. 15 and s. 55): supplementary duty (SD) is charged on the value of the supply, and VAT on the
// value plus the SD. Rates are kept in basis points (1500 = 15 %) so that every figure is an
// integer; every amount is in poisha.

/** What {@link lineTax} needs of a line. */
export interface LineTaxInput {
  /** The price of one piece as the catalog (or the quote) gives it, poisha. */
  unitPricePoisha: number;
  quantity: number;
  /** The product's VAT rate, basis points. */
  vatRate: number;
  /** The product's supplementary-duty rate, basis points (0: none). */
  sdRate: number;
  /**
   * `true` when catalog prices include VAT and SD (the shop's setting; the default): the buyer
   * pays price × quantity and the tax is taken out of it. `false`: they are added to it.
   */
  pricesIncludeVat: boolean;
  /**
   * An export to a buyer outside Bangladesh (Act s. 21, zero-rated): no SD and VAT at 0 %, and
   * the buyer pays the value excluding both.
   */
  zeroRated: boolean;
}

/** The tax figures of one line, poisha; `valueExclVat + sd + vat = total`. */
export interface LineTax {
  /** The value of the supply, excluding SD and VAT. */
  valueExclVatPoisha: number;
  sdPoisha: number;
  vatPoisha: number;
  /** What the buyer pays for the line. */
  totalPoisha: number;
  /** The VAT rate applied, basis points: the product's, or 0 on a zero-rated line. */
  vatRate: number;
  /** The SD rate applied, basis points: the product's, or 0 on a zero-rated line. */
  sdRate: number;
}

const ONE = 10_000n;

/** `numerator / denominator` rounded to the nearest integer, halves away from zero (both ≥ 0). */
function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * The SD, VAT and totals of one line, by the shop's one rounding rule (decision 305): each line
 * is computed on its own, in integers, and rounded to the poisha half up; the document's totals
 * are the sums of its lines.
 *
 * - Prices **exclude** VAT: value = price × quantity; SD = round(value × SD rate);
 *   VAT = round((value + SD) × VAT rate); total = value + SD + VAT.
 * - Prices **include** VAT: total = price × quantity; value = round(total ÷ ((1 + SD rate) ×
 *   (1 + VAT rate))); SD = round(value × SD rate); VAT = total − value − SD, so the three add up
 *   to what the buyer pays to the poisha (an exempt line puts the remainder in SD instead).
 * - **Zero-rated** (export): value as above (the price without its VAT and SD when prices
 *   include them), SD and VAT 0, total = value.
 * @throws RangeError on a negative or non-integer amount, quantity or rate.
 */
export function lineTax(input: LineTaxInput): LineTax {
  const { unitPricePoisha, quantity, vatRate, sdRate } = input;
  for (const [name, value] of Object.entries({ unitPricePoisha, quantity, vatRate, sdRate })) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
    }
  }
  const gross = BigInt(unitPricePoisha) * BigInt(quantity);
  const vat = BigInt(vatRate);
  const sd = BigInt(sdRate);
  let value: bigint;
  let sdAmount: bigint;
  let vatAmount: bigint;
  if (input.pricesIncludeVat) {
    value = divideRoundingHalfUp(gross * ONE * ONE, (ONE + sd) * (ONE + vat));
    if (input.zeroRated) {
      sdAmount = 0n;
      vatAmount = 0n;
    } else if (vat === 0n) {
      sdAmount = gross - value;
      vatAmount = 0n;
    } else {
      sdAmount = divideRoundingHalfUp(value * sd, ONE);
      vatAmount = gross - value - sdAmount;
    }
  } else {
    value = gross;
    sdAmount = input.zeroRated ? 0n : divideRoundingHalfUp(value * sd, ONE);
    vatAmount = input.zeroRated ? 0n : divideRoundingHalfUp((value + sdAmount) * vat, ONE);
  }
  const total = value + sdAmount + vatAmount;
  return {
    valueExclVatPoisha: Number(value),
    sdPoisha: Number(sdAmount),
    vatPoisha: Number(vatAmount),
    totalPoisha: Number(total),
    vatRate: input.zeroRated ? 0 : vatRate,
    sdRate: input.zeroRated ? 0 : sdRate,
  };
}

/** The figures of one VAT (and SD) rate on a document, poisha. */
export interface TaxRateTotal {
  vatRate: number;
  sdRate: number;
  valueExclVatPoisha: number;
  sdPoisha: number;
  vatPoisha: number;
  totalPoisha: number;
}

/** A document's tax figures, poisha: sums of its lines, and the sums by rate. */
export interface TaxTotals {
  valueExclVatPoisha: number;
  sdPoisha: number;
  vatPoisha: number;
  totalPoisha: number;
  /** One entry per (VAT rate, SD rate) the lines carry, highest VAT rate first. */
  byRate: TaxRateTotal[];
}

/** The totals of `lines` (decision 305: a document's figures are the sums of its lines'). */
export function taxTotals(lines: readonly LineTax[]): TaxTotals {
  const byRate = new Map<string, TaxRateTotal>();
  const totals = { valueExclVatPoisha: 0, sdPoisha: 0, vatPoisha: 0, totalPoisha: 0 };
  for (const line of lines) {
    const key = `${line.vatRate}/${line.sdRate}`;
    const rate = byRate.get(key) ?? {
      vatRate: line.vatRate,
      sdRate: line.sdRate,
      valueExclVatPoisha: 0,
      sdPoisha: 0,
      vatPoisha: 0,
      totalPoisha: 0,
    };
    for (const sum of [rate, totals]) {
      sum.valueExclVatPoisha += line.valueExclVatPoisha;
      sum.sdPoisha += line.sdPoisha;
      sum.vatPoisha += line.vatPoisha;
      sum.totalPoisha += line.totalPoisha;
    }
    byRate.set(key, rate);
  }
  return {
    ...totals,
    byRate: [...byRate.values()].sort((a, b) => b.vatRate - a.vatRate || b.sdRate - a.sdRate),
  };
}

/** The country a company in Bangladesh has (ISO 3166-1 alpha-2). */
export const HOME_COUNTRY = 'BD';

/** Whether a supply to a buyer in `country` (ISO 3166-1 alpha-2) is an export, zero-rated. */
export function isZeroRated(country: string | null | undefined): boolean {
  return !!country && country.toUpperCase() !== HOME_COUNTRY;
}

/**
 * The fiscal year of an instant in the shop's calendar (Asia/Dhaka), by the year it starts in:
 * Bangladesh's fiscal year runs 1 July to 30 June (Income Tax Act 2023 s. 2, "income year"), so
 * 30 June 2027 is in 2026 and 1 July 2027 in 2027.
 */
export function fiscalYearOf(instant: Date): number {
  const [year, month] = shopDay(instant).split('-').map(Number) as [number, number];
  return month >= 7 ? year : year - 1;
}

/** How a fiscal year is written: `2026` → `"2026-27"`. */
export function fiscalYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * The kinds of tax document the shop issues, each numbered on its own gap-free serial per fiscal
 * year (VAT Rules 2016, r. 40: Mushak-6.3; r. 42: Mushak-6.7 and 6.8), with its prefix.
 */
export const TAX_DOCUMENT_PREFIXES = Object.freeze({
  invoice: 'INV',
  credit_note: 'CN',
  debit_note: 'DN',
} as const);
/** `invoice`, `credit_note` or `debit_note`. */
export type TaxDocumentKind = keyof typeof TAX_DOCUMENT_PREFIXES;

/**
 * A tax document's number: prefix, fiscal year and a six-digit (or longer) serial —
 * `INV-2026-27-000001`, `CN-2026-27-000012`.
 */
export function formatTaxDocumentNumber(
  kind: TaxDocumentKind,
  fiscalYear: number,
  serial: number,
): string {
  return `${TAX_DOCUMENT_PREFIXES[kind]}-${fiscalYearLabel(fiscalYear)}-${String(serial).padStart(6, '0')}`;
}

/** What a tax document number looks like (see {@link formatTaxDocumentNumber}). */
export const TAX_DOCUMENT_NUMBER_PATTERN = /^(INV|CN|DN)-[0-9]{4}-[0-9]{2}-[0-9]{6,}$/;
