import { createHash, randomBytes } from 'node:crypto';
import {
  PAYMENT_MESSAGES as M,
  type LocalConfirmInput,
  type PaymentIntentStatus,
} from '@partline/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { paymentIntents } from '../db/schema/index.js';
import { ConflictError, NotFoundError, PaymentError } from '../errors.js';
import { checkCard } from './cards.js';
import type {
  CreateIntentInput,
  CreatedIntent,
  PaymentProvider,
  RetrievedIntent,
} from './payment-provider.js';

const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

/**
 * The `local` provider (DESIGN.md, Payments): a card processor simulated inside the API for
 * development and demos, with its intents in the `payment_intents` table (so several instances
 * share them). Cards follow Stripe's test cards (see `checkCard`); only brand and last four digits
 * are stored.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  readonly publishableKey = undefined;

  constructor(private readonly db: Database) {}

  /** A new intent `pi_local_…` with the client secret `${id}_secret_${random}`. */
  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const id = `pi_local_${token(18)}`;
    const clientSecret = `${id}_secret_${token(24)}`;
    await this.db.insert(paymentIntents).values({
      id,
      clientSecret,
      orderId: input.orderId,
      amountPoisha: input.amountPoisha,
      currency: input.currency,
      email: input.email,
      name: input.name,
    });
    return { id, clientSecret };
  }

  async retrieveIntent(id: string): Promise<RetrievedIntent | undefined> {
    const [row] = await this.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    if (!row) return undefined;
    return {
      id: row.id,
      status: row.status,
      amountPoisha: row.amountPoisha,
      currency: row.currency,
      orderId: row.orderId,
      refunded: row.refundId !== null,
      cardBrand: row.cardBrand ?? undefined,
      last4: row.cardLast4 ?? undefined,
    };
  }

  /**
   * Refunds a succeeded intent once; a second call answers the first refund's id.
   * @throws ConflictError when the intent is unknown or has not succeeded.
   */
  async refund(intentId: string): Promise<{ refundId: string }> {
    const refundId = `re_local_${token(18)}`;
    const [updated] = await this.db
      .update(paymentIntents)
      .set({ refundId, refundedAt: new Date() })
      .where(
        and(
          eq(paymentIntents.id, intentId),
          eq(paymentIntents.status, 'succeeded'),
          isNull(paymentIntents.refundId),
        ),
      )
      .returning({ refundId: paymentIntents.refundId });
    if (updated?.refundId) return { refundId: updated.refundId };
    const [row] = await this.db
      .select({ refundId: paymentIntents.refundId })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intentId));
    if (row?.refundId) return { refundId: row.refundId };
    throw new ConflictError('Only a succeeded payment can be refunded');
  }

  /**
   * Refunds part of a succeeded intent once (the simulator keeps that money went back, not how
   * much: the credit note of the refund says it); a second call answers the first refund's id.
   * With a `reference` (a return's credit, decision 322) the refund is that reference's own: its id
   * is derived from the intent and the reference, so a repeat answers the same id, and the intent
   * stays open to other part refunds.
   * @throws ConflictError when the intent is unknown or has not succeeded.
   */
  async refundPart(
    intentId: string,
    amountPoisha: number,
    reference?: string,
  ): Promise<{ refundId: string }> {
    if (!Number.isSafeInteger(amountPoisha) || amountPoisha <= 0) {
      throw new RangeError(`refund amount must be a positive integer, got ${amountPoisha}`);
    }
    if (reference === undefined) return this.refund(intentId);
    const [row] = await this.db
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intentId));
    if (row?.status !== 'succeeded') {
      throw new ConflictError('Only a succeeded payment can be refunded');
    }
    const digest = createHash('sha256').update(`${intentId}\n${reference}`).digest('base64url');
    return { refundId: `re_local_${digest.replace(/[-_]/g, 'x').slice(0, 24)}` };
  }

  /**
   * Confirms the intent of `clientSecret` with a card, for the buyer of `callerEmail`
   * (`POST /payments/local/confirm`); answers it as Stripe does, with the amount charged (minor
   * units) and its currency (lower-case; decision 327).
   * @throws NotFoundError for an unknown secret or another buyer's intent; ConflictError when it
   *   already succeeded; PaymentError 402 `invalid_card`, `card_declined` or `insufficient_funds`
   *   when the card is refused (the intent stays `requires_payment_method`).
   */
  async confirm(
    input: LocalConfirmInput,
    callerEmail: string,
  ): Promise<{ id: string; status: PaymentIntentStatus; amount: number; currency: string }> {
    const [row] = await this.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.clientSecret, input.clientSecret));
    if (!row || row.email.toLowerCase() !== callerEmail.toLowerCase()) {
      throw new NotFoundError(M.intentUnknown);
    }
    if (row.status === 'succeeded') throw new ConflictError(M.intentAlreadySucceeded);
    const decision = checkCard(input);
    if (!decision.ok) {
      await this.db
        .update(paymentIntents)
        .set({ lastErrorCode: decision.refusal.code })
        .where(eq(paymentIntents.id, row.id));
      throw new PaymentError(decision.refusal.code, decision.refusal.message);
    }
    // Conditional: of two confirmations at once, one succeeds and the other is told so.
    const [updated] = await this.db
      .update(paymentIntents)
      .set({
        status: 'succeeded',
        cardBrand: decision.card.brand,
        cardLast4: decision.card.last4,
        lastErrorCode: null,
        succeededAt: sql`now()`,
      })
      .where(
        and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'requires_payment_method')),
      )
      .returning({ id: paymentIntents.id });
    if (!updated) throw new ConflictError(M.intentAlreadySucceeded);
    return {
      id: row.id,
      status: 'succeeded',
      amount: row.amountPoisha,
      currency: row.currency.toLowerCase(),
    };
  }
}
