import {
  CURRENCIES,
  FOREIGN_CURRENCIES,
  formatExchangeRate,
  formatShopDateTime,
  formatShortCalendarDate,
  type ExchangeRate,
  type ForeignCurrencyCode,
} from '@partline/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { useExchangeRates } from '../api/currencies';

const columns: DataColumn<ExchangeRate>[] = [
  {
    header: 'Applies from',
    kind: 'title',
    cell: (rate) => formatShortCalendarDate(rate.effectiveOn),
  },
  { header: 'Currency', cell: (rate) => rate.currency },
  {
    header: 'Rate',
    className: 'text-nowrap',
    cell: (rate) => formatExchangeRate(rate.currency, rate.bdtPerUnit),
  },
  { header: 'Source', cell: (rate) => rate.source },
  {
    header: 'Recorded',
    details: 'narrow',
    cell: (rate) => formatShopDateTime(new Date(rate.recordedAt)),
  },
];

/**
 * The recorded rates (decision 324), newest day first, of one currency or all, 20 at a time with
 * 'Load more rates'. A rate applies from its day until the next one of its currency.
 */
export function ExchangeRateHistory() {
  const [currency, setCurrency] = useState<ForeignCurrencyCode | ''>('');
  const rates = useExchangeRates(currency);
  return (
    <>
      <div className="row">
        <Form.Group className="col-12 col-sm-6 col-lg-4 mb-3">
          <Form.Label htmlFor="rate-history-currency">Show</Form.Label>
          <Form.Select
            id="rate-history-currency"
            value={currency}
            onChange={(event) => setCurrency(event.target.value as ForeignCurrencyCode | '')}
          >
            <option value="">Every currency</option>
            {FOREIGN_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {CURRENCIES[code].name} ({code})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <QueryState
        query={rates}
        what="the exchange rates"
        isEmpty={(rows) => rows.length === 0}
        empty={<p>No rate recorded yet.</p>}
      >
        {(rows) => (
          <>
            <DataTable
              label="Recorded exchange rates"
              columns={columns}
              rows={rows}
              rowKey={(rate) => rate.id}
            />
            <LoadMore query={rates} things="rates" />
          </>
        )}
      </QueryState>
    </>
  );
}
