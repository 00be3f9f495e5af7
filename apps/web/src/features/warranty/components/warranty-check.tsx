import { formatCalendarDay, WarrantyCheckQuerySchema, WARRANTY_MESSAGES } from '@partline/shared';
import Card from 'react-bootstrap/Card';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { ApiError } from '@/lib/api-error';
import { useWarrantyCheck } from '../api/warranty';
import { warrantyTermText } from '@/lib/warranty-term';
import { WarrantyStatusBadge } from './warranty-status-badge';

/**
 * The public "Check warranty" (decision 322), without an account: a serial number and the order
 * number it shipped in → the product, the day it shipped, the warranty's end and status; nothing
 * about the buyer, the price or the rest of the order (the API answers no more). Both are kept in
 * the address (`?serial=…&orderNumber=…`), so a check can be shared and reloaded.
 */
export function WarrantyCheck() {
  const [params, setParams] = useSearchParams();
  const question = {
    serial: params.get('serial') ?? '',
    orderNumber: params.get('orderNumber') ?? '',
  };
  const form = useZodForm(WarrantyCheckQuerySchema, question);
  const check = useWarrantyCheck(question);
  const asked = question.serial !== '' && question.orderNumber !== '';
  const notFound = check.error instanceof ApiError && check.error.status === 404;

  const onSubmit = form.handleSubmit((values) => {
    setParams({ serial: values.serial, orderNumber: values.orderNumber });
  });

  return (
    <>
      <ZodForm
        form={form}
        label="Check a warranty"
        onSubmit={(event) => void onSubmit(event)}
        pending={check.isFetching}
        className="mb-4"
      >
        <div className="row g-3 align-items-start">
          <FormField
            name="serial"
            id="check-serial"
            label="Serial number"
            className="col-12 col-md-5"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            help="As printed on the part's label"
          />
          <FormField
            name="orderNumber"
            id="check-order-number"
            label="Order number"
            className="col-12 col-md-4"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            help="SO-… on the invoice or the delivery challan"
          />
          <div className="col-12 col-md-3">
            <SubmitButton className="w-100 form-row-submit">Check warranty</SubmitButton>
          </div>
        </div>
      </ZodForm>
      {!asked ? null : check.isPending ? (
        <PageSpinner label="Checking the warranty…" />
      ) : notFound ? (
        <EmptyState title={check.error?.message || WARRANTY_MESSAGES.checkNotFound}>
          <p className="mb-0 text-muted">
            Check both numbers: the serial on the part&apos;s label and the order number on its
            invoice or delivery challan.
          </p>
        </EmptyState>
      ) : check.isError ? (
        <QueryError
          message="We could not check this warranty."
          onRetry={() => void check.refetch()}
        />
      ) : (
        <Card as="section" aria-labelledby="warranty-answer">
          <Card.Body>
            <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
              <div>
                <h2 id="warranty-answer" className="h5 mb-1">
                  {check.data.productName}
                </h2>
                <p className="small text-muted mb-0">
                  <span className="text-nowrap">SKU {check.data.sku}</span> ·{' '}
                  <span className="text-nowrap">Serial {check.data.serial}</span>
                </p>
              </div>
              <WarrantyStatusBadge status={check.data.warrantyStatus} />
            </div>
            <dl className="order-shipments__facts small mb-0">
              <div>
                <dt>Shipped on</dt>
                <dd>{formatCalendarDay(check.data.shippedOn)}</dd>
              </div>
              <div>
                <dt>Warranty</dt>
                <dd>{warrantyTermText(check.data.warrantyMonths)}</dd>
              </div>
              {check.data.warrantyEndsOn ? (
                <div>
                  <dt>Warranty ends</dt>
                  <dd>{formatCalendarDay(check.data.warrantyEndsOn)}</dd>
                </div>
              ) : null}
            </dl>
          </Card.Body>
        </Card>
      )}
    </>
  );
}
