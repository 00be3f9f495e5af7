import { toPoisha } from '../common/money.js';
import { taxBreakdownOf, type TaxBreakdown } from '../tax/tax-breakdown.js';
import { STANDARD_VAT_RATE } from '../tax/vat-rate.js';
import { lineTax, taxTotals } from '../tax/vat.js';

/**
 * The tax of a document of one line worth `totalTaka`, priced VAT-inclusive at `vatRate` (basis
 * points, standard 15 % unless given), as the API answers it (decision 305).
 */
export function buildTaxBreakdown(totalTaka: number, vatRate = STANDARD_VAT_RATE): TaxBreakdown {
  const tax = lineTax({
    unitPricePoisha: toPoisha(totalTaka),
    quantity: 1,
    vatRate,
    sdRate: 0,
    pricesIncludeVat: true,
    zeroRated: false,
  });
  return taxBreakdownOf(taxTotals([tax]), { pricesIncludeVat: true, zeroRated: false });
}
