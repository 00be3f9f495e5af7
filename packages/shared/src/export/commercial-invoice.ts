import { countryName } from '../tax/withholding.js';

/*
 * The commercial invoice of an export (decision 323): the document the buyer's customs and the
 * bank read — what was sold, under which incoterm, its HS codes and origin — beside the
 * Mushak-6.3 tax invoice, which it does not replace.
 */

/** The file name of an order's commercial invoice: `commercial-invoice-SO-2026-000123.pdf`. */
export const commercialInvoiceFileName = (orderNumber: string) =>
  `commercial-invoice-${orderNumber}.pdf`;

/**
 * The VAT line of an export (decision 305; VAT and Supplementary Duty Act 2012 s. 21 and its
 * Schedule One: goods exported are zero-rated).
 */
export const ZERO_RATING_BASIS =
  'VAT 0 %: export of goods, zero-rated under section 21 of the VAT and Supplementary Duty Act 2012';

/**
 * The exporter's declaration closing the invoice: "We certify that this invoice is true and
 * correct and that the origin of the goods is Bangladesh." The countries are the lines' origins
 * (ISO alpha-2), named in English; several are listed in their order of first appearance, "as
 * stated against each line".
 */
export function commercialInvoiceDeclaration(origins: readonly string[]): string {
  const names = [...new Set(origins)].map((code) => countryName(code));
  const origin =
    names.length === 0
      ? 'as stated against each line'
      : names.length === 1
        ? names[0]
        : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}, as stated against each line`;
  return (
    'We certify that this invoice is true and correct and that the origin of the goods is ' +
    `${origin}.`
  );
}
