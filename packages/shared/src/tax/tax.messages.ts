import { formatRate } from './vat-rate.js';

/** What a buyer reads beside the tax figures of a cart, an order or a quote. */
export const TAX_MESSAGES = {
  subtotal: 'Subtotal (excl. VAT)',
  sd: 'SD',
  total: 'Total',
  pricesIncludeVat: 'Prices include VAT',
  pricesExcludeVat: 'VAT is added to the prices',
  /** `VAT 15%`, or the zero-rated export's line. */
  vatAt: (vatRate: number, zeroRated: boolean) =>
    zeroRated ? 'VAT 0% (export, zero-rated)' : `VAT ${formatRate(vatRate)}`,
  /** A product page's note on its price: `Price includes 15% VAT`, `+15% VAT`, `VAT exempt`. */
  priceNote: (vatRate: number, pricesIncludeVat: boolean) =>
    vatRate === 0
      ? 'VAT exempt'
      : pricesIncludeVat
        ? `Price includes ${formatRate(vatRate)} VAT`
        : `+${formatRate(vatRate)} VAT`,
} as const;
