import { CURRENCY_NAME_TEXTS } from '@/lib/i18n/currency-names';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CURRENCY_MESSAGES,
  formatExchangeRate,
  isForeignCurrency,
  type BillingCurrency,
  type CurrencyCode,
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
        <Trans>Base currency</Trans>
      </Badge>
    );
  }
  return currency.enabled ? (
    <Badge bg="success-subtle" text="success-emphasis">
      <Trans>Enabled</Trans>
    </Badge>
  ) : (
    <Badge bg="secondary-subtle" text="secondary-emphasis">
      <Trans>Disabled</Trans>
    </Badge>
  );
}

/** The rate in force today, its day and source; what the base and a currency without one say. */
function RateToday({ currency }: { currency: BillingCurrency }) {
  const format = useFormat();
  if (currency.base)
    return (
      <span className="text-muted">
        <Trans>Prices and the books are kept in it</Trans>
      </span>
    );
  const rate = currency.rateToday;
  if (!rate || !isForeignCurrency(currency.code)) {
    return (
      <span className="text-danger-emphasis">
        <Trans>No rate recorded</Trans>
      </span>
    );
  }
  const since = format.shortCalendarDay(rate.effectiveOn);
  const { source } = rate;
  return (
    <>
      <span className="text-nowrap">{formatExchangeRate(currency.code, rate.bdtPerUnit)}</span>
      <br />
      <small className="text-muted">
        <Trans>
          since {since} · {source}
        </Trans>
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
/** The page's day, and which rate a document is converted at. */
function TodayNote({ today }: { today: string }) {
  const format = useFormat();
  const day = format.shortCalendarDay(today);
  return (
    <Trans>
      Today in Dhaka is {day}. A currency is converted at the rate recorded for the latest day up to
      the document&apos;s own.
    </Trans>
  );
}

export function CurrenciesTable() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const label = (code: CurrencyCode) => `${i18n._(CURRENCY_NAME_TEXTS[code])} (${code})`;
  const currencies = useBillingCurrencies();
  const setEnabled = useSetCurrencyEnabled();
  const columns: DataColumn<BillingCurrency>[] = [
    { header: t`Currency`, kind: 'title', cell: (currency) => label(currency.code) },
    { header: t`State`, cell: (currency) => <StateBadge currency={currency} /> },
    { header: t`Rate today`, cell: (currency) => <RateToday currency={currency} /> },
    {
      header: t`Companies billed`,
      align: 'end',
      cell: (currency) => format.number(currency.companyCount),
    },
    {
      header: t`Actions`,
      kind: 'actions',
      cell: (currency) =>
        currency.base ? (
          <span className="text-muted small">
            <Trans>Always enabled</Trans>
          </span>
        ) : (
          <RowAction
            on={currency.code}
            disabled={setEnabled.isPending}
            onClick={() =>
              setEnabled.mutate(
                { code: currency.code, enabled: !currency.enabled },
                toastOutcome(
                  text(
                    currency.enabled
                      ? CURRENCY_MESSAGES.disabled(currency.code)
                      : CURRENCY_MESSAGES.enabled(currency.code),
                  ),
                ),
              )
            }
          >
            {currency.enabled ? t`Disable` : t`Enable`}
          </RowAction>
        ),
    },
  ];
  return (
    <QueryState query={currencies} what={t`the currencies`}>
      {({ today, currencies: rows }) => (
        <>
          <DataTable
            label={t`Currencies`}
            columns={columns}
            rows={rows}
            rowKey={(currency) => currency.code}
          />
          <p className="small text-muted">
            <TodayNote today={today} />
          </p>
        </>
      )}
    </QueryState>
  );
}
