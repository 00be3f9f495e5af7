import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export interface OrderNumberLinkProps {
  /** The order number, `SO-<year>-<sequence>`. */
  number: string;
  className?: string;
}

/**
 * An order's number linking to its page, `/dashboard/orders/{number}` (decision 300), never broken
 * across lines; named 'Order SO-…: details' for a list of them.
 */
export function OrderNumberLink({ number, className }: OrderNumberLinkProps) {
  const { t } = useLingui();
  return (
    <Link
      to={paths.dashboard.order.getHref(number)}
      className={['text-nowrap', className].filter(Boolean).join(' ')}
      aria-label={t`Order ${number}: details`}
    >
      {number}
    </Link>
  );
}
