import {
  CURRENCY_MESSAGES,
  currencyLabel,
  formatExchangeRate,
  formatShortCalendarDate,
  formatQuantity,
  isForeignCurrency,
  type BillingCurrency,
} from '@partline/shared';
import Badge from 'react-bootstrap/Badge';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { RowAction } from '@/components/ui/row-action';
import { toastOutcome } from '@/lib/toast-outcome';
import { useBillingCurrencies, useSetCurrencyEnabled } from '../api/currencies';

/** A currency's state as a badge: the base, enabled or disabled. */
function StateBadge({ currency }: { currency: BillingCurrency }) {
  if (currency.base) {
    return (
      <Badge bg="primary-subtle" text="primary-emphasis">
        Base currency
      </Badge>
    );
  }
  return currency.enabled ? (
    <Badge bg="success-subtle" text="success-emphasis">
      Enabled
    </Badge>
  ) : (
    <Badge bg="secondary-subtle" text="secondary-emphasis">
      Disabled
    </Badge>
  );
}

/** The rate in force today, its day and source; what the base and a currency without one say. */
function RateToday({ currency }: { currency: BillingCurrency }) {
  if (currency.base) return <span className="text-muted">Prices and the books are kept in it</span>;
  const rate = currency.rateToday;
  if (!rate || !isForeignCurrency(currency.code)) {
    return <span className="text-danger-emphasis">No rate recorded</span>;
  }
  return (
    <>
      <span className="text-nowrap">{formatExchangeRate(currency.code, rate.bdtPerUnit)}</span>
      <br />
      <small className="text-muted">
        since {formatShortCalendarDate(rate.effectiveOn)} · {rate.source}
      </small>
    </>
  );
}

/**
 * The billing currencies (admin; decision 324): BDT, the base, then USD and EUR, each with its
 * state, the rate in force today and the companies billed in it; an export currency is enabled or
 * disabled here, and the server's refusal (no rate today, companies or price lists in it) is told
 * as it gives it.
 */
export function CurrenciesTable() {
  const currencies = useBillingCurrencies();
  const setEnabled = useSetCurrencyEnabled();
  const columns: DataColumn<BillingCurrency>[] = [
    { header: 'Currency', kind: 'title', cell: (currency) => currencyLabel(currency.code) },
    { header: 'State', cell: (currency) => <StateBadge currency={currency} /> },
    { header: 'Rate today', cell: (currency) => <RateToday currency={currency} /> },
    {
      header: 'Companies billed',
      align: 'end',
      cell: (currency) => formatQuantity(currency.companyCount),
    },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (currency) =>
        currency.base ? (
          <span className="text-muted small">Always enabled</span>
        ) : (
          <RowAction
            on={currency.code}
            disabled={setEnabled.isPending}
            onClick={() =>
              setEnabled.mutate(
                { code: currency.code, enabled: !currency.enabled },
                toastOutcome(
                  currency.enabled
                    ? CURRENCY_MESSAGES.disabled(currency.code)
                    : CURRENCY_MESSAGES.enabled(currency.code),
                ),
              )
            }
          >
            {currency.enabled ? 'Disable' : 'Enable'}
          </RowAction>
        ),
    },
  ];
  return (
    <QueryState query={currencies} what="the currencies">
      {({ today, currencies: rows }) => (
        <>
          <DataTable
            label="Currencies"
            columns={columns}
            rows={rows}
            rowKey={(currency) => currency.code}
          />
          <p className="small text-muted">
            Today in Dhaka is {formatShortCalendarDate(today)}. A currency is converted at the rate
            recorded for the latest day up to the document&apos;s own.
          </p>
        </>
      )}
    </QueryState>
  );
}
