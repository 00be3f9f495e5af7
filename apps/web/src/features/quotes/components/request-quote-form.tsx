import { QUOTE_MESSAGES, RequestQuoteInputSchema } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { paths } from '@/config/paths';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { useRequestQuote } from '../api/request-quote';

export interface RequestQuoteFormProps {
  /** Called with the new quote's id; by default the quote's page opens. */
  onRequested?: (quoteId: string) => void;
}

/**
 * 'Request a quote' (decision 150): the cart's lines, with a message, become a request for
 * quotation at today's prices; the cart is emptied. One `Idempotency-Key` per attempt, as checkout.
 */
export function RequestQuoteForm({ onRequested }: RequestQuoteFormProps) {
  const { t } = useLingui();
  const specText = useSpecText();
  const attempt = useIdempotencyKey();
  const request = useRequestQuote();
  const navigate = useNavigate();
  const form = useZodForm(RequestQuoteInputSchema, { message: '' });

  const onSubmit = form.handleSubmit((input) =>
    request.mutate(
      { input, idempotencyKey: attempt.key },
      {
        onSuccess: (quote) => {
          toast.success(specText(QUOTE_MESSAGES.requested));
          if (onRequested) onRequested(quote._id);
          else void navigate(paths.dashboard.myQuote.getHref(quote._id));
        },
        onError: attempt.refused,
      },
    ),
  );

  return (
    <Card className="checkout-card mt-4">
      <Card.Body>
        <h2 className="h5">
          <Trans>Large order? Ask for a price</Trans>
        </h2>
        <p className="text-body-secondary small">
          <Trans>
            Your cart becomes a request for quotation; we answer with our prices and a validity
            date.
          </Trans>
        </p>
        <ZodForm
          form={form}
          label={t`Request a quote`}
          onSubmit={onSubmit}
          pending={request.isPending}
        >
          <FormField
            name="message"
            id="quote-message"
            label={t`Message to the shop (optional)`}
            as="textarea"
            rows={3}
            className="mb-3"
          />
          <SubmitButton variant="outline-primary" className="w-100">
            <Trans>Request a quote</Trans>
          </SubmitButton>
        </ZodForm>
      </Card.Body>
    </Card>
  );
}
