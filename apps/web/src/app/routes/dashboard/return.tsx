import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { useLingui } from '@lingui/react/macro';
import { RETURN_MESSAGES } from '@partline/shared';
import { useParams } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { QueryState } from '@/components/ui/query-state';
import { useAdminFlag } from '@/features/auth/api/get-admin-flag';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useReturnByNumber } from '@/features/returns/api/returns';
import { ReturnActions } from '@/features/returns/components/return-actions';
import { ReturnDetail } from '@/features/returns/components/return-detail';

/**
 * `/dashboard/returns/:id` (decision 322): one return by its RMA number, for its buyer, their
 * company's admins and the shop admin (the API decides; anyone else reads 'Return not found');
 * the shop admin acts on it here.
 */
export default function ReturnRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const isShopAdmin = useAdminFlag(user?.email).data === true;
  const returnRequest = useReturnByNumber(id);
  const { t } = useLingui();
  const specText = useBuyerText();
  const number = returnRequest.data?.number ?? id;
  return (
    <DashboardPage title={t`Return`} heading={t`Return ${number}`}>
      <QueryState
        query={returnRequest}
        loadingLabel={t`Loading the return…`}
        errorMessage={`${specText(RETURN_MESSAGES.notFound)}.`}
      >
        {(data) => (
          <ReturnDetail
            returnRequest={data}
            actions={isShopAdmin ? <ReturnActions returnRequest={data} /> : null}
          />
        )}
      </QueryState>
    </DashboardPage>
  );
}
