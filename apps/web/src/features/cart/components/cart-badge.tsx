import { Plural, Trans } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { useFormat } from '@/lib/i18n/format';
import { paths } from '@/config/paths';
import { useCart } from '../api/get-cart';
import { CartIcon } from './cart-icon';

export interface CartBadgeProps {
  onNavigate?: () => void;
}

/** The navbar's cart link with the number of lines in the signed-in client's cart. */
export function CartBadge({ onNavigate }: CartBadgeProps) {
  const format = useFormat();
  const cart = useCart();
  const count = cart.data?.lineCount ?? 0;
  return (
    <NavLink to={paths.cart.getHref()} onClick={onNavigate} className="nav-link site-navbar__cart">
      <CartIcon />
      <span className="ms-1 site-navbar__cart-label">
        <Trans>Cart</Trans>
      </span>
      {count > 0 ? (
        <span className="badge rounded-pill text-bg-primary ms-1">
          {format.number(count)}
          <span className="visually-hidden">
            {' '}
            <Plural value={count} one="line" other="lines" />
          </span>
        </span>
      ) : null}
    </NavLink>
  );
}

export default CartBadge;
