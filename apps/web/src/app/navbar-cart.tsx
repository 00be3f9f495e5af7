import { CartBadge } from '@/features/cart/components/cart-badge';
import { useCanPurchase } from '@/features/auth/hooks/use-can-purchase';

/**
 * The navbar's cart link for a signed-in client (admins cannot order, spec §6). Loaded after the
 * shell, with the admin lookup it needs: its schema would otherwise put zod into the first load
 * of every page (decision 045).
 */
export default function NavbarCart({ onNavigate }: { onNavigate?: () => void }) {
  const canPurchase = useCanPurchase();
  return canPurchase ? <CartBadge onNavigate={onNavigate} /> : null;
}
