import { useEffect } from 'react';
import { rememberCartLink } from '@/app/cart-link-hint';
import { ReservedCartLink } from '@/components/layouts/site-navbar';
import { useAdminFlag } from '@/features/auth/api/get-admin-flag';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCanPurchase } from '@/features/auth/hooks/use-can-purchase';
import { CartBadge } from '@/features/cart/components/cart-badge';

export interface NavbarCartProps {
  onNavigate?: () => void;
  /** Hold the link's place while the role loads: this browser's last user was a client. */
  reserve?: boolean;
}

/**
 * The navbar's cart link for a signed-in client (admins cannot order, spec §6). Loaded after the
 * shell, with the admin lookup it needs: its schema would otherwise put zod into the first load
 * of every page (decision 045). While the role loads it holds the link's place when the hint says
 * client, and it keeps the hint for the next page load (decision 166).
 */
export default function NavbarCart({ onNavigate, reserve = false }: NavbarCartProps) {
  const { user } = useAuth();
  const adminFlag = useAdminFlag(user?.email);
  const canPurchase = useCanPurchase();
  const known = adminFlag.isSuccess || adminFlag.isError;
  useEffect(() => {
    if (known) rememberCartLink(canPurchase);
  }, [known, canPurchase]);
  if (canPurchase) return <CartBadge onNavigate={onNavigate} />;
  return !known && reserve ? <ReservedCartLink /> : null;
}
