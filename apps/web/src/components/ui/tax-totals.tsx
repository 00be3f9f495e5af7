import { TAX_MESSAGES, type CurrencyCode, type TaxBreakdown } from '@partline/shared';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { Money } from './money';

/**
 * The tax lines above a cart's, an order's or a quote's total (decision 305): the subtotal
 * excluding VAT, the SD when there is any, the VAT of each rate (or the zero-rated export's 0 %),
 * and whether the catalog's prices include VAT. Figures come from the server's `tax`, in the
 * document's `currency` (decision 327).
 */
export function TaxTotals({ tax, currency }: { tax: TaxBreakdown; currency: CurrencyCode }) {
  const specText = useSpecText();
  const vatRates = tax.byRate.filter((rate) => rate.vatRate > 0 || tax.zeroRated);
  return (
    <div className="tax-totals">
      <dl className="row mb-1 small">
        <dt className="col-7 fw-normal">{specText(TAX_MESSAGES.subtotal)}</dt>
        <dd className="col-5 text-end mb-0">
          <Money amount={tax.valueExclVat} currency={currency} />
        </dd>
        {tax.sd > 0 ? (
          <>
            <dt className="col-7 fw-normal">{specText(TAX_MESSAGES.sd)}</dt>
            <dd className="col-5 text-end mb-0">
              <Money amount={tax.sd} currency={currency} />
            </dd>
          </>
        ) : null}
        {tax.zeroRated ? (
          <>
            <dt className="col-7 fw-normal">{specText(TAX_MESSAGES.vatAt(0, true))}</dt>
            <dd className="col-5 text-end mb-0">
              <Money amount={0} currency={currency} />
            </dd>
          </>
        ) : (
          vatRates.map((rate) => (
            <VatLine
              key={`${rate.vatRate}/${rate.sdRate}`}
              rate={rate.vatRate}
              vat={rate.vat}
              currency={currency}
            />
          ))
        )}
      </dl>
      <p className="form-text mt-0 mb-1">
        {specText(
          tax.pricesIncludeVat ? TAX_MESSAGES.pricesIncludeVat : TAX_MESSAGES.pricesExcludeVat,
        )}
      </p>
    </div>
  );
}

function VatLine({ rate, vat, currency }: { rate: number; vat: number; currency: CurrencyCode }) {
  const specText = useSpecText();
  return (
    <>
      <dt className="col-7 fw-normal">{specText(TAX_MESSAGES.vatAt(rate, false))}</dt>
      <dd className="col-5 text-end mb-0">
        <Money amount={vat} currency={currency} />
      </dd>
    </>
  );
}
