import { useLingui } from '@lingui/react/macro';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { AuditLog } from '@/features/audit/components/audit-log';

/** `/dashboard/audit-log` (admin): every admin action, filtered by action and paged. */
export default function AuditLogRoute() {
  const { t } = useLingui();
  return (
    <DashboardPage
      title={t`Audit Log`}
      lead={t`Every admin action with who did it and what changed. Entries cannot be changed or deleted.`}
    >
      <AuditLog />
    </DashboardPage>
  );
}
