import { LocalConfirmResultSchema, type LocalConfirmInput } from '@partline/shared';
import { api } from '@/lib/api-client';

/**
 * `POST /payments/local/confirm` (local provider only): confirms the intent of `clientSecret` with
 * a card. Answers the intent's id once it has succeeded.
 * @throws ApiError — 402 `card_declined`, `insufficient_funds` or `invalid_card` with the reason
 *   for people in `message`.
 */
export async function confirmLocalPayment(input: LocalConfirmInput): Promise<string> {
  const { paymentIntent } = await api.post(
    '/payments/local/confirm',
    LocalConfirmResultSchema,
    input,
  );
  return paymentIntent.id;
}
