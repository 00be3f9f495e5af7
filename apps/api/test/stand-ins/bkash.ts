import { text as readBody } from 'node:stream/consumers';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP stand-in of bKash's tokenized checkout (v1.2.0-beta, without agreement, mode
 * `0011`) at the network boundary: Grant and Refresh Token, Create, Execute and Query Payment,
 * Refund (and Refund Status: the same call with `paymentID` and `trxID` only), and the wallet page
 * a buyer is sent to (`bkashURL`), whose buttons send the browser back to the shop's callback URL
 * with `paymentID` and `status`. No test framework here: tests and `bkash-main.ts` both start it.
 */

/** A payment as the stand-in keeps it. */
export interface BkashStandInPayment {
  paymentID: string;
  amount: string;
  currency: string;
  merchantInvoiceNumber: string;
  payerReference: string;
  callbackURL: string;
  /** `Initiated`, `Completed`, `Failed`, `Cancelled`, `Expired`. */
  transactionStatus: string;
  /** The buyer confirmed it with wallet, code and PIN on the wallet page. */
  approved: boolean;
  trxID: string | undefined;
  refunds: { refundTrxID: string; amount: string }[];
}

/** A request the stand-in received. */
export interface BkashStandInRequest {
  path: string;
  headers: Record<string, string | undefined>;
  body: Record<string, unknown>;
}

/** Failure switches, all off by default; {@link BkashStandIn.reset} turns them off. */
export interface BkashStandInSwitches {
  /** Execute refuses with 2023 Insufficient Balance and the payment becomes `Failed`. */
  insufficientBalance: boolean;
  /** Execute and Query report this many poisha more than the payment was created for. */
  amountOffPoisha: number;
  /** The wallet page's Confirm also opens the callback URL itself, before the browser does. */
  duplicateCallback: boolean;
  /** Answers to these paths (e.g. `/tokenized/checkout/execute`) wait this long, ms. */
  delayMs: number;
  delayPaths: string[];
  /** Refresh Token refuses (the client must grant a new token). */
  refuseRefresh: boolean;
}

/** The running stand-in. */
export interface BkashStandIn {
  /** The tokenized checkout's base URL for `BKASH_API_BASE` (ends in `/v1.2.0-beta`). */
  url: string;
  /** The credentials it accepts (`BKASH_*` of {@link bkashEnv}). */
  credentials: { appKey: string; appSecret: string; username: string; password: string };
  payments: Map<string, BkashStandInPayment>;
  requests: BkashStandInRequest[];
  switches: BkashStandInSwitches;
  /** Every id_token given so far stops working (HTTP 401), as when it expires. */
  expireTokens(): void;
  /** Switches off, requests forgotten (payments and tokens stay). */
  reset(): void;
  close(): Promise<void>;
}

const PREFIX = '/v1.2.0-beta';

const poisha = (amount: string) => Math.round(Number(amount) * 100);
const taka = (value: number) => (value / 100).toFixed(2);
const bkashTime = () => `${new Date().toISOString().slice(0, 19)}:000 GMT+0000`;
const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Starts the stand-in on 127.0.0.1 (`port`, default a free one). */
export async function startBkashStandIn(
  options: { port?: number; host?: string } = {},
): Promise<BkashStandIn> {
  const credentials = {
    appKey: 'bkash-stand-in-app-key',
    appSecret: 'bkash-stand-in-app-secret',
    username: '01770618567',
    password: 'stand-in-password',
  };
  const payments = new Map<string, BkashStandInPayment>();
  const requests: BkashStandInRequest[] = [];
  const offSwitches = (): BkashStandInSwitches => ({
    insufficientBalance: false,
    amountOffPoisha: 0,
    duplicateCallback: false,
    delayMs: 0,
    delayPaths: [],
    refuseRefresh: false,
  });
  const switches = offSwitches();
  const tokens = new Set<string>();
  const refreshTokens = new Set<string>();
  let counter = 0;
  let origin = '';

  const issueToken = () => {
    const idToken = `id_${randomBytes(12).toString('hex')}`;
    const refreshToken = `rf_${randomBytes(12).toString('hex')}`;
    tokens.add(idToken);
    refreshTokens.add(refreshToken);
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: refreshToken,
    };
  };
  const reported = (payment: BkashStandInPayment) =>
    taka(poisha(payment.amount) + switches.amountOffPoisha);
  const paymentAnswer = (payment: BkashStandInPayment) => ({
    statusCode: '0000',
    statusMessage: 'Successful',
    paymentID: payment.paymentID,
    mode: '0011',
    payerReference: payment.payerReference,
    amount: reported(payment),
    currency: payment.currency,
    intent: 'sale',
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
    transactionStatus: payment.transactionStatus,
    ...(payment.trxID ? { trxID: payment.trxID, customerMsisdn: '01770618575' } : {}),
    verificationStatus: payment.trxID ? 'Complete' : 'Incomplete',
  });
  const callbackOf = (payment: BkashStandInPayment, status: string) => {
    const url = new URL(payment.callbackURL);
    url.searchParams.set('paymentID', payment.paymentID);
    url.searchParams.set('status', status);
    url.searchParams.set('signature', randomBytes(6).toString('hex'));
    url.searchParams.set('apiVersion', '1.2.0-beta');
    return url.toString();
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
    const raw = await readBody(request);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      body = {};
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    requests.push({
      path,
      headers: {
        authorization: header('authorization'),
        'x-app-key': header('x-app-key'),
        username: header('username'),
        password: header('password'),
      },
      body,
    });
    if (switches.delayMs > 0 && switches.delayPaths.includes(path)) {
      // The request takes effect now; its answer comes late (a client that gave up retries).
      setTimeout(() => void handle(), switches.delayMs);
    } else {
      await handle();
    }

    async function handle() {
      const send = (status: number, payload: unknown) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const refuse = (statusCode: string, statusMessage: string) =>
        send(200, { statusCode, statusMessage });
      const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');

      // The wallet page and its buttons (the buyer's browser).
      const page = /^\/checkout\/([^/]+)(?:\/(confirm|cancel|fail))?$/.exec(url.pathname);
      if (page?.[1]) {
        const payment = payments.get(decodeURIComponent(page[1]));
        if (!payment) {
          response.writeHead(404, { 'content-type': 'text/plain' });
          return response.end('No such payment');
        }
        const action = page[2];
        if (!action) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          const button = (name: string, label: string) =>
            `<form method="post" action="/checkout/${encodeURIComponent(payment.paymentID)}/${name}"><button>${label}</button></form>`;
          return response.end(
            `<!doctype html><title>bKash stand-in</title><h1>Pay ৳${html(payment.amount)}</h1>` +
              `<p>Invoice ${html(payment.merchantInvoiceNumber)}</p>` +
              button('confirm', 'Confirm') +
              button('cancel', 'Cancel') +
              button('fail', 'Fail'),
          );
        }
        if (action === 'confirm') payment.approved = true;
        const status = { confirm: 'success', cancel: 'cancel', fail: 'failure' }[action] ?? '';
        const location = callbackOf(payment, status);
        if (action === 'confirm' && switches.duplicateCallback) {
          await fetch(location, { redirect: 'manual' }).catch(() => undefined);
        }
        response.writeHead(302, { location });
        return response.end();
      }

      if (request.method !== 'POST') return send(404, { message: 'Not found' });

      if (path === '/tokenized/checkout/token/grant') {
        if (
          header('username') !== credentials.username ||
          header('password') !== credentials.password ||
          text('app_key') !== credentials.appKey ||
          text('app_secret') !== credentials.appSecret
        ) {
          return refuse('2079', 'Invalid username and password');
        }
        return send(200, issueToken());
      }
      if (path === '/tokenized/checkout/token/refresh') {
        if (switches.refuseRefresh || !refreshTokens.has(text('refresh_token'))) {
          return refuse('2079', 'Invalid refresh token');
        }
        refreshTokens.delete(text('refresh_token'));
        return send(200, issueToken());
      }

      // Every other call needs a live id_token and the app key.
      if (!tokens.has(header('authorization') ?? '')) {
        return send(401, { message: 'The incoming token has expired' });
      }
      if (header('x-app-key') !== credentials.appKey) {
        return refuse('2001', 'Invalid App Key');
      }

      if (path === '/tokenized/checkout/create') {
        if (text('mode') !== '0011' || !text('callbackURL') || !text('amount')) {
          return refuse('2065', 'Mandatory field missing');
        }
        counter += 1;
        const paymentID = `TR0011${String(counter).padStart(4, '0')}${randomBytes(5).toString('hex').toUpperCase()}`;
        const payment: BkashStandInPayment = {
          paymentID,
          amount: text('amount'),
          currency: text('currency'),
          merchantInvoiceNumber: text('merchantInvoiceNumber'),
          payerReference: text('payerReference'),
          callbackURL: text('callbackURL'),
          transactionStatus: 'Initiated',
          approved: false,
          trxID: undefined,
          refunds: [],
        };
        payments.set(paymentID, payment);
        return send(200, {
          ...paymentAnswer(payment),
          amount: payment.amount,
          bkashURL: `${origin}/checkout/${paymentID}`,
          callbackURL: payment.callbackURL,
          successCallbackURL: callbackOf(payment, 'success'),
          failureCallbackURL: callbackOf(payment, 'failure'),
          cancelledCallbackURL: callbackOf(payment, 'cancel'),
          paymentCreateTime: bkashTime(),
        });
      }

      const payment = payments.get(text('paymentID'));
      if (!payment) return refuse('2002', 'Invalid Payment ID');

      if (path === '/tokenized/checkout/execute') {
        if (payment.transactionStatus === 'Completed') {
          return refuse('2062', 'The payment has already been completed');
        }
        if (payment.transactionStatus !== 'Initiated' || !payment.approved) {
          return refuse('2056', 'Invalid Payment State');
        }
        if (switches.insufficientBalance) {
          payment.transactionStatus = 'Failed';
          return refuse('2023', 'Insufficient Balance');
        }
        payment.transactionStatus = 'Completed';
        counter += 1;
        payment.trxID = `TRX${String(counter).padStart(7, '0')}`;
        return send(200, { ...paymentAnswer(payment), paymentExecuteTime: bkashTime() });
      }
      if (path === '/tokenized/checkout/payment/status') {
        return send(200, paymentAnswer(payment));
      }
      if (path === '/tokenized/checkout/payment/refund') {
        if (payment.transactionStatus !== 'Completed' || text('trxID') !== payment.trxID) {
          return refuse('2056', 'Invalid Payment State');
        }
        const refundAnswer = (refund: { refundTrxID: string; amount: string }) =>
          send(200, {
            statusCode: '0000',
            statusMessage: 'Successful',
            originalTrxID: payment.trxID,
            refundTrxID: refund.refundTrxID,
            transactionStatus: 'Completed',
            amount: refund.amount,
            currency: 'BDT',
            charge: '0.00',
            completedTime: bkashTime(),
          });
        if (!text('amount')) {
          // Refund Status: the payment's refund, if any.
          const last = payment.refunds.at(-1);
          return last ? refundAnswer(last) : refuse('2072', 'No refund found');
        }
        const refunded = payment.refunds.reduce((sum, r) => sum + poisha(r.amount), 0);
        if (poisha(text('amount')) + refunded > poisha(payment.amount)) {
          return refuse('2071', 'Refund amount exceeds the amount paid');
        }
        counter += 1;
        const refund = {
          refundTrxID: `RFD${String(counter).padStart(7, '0')}`,
          amount: text('amount'),
        };
        payment.refunds.push(refund);
        return refundAnswer(refund);
      }
      return send(404, { message: 'Not found' });
    }
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  origin = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url: `${origin}${PREFIX}`,
    credentials,
    payments,
    requests,
    switches,
    expireTokens: () => tokens.clear(),
    reset() {
      Object.assign(switches, offSwitches());
      requests.splice(0);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The environment of an app that offers bKash against `standIn` (orders up to `maxTaka`). */
export function bkashEnv(standIn: BkashStandIn, maxTaka = 30_000): Record<string, string> {
  return {
    BKASH_APP_KEY: standIn.credentials.appKey,
    BKASH_APP_SECRET: standIn.credentials.appSecret,
    BKASH_USERNAME: standIn.credentials.username,
    BKASH_PASSWORD: standIn.credentials.password,
    BKASH_SANDBOX: 'true',
    BKASH_API_BASE: standIn.url,
    BKASH_MAX_ORDER_TAKA: String(maxTaka),
  };
}
