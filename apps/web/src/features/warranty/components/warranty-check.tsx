import { Trans, useLingui } from '@lingui/react/macro';
import { WarrantyCheckQuerySchema, WARRANTY_MESSAGES } from '@partline/shared';
import Card from 'react-bootstrap/Card';
import { useSearchParams } from 'react-router';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { ApiError } from '@/lib/api-error';
import { useWarrantyCheck } from '../api/warranty';
import { WarrantySummary } from './warranty-summary';

/**
 * The public "Check warranty" (decision 322), without an account: a serial number and the order
 * number it shipped in → the product, the day it shipped, the warranty's end and status; nothing
 * about the buyer, the price or the rest of the order (the API answers no more). Both are kept in
 * the address (`?serial=…&orderNumber=…`), so a check can be shared and reloaded.
 */
export function WarrantyCheck() {
  const { t } = useLingui();
  const specText = useBuyerText();
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
        label={t`Check a warranty`}
        onSubmit={(event) => void onSubmit(event)}
        pending={check.isFetching}
        className="mb-4"
      >
        <div className="row g-3 align-items-start">
          <FormField
            name="serial"
            id="check-serial"
            label={t`Serial number`}
            className="col-12 col-md-5"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            help={t`As printed on the part's label`}
          />
          <FormField
            name="orderNumber"
            id="check-order-number"
            label={t`Order number`}
            className="col-12 col-md-4"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            help={t`SO-… on the invoice or the delivery challan`}
          />
          <div className="col-12 col-md-3">
            <SubmitButton className="w-100 form-row-submit">
              <Trans>Check warranty</Trans>
            </SubmitButton>
          </div>
        </div>
      </ZodForm>
      {!asked ? null : notFound ? (
        <EmptyState title={specText(check.error?.message || WARRANTY_MESSAGES.checkNotFound)}>
          <p className="mb-0 text-muted">
            <Trans>
              Check both numbers: the serial on the part&apos;s label and the order number on its
              invoice or delivery challan.
            </Trans>
          </p>
        </EmptyState>
      ) : (
        <QueryState
          query={check}
          loadingLabel={t`Checking the warranty…`}
          errorMessage={t`We could not check this warranty.`}
        >
          {(answer) => (
            <Card as="section" aria-labelledby="warranty-answer">
              <Card.Body className="pb-2">
                <WarrantySummary
                  piece={answer}
                  titleId="warranty-answer"
                  title={answer.productName}
                />
              </Card.Body>
            </Card>
          )}
        </QueryState>
      )}
    </>
  );
}
