import {
  formatCalendarDay,
  formatPieces,
  formatShopDate,
  formatShopDateTime,
  formatTaka,
  ORDER_STATUS_LABELS,
  paymentLabel,
  type OrderDetail as OrderDetailData,
} from '@partline/shared';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { Email } from '@/components/ui/email';
import { TaxTotals } from '@/components/ui/tax-totals';
import { paths } from '@/config/paths';
import { commercialInvoiceHref } from '../api/export-documents';
import { BankTransferPanel } from './bank-transfer-panel';
import { CancelUnshippedButton } from './cancel-unshipped-button';
import { FulfilmentBadge } from './fulfilment-badge';
import { InvoiceDownloadButton } from './invoice-download-button';
import { OrderLines } from './order-lines';
import { OrderIncoterm } from './order-incoterm';
import { OrderShipments } from './order-shipments';
import type { OrderReturnStep } from '../order-timeline';
import { OrderTimeline } from './order-timeline';
import { TaxNotesBlock } from './tax-notes-block';

export interface OrderDetailProps {
  order: OrderDetailData;
  /** Whether the reader may download the invoice: its buyer or an admin (decision 063). */
  canDownloadInvoice: boolean;
  /** A shop admin reads it: an order awaiting a bank transfer offers 'Record bank transfer'. */
  canRecordTransfer?: boolean;
  /** A shop admin reads it: 'Ship' and 'Mark delivered' in its shipments (decision 321). */
  canShip?: boolean;
  /** Shown above the order's facts: what came of a payment on a provider's page (`?payment=`). */
  notice?: React.ReactNode;
  /**
   * The order's returns (decision 322), shown after its shipments: the list and 'Request a
   * return'.
   */
  returns?: React.ReactNode;
  /** The steps its returns have taken, on the order's timeline among its own. */
  returnSteps?: readonly OrderReturnStep[];
}

/** How the order is paid, after its badge: the method with its due date or transaction. */
function paymentDetail(order: OrderDetailData): string {
  if (order.paymentMethod === 'on_account') {
    return `On account${order.invoice?.dueDate ? `, due ${formatCalendarDay(order.invoice.dueDate)}` : ''}`;
  }
  if (order.paymentMethod === 'bank_transfer') {
    return `Bank transfer${
      order.status === 'unpaid' && order.transferDueAt
        ? `, due ${formatShopDateTime(new Date(order.transferDueAt))}`
        : ''
    }`;
  }
  const paidThrough =
    order.paymentProvider === 'sslcommerz'
      ? 'SSLCommerz'
      : order.paymentProvider === 'bkash'
        ? 'bKash'
        : 'Card';
  return `${paidThrough}${order.transactionId ? ` · ${order.transactionId}` : ''}`;
}

/** A label and its value in the order's facts. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The page of one order (decision 300): who ordered, for which company, its PO, address and
 * payment, every line, its shipments (decision 321), the timeline, and its documents (invoice, the quote it was accepted from);
 * for an order paid by bank transfer its proforma invoice, the transfers received and what is
 * awaited (decision 311); its returns and their steps, when given (decision 322); an export's
 * incoterm, which the shop admin changes until it ships, and its commercial invoice (decision 323).
 */
export function OrderDetail({
  order,
  canDownloadInvoice,
  canRecordTransfer = false,
  canShip = false,
  notice,
  returns,
  returnSteps,
}: OrderDetailProps) {
  const payment = paymentDetail(order);
  return (
    <div className="order-detail d-flex flex-column gap-3">
      {notice}
      <Card as="section" aria-labelledby="order-facts">
        <Card.Body>
          <h2 id="order-facts" className="h5">
            Order
          </h2>
          <dl className="order-detail__facts mb-0">
            <Fact label="Order number">
              <span className="text-nowrap">{order.orderNumber}</span>
            </Fact>
            <Fact label="Placed">{formatShopDate(new Date(order.createdAt))}</Fact>
            <Fact label="Status">
              {ORDER_STATUS_LABELS[order.status]}
              <FulfilmentBadge order={order} className="ms-2" />
            </Fact>
            <Fact label="Payment">
              {paymentLabel(order)} — {payment}
            </Fact>
            <Fact label="Ordered by">
              {order.userName} <Email address={order.userEmail} />
            </Fact>
            {order.companyName ? <Fact label="Company">{order.companyName}</Fact> : null}
            <Fact label="PO number">{order.poNumber ?? '—'}</Fact>
            {order.tax.zeroRated ? (
              <Fact label="Incoterm">
                <OrderIncoterm order={order} canChange={canShip} />
              </Fact>
            ) : null}
            <Fact label="Delivery address">{order.address ?? '—'}</Fact>
            <Fact label="Phone">{order.phoneNumber ?? '—'}</Fact>
            {order.note ? <Fact label="Note">{order.note}</Fact> : null}
            <Fact label="Total">
              <strong className="text-nowrap">{formatTaka(order.totalPrice)}</strong>
            </Fact>
          </dl>
        </Card.Body>
      </Card>
      {order.paymentMethod === 'bank_transfer' && order.status !== 'cancelled' ? (
        <BankTransferPanel
          order={order}
          canDownload={canDownloadInvoice}
          canRecord={canRecordTransfer}
        />
      ) : null}
      <Card as="section" aria-labelledby="order-lines">
        <Card.Body>
          <h2 id="order-lines" className="h5">
            Lines ({formatPieces(order.quantity)})
          </h2>
          <OrderLines lines={order.lines} className="mb-2" />
          <TaxTotals tax={order.tax} />
          <CancelUnshippedButton order={order} allowed={canDownloadInvoice} />
        </Card.Body>
      </Card>
      <OrderShipments order={order} canShip={canShip} />
      {returns}
      <Card as="section" aria-labelledby="order-progress">
        <Card.Body>
          <h2 id="order-progress" className="h5">
            Timeline
          </h2>
          <OrderTimeline order={order} returnSteps={returnSteps} />
        </Card.Body>
      </Card>
      <Card as="section" aria-labelledby="order-documents">
        <Card.Body>
          <h2 id="order-documents" className="h5">
            Documents
          </h2>
          <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
            {order.invoice ? (
              <li>
                Invoice <span className="text-nowrap">{order.invoice.number}</span>{' '}
                {canDownloadInvoice ? <InvoiceDownloadButton order={order} size="sm" /> : null}
              </li>
            ) : (
              <li className="text-muted">No invoice yet: it is issued once the order is paid.</li>
            )}
            {order.invoice && canDownloadInvoice ? <TaxNotesBlock orderId={order._id} /> : null}
            {/* Whoever reads the order reads its commercial invoice (decision 323). */}
            {order.tax.zeroRated && order.companyId ? (
              <li>
                Commercial invoice, for customs (export){' '}
                <a
                  className="btn btn-sm btn-outline-primary"
                  href={commercialInvoiceHref(order._id)}
                  aria-label={`Download the commercial invoice of ${order.orderNumber}`}
                >
                  Download
                </a>
              </li>
            ) : null}
            {order.quote ? (
              <li>
                Accepted from{' '}
                <Link to={paths.dashboard.myQuote.getHref(order.quote._id)}>
                  quote {order.quote.number}
                </Link>
              </li>
            ) : null}
          </ul>
        </Card.Body>
      </Card>
    </div>
  );
}
