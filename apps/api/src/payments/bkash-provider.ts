import { and, eq, sql } from 'drizzle-orm';
import type { BkashConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import { paymentSessions } from '../db/schema/index.js';
import { ConflictError, ServiceUnavailableError } from '../errors.js';
import {
  BkashClient,
  poishaOf,
  refusalOf,
  takaText,
  type BkashAnswer,
  type BkashClientOptions,
} from './bkash-client.js';
import type {
  CreatedIntent,
  PaymentProvider,
  RetrievedIntent,
  StartSessionInput,
  StartedSession,
} from './payment-provider.js';

/** bKash's `statusCode` for a `paymentID` it does not know (Query Payment). */
const UNKNOWN_PAYMENT = '2002';
/** bKash's codes of an execution that already happened: the payment's status decides. */
const ALREADY_EXECUTED = new Set(['2062', '2117']);

/** A text field of bKash's answer, or `undefined`. */
const textOf = (answer: BkashAnswer, key: string) => {
  const value = answer[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * bKash's `transactionStatus` as a redirect provider's status (decision 313): `Completed` is the
 * only paid state; `Initiated` (created, maybe approved, not executed) is still `pending`;
 * `Cancelled` is `cancelled`; `Failed`, `Expired` and anything else are `failed`.
 */
function statusOf(transactionStatus: string | undefined): string {
  if (transactionStatus === 'Completed') return 'succeeded';
  if (transactionStatus === 'Initiated' || transactionStatus === 'Authorized') return 'pending';
  if (transactionStatus === 'Cancelled') return 'cancelled';
  return 'failed';
}

/**
 * The `bkash` redirect provider (decisions 311, 313): bKash tokenized checkout without an
 * agreement (mode `0011`, v1.2.0-beta). A session is a bKash payment created for the order's
 * stored total in BDT with our session id as `merchantInvoiceNumber`; the buyer approves it on
 * bKash's page (`bkashURL`) and comes back to `GET /api/payments/bkash/callback`; money moves only
 * when this server executes the payment, and only bKash's Query Payment says it was paid. The
 * session's row (`payment_sessions`, `providerRef` = `paymentID`) links our id to bKash's.
 * Refunds are full, once: the refund's `refundTrxID` is kept on the session, and bKash's refund
 * status is asked before refunding again.
 */
export class BkashPaymentProvider implements PaymentProvider {
  readonly name = 'bkash' as const;
  readonly publishableKey = undefined;
  private readonly client: BkashClient;

  constructor(
    config: BkashConfig,
    private readonly db: Database,
    options: BkashClientOptions = {},
  ) {
    this.client = new BkashClient(config, options);
  }

  /** bKash pays through sessions (`POST /payment-sessions`), never through a card form. */
  createIntent(): Promise<CreatedIntent> {
    return Promise.reject(new Error('bKash pays through payment sessions, not payment intents'));
  }

  /**
   * Create Payment: `bkashURL` is where the buyer goes, `paymentID` the session's `providerRef`.
   * @throws ServiceUnavailableError when bKash does not answer or refuses the payment.
   */
  async startSession(input: StartSessionInput): Promise<StartedSession> {
    const answer = await this.client.call('/tokenized/checkout/create', {
      mode: '0011',
      // The buyer's wallet number when the order has a phone: bKash's page fills it in.
      payerReference: input.customer.phone || input.orderNumber,
      callbackURL: input.urls.callback,
      amount: takaText(input.amountPoisha),
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: input.sessionId,
    });
    const refusal = refusalOf(answer);
    const paymentID = textOf(answer, 'paymentID');
    const bkashURL = textOf(answer, 'bkashURL');
    if (refusal || !paymentID || !bkashURL) {
      throw new ServiceUnavailableError(
        `bKash refused the payment: ${refusal?.message ?? 'no paymentID'}`,
      );
    }
    return { providerRef: paymentID, redirectUrl: bkashURL };
  }

  /**
   * Execute Payment of the buyer's approved payment. Idempotent: an execution bKash refuses (not
   * approved, declined, already executed) changes nothing here but the session's failure reason;
   * {@link retrieveIntent} then says what became of the payment.
   * @throws ServiceUnavailableError when bKash does not answer.
   */
  async finishSession(sessionId: string, providerRef: string): Promise<void> {
    const answer = await this.client.call('/tokenized/checkout/execute', {
      paymentID: providerRef,
    });
    const refusal = refusalOf(answer);
    if (!refusal || ALREADY_EXECUTED.has(refusal.code)) return;
    await this.db
      .update(paymentSessions)
      .set({ failureReason: `bKash: ${refusal.message} (${refusal.code})`.slice(0, 500) })
      .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'pending')));
  }

  /**
   * Query Payment of the session `sessionId` (its `paymentID` from `payment_sessions`): its
   * status (see `statusOf`), amount in poisha, `trxID`, and the session's order only when bKash's
   * `merchantInvoiceNumber` is this session's id. `undefined` for a session that is not bKash's,
   * was never created on bKash, or that bKash does not know.
   * @throws ServiceUnavailableError when bKash does not answer or refuses the query.
   */
  async retrieveIntent(sessionId: string): Promise<RetrievedIntent | undefined> {
    const session = await this.sessionOf(sessionId);
    if (!session?.providerRef) return undefined;
    const answer = await this.client.call('/tokenized/checkout/payment/status', {
      paymentID: session.providerRef,
    });
    const refusal = refusalOf(answer);
    if (refusal?.code === UNKNOWN_PAYMENT) return undefined;
    if (refusal) throw new ServiceUnavailableError(`bKash refused the query: ${refusal.message}`);
    const status = statusOf(textOf(answer, 'transactionStatus'));
    return {
      id: session.id,
      status,
      amountPoisha: poishaOf(answer.amount) ?? 0,
      currency: textOf(answer, 'currency') ?? '',
      orderId: textOf(answer, 'merchantInvoiceNumber') === session.id ? session.orderId : undefined,
      refunded: session.refundRef !== null,
      providerTransactionId: textOf(answer, 'trxID'),
      failureReason:
        status === 'failed' || status === 'cancelled'
          ? (session.failureReason ?? `bKash: ${textOf(answer, 'transactionStatus') ?? 'unknown'}`)
          : undefined,
    };
  }

  /**
   * Refunds the whole payment of the session `intentId` once (Refund Transaction), and answers
   * bKash's `refundTrxID`. Idempotent: the refund kept on the session is answered again; without
   * one, bKash's refund status (the refund call with `paymentID` and `trxID` only) is asked first,
   * and again when bKash refuses a refund, so that a retry never gives the money back twice.
   * @throws ConflictError for a session that is not a bKash payment; ServiceUnavailableError when
   *   bKash does not answer or refuses the refund.
   */
  async refund(intentId: string): Promise<{ refundId: string }> {
    const session = await this.sessionOf(intentId);
    if (!session?.providerRef) throw new ConflictError('Unknown bKash payment');
    if (session.refundRef) return { refundId: session.refundRef };
    const paymentID = session.providerRef;
    let trxID = session.providerTransactionId;
    if (!trxID) {
      const payment = await this.client.call('/tokenized/checkout/payment/status', { paymentID });
      trxID = textOf(payment, 'trxID') ?? null;
    }
    if (!trxID) throw new ConflictError('This bKash payment was never completed');

    let refundId = await this.refundDone(paymentID, trxID);
    if (!refundId) {
      const answer = await this.client.call('/tokenized/checkout/payment/refund', {
        paymentID,
        trxID,
        amount: takaText(session.amountPoisha),
        sku: session.id,
        reason: 'Order cancelled or not fulfilled',
      });
      const refusal = refusalOf(answer);
      refundId = refusal ? await this.refundDone(paymentID, trxID) : textOf(answer, 'refundTrxID');
      if (!refundId) {
        throw new ServiceUnavailableError(
          `bKash refused the refund: ${refusal?.message ?? 'no refundTrxID'}`,
        );
      }
    }
    await this.db
      .update(paymentSessions)
      .set({
        refundRef: refundId,
        refundedAt: sql`coalesce(${paymentSessions.refundedAt}, now())`,
        providerTransactionId: trxID,
        // A paid session becomes refunded; a pending one is moved by the completion flow.
        status: sql`case when ${paymentSessions.status} = 'succeeded' then 'refunded' else ${paymentSessions.status} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(paymentSessions.id, session.id));
    return { refundId };
  }

  /** The `refundTrxID` of the payment's completed refund, or `undefined` (Refund Status). */
  private async refundDone(paymentID: string, trxID: string): Promise<string | undefined> {
    const answer = await this.client.call('/tokenized/checkout/payment/refund', {
      paymentID,
      trxID,
    });
    if (refusalOf(answer) || textOf(answer, 'transactionStatus') !== 'Completed') return undefined;
    return textOf(answer, 'refundTrxID');
  }

  private async sessionOf(id: string) {
    const [row] = await this.db
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.id, id), eq(paymentSessions.provider, 'bkash')))
      .limit(1);
    return row;
  }
}
