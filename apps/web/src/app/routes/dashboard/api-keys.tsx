import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useApiKeys } from '@/features/api-keys/api/api-keys';
import { ApiKeysArea } from '@/features/api-keys/components/api-keys-area';

/** `/dashboard/api-keys` (clients; decision 190): API keys for the buyer's ERP. */
export default function ApiKeysRoute() {
  const keys = useApiKeys();
  return (
    <section className="dashboard-page">
      <PageTitle title="API Keys" />
      <h1 className="dashboard-page__title mb-1">API Keys</h1>
      <p className="admin-overview__period">
        Keys for your purchasing system: each acts as you with only its scopes. A company&apos;s
        keys are managed by its admins. The API is described at <a href="/api/docs">/api/docs</a>.
      </p>
      <QueryState
        query={keys}
        loadingLabel="Loading your API keys…"
        errorMessage="We could not load your API keys."
      >
        {(data) => <ApiKeysArea keys={data} />}
      </QueryState>
    </section>
  );
}
