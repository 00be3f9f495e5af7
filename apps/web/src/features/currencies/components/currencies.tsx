import { Trans } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import { CurrenciesTable } from './currencies-table';
import { ExchangeRateForm } from './exchange-rate-form';
import { ExchangeRateHistory } from './exchange-rate-history';

/**
 * The Currencies page's content (decision 324): the billing currencies and today's rates, the
 * form that records a day's rate, and the history of recorded rates.
 */
export function Currencies() {
  return (
    <>
      <section className="mb-4" aria-labelledby="currencies-title">
        <h2 id="currencies-title" className="h5">
          <Trans>Billing currencies</Trans>
        </h2>
        <CurrenciesTable />
      </section>
      <Card as="section" className="mb-4" aria-labelledby="record-rate-title">
        <Card.Body>
          <h2 id="record-rate-title" className="h5">
            <Trans>Record a day&apos;s rate</Trans>
          </h2>
          <p className="small text-muted">
            <Trans>
              Enter Bangladesh Bank&apos;s rate of the day: the shop reads no rate from the
              internet. One rate per currency and day; a recorded rate is kept as it is.
            </Trans>
          </p>
          <ExchangeRateForm />
        </Card.Body>
      </Card>
      <section aria-labelledby="rate-history-title">
        <h2 id="rate-history-title" className="h5">
          <Trans>Rate history</Trans>
        </h2>
        <ExchangeRateHistory />
      </section>
    </>
  );
}
