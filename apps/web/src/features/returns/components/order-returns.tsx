import { RETURN_REASON_LABELS, type OrderDetail } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/i18n/format';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { ReturnStatusBadge } from './return-status-badge';
import { SectionCard } from './section-card';

export interface OrderReturnsProps {
  order: Pick<OrderDetail, 'orderNumber' | 'status' | 'shipments' | 'returns'>;
}

/**
 * An order's returns (decision 322) on its page: each by its RMA number (to its page), status,
 * reason and day; 'Request a return' once pieces have shipped (the server decides what may still
 * be returned).
 */
export function OrderReturns({ order }: OrderReturnsProps) {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useSpecText();
  const returnable = order.status !== 'cancelled' && order.shipments.length > 0;
  if (!returnable && order.returns.length === 0) return null;
  return (
    <SectionCard
      id="order-returns"
      title={t`Returns`}
      aside={
        returnable ? (
          <Link
            className="btn btn-sm btn-outline-primary"
            to={paths.dashboard.newReturn.getHref({ order: order.orderNumber })}
          >
            <Trans>Request a return</Trans>
          </Link>
        ) : null
      }
    >
      {order.returns.length === 0 ? (
        <p className="text-muted mb-0">
          <Trans>No returns. A defective, wrong or damaged piece goes back under a return.</Trans>
        </p>
      ) : (
        <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
          {order.returns.map((returnRequest) => (
            <li key={returnRequest._id} className="d-flex flex-wrap align-items-center gap-2">
              <Link
                to={paths.dashboard.return.getHref(returnRequest.number)}
                className="text-nowrap"
              >
                {returnRequest.number}
              </Link>
              <ReturnStatusBadge status={returnRequest.status} />
              <span className="small text-muted">
                {specText(RETURN_REASON_LABELS[returnRequest.reason])} ·{' '}
                {format.date(new Date(returnRequest.createdAt))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
