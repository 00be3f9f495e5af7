import { ORDER_MESSAGES, paymentLabel, type Order } from '@partline/shared';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirm } from '@/components/ui/use-confirm';
import type { DataColumn } from '@/components/ui/data-table';
import { quantityColumn, takaColumn } from '@/components/ui/figure-columns';
import { PagedAdminTable } from '@/components/ui/paged-admin-table';
import { Email } from '@/components/ui/email';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { OrderNumberLink } from '@/components/ui/order-number-link';
import { RowAction } from '@/components/ui/row-action';
import { useFormat } from '@/lib/i18n/format';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { toastOutcome } from '@/lib/toast-outcome';
import { useListSearch } from '@/lib/use-list-search';
import { useDeliverOrder } from '../api/deliver-order';
import { useAllOrders } from '../api/get-all-orders';
import { leftToShip } from '../left-to-ship';
import { FulfilmentBadge } from './fulfilment-badge';
import { InvoiceDownloadButton } from './invoice-download-button';
import { OrderLines } from './order-lines';
import { ShipOrderDialog } from './ship-order-dialog';
import { Money } from '@/components/ui/money';

/** The payment column's badge colours: the state as {@link paymentLabel} reads it. */
const PAYMENT_BADGE = {
  cancelled: { bg: 'secondary' },
  paid: { bg: 'success' },
  unpaid: { bg: 'warning', text: 'dark' },
  onAccount: { bg: 'info', text: 'dark' },
} as const;

/** Old orders may have no address or phone (stored as empty, null or 'N/A'). */
const given = (value: string | null) =>
  value && value.trim() !== '' && value !== 'N/A' ? value : null;

/** 'PO 4500012345' under an order's number (decision 300). */
function PoNumber({ poNumber }: { poNumber: string }) {
  return (
    <span className="d-block small text-nowrap">
      <Trans>PO {poNumber}</Trans>
    </span>
  );
}

/** Text that wraps only at its spaces: '+880 1712-334455' keeps '1712-334455' on one line. */
function WrapAtSpaces({ text }: { text: string }) {
  return text.split(' ').map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      <span className="text-nowrap">{part}</span>
    </Fragment>
  ));
}

/**
 * Manage Orders (spec §2, admin): every order with its client and payment state, newest first,
 * 20 at a time with 'Load more' (decision 210); each row names the order's number (to its page),
 * date, client, company and PO (decision 300). 'Deliver' asks 'Do You Want to Deliver This Order?'
 * and marks a paid order delivered; 'Ship' beside it ships some of its pieces (decision 321), and a
 * partly shipped order says so; on an unpaid card order it is disabled with 'Order is not paid
 * yet!'. Paid orders offer their invoice (docs/decisions/063-invoice-download.md). The search box
 * finds orders by order or invoice number, client e-mail or PO number (decisions 247, 300).
 */
export function ManageOrders() {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useBackOfficeText();
  /** '3 lines' */
  const lineCount = (count: number) => {
    const lines = format.number(count);
    return t`${plural(count, { one: `${lines} line`, other: `${lines} lines` })}`;
  };
  /** What a row's Deliver acts on: 'PX-9700 CPU to Ayesha Rahman'. */
  const deliveryOf = ({ productName, userName }: Order) => t`${productName} to ${userName}`;
  const [q] = useListSearch();
  const orders = useAllOrders(q);
  const deliverOrder = useDeliverOrder();
  const delivery = useConfirm<Order>();
  const [shipping, setShipping] = useState<Order | null>(null);

  const columns: DataColumn<Order>[] = [
    {
      // Decision 300: the order's number, to its page, when it was placed and its PO number.
      header: t`Order`,
      className: 'admin-table__order',
      cell: (order) => (
        <>
          <OrderNumberLink number={order.orderNumber} />
          <span className="d-block small text-muted text-nowrap">
            {format.shortDate(new Date(order.createdAt))}
          </span>
          {order.poNumber ? <PoNumber poNumber={order.poNumber} /> : null}
        </>
      ),
    },
    {
      header: t`Product`,
      kind: 'title',
      cell: (order) =>
        order.lines.length > 1 ? (
          <>
            {order.productName}
            <span className="admin-table__line-count">{lineCount(order.lines.length)}</span>
          </>
        ) : (
          order.productName
        ),
    },
    quantityColumn(t`Quantity`, (order) => order.quantity),
    takaColumn(t`Total`, (order) => order.totalPrice),
    {
      header: t`Client`,
      className: 'admin-table__client',
      cell: (order) => (
        <>
          {order.userName}
          <span className="d-block small">
            <Email address={order.userEmail} />
          </span>
          {order.companyName ? (
            <span className="d-block small text-muted">{order.companyName}</span>
          ) : null}
        </>
      ),
    },
    {
      // In the row's details from 1280 px too: the row names the order, client, company and PO.
      header: t`Address`,
      details: 'always',
      className: 'admin-table__address',
      cell: (order) =>
        given(order.address) ?? (
          <span className="text-muted">
            <Trans>No address given</Trans>
          </span>
        ),
    },
    {
      header: t`Contact Number`,
      details: 'always',
      className: 'admin-table__phone',
      cell: (order) => {
        const phone = given(order.phoneNumber);
        return phone ? (
          <WrapAtSpaces text={phone} />
        ) : (
          <span className="text-muted">
            <Trans>No phone given</Trans>
          </span>
        );
      },
    },
    {
      // Decision 126: each line as placed, at its tier price; the row shows the count.
      header: t`Lines`,
      details: 'always',
      cell: (order) => (
        <OrderLines lines={order.lines} currency={order.currency} className="mb-0" />
      ),
    },
    {
      header: t`Payment`,
      cell: (order) => (
        <>
          <Badge
            {...PAYMENT_BADGE[
              order.status === 'cancelled'
                ? 'cancelled'
                : order.isPaid
                  ? 'paid'
                  : order.paymentMethod === 'on_account'
                    ? 'onAccount'
                    : 'unpaid'
            ]}
          >
            {specText(paymentLabel(order))}
          </Badge>
          {order.isPaid || (order.paymentMethod === 'on_account' && order.status !== 'unpaid') ? (
            <InvoiceDownloadButton
              order={order}
              size="sm"
              variant="link"
              className="admin-table__invoice"
              buyerName={order.userName}
            />
          ) : null}
        </>
      ),
    },
    {
      header: t`Delivery`,
      kind: 'actions',
      cell: (order) =>
        order.isDelivered ? (
          <span className="admin-table__shipped">
            <Icon name="truck" size={16} className="me-1" />
            <Trans>Shipped</Trans>
          </span>
        ) : order.status === 'cancelled' ? (
          <span className="text-muted">—</span>
        ) : !order.isPaid && order.paymentMethod !== 'on_account' ? (
          // Spec §5: an unpaid card order cannot be delivered ('Order is not paid yet!'); the
          // server refuses it too. An order on account is delivered before it is paid (decision 140).
          <>
            <RowAction
              on={deliveryOf(order)}
              variant="primary"
              disabled
              aria-describedby={`not-paid-${order._id}`}
            >
              {t`Deliver`}
            </RowAction>
            <span id={`not-paid-${order._id}`} className="d-block small text-muted">
              {specText(ORDER_MESSAGES.notPaidYet)}
            </span>
          </>
        ) : (
          <>
            <FulfilmentBadge order={order} className="mb-1" />
            <div className="d-flex flex-wrap gap-1">
              <RowAction
                on={deliveryOf(order)}
                variant="primary"
                onClick={() => delivery.ask(order)}
              >
                {t`Deliver`}
              </RowAction>
              {order.status === 'paid' &&
              order.lines.some((line) => line._id && leftToShip(line) > 0) ? (
                // Decision 321: some pieces of some lines, under a delivery challan.
                <RowAction on={order.orderNumber} onClick={() => setShipping(order)}>
                  {t`Ship`}
                </RowAction>
              ) : null}
            </div>
          </>
        ),
    },
  ];

  return (
    <>
      <PagedAdminTable
        query={orders}
        things={t`orders`}
        columns={columns}
        search={{
          id: 'order-search',
          label: t`Search orders`,
          placeholder: t`SO-… or PL-… number, client e-mail or PO number`,
        }}
        empty={
          <EmptyState title={t`No orders yet.`}>
            <p className="mb-0">
              <Trans>Orders placed by clients appear here.</Trans>
            </p>
          </EmptyState>
        }
      />
      <ConfirmDialog
        confirm={delivery}
        title={t`Do You Want to Deliver This Order?`}
        confirmLabel={t`Yes, Deliver`}
        cancelLabel={t`Not Now`}
        variant="primary"
        pending={deliverOrder.isPending}
        onConfirm={(order) =>
          deliverOrder.mutate(
            order._id,
            toastOutcome(specText(ORDER_MESSAGES.delivered), delivery.close),
          )
        }
      >
        {(item) => {
          const pieces = format.pieces(item.quantity);
          const drop = format.number(stockLeaving(item));
          const { productName, userName } = item;
          return (
            <p className="mb-0">
              <Trans>
                {pieces} of <strong>{productName}</strong> to {userName} (
                <Money amount={item.totalPrice} currency={item.currency} />
                ). The stock drops by {drop}.
              </Trans>
            </p>
          );
        }}
      </ConfirmDialog>
      {shipping ? <ShipOrderDialog order={shipping} onClose={() => setShipping(null)} /> : null}
    </>
  );
}

/**
 * The pieces Deliver takes out of the stock: every piece left to ship (decision 321) — the whole
 * order when nothing has shipped yet.
 */
function stockLeaving(order: Order): number {
  if (order.lines.length === 0) return order.quantity;
  return order.lines.reduce((sum, line) => sum + leftToShip(line), 0);
}
