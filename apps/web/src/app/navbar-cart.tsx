import { useEffect } from 'react';
import { useAdminFlag } from '@/features/auth/api/get-admin-flag';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCanPurchase } from '@/features/auth/hooks/use-can-purchase';
import { CartBadge } from '@/features/cart/components/cart-badge';

/** The key `signInHint` of access-token.ts reads (decision 166). */
const CART_LINK_KEY = 'partline.cartLink';

/** Keeps whether the signed-in user has a Cart link (a client) for the next page load. */
function rememberCartLink(shown: boolean): void {
  try {
    if (shown) localStorage.setItem(CART_LINK_KEY, '1');
    else localStorage.removeItem(CART_LINK_KEY);
  } catch {
    // Storage refused (private mode): the link may move once, nothing else.
  }
}

/**
 * The navbar's cart link for a signed-in client (admins cannot order, spec §6). Loaded after the
 * shell, with the admin lookup it needs: its schema would otherwise put zod into the first load
 * of every page (decision 045). Keeps whether there is a link for the next page load, whose navbar
 * then holds its place while the session and the role load (decision 166).
 */
export default function NavbarCart({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const adminFlag = useAdminFlag(user?.email);
  const canPurchase = useCanPurchase();
  const known = adminFlag.isSuccess || adminFlag.isError;
  useEffect(() => {
    if (known) rememberCartLink(canPurchase);
  }, [known, canPurchase]);
  return canPurchase ? <CartBadge onNavigate={onNavigate} /> : null;
}
