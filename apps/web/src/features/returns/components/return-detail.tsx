import {
  formatCalendarDay,
  formatPieces,
  formatShopDate,
  RETURN_REASON_LABELS,
  RETURN_RESOLUTION_LABELS,
  WARRANTY_STATUS_LABELS,
  type Return,
  type ReturnItem,
} from '@partline/shared';
import { useState, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Email } from '@/components/ui/email';
import { Money } from '@/components/ui/money';
import { OrderNumberLink } from '@/components/ui/order-number-link';
import { TimelineTime } from '@/components/ui/timeline-time';
import { downloadReturnLabel } from '../api/returns';
import { returnSteps } from '../return-steps';
import { DownloadButton } from './download-button';
import { ReturnStatusBadge } from './return-status-badge';
import { SectionCard } from './section-card';

/** A label and its value in the return's facts. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What came of an item: its resolution and what it made (a new serial, a shipment, a credit). */
function ItemOutcome({ item }: { item: ReturnItem }) {
  if (!item.resolution) return <span className="text-muted">Open</span>;
  return (
    <>
      <strong>{RETURN_RESOLUTION_LABELS[item.resolution]}</strong>
      {item.replacementSerial ? (
        <span className="d-block small">
          New serial <span className="font-monospace">{item.replacementSerial}</span>
        </span>
      ) : null}
      {item.replacementShipmentNumber ? (
        <span className="d-block small text-nowrap">Challan {item.replacementShipmentNumber}</span>
      ) : null}
      {item.creditNoteNumber ? (
        <span className="d-block small text-nowrap">Credit note {item.creditNoteNumber}</span>
      ) : null}
      {item.refundId ? (
        <span className="d-block small text-nowrap">Refund {item.refundId}</span>
      ) : null}
      {item.creditAmount !== null ? (
        <span className="d-block small">
          <Money taka={item.creditAmount} />
        </span>
      ) : null}
      {item.resolutionNote ? (
        <span className="d-block small text-muted">{item.resolutionNote}</span>
      ) : null}
    </>
  );
}

const itemColumns: DataColumn<ReturnItem>[] = [
  {
    header: 'Product',
    kind: 'title',
    cell: (item) => (
      <>
        {item.productName} <span className="text-muted text-nowrap">({item.sku})</span>
      </>
    ),
  },
  {
    header: 'Serial or pieces',
    cell: (item) =>
      item.serial ? (
        <span className="font-monospace">{item.serial}</span>
      ) : (
        formatPieces(item.quantity)
      ),
  },
  {
    header: 'Warranty',
    cell: (item) => (
      <>
        {WARRANTY_STATUS_LABELS[item.warrantyStatus]}
        {item.warrantyEndsOn ? (
          <span className="d-block small text-muted text-nowrap">
            ends {formatCalendarDay(item.warrantyEndsOn)}
          </span>
        ) : null}
      </>
    ),
  },
  { header: 'Resolution', cell: (item) => <ItemOutcome item={item} /> },
];

/** The return's photos as thumbnails; one opens large in a dialog. */
function ReturnPhotos({ photos }: { photos: readonly string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return <p className="text-muted mb-0">No photos.</p>;
  return (
    <>
      <ul className="return-photos list-unstyled mb-0" aria-label="Photos of the return">
        {photos.map((url, index) => (
          <li key={url} className="return-photos__item">
            <button
              type="button"
              className="return-photos__open"
              aria-label={`Open photo ${index + 1}`}
              onClick={() => setOpen(index)}
            >
              <img src={url} alt={`Photo ${index + 1}`} className="return-photos__image" />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        show={open !== null}
        onHide={() => setOpen(null)}
        centered
        size="lg"
        aria-labelledby="return-photo-title"
      >
        <Modal.Header closeButton>
          <Modal.Title id="return-photo-title" as="h2" className="h6 mb-0">
            Photo {open === null ? '' : open + 1} of {photos.length}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="text-center">
          {open === null ? null : (
            <img
              src={photos[open]}
              alt={`Photo ${open + 1}, large`}
              className="return-photos__large"
            />
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}

export interface ReturnDetailProps {
  returnRequest: Return;
  /** The shop admin's actions for its status ({@link ReturnActions}), when the reader is one. */
  actions?: ReactNode;
}

/**
 * One return (decision 322), for its buyer, their company's admins and the shop admin: its
 * status, order, reason, who asked and when, the description and photos; the instructions once
 * approved (and its label), the comment when rejected, the note on the goods received; each item
 * with its serial number, warranty and resolution; and the timeline of its steps.
 */
export function ReturnDetail({ returnRequest, actions }: ReturnDetailProps) {
  const r = returnRequest;
  const approved = r.status === 'approved' || r.status === 'received' || r.status === 'resolved';
  return (
    <div className="return-detail d-flex flex-column gap-3">
      <SectionCard
        id="return-facts"
        title={
          <>
            Return <ReturnStatusBadge status={r.status} />
          </>
        }
        aside={
          approved ? (
            <DownloadButton download={() => downloadReturnLabel(r)}>
              Download return label
            </DownloadButton>
          ) : null
        }
      >
        <dl className="order-detail__facts mb-0">
          <Fact label="RMA number">
            <span className="text-nowrap">{r.number}</span>
          </Fact>
          <Fact label="Order">
            <OrderNumberLink number={r.orderNumber} />
          </Fact>
          <Fact label="Reason">{RETURN_REASON_LABELS[r.reason]}</Fact>
          <Fact label="Requested">{formatShopDate(new Date(r.createdAt))}</Fact>
          <Fact label="Requested by">
            {r.requestedBy.name} <Email address={r.requestedBy.email} />
          </Fact>
          {r.companyName ? <Fact label="Company">{r.companyName}</Fact> : null}
          <Fact label="Description">
            <span className="return-detail__text">{r.description}</span>
          </Fact>
          {r.warrantyOverride ? (
            <Fact label="Accepted past warranty or window">{r.warrantyOverride}</Fact>
          ) : null}
        </dl>
      </SectionCard>
      {r.instructions ? (
        <SectionCard id="return-instructions" title="Return instructions" border="primary">
          <p className="return-detail__text mb-0">{r.instructions}</p>
        </SectionCard>
      ) : null}
      {r.decisionComment ? (
        <SectionCard id="return-comment" title="Why it was rejected">
          <p className="return-detail__text mb-0">{r.decisionComment}</p>
        </SectionCard>
      ) : null}
      {actions}
      <SectionCard id="return-items" title="Items">
        <DataTable
          label="Items of the return"
          columns={itemColumns}
          rows={r.items}
          rowKey={(item) => item._id}
        />
        {r.receivedNote ? (
          <p className="small mt-2 mb-0">
            <strong>Received:</strong> {r.receivedNote}
          </p>
        ) : null}
      </SectionCard>
      <SectionCard id="return-photos-title" title="Photos">
        <ReturnPhotos photos={r.photos} />
      </SectionCard>
      <SectionCard id="return-timeline" title="Timeline">
        <ol className="order-timeline" aria-label={`Timeline of return ${r.number}`}>
          {returnSteps(r).map((step) => (
            <li
              key={step.status}
              className={`order-timeline__step order-timeline__step--done order-timeline__step--${step.status === 'rejected' ? 'cancelled' : 'placed'}`}
            >
              <span className="order-timeline__marker" aria-hidden="true" />
              <span className="order-timeline__label">{step.label}</span>
              <TimelineTime at={step.at} />
            </li>
          ))}
        </ol>
      </SectionCard>
    </div>
  );
}
