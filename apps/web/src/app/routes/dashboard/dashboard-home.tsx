import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** The bare `/dashboard`: the welcome heading and picture. */
export default function DashboardHomeRoute() {
  const { user } = useAuth();
  return <DashboardWelcome name={user?.name || user?.email || 'there'} />;
}
