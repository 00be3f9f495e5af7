import { TAX_MESSAGES, type TaxBreakdown } from '@partline/shared';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { Money } from './money';

/**
 * The tax lines above a cart's, an order's or a quote's total (decision 305): the subtotal
 * excluding VAT, the SD when there is any, the VAT of each rate (or the zero-rated export's 0 %),
 * and whether the catalog's prices include VAT. Figures come from the server's `tax`.
 */
export function TaxTotals({ tax }: { tax: TaxBreakdown }) {
  const specText = useSpecText();
  const vatRates = tax.byRate.filter((rate) => rate.vatRate > 0 || tax.zeroRated);
  return (
    <div className="tax-totals">
      <dl className="row mb-1 small">
        <dt className="col-7 fw-normal">{specText(TAX_MESSAGES.subtotal)}</dt>
        <dd className="col-5 text-end mb-0">
          <Money taka={tax.valueExclVat} />
        </dd>
        {tax.sd > 0 ? (
          <>
            <dt className="col-7 fw-normal">{specText(TAX_MESSAGES.sd)}</dt>
            <dd className="col-5 text-end mb-0">
              <Money taka={tax.sd} />
            </dd>
          </>
        ) : null}
        {tax.zeroRated ? (
          <>
            <dt className="col-7 fw-normal">{specText(TAX_MESSAGES.vatAt(0, true))}</dt>
            <dd className="col-5 text-end mb-0">
              <Money taka={0} />
            </dd>
          </>
        ) : (
          vatRates.map((rate) => (
            <VatLine key={`${rate.vatRate}/${rate.sdRate}`} rate={rate.vatRate} vat={rate.vat} />
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

function VatLine({ rate, vat }: { rate: number; vat: number }) {
  const specText = useSpecText();
  return (
    <>
      <dt className="col-7 fw-normal">{specText(TAX_MESSAGES.vatAt(rate, false))}</dt>
      <dd className="col-5 text-end mb-0">
        <Money taka={vat} />
      </dd>
    </>
  );
}
