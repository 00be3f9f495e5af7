import {
  checkedSum,
  isZeroRated,
  lineTax,
  STANDARD_VAT_RATE,
  taxTotals,
  type ExportTerms,
  type Incoterm,
  type LineTax,
  type TaxBasis,
  type CurrencyCode,
} from '@partline/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { executePrepared } from '../db/prepared.js';
import { findCompany } from '../modules/companies/companies.repository.js';
import { readShopSettings } from '../modules/shop-settings/shop-settings.repository.js';

/*
 * The tax of an order or a quote as it is placed (decision 305): the shop's setting says whether
 * catalog prices include VAT, the buyer's company's country whether the supply is a zero-rated
 * export (VAT and SD Act 2012, s. 21), and `lineTax` computes every line on its own.
 */

/** The terms of a sale at home: no incoterm (decision 323). */
export const HOME_TERMS: ExportTerms = Object.freeze({ incoterm: null, incotermPlace: '' });

/**
 * How an order is placed for its buyer: taxed on its {@link TaxBasis} (decision 305), an export
 * sold under the incoterm its company agreed (decision 323), and priced in the currency its
 * company is billed in (decision 327).
 */
export type OrderBasis = TaxBasis & ExportTerms & BuyerCurrency;

/** The currency a buyer is billed in: their company's, `BDT` for a buyer in no company. */
export interface BuyerCurrency {
  currency: CurrencyCode;
}

/**
 * How a document of `companyId`'s (or of a buyer in no company, `null`) is taxed now: the shop's
 * `pricesIncludeVat` and whether the company is outside Bangladesh; and the terms an order of it
 * is sold under (decision 323): a zero-rated export copies its company's incoterm and named place,
 * any other order has none ({@link HOME_TERMS}). A buyer in no company is taxed as at home. Every
 * flow that places an order — checkout (and so quick order and buy again, which fill the cart),
 * `POST /orders` and accepting a quote — reads both here, in its own transaction.
 */
export async function taxBasisOf(db: Executor, companyId: string | null): Promise<OrderBasis> {
  const settings = await readShopSettings(db);
  const company = companyId ? await findCompany(db, companyId) : undefined;
  const zeroRated = isZeroRated(company?.country);
  return {
    pricesIncludeVat: settings.pricesIncludeVat,
    zeroRated,
    currency: (company?.currency ?? 'BDT') as CurrencyCode,
    ...(zeroRated && company?.incoterm
      ? { incoterm: company.incoterm as Incoterm, incotermPlace: company.incotermPlace }
      : HOME_TERMS),
  };
}

/**
 * How the buyer `userId` is taxed now and the currency they are billed in (decision 327): as their
 * company (if any) is ({@link taxBasisOf}), read in
 * one statement with the shop's setting, prepared (the cart reads it on every request).
 * @throws Error when `shop_settings` has no row (the database is not migrated).
 */
export async function taxBasisOfBuyer(
  db: Database,
  userId: string,
): Promise<TaxBasis & BuyerCurrency> {
  const [row] = await executePrepared<{
    pricesIncludeVat: boolean;
    country: string | null;
    currency: string | null;
  }>(
    db,
    'tax_basis_and_currency_of_buyer',
    sql`SELECT s.prices_include_vat AS "pricesIncludeVat", c.country, c.currency
    FROM shop_settings s
    LEFT JOIN company_members m ON m.user_id = ${userId}
    LEFT JOIN companies c ON c.id = m.company_id
    WHERE s.id = 1`,
  );
  if (!row) throw new Error('shop_settings has no row: run the migrations');
  return {
    pricesIncludeVat: row.pricesIncludeVat,
    zeroRated: isZeroRated(row.country),
    currency: (row.currency ?? 'BDT') as CurrencyCode,
  };
}

/** The VAT and SD rates of a product, basis points. */
export interface TaxRates {
  vatRate: number;
  sdRate: number;
}

/** What a line needs to be taxed: its unit price (poisha) and pieces. */
export interface PricedQuantity {
  unitPricePoisha: number;
  quantity: number;
}

/** A quote version's line with how it was taxed, so that the quote answers its tax exactly. */
export function withBasis<L>(line: L, basis: TaxBasis): L & TaxBasis {
  return { ...line, pricesIncludeVat: basis.pricesIncludeVat, zeroRated: basis.zeroRated };
}

/**
 * The rates a quoted line is taxed at: those its version recorded, else (a version written before
 * products had rates) its product's, else the standard rate.
 */
export function quotedRates(
  line: { vatRate?: number; sdRate?: number },
  product: TaxRates | undefined,
): TaxRates {
  if (line.vatRate !== undefined) return { vatRate: line.vatRate, sdRate: line.sdRate ?? 0 };
  return product ?? { vatRate: STANDARD_VAT_RATE, sdRate: 0 };
}

/** A line with its tax figures (the `order_lines` tax columns), poisha. */
export type TaxedLine<L extends PricedQuantity> = L & {
  vatRate: number;
  sdRate: number;
  valueExclVatPoisha: number;
  sdPoisha: number;
  vatPoisha: number;
};

/** `line` taxed at `rates` on `basis` by `lineTax` (its unit price and quantity as they are). */
export function taxedLine<L extends PricedQuantity>(
  line: L,
  rates: TaxRates,
  basis: TaxBasis,
): TaxedLine<L> {
  const tax = lineTax({
    unitPricePoisha: line.unitPricePoisha,
    quantity: line.quantity,
    vatRate: rates.vatRate,
    sdRate: rates.sdRate,
    ...basis,
  });
  return {
    ...line,
    vatRate: tax.vatRate,
    sdRate: tax.sdRate,
    valueExclVatPoisha: tax.valueExclVatPoisha,
    sdPoisha: tax.sdPoisha,
    vatPoisha: tax.vatPoisha,
  };
}

/** The `LineTax` of a taxed line (what `taxTotals` sums). */
export function lineTaxOf(line: TaxedLine<PricedQuantity>): LineTax {
  return {
    vatRate: line.vatRate,
    sdRate: line.sdRate,
    valueExclVatPoisha: line.valueExclVatPoisha,
    sdPoisha: line.sdPoisha,
    vatPoisha: line.vatPoisha,
    totalPoisha: line.valueExclVatPoisha + line.sdPoisha + line.vatPoisha,
  };
}

/** The tax columns of an order (or a quote version) of these taxed lines. */
export interface OrderTax {
  pricesIncludeVat: boolean;
  zeroRated: boolean;
  sdPoisha: number;
  vatPoisha: number;
  /** What the buyer pays: the sum of the lines' value, SD and VAT, poisha. */
  totalPoisha: number;
}

/**
 * {@link OrderTax} of `lines` taxed on `basis`: sums of the lines (decision 305).
 * @throws AmountTooLargeError when the total is not a safe integer of poisha.
 */
export function orderTaxOf(lines: readonly TaxedLine<PricedQuantity>[], basis: TaxBasis): OrderTax {
  const taxes = lines.map(lineTaxOf);
  // Refuses a total that cannot be held exactly, as the other order totals do (decision 296).
  checkedSum(taxes.map((tax) => tax.totalPoisha));
  const totals = taxTotals(taxes);
  return {
    pricesIncludeVat: basis.pricesIncludeVat,
    zeroRated: basis.zeroRated,
    sdPoisha: totals.sdPoisha,
    vatPoisha: totals.vatPoisha,
    totalPoisha: totals.totalPoisha,
  };
}
