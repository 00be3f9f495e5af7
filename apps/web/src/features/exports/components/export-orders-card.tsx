import { ExportOrdersForm } from './export-orders-form';

/** The 'Export orders as CSV' card of Manage Orders. */
export function ExportOrdersCard() {
  return (
    <section className="export-card" aria-labelledby="export-orders-title">
      <h2 id="export-orders-title" className="export-card__title">
        Export orders as CSV
      </h2>
      <ExportOrdersForm />
    </section>
  );
}
