import { Trans, useLingui } from '@lingui/react/macro';
import {
  WarrantyCheckQuerySchema,
  WARRANTY_MESSAGES,
  type SerialLookup as SerialLookupPiece,
} from '@partline/shared';
import Card from 'react-bootstrap/Card';
import { Link, useSearchParams } from 'react-router';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { EmptyState } from '@/components/ui/empty-state';
import { OrderNumberLink } from '@/components/ui/order-number-link';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useSerialLookup } from '../api/warranty';
import { WarrantySummary } from './warranty-summary';

/** The lookup's one field: a serial, required and of a serial's form. */
const SerialFormSchema = WarrantyCheckQuerySchema.pick({ serial: true });

/** Where a return of a piece starts: its order (by number), line and serial in the new-return form. */
function newReturnHref(piece: Pick<SerialLookupPiece, 'orderNumber' | 'orderLineId' | 'serial'>) {
  return paths.dashboard.newReturn.getHref({
    order: piece.orderNumber,
    line: piece.orderLineId,
    serial: piece.serial,
  });
}

/** One piece with the serial: product, order, challan, shipped on, warranty and its return. */
function PieceCard({ piece }: { piece: SerialLookupPiece }) {
  const { t } = useLingui();
  const { productName, serial, replacesSerial } = piece;
  const titleId = `piece-${piece.orderLineId}`;
  return (
    <Card as="li" aria-labelledby={titleId}>
      <Card.Body>
        <WarrantySummary
          piece={piece}
          titleId={titleId}
          title={<Link to={paths.product.getHref(piece.productId)}>{piece.productName}</Link>}
          facts={
            <>
              <div>
                <dt>
                  <Trans>Order</Trans>
                </dt>
                <dd>
                  <OrderNumberLink number={piece.orderNumber} />
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Challan</Trans>
                </dt>
                <dd className="text-nowrap">{piece.shipmentNumber}</dd>
              </div>
            </>
          }
        />
        {piece.replacesSerial ? (
          <p className="small mb-2">
            <Trans>
              A replacement for serial <span className="text-nowrap">{replacesSerial}</span>.
            </Trans>
          </p>
        ) : null}
        {piece.openReturn ? (
          <p className="small mb-0">
            <Trans>Under return</Trans>{' '}
            <Link
              to={`/dashboard/returns/${encodeURIComponent(piece.openReturn.number)}`}
              className="text-nowrap"
            >
              {piece.openReturn.number}
            </Link>
            .
          </p>
        ) : piece.warrantyStatus === 'under_warranty' ? (
          <Link
            to={newReturnHref(piece)}
            className="btn btn-sm btn-outline-primary"
            aria-label={t`Return this item: ${productName}, serial ${serial}`}
          >
            <Trans>Return this item</Trans>
          </Link>
        ) : null}
      </Card.Body>
    </Card>
  );
}

/**
 * Warranty lookup (decision 322), signed in: a serial number → each piece of the caller's orders
 * (their company's for a company admin, every order for a shop admin — the API decides) shipped
 * with it: the product, its order, challan and shipping day, the warranty's end and status, the
 * serial it replaced, and its open return or a 'Return this item' link. The serial is kept in the
 * address (`?serial=`), so a lookup can be shared and reloaded.
 */
export function SerialLookup() {
  const { t } = useLingui();
  const specText = useBuyerText();
  const [params, setParams] = useSearchParams();
  const serial = params.get('serial') ?? '';
  const form = useZodForm(SerialFormSchema, { serial });
  const lookup = useSerialLookup(serial);
  const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;

  const onSubmit = form.handleSubmit(({ serial: next }) => {
    setParams(next ? { serial: next } : {});
  });

  return (
    <>
      <ZodForm
        form={form}
        label={t`Look up a serial number`}
        onSubmit={(event) => void onSubmit(event)}
        pending={lookup.isFetching}
        className="mb-4"
      >
        <div className="d-flex flex-column flex-md-row align-items-md-start gap-2">
          <FormField
            name="serial"
            id="lookup-serial"
            label={t`Serial number`}
            className="flex-grow-1"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            help={t`As printed on the part's label, or as the challan lists it`}
          />
          <SubmitButton className="form-row-submit">
            <Trans>Look up</Trans>
          </SubmitButton>
        </div>
      </ZodForm>
      {serial === '' ? null : notFound ? (
        <EmptyState title={specText(lookup.error?.message || WARRANTY_MESSAGES.serialNotFound)}>
          <p className="mb-0 text-muted">
            <Trans>
              Check the serial number on the part&apos;s label, or find it on the order&apos;s
              shipments.
            </Trans>
          </p>
        </EmptyState>
      ) : (
        <QueryState
          query={lookup}
          loadingLabel={t`Looking up the serial number…`}
          errorMessage={t`We could not look up this serial number.`}
        >
          {(pieces) => (
            <ol
              className="list-unstyled d-grid gap-3 mb-0"
              aria-label={t`Pieces with serial ${serial}`}
            >
              {pieces.map((piece) => (
                <PieceCard key={`${piece.orderLineId}-${piece.serial}`} piece={piece} />
              ))}
            </ol>
          )}
        </QueryState>
      )}
    </>
  );
}
