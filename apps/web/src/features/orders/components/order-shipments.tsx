import { SHIPMENT_MESSAGES, type OrderDetail, type Shipment } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useFormat } from '@/lib/i18n/format';
import { toastOutcome } from '@/lib/toast-outcome';
import { challanHref, useMarkShipmentDelivered } from '../api/ship-order';
import { leftToShip } from '../left-to-ship';
import { ShipOrderDialog } from './ship-order-dialog';

export interface OrderShipmentsProps {
  order: Pick<OrderDetail, '_id' | 'orderNumber' | 'status' | 'lines' | 'shipments'>;
  /** A shop admin reads it: 'Ship' while pieces are left, 'Mark delivered' per shipment. */
  canShip?: boolean;
}

/** Serial numbers a line lists openly; more fold into 'N serial numbers' to open. */
const SERIALS_SHOWN = 8;

/** A shipment line's serial numbers (decision 322): listed, folded when there are many. */
function LineSerials({ serials, sku }: { serials: readonly string[]; sku: string }) {
  const { t } = useLingui();
  const format = useFormat();
  if (serials.length === 0) return null;
  const count = format.number(serials.length);
  const list = (
    <ul className="order-shipments__serials" aria-label={t`Serial numbers of ${sku}`}>
      {serials.map((serial) => (
        <li key={serial}>{serial}</li>
      ))}
    </ul>
  );
  if (serials.length <= SERIALS_SHOWN) return list;
  return (
    <details className="order-shipments__serials-more">
      <summary>
        <Trans>{count} serial numbers</Trans>
      </summary>
      {list}
    </details>
  );
}

/** One shipment: challan, day, carrier, tracking link or vehicle, its lines, delivered or not. */
function ShipmentItem({ shipment, canShip }: { shipment: Shipment; canShip: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const markDelivered = useMarkShipmentDelivered();
  const titleId = `shipment-${shipment._id}`;
  const { number, returnNumber } = shipment;
  const deliveredAt = shipment.deliveredAt ? format.stamp(new Date(shipment.deliveredAt)) : '';
  return (
    <li className="order-shipments__item" aria-labelledby={titleId}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h3 id={titleId} className="h6 mb-0 text-nowrap">
          {shipment.number}
        </h3>
        {shipment.deliveredAt ? (
          <Badge bg="success-subtle" text="success-emphasis">
            <Trans>Delivered {deliveredAt}</Trans>
          </Badge>
        ) : (
          <Badge bg="info-subtle" text="info-emphasis">
            <Trans>Shipped</Trans>
          </Badge>
        )}
      </div>
      {shipment.returnNumber ? (
        <p className="small mb-1 order-shipments__replacement">
          <Trans>Replacement under {returnNumber}, no charge</Trans>
        </p>
      ) : null}
      <dl className="order-shipments__facts small mb-1">
        <div>
          <dt>
            <Trans>Shipped on</Trans>
          </dt>
          <dd>{format.calendarDay(shipment.shippedOn)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Carrier</Trans>
          </dt>
          <dd>{shipment.carrierName}</dd>
        </div>
        {shipment.trackingNumber ? (
          <div>
            <dt>
              <Trans>Tracking number</Trans>
            </dt>
            <dd className="text-break">
              {shipment.trackingUrl ? (
                <a href={shipment.trackingUrl} target="_blank" rel="noopener">
                  {shipment.trackingNumber}
                </a>
              ) : (
                shipment.trackingNumber
              )}
            </dd>
          </div>
        ) : null}
        {shipment.vehicleNumber ? (
          <div>
            <dt>
              <Trans>Vehicle number</Trans>
            </dt>
            <dd className="text-nowrap">{shipment.vehicleNumber}</dd>
          </div>
        ) : null}
      </dl>
      <ul className="order-shipments__lines small mb-2" aria-label={t`Lines of ${number}`}>
        {shipment.lines.map((line) => (
          <li key={line.orderLineId}>
            <span className="text-nowrap text-muted">{line.sku}</span> {line.productName} —{' '}
            <span className="text-nowrap">{format.pieces(line.quantity)}</span>
            <LineSerials serials={line.serials} sku={line.sku} />
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2">
        <a
          className="btn btn-sm btn-outline-primary"
          href={challanHref(shipment._id)}
          aria-label={t`Download challan ${number}`}
        >
          <Trans>Download challan</Trans>
        </a>
        {canShip && !shipment.deliveredAt ? (
          <Button
            size="sm"
            variant="outline-success"
            disabled={markDelivered.isPending}
            aria-label={t`Mark ${number} delivered`}
            onClick={() =>
              markDelivered.mutate(shipment._id, toastOutcome(SHIPMENT_MESSAGES.markedDelivered))
            }
          >
            <Trans>Mark delivered</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * An order's shipments (decision 321), for its buyer, their company admin and the shop admin,
 * oldest first: each with its delivery challan (number and download), the day it left, its
 * carrier, the tracking number linking to the carrier's tracking page or the vehicle number, its
 * lines with their serial numbers, whether it replaces pieces under a return (decision 322) and
 * whether it arrived. The shop admin ships what is left of a paid order ('Ship') and
 * marks a shipment delivered.
 */
export function OrderShipments({ order, canShip = false }: OrderShipmentsProps) {
  const [shipping, setShipping] = useState(false);
  const shippable =
    canShip &&
    order.status === 'paid' &&
    order.lines.some((line) => line._id && leftToShip(line) > 0);
  return (
    <Card as="section" aria-labelledby="order-shipments">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id="order-shipments" className="h5 mb-0">
            <Trans>Shipments</Trans>
          </h2>
          {shippable ? (
            <Button size="sm" variant="primary" onClick={() => setShipping(true)}>
              <Trans>Ship</Trans>
            </Button>
          ) : null}
        </div>
        {order.shipments.length === 0 ? (
          <p className="text-muted mb-0">
            <Trans>Nothing has shipped yet.</Trans>
          </p>
        ) : (
          <ol className="order-shipments list-unstyled mb-0">
            {order.shipments.map((shipment) => (
              <ShipmentItem key={shipment._id} shipment={shipment} canShip={canShip} />
            ))}
          </ol>
        )}
      </Card.Body>
      {shipping ? <ShipOrderDialog order={order} onClose={() => setShipping(false)} /> : null}
    </Card>
  );
}
