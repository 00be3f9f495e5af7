import {
  ORDER_STATUS_LABELS,
  paymentLabel,
  type OrderDetail as OrderDetailData,
} from '@partline/shared';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { Email } from '@/components/ui/email';
import { TaxTotals } from '@/components/ui/tax-totals';
import { paths } from '@/config/paths';
import { commercialInvoiceHref } from '../api/export-documents';
import { useFormat, type Formatters } from '@/lib/i18n/format';
import { useSpecText } from '@/lib/i18n/spec-texts';
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
  /**
   * Whether the reader may download the invoice and the proforma: its buyer, a shop admin, or an
   * admin of the company it was placed for (decision 306).
   */
  canDownloadInvoice: boolean;
  /** Whether the reader may cancel what has not shipped: its buyer or a shop admin. */
  canCancel?: boolean;
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
function paymentDetail(order: OrderDetailData, i18n: I18n, format: Formatters): string {
  if (order.paymentMethod === 'on_account') {
    const due = order.invoice?.dueDate ? format.calendarDay(order.invoice.dueDate) : null;
    return due ? i18n._(msg`On account, due ${due}`) : i18n._(msg`On account`);
  }
  if (order.paymentMethod === 'bank_transfer') {
    const due =
      order.status === 'unpaid' && order.transferDueAt
        ? format.stamp(new Date(order.transferDueAt))
        : null;
    return due ? i18n._(msg`Bank transfer, due ${due} (Dhaka time)`) : i18n._(msg`Bank transfer`);
  }
  const paidThrough =
    order.paymentProvider === 'sslcommerz'
      ? 'SSLCommerz'
      : order.paymentProvider === 'bkash'
        ? 'bKash'
        : i18n._(msg`Card`);
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
  canCancel = false,
  canRecordTransfer = false,
  canShip = false,
  notice,
  returns,
  returnSteps,
}: OrderDetailProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const specText = useSpecText();
  const payment = paymentDetail(order, i18n, format);
  const pieces = format.pieces(order.quantity);
  const quoteNumber = order.quote?.number ?? '';
  const orderNumber = order.orderNumber;
  return (
    <div className="order-detail d-flex flex-column gap-3">
      {notice}
      <Card as="section" aria-labelledby="order-facts">
        <Card.Body>
          <h2 id="order-facts" className="h5">
            <Trans>Order</Trans>
          </h2>
          <dl className="order-detail__facts mb-0">
            <Fact label={t`Order number`}>
              <span className="text-nowrap">{order.orderNumber}</span>
            </Fact>
            <Fact label={t`Placed`}>{format.date(new Date(order.createdAt))}</Fact>
            <Fact label={t`Status`}>
              {specText(ORDER_STATUS_LABELS[order.status])}
              <FulfilmentBadge order={order} className="ms-2" />
            </Fact>
            <Fact label={t`Payment`}>
              {specText(paymentLabel(order))} — {payment}
            </Fact>
            <Fact label={t`Ordered by`}>
              {order.userName} <Email address={order.userEmail} />
            </Fact>
            {order.companyName ? <Fact label={t`Company`}>{order.companyName}</Fact> : null}
            <Fact label={t`PO number`}>{order.poNumber ?? '—'}</Fact>
            {order.tax.zeroRated ? (
              <Fact label={t`Incoterm`}>
                <OrderIncoterm order={order} canChange={canShip} />
              </Fact>
            ) : null}
            <Fact label={t`Delivery address`}>{order.address ?? '—'}</Fact>
            <Fact label={t`Phone`}>{order.phoneNumber ?? '—'}</Fact>
            {order.note ? <Fact label={t`Note`}>{order.note}</Fact> : null}
            <Fact label={t`Total`}>
              <strong className="text-nowrap">
                {format.money(order.totalPrice, order.currency)}
              </strong>
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
            <Trans>Lines ({pieces})</Trans>
          </h2>
          <OrderLines lines={order.lines} currency={order.currency} className="mb-2" />
          <TaxTotals tax={order.tax} currency={order.currency} />
          <CancelUnshippedButton order={order} allowed={canCancel} />
        </Card.Body>
      </Card>
      <OrderShipments order={order} canShip={canShip} />
      {returns}
      <Card as="section" aria-labelledby="order-progress">
        <Card.Body>
          <h2 id="order-progress" className="h5">
            <Trans>Timeline</Trans>
          </h2>
          <OrderTimeline order={order} returnSteps={returnSteps} />
        </Card.Body>
      </Card>
      <Card as="section" aria-labelledby="order-documents">
        <Card.Body>
          <h2 id="order-documents" className="h5">
            <Trans>Documents</Trans>
          </h2>
          <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
            {order.invoice ? (
              <li>
                <Trans>Invoice</Trans> <span className="text-nowrap">{order.invoice.number}</span>{' '}
                {canDownloadInvoice ? <InvoiceDownloadButton order={order} size="sm" /> : null}
              </li>
            ) : (
              <li className="text-muted">
                <Trans>No invoice yet: it is issued once the order is paid.</Trans>
              </li>
            )}
            {order.invoice && canDownloadInvoice ? <TaxNotesBlock orderId={order._id} /> : null}
            {/* Whoever reads the order reads its commercial invoice (decision 323). */}
            {order.tax.zeroRated && order.companyId ? (
              <li>
                <Trans>Commercial invoice, for customs (export)</Trans>{' '}
                <a
                  className="btn btn-sm btn-outline-primary"
                  href={commercialInvoiceHref(order._id)}
                  aria-label={t`Download the commercial invoice of ${orderNumber}`}
                >
                  <Trans>Download</Trans>
                </a>
              </li>
            ) : null}
            {order.quote ? (
              <li key={quoteNumber}>
                <Trans>
                  Accepted from{' '}
                  <Link to={paths.dashboard.myQuote.getHref(order.quote._id)}>
                    quote {quoteNumber}
                  </Link>
                </Trans>
              </li>
            ) : null}
          </ul>
        </Card.Body>
      </Card>
    </div>
  );
}
