import { DashboardPlaceholder } from '@/features/dashboard/components/dashboard-placeholder';

/** `/dashboard/add-review` (spec §2): a placeholder until its issue lands. */
export default function AddReviewRoute() {
  return (
    <DashboardPlaceholder
      title="Add Review"
      description="Rate a delivered order from 1 to 5 stars and tell other clients about it."
    />
  );
}
