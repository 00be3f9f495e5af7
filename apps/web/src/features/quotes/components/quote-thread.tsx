import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatShopStamp,
  QUOTE_MESSAGES,
  QuoteMessageInputSchema,
  type Quote,
  type QuoteMessageInput,
  type QuoteMessageInputValues,
} from '@partline/shared';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Field } from '@/components/ui/form/field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useWriteQuoteMessage } from '../api/decide-quote';

/** The quote's message thread (decision 153): both sides' messages, and a form to write one. */
export function QuoteThread({ quote }: { quote: Quote }) {
  const write = useWriteQuoteMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<QuoteMessageInputValues, unknown, QuoteMessageInput>({
    resolver: zodResolver(QuoteMessageInputSchema),
    defaultValues: { body: '' },
  });
  const messages = quote.events.filter((event) => event.kind === 'message' || event.body);
  const onSubmit = handleSubmit(({ body }) =>
    write.mutate(
      { id: quote._id, body },
      {
        onSuccess: () => {
          toast.success(QUOTE_MESSAGES.messageSent);
          reset({ body: '' });
        },
        onError: (error) => toast.error(error.message),
      },
    ),
  );

  return (
    <section aria-labelledby="quote-thread-title" className="quote-thread">
      <h2 id="quote-thread-title" className="h5">
        Messages
      </h2>
      {messages.length === 0 ? (
        <p className="text-body-secondary">No messages yet.</p>
      ) : (
        <ul className="list-unstyled quote-thread__list">
          {messages.map((event) => (
            <li
              key={event._id}
              className={`quote-thread__message quote-thread__message--${event.author}`}
            >
              <p className="quote-thread__meta small text-body-secondary mb-1">
                {event.authorName} ({event.author === 'shop' ? 'Partline' : 'buyer'}) ·{' '}
                <time dateTime={event.createdAt}>{formatShopStamp(new Date(event.createdAt))}</time>
              </p>
              <p className="mb-0 quote-thread__body">{event.body}</p>
            </li>
          ))}
        </ul>
      )}
      <Form noValidate aria-label="Write a message" onSubmit={onSubmit}>
        <Field
          id="quote-thread-body"
          label="Your message"
          as="textarea"
          rows={2}
          className="mb-2"
          {...register('body')}
          error={errors.body?.message}
        />
        <SubmitButton pending={write.isPending} variant="outline-primary" size="sm">
          Send message
        </SubmitButton>
      </Form>
    </section>
  );
}
