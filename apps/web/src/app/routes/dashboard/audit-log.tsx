import { PageTitle } from '@/components/ui/page-title';
import { AuditLog } from '@/features/audit/components/audit-log';

/** `/dashboard/audit-log` (admin): every admin action, filtered by action and paged. */
export default function AuditLogRoute() {
  return (
    <section className="dashboard-page">
      <PageTitle title="Audit Log" />
      <h1 className="dashboard-page__title mb-1">Audit Log</h1>
      <p className="admin-overview__period">
        Every admin action with who did it and what changed. Entries cannot be changed or deleted.
      </p>
      <AuditLog />
    </section>
  );
}
