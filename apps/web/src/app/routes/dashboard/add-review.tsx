import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useReviewableOrders } from '@/features/reviews/api/get-reviewable-orders';
import { AddReviewForm } from '@/features/reviews/components/add-review-form';

/**
 * `/dashboard/add-review` (spec §2, §4): the client reviews one of their delivered orders; a
 * thank-you replaces the form afterwards.
 */
export default function AddReviewRoute() {
  const { user } = useAuth();
  const orders = useReviewableOrders(user?.email);
  const [reviewed, setReviewed] = useState(false);
  const [search] = useSearchParams();
  const { t } = useLingui();

  return (
    <DashboardPage title={t`Add Review`}>
      {reviewed ? (
        <div className="review-thanks" role="status">
          <p className="orders-empty__title">
            <Trans>Thank you for your review!</Trans>
          </p>
          <p>
            <Trans>
              Your feedback now appears among our clients&apos; reviews on the home page.
            </Trans>
          </p>
          <Link to={paths.home.getHref()} className="btn btn-primary">
            <Trans>See it on the home page</Trans>
          </Link>
        </div>
      ) : (
        <QueryState
          query={orders}
          loadingLabel={t`Loading your delivered orders…`}
          errorMessage={t`We could not load your delivered orders.`}
          empty={
            <EmptyState title={t`Nothing to review yet.`}>
              <p>
                <Trans>Once an order has been delivered you can rate it here.</Trans>
              </p>
              <Link to={paths.dashboard.myOrders.getHref()} className="btn btn-primary">
                <Trans>See my orders</Trans>
              </Link>
            </EmptyState>
          }
        >
          {(list) => (
            <AddReviewForm
              orders={list}
              initialOrderId={search.get('order')}
              onReviewed={() => setReviewed(true)}
            />
          )}
        </QueryState>
      )}
    </DashboardPage>
  );
}
