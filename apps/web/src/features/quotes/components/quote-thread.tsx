import { Trans, useLingui } from '@lingui/react/macro';
import { QUOTE_MESSAGES, QuoteMessageInputSchema, type Quote } from '@partline/shared';
import { useFormat } from '@/lib/i18n/format';
import { FormField } from '@/components/ui/form/form-field';
import { submitCallbacks } from '@/components/ui/form/submit-callbacks';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { useWriteQuoteMessage } from '../api/decide-quote';

/** The quote's message thread (decision 153): both sides' messages, and a form to write one. */
export function QuoteThread({ quote }: { quote: Quote }) {
  const { t } = useLingui();
  const format = useFormat();
  const write = useWriteQuoteMessage();
  const form = useZodForm(QuoteMessageInputSchema, { body: '' });
  const messages = quote.events.filter((event) => event.kind === 'message' || event.body);
  const onSubmit = form.handleSubmit(({ body }) =>
    write.mutate(
      { id: quote._id, body },
      submitCallbacks({ saved: QUOTE_MESSAGES.messageSent, then: () => form.reset({ body: '' }) }),
    ),
  );

  return (
    <section aria-labelledby="quote-thread-title" className="quote-thread">
      <h2 id="quote-thread-title" className="h5">
        <Trans>Messages</Trans>
      </h2>
      {messages.length === 0 ? (
        <p className="text-body-secondary">
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <ul className="list-unstyled quote-thread__list">
          {messages.map((event) => (
            <li
              key={event._id}
              className={`quote-thread__message quote-thread__message--${event.author}`}
            >
              <p className="quote-thread__meta small text-body-secondary mb-1">
                {event.authorName} ({event.author === 'shop' ? 'Partline' : t`buyer`}) ·{' '}
                <time dateTime={event.createdAt}>{format.stamp(new Date(event.createdAt))}</time>
              </p>
              <p className="mb-0 quote-thread__body">{event.body}</p>
            </li>
          ))}
        </ul>
      )}
      <ZodForm form={form} label={t`Write a message`} onSubmit={onSubmit} pending={write.isPending}>
        <FormField
          name="body"
          id="quote-thread-body"
          label={t`Your message`}
          as="textarea"
          rows={2}
          className="mb-2"
        />
        <SubmitButton variant="outline-primary" size="sm">
          <Trans>Send message</Trans>
        </SubmitButton>
      </ZodForm>
    </section>
  );
}
