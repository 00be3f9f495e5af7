import { CURRENCY_NAME_TEXTS } from '@/lib/i18n/currency-names';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FOREIGN_CURRENCIES,
  formatExchangeRate,
  type ExchangeRate,
  type ForeignCurrencyCode,
} from '@partline/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { useExchangeRates } from '../api/currencies';

/**
 * The recorded rates (decision 324), newest day first, of one currency or all, 20 at a time with
 * 'Load more rates'. A rate applies from its day until the next one of its currency.
 */
export function ExchangeRateHistory() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const columns: DataColumn<ExchangeRate>[] = [
    {
      header: t`Applies from`,
      kind: 'title',
      cell: (rate) => format.shortCalendarDay(rate.effectiveOn),
    },
    { header: t`Currency`, cell: (rate) => rate.currency },
    {
      header: t`Rate`,
      className: 'text-nowrap',
      cell: (rate) => formatExchangeRate(rate.currency, rate.bdtPerUnit),
    },
    { header: t`Source`, cell: (rate) => rate.source },
    {
      header: t`Recorded`,
      details: 'narrow',
      cell: (rate) => {
        const stamp = format.stamp(new Date(rate.recordedAt));
        return t`${stamp} (Dhaka time)`;
      },
    },
  ];
  const [currency, setCurrency] = useState<ForeignCurrencyCode | ''>('');
  const rates = useExchangeRates(currency);
  return (
    <>
      <div className="row">
        <Form.Group className="col-12 col-sm-6 col-lg-4 mb-3">
          <Form.Label htmlFor="rate-history-currency">
            <Trans>Show</Trans>
          </Form.Label>
          <Form.Select
            id="rate-history-currency"
            value={currency}
            onChange={(event) => setCurrency(event.target.value as ForeignCurrencyCode | '')}
          >
            <option value="">{t`Every currency`}</option>
            {FOREIGN_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {i18n._(CURRENCY_NAME_TEXTS[code])} ({code})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <QueryState
        query={rates}
        what={t`the exchange rates`}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <p>
            <Trans>No rate recorded yet.</Trans>
          </p>
        }
      >
        {(rows) => (
          <>
            <DataTable
              label={t`Recorded exchange rates`}
              columns={columns}
              rows={rows}
              rowKey={(rate) => rate.id}
            />
            <LoadMore query={rates} things={t`rates`} />
          </>
        )}
      </QueryState>
    </>
  );
}
