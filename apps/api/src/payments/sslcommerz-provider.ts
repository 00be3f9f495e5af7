import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { SslcommerzConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import { paymentSessions } from '../db/schema/index.js';
import { ServiceUnavailableError } from '../errors.js';
import type {
  CreatedIntent,
  PaymentProvider,
  RetrievedIntent,
  StartSessionInput,
  StartedSession,
} from './payment-provider.js';

/** How long one call to SSLCommerz may take before it counts as not answering, ms. */
export const SSLCOMMERZ_TIMEOUT_MS = 10_000;

/** The fields an IPN's signature must cover for us to read them (decision 312). */
const SIGNED_FIELDS = ['tran_id', 'val_id'] as const;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** Integer poisha → SSLCommerz's Taka amount with two decimals (`140000` → `'1400.00'`). */
export function takaAmount(poisha: number): string {
  return `${Math.trunc(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`;
}

/** SSLCommerz's Taka amount (`'1400.00'`) → integer poisha; `NaN` for anything else. */
export function poishaOfAmount(amount: unknown): number {
  if (typeof amount !== 'string' && typeof amount !== 'number') return Number.NaN;
  const text = String(amount).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

/**
 * SSLCommerz's IPN signature of `fields` (its documented hash check): the md5, hex, of
 * `key=value&…` over the fields named in `verify_key` plus `store_passwd` = md5(store password),
 * sorted by key. Exported for the stand-in, which signs as SSLCommerz does.
 */
export function sslcommerzSignature(
  fields: Readonly<Record<string, string>>,
  keys: readonly string[],
  storePassword: string,
): string {
  const signed: Record<string, string> = {};
  for (const key of keys) if (key in fields) signed[key] = fields[key] ?? '';
  signed.store_passwd = md5(storePassword);
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  return md5(text);
}

/** One payment of a transaction query answer, or a validation answer: the fields we read. */
interface SslcommerzPayment {
  status?: string;
  tran_id?: string;
  val_id?: string;
  amount?: string;
  currency?: string;
  currency_type?: string;
  bank_tran_id?: string;
  risk_level?: string | number;
  value_a?: string;
  error?: string;
}

/** Which of our statuses a payment of SSLCommerz's status is. */
function statusOf(status: string | undefined): RetrievedIntent['status'] {
  if (status === 'VALID' || status === 'VALIDATED') return 'succeeded';
  if (status === 'FAILED') return 'failed';
  if (status === 'CANCELLED') return 'cancelled';
  return 'pending';
}

/**
 * The `sslcommerz` provider (decision 312): SSLCommerz's hosted payment page (cards, bKash,
 * Nagad, Rocket, internet banking) through its documented HTTP API — session
 * (`/gwprocess/v4/api.php`), validation of a `val_id` and query of a `tran_id`
 * (`/validator/api/…`), refund and the IPN's signature. Our session id (the order number, `-2`,
 * `-3`… on later attempts) is the `tran_id` and the order id is `value_a`; what a payment pays is
 * read from our `payment_sessions` row and checked against SSLCommerz's answer. Amounts are Taka
 * with two decimals at SSLCommerz, integer poisha here. Every call has a timeout
 * ({@link SSLCOMMERZ_TIMEOUT_MS}); a call that fails or times out throws ServiceUnavailableError.
 */
export class SslcommerzPaymentProvider implements PaymentProvider {
  readonly name = 'sslcommerz' as const;
  readonly publishableKey = undefined;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: SslcommerzConfig,
    private readonly db: Database,
    options: { timeoutMs?: number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? SSLCOMMERZ_TIMEOUT_MS;
  }

  /** Not a card provider: payments start with {@link startSession}. */
  createIntent(): Promise<CreatedIntent> {
    return Promise.reject(new Error('SSLCommerz has no payment intents: start a session'));
  }

  /**
   * Opens a session (`POST /gwprocess/v4/api.php`) for the order's stored total in BDT, `tran_id`
   * our session id and `value_a` our order id; answers `sessionkey` and `GatewayPageURL`.
   * @throws ServiceUnavailableError when SSLCommerz does not answer or refuses the session.
   */
  async startSession(input: StartSessionInput): Promise<StartedSession> {
    const form = new URLSearchParams({
      store_id: this.config.storeId,
      store_passwd: this.config.storePassword,
      total_amount: takaAmount(input.amountPoisha),
      currency: input.currency,
      tran_id: input.sessionId,
      success_url: input.urls.success,
      fail_url: input.urls.fail,
      cancel_url: input.urls.cancel,
      ipn_url: input.urls.ipn,
      cus_name: input.customer.name,
      cus_email: input.customer.email,
      cus_add1: input.customer.address || input.customer.city,
      cus_city: input.customer.city,
      cus_postcode: input.customer.postcode,
      cus_country: input.customer.country,
      cus_phone: input.customer.phone || '01700000000',
      shipping_method: 'NO',
      product_name: input.productName,
      product_category: input.productCategory,
      product_profile: 'general',
      num_of_item: String(input.pieces),
      value_a: input.orderId,
    });
    const answer = await this.call<{
      status?: string;
      failedreason?: string;
      sessionkey?: string;
      GatewayPageURL?: string;
    }>('/gwprocess/v4/api.php', { method: 'POST', body: form });
    if (answer.status !== 'SUCCESS' || !answer.sessionkey || !answer.GatewayPageURL) {
      throw new ServiceUnavailableError(
        `SSLCommerz refused the session: ${answer.failedreason ?? answer.status ?? 'no answer'}`,
      );
    }
    return { providerRef: answer.sessionkey, redirectUrl: answer.GatewayPageURL };
  }

  /**
   * The payment of our session `sessionId` as SSLCommerz reports it. With `valId` (from an IPN or
   * the buyer's return) the validation API is asked; a `val_id` it does not confirm for this very
   * `tran_id` is ignored and the transaction is queried by `tran_id`, as without one — so a forged
   * return can neither pay nor fail a session. VALID/VALIDATED → `succeeded` (held for review
   * when `risk_level` is 1), FAILED → `failed`, CANCELLED → `cancelled`, anything else or no
   * payment yet → `pending`. `orderId` is the session's order only when SSLCommerz's `value_a`
   * and `tran_id` name it; `refunded` once we refunded it.
   * @returns `undefined` when we have no session of this id.
   * @throws ServiceUnavailableError when SSLCommerz does not answer.
   */
  async retrieveIntent(sessionId: string, valId?: string): Promise<RetrievedIntent | undefined> {
    const session = await this.session(sessionId);
    if (!session) return undefined;
    let payment: SslcommerzPayment | undefined;
    if (valId) {
      const validated = await this.query<SslcommerzPayment>(
        '/validator/api/validationserverAPI.php',
        { val_id: valId },
      );
      if (statusOf(validated.status) === 'succeeded' && validated.tran_id === sessionId) {
        payment = validated;
      }
    }
    payment ??= await this.paymentOf(sessionId, session.orderId);
    const riskLevel = Number(payment?.risk_level ?? 0);
    const status = statusOf(payment?.status);
    return {
      id: sessionId,
      status,
      amountPoisha: payment?.amount !== undefined ? poishaOfAmount(payment.amount) : 0,
      currency: payment?.currency_type ?? payment?.currency ?? session.currency,
      orderId:
        payment?.value_a === session.orderId && payment.tran_id === sessionId
          ? session.orderId
          : undefined,
      refunded: session.refundRef !== null,
      heldForReview: status === 'succeeded' && riskLevel === 1,
      providerTransactionId: payment?.bank_tran_id || undefined,
      failureReason:
        status === 'failed' || status === 'cancelled'
          ? (payment?.error ?? `SSLCommerz: ${payment?.status}`)
          : undefined,
    };
  }

  /**
   * Refunds the whole amount of a paid session (the refund API by its `bank_tran_id`), with
   * `refe_id` = our session id so that a retried refund is the same refund; the refund's
   * `refund_ref_id` is kept on the session. Refunding again answers the first refund.
   * @throws ServiceUnavailableError when SSLCommerz does not answer or refuses the refund.
   */
  async refund(intentId: string): Promise<{ refundId: string }> {
    const session = await this.session(intentId);
    if (!session) throw new ServiceUnavailableError(`No SSLCommerz payment ${intentId}`);
    if (session.refundRef) return { refundId: session.refundRef };
    const bankTranId =
      session.providerTransactionId ??
      (await this.paymentOf(intentId, session.orderId))?.bank_tran_id;
    if (!bankTranId) throw new ServiceUnavailableError(`SSLCommerz has no payment ${intentId}`);
    const answer = await this.query<{
      APIConnect?: string;
      status?: string;
      refund_ref_id?: string;
      errorReason?: string;
    }>('/validator/api/merchantTransIDvalidationAPI.php', {
      bank_tran_id: bankTranId,
      refund_amount: takaAmount(session.amountPoisha),
      refund_remarks: `Partline refund of ${intentId}`,
      refe_id: intentId,
    });
    if (
      answer.APIConnect !== 'DONE' ||
      !answer.refund_ref_id ||
      (answer.status !== 'success' && answer.status !== 'processing')
    ) {
      throw new ServiceUnavailableError(
        `SSLCommerz refused the refund: ${answer.errorReason ?? answer.status ?? 'no answer'}`,
      );
    }
    await this.db
      .update(paymentSessions)
      .set({ refundRef: answer.refund_ref_id, updatedAt: sql`now()` })
      .where(eq(paymentSessions.id, intentId));
    return { refundId: answer.refund_ref_id };
  }

  /**
   * Whether an IPN's form `fields` carry SSLCommerz's signature (`verify_sign` over the fields of
   * `verify_key`, see {@link sslcommerzSignature}) and that signature covers `tran_id` and, when
   * sent, `val_id` — the fields we act on. Compared in constant time.
   */
  verifyNotification(fields: Readonly<Record<string, string>>): boolean {
    const sign = fields.verify_sign;
    const keys = (fields.verify_key ?? '').split(',').filter(Boolean);
    if (!sign || !/^[0-9a-f]{32}$/i.test(sign)) return false;
    for (const field of SIGNED_FIELDS) {
      if (field in fields && !keys.includes(field)) return false;
    }
    if (!keys.includes('tran_id')) return false;
    const expected = Buffer.from(sslcommerzSignature(fields, keys, this.config.storePassword));
    return timingSafeEqual(expected, Buffer.from(sign.toLowerCase()));
  }

  private async session(id: string) {
    const [row] = await this.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, id))
      .limit(1);
    return row?.provider === 'sslcommerz' ? row : undefined;
  }

  /**
   * The payment of `tranId` for `orderId` by the transaction query: a VALID or VALIDATED one if
   * any (a `tran_id` may have several attempts on SSLCommerz's page), else the latest;
   * `undefined` when SSLCommerz has none yet. Payments of another order (`value_a`) are not ours:
   * another installation on the same store (staging) numbers its orders alike.
   */
  private async paymentOf(tranId: string, orderId: string): Promise<SslcommerzPayment | undefined> {
    const answer = await this.query<{ element?: SslcommerzPayment[] }>(
      '/validator/api/merchantTransIDvalidationAPI.php',
      { tran_id: tranId },
    );
    const payments = (Array.isArray(answer.element) ? answer.element : []).filter(
      (payment) => payment.value_a === orderId,
    );
    return (
      payments.find((payment) => statusOf(payment.status) === 'succeeded') ??
      payments[payments.length - 1]
    );
  }

  /** A GET of the validator API with the store's credentials and `format=json`. */
  private query<T>(path: string, params: Record<string, string>): Promise<T> {
    const search = new URLSearchParams({
      ...params,
      store_id: this.config.storeId,
      store_passwd: this.config.storePassword,
      v: '1',
      format: 'json',
    });
    return this.call<T>(`${path}?${search}`, { method: 'GET' });
  }

  /** One call to SSLCommerz's API; its JSON answer. */
  private async call<T>(path: string, init: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.config.apiBase}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      // Not the error's text: it may quote the URL, which carries the store password.
      throw new ServiceUnavailableError('SSLCommerz did not answer');
    }
    if (!response.ok) {
      throw new ServiceUnavailableError(`SSLCommerz answered ${response.status}`);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new ServiceUnavailableError('SSLCommerz answered something other than JSON');
    }
  }
}
