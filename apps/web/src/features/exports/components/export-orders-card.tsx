import { Trans } from '@lingui/react/macro';
import { ExportOrdersForm } from './export-orders-form';

/** The 'Export orders as CSV' card of Manage Orders. */
export function ExportOrdersCard() {
  return (
    <section className="export-card" aria-labelledby="export-orders-title">
      <h2 id="export-orders-title" className="export-card__title">
        <Trans>Export orders as CSV</Trans>
      </h2>
      <ExportOrdersForm />
    </section>
  );
}
