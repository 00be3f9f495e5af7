import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import { MEMBERSHIP_MESSAGES } from '@partline/shared';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { QueryState } from '@/components/ui/query-state';
import { useApiKeys } from '@/features/api-keys/api/api-keys';
import { useWebhookDeliveries, useWebhookEndpoints } from '@/features/api-keys/api/webhooks';
import { ApiKeysArea } from '@/features/api-keys/components/api-keys-area';
import { WebhooksArea } from '@/features/api-keys/components/webhooks-area';
import { useMyCompany } from '@/features/companies/api/get-my-company';

/**
 * `/dashboard/api-keys` (clients; decisions 190, 192): API keys and signed webhooks for the
 * buyer's ERP. A client in no company is told that what they make here ends if they join or found
 * one (decision 293).
 */
export default function ApiKeysRoute() {
  const keys = useApiKeys();
  const endpoints = useWebhookEndpoints();
  const deliveries = useWebhookDeliveries();
  const company = useMyCompany();
  const personal = company.data?.membership === null;
  const { t } = useLingui();
  const buyerText = useBuyerText();
  return (
    <DashboardPage
      title={t`API Keys`}
      lead={
        <Trans>
          Keys for your purchasing system: each acts as you with only its scopes. A company&apos;s
          keys are managed by its admins. The API is described at <a href="/api/docs">/api/docs</a>.
        </Trans>
      }
    >
      {personal ? (
        <p className="small text-body-secondary">
          {buyerText(MEMBERSHIP_MESSAGES.personalIntegrationsEnd)}
        </p>
      ) : null}
      <QueryState
        query={keys}
        loadingLabel={t`Loading your API keys…`}
        errorMessage={t`We could not load your API keys.`}
      >
        {(data) => <ApiKeysArea keys={data} />}
      </QueryState>
      <h2 className="h4 mt-4">
        <Trans>Webhooks</Trans>
      </h2>
      <QueryState
        query={endpoints}
        loadingLabel={t`Loading your webhooks…`}
        errorMessage={t`We could not load your webhooks.`}
      >
        {(list) => <WebhooksArea endpoints={list} deliveries={deliveries.data ?? []} />}
      </QueryState>
    </DashboardPage>
  );
}
