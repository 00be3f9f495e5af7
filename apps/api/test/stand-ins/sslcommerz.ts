import { text as readBody } from 'node:stream/consumers';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in of SSLCommerz at the network boundary (decision 312): its documented session,
 * validation, transaction query and refund endpoints, and a hosted payment page whose buttons
 * behave as SSLCommerz's do — the signed IPN server to server, then the buyer's browser back to
 * the shop with an auto-submitting form. Plain node:http, no test framework: the API's tests use
 * it in process and the end-to-end journey runs it as a process (sslcommerz-main.ts).
 */

/** What the buyer chooses on the hosted page. */
export type StandInChoice = 'pay' | 'fail' | 'cancel';

/** Switches for what SSLCommerz does next; change them between payments. */
export interface StandInBehaviour {
  /** "Pay" ends FAILED: the bank declined the card. */
  decline: boolean;
  /**
   * "Pay" sends callbacks that claim a payment with a `val_id` SSLCommerz never issued, as a
   * forged callback would; the transaction stays unpaid.
   */
  invalidValId: boolean;
  /** The payment's amount differs from the session's by this many poisha. */
  amountOffsetPoisha: number;
  /** The IPN is sent twice. */
  duplicateIpn: boolean;
  /** The payment's `risk_level` (1: SSLCommerz advises to hold it). */
  riskLevel: 0 | 1;
  /** Every API answer (not the page) waits this long, ms: a provider that does not answer. */
  delayMs: number;
  /**
   * While set, every API answer (not the page) waits for this promise: a provider that answers
   * when the test lets it.
   */
  gate: Promise<void> | undefined;
}

/** A session as the stand-in keeps it. */
export interface StandInSession {
  sessionkey: string;
  tranId: string;
  /** Taka with two decimals, as the shop sent `total_amount`. */
  amount: string;
  currency: string;
  valueA: string;
  urls: { success: string; fail: string; cancel: string; ipn: string };
  /** Everything the shop sent to open it. */
  form: URLSearchParams;
  status: 'PENDING' | 'VALID' | 'VALIDATED' | 'FAILED' | 'CANCELLED';
  valId: string | undefined;
  bankTranId: string | undefined;
  /** The amount paid, Taka with two decimals. */
  paidAmount: string | undefined;
  riskLevel: 0 | 1;
}

/** A request the stand-in received (the store password is in `params` as SSLCommerz takes it). */
export interface StandInRequest {
  method: string;
  path: string;
  params: URLSearchParams;
}

/** What one choice on the hosted page sent: the IPN and the browser's form back to the shop. */
export interface StandInOutcome {
  ipn: Record<string, string>;
  /** The statuses the shop answered the IPN with (two with `duplicateIpn`; none when not sent). */
  ipnStatuses: number[];
  returnUrl: string;
  returnFields: Record<string, string>;
}

/** A running stand-in. */
export interface SslcommerzStandIn {
  /** `http://127.0.0.1:<port>` for `SSLCOMMERZ_API_BASE`. */
  url: string;
  storeId: string;
  storePassword: string;
  behaviour: StandInBehaviour;
  sessions: Map<string, StandInSession>;
  requests: StandInRequest[];
  /** Refunds by `refe_id`. */
  refunds: Map<string, { refundRefId: string; bankTranId: string; amount: string }>;
  /** The latest session of a `tran_id`. */
  sessionOf(tranId: string): StandInSession | undefined;
  /**
   * The buyer's choice on the hosted page, as its buttons make it: records the payment, sends
   * the signed IPN to `ipn_url` (unless `ipn: false`) and answers the form the browser posts back.
   */
  finish(
    sessionkey: string,
    choice: StandInChoice,
    options?: { ipn?: boolean },
  ): Promise<StandInOutcome>;
  /** `fields` with SSLCommerz's `verify_key` (all of them) and `verify_sign`. */
  sign(fields: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

/** Options of {@link startSslcommerzStandIn}. */
export interface SslcommerzStandInOptions {
  storeId?: string;
  storePassword?: string;
  /** Where to listen (default a free port). */
  port?: number;
  /**
   * Sends an IPN; the default POSTs the form to its URL. Tests of an app that does not listen
   * pass one that injects it. Answers the shop's HTTP status.
   */
  deliverIpn?: (url: string, fields: Record<string, string>) => Promise<number>;
}

/** The defaults: SSLCommerz's sandbox store style credentials. */
export const STAND_IN_STORE = { storeId: 'partline_test', storePassword: 'partline_test@ssl' };

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const token = (bytes: number) => randomBytes(bytes).toString('hex');
const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function poishaOf(amount: string): number {
  return Math.round(Number(amount) * 100);
}
function takaOf(poisha: number): string {
  return `${Math.trunc(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`;
}

async function postForm(url: string, fields: Record<string, string>): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return response.status;
}

const REQUIRED = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_phone',
  'product_name',
  'product_category',
  'product_profile',
];

/** Starts the stand-in on 127.0.0.1. */
export async function startSslcommerzStandIn(
  options: SslcommerzStandInOptions = {},
): Promise<SslcommerzStandIn> {
  const storeId = options.storeId ?? STAND_IN_STORE.storeId;
  const storePassword = options.storePassword ?? STAND_IN_STORE.storePassword;
  const deliverIpn = options.deliverIpn ?? postForm;
  const sessions = new Map<string, StandInSession>();
  const requests: StandInRequest[] = [];
  const refunds = new Map<string, { refundRefId: string; bankTranId: string; amount: string }>();
  const behaviour: StandInBehaviour = {
    decline: false,
    invalidValId: false,
    amountOffsetPoisha: 0,
    duplicateIpn: false,
    riskLevel: 0,
    delayMs: 0,
    gate: undefined,
  };
  let url = '';

  const sign = (fields: Record<string, string>) => {
    const keys = Object.keys(fields).filter((key) => key !== 'verify_sign' && key !== 'verify_key');
    const signed: Record<string, string> = { store_passwd: md5(storePassword) };
    for (const key of keys) signed[key] = fields[key] ?? '';
    const text = Object.keys(signed)
      .sort()
      .map((key) => `${key}=${signed[key]}`)
      .join('&');
    return { ...fields, verify_key: keys.join(','), verify_sign: md5(text) };
  };
  const sessionOf = (tranId: string) =>
    [...sessions.values()].filter((session) => session.tranId === tranId).pop();
  const paymentJson = (session: StandInSession) => ({
    status: session.status,
    tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
    tran_id: session.tranId,
    val_id: session.valId ?? '',
    amount: session.paidAmount ?? session.amount,
    store_amount: session.paidAmount ?? session.amount,
    currency: 'BDT',
    currency_type: session.currency,
    currency_amount: session.paidAmount ?? session.amount,
    bank_tran_id: session.bankTranId ?? '',
    card_type: 'VISA-Dutch Bangla',
    risk_level: String(session.riskLevel),
    risk_title: session.riskLevel === 1 ? 'High' : 'Safe',
    value_a: session.valueA,
    ...(session.status === 'FAILED' ? { error: 'Declined by the issuing bank' } : {}),
  });

  async function finish(
    sessionkey: string,
    choice: StandInChoice,
    { ipn = true }: { ipn?: boolean } = {},
  ): Promise<StandInOutcome> {
    const session = sessions.get(sessionkey);
    if (!session) throw new Error(`no stand-in session ${sessionkey}`);
    const paid = choice === 'pay' && !behaviour.decline;
    // A forged callback: it claims a payment SSLCommerz never took (the session stays PENDING).
    const forged = paid && behaviour.invalidValId;
    session.status = forged
      ? 'PENDING'
      : paid
        ? 'VALID'
        : choice === 'cancel'
          ? 'CANCELLED'
          : 'FAILED';
    session.riskLevel = behaviour.riskLevel;
    session.bankTranId = paid ? `BT${token(6)}` : undefined;
    session.valId = paid ? token(12) : undefined;
    session.paidAmount = takaOf(poishaOf(session.amount) + behaviour.amountOffsetPoisha);
    const fields: Record<string, string> = {
      tran_id: session.tranId,
      val_id: forged ? `forged${token(6)}` : (session.valId ?? ''),
      amount: session.paidAmount,
      currency: session.currency,
      status: forged ? 'VALID' : session.status,
      bank_tran_id: session.bankTranId ?? '',
      risk_level: String(session.riskLevel),
      value_a: session.valueA,
      store_id: storeId,
    };
    if (!fields.val_id) delete fields.val_id;
    const signed = sign(fields);
    const ipnStatuses: number[] = [];
    if (ipn) {
      for (let n = behaviour.duplicateIpn ? 2 : 1; n > 0; n -= 1) {
        ipnStatuses.push(await deliverIpn(session.urls.ipn, signed));
      }
    }
    const returnUrl = paid
      ? session.urls.success
      : choice === 'cancel'
        ? session.urls.cancel
        : session.urls.fail;
    return { ipn: signed, ipnStatuses, returnUrl, returnFields: signed };
  }

  function page(session: StandInSession): string {
    const choices = (['pay', 'fail', 'cancel'] as const)
      .map(
        (choice) =>
          `<button type="submit" formaction="/gw/${session.sessionkey}/${choice}">${
            { pay: 'Pay', fail: 'Fail', cancel: 'Cancel' }[choice]
          }</button>`,
      )
      .join(' ');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSLCommerz stand-in</title></head><body><main><h1>SSLCommerz stand-in</h1><p>Pay <strong>BDT ${escape(session.amount)}</strong> for ${escape(session.form.get('product_name') ?? '')} (${escape(session.tranId)})</p><form method="post">${choices}</form></main></body></html>`;
  }

  function backToShop(outcome: StandInOutcome): string {
    const inputs = Object.entries(outcome.returnFields)
      .map(
        ([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`,
      )
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Returning to the shop</title></head><body onload="document.forms[0].submit()"><main><form method="post" action="${escape(outcome.returnUrl)}">${inputs}<p>Returning to the shop…</p><button type="submit">Continue</button></form></main></body></html>`;
  }

  const server: Server = createServer(async (request, response) => {
    const address = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    const params = new URLSearchParams(request.method === 'GET' ? address.search : body);
    requests.push({ method: request.method ?? 'GET', path: address.pathname, params });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const html = (status: number, text: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(text);
    };
    const authorised = () =>
      params.get('store_id') === storeId && params.get('store_passwd') === storePassword;

    const pageMatch = /^\/gw\/([0-9a-f]+)(?:\/(pay|fail|cancel))?$/.exec(address.pathname);
    if (pageMatch?.[1]) {
      const session = sessions.get(pageMatch[1]);
      if (!session) return html(404, '<!doctype html><title>Unknown session</title>');
      const choice = pageMatch[2] as StandInChoice | undefined;
      if (!choice && request.method === 'GET') return html(200, page(session));
      if (choice && request.method === 'POST') {
        try {
          return html(200, backToShop(await finish(session.sessionkey, choice)));
        } catch (error) {
          return html(502, `<!doctype html><title>IPN failed</title><p>${escape(String(error))}`);
        }
      }
      return html(405, '<!doctype html><title>Method not allowed</title>');
    }

    if (behaviour.delayMs > 0) await new Promise((done) => setTimeout(done, behaviour.delayMs));
    if (behaviour.gate) await behaviour.gate;
    if (response.destroyed) return;

    if (request.method === 'POST' && address.pathname === '/gwprocess/v4/api.php') {
      if (!authorised()) {
        return send(200, {
          status: 'FAILED',
          failedreason: 'Store Credential Error Or Store is De-active',
        });
      }
      const missing = REQUIRED.filter((name) => !params.get(name));
      const amount = params.get('total_amount') ?? '';
      if (missing.length > 0 || !/^\d+\.\d{2}$/.test(amount) || Number(amount) < 10) {
        return send(200, {
          status: 'FAILED',
          failedreason: missing.length > 0 ? `Missing: ${missing.join(', ')}` : 'Invalid amount',
        });
      }
      const sessionkey = token(16);
      sessions.set(sessionkey, {
        sessionkey,
        tranId: params.get('tran_id') ?? '',
        amount,
        currency: params.get('currency') ?? '',
        valueA: params.get('value_a') ?? '',
        urls: {
          success: params.get('success_url') ?? '',
          fail: params.get('fail_url') ?? '',
          cancel: params.get('cancel_url') ?? '',
          ipn: params.get('ipn_url') ?? '',
        },
        form: params,
        status: 'PENDING',
        valId: undefined,
        bankTranId: undefined,
        paidAmount: undefined,
        riskLevel: 0,
      });
      return send(200, {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey,
        GatewayPageURL: `${url}/gw/${sessionkey}`,
        storeBanner: '',
        storeLogo: '',
      });
    }

    if (request.method === 'GET' && address.pathname === '/validator/api/validationserverAPI.php') {
      const valId = params.get('val_id');
      const session = [...sessions.values()].find((s) => valId && s.valId === valId);
      if (
        !authorised() ||
        !session ||
        (session.status !== 'VALID' && session.status !== 'VALIDATED')
      ) {
        return send(200, { status: 'INVALID_TRANSACTION' });
      }
      const answer = paymentJson(session);
      // The first validation answers VALID, every later one VALIDATED (SSLCommerz's documentation).
      session.status = 'VALIDATED';
      return send(200, answer);
    }

    if (
      request.method === 'GET' &&
      address.pathname === '/validator/api/merchantTransIDvalidationAPI.php'
    ) {
      if (!authorised()) return send(200, { APIConnect: 'INVALID_REQUEST' });
      const refundRefId = params.get('refund_ref_id');
      if (refundRefId) {
        const refund = [...refunds.entries()].find(([, r]) => r.refundRefId === refundRefId);
        if (!refund)
          return send(200, { APIConnect: 'DONE', status: 'failed', errorReason: 'Unknown refund' });
        return send(200, {
          APIConnect: 'DONE',
          bank_tran_id: refund[1].bankTranId,
          tran_id: refund[0],
          refund_ref_id: refundRefId,
          status: 'refunded',
        });
      }
      const bankTranId = params.get('bank_tran_id');
      if (bankTranId) {
        const refeId = params.get('refe_id') ?? '';
        const known = refunds.get(refeId);
        if (known && known.bankTranId === bankTranId) {
          return send(200, {
            APIConnect: 'DONE',
            bank_tran_id: bankTranId,
            trans_id: refeId,
            refund_ref_id: known.refundRefId,
            status: 'success',
            errorReason: '',
          });
        }
        const session = [...sessions.values()].find((s) => s.bankTranId === bankTranId);
        const amount = params.get('refund_amount') ?? '';
        if (!session || !session.paidAmount || poishaOf(amount) > poishaOf(session.paidAmount)) {
          return send(200, {
            APIConnect: 'DONE',
            status: 'failed',
            errorReason: session ? 'Refund amount is more than paid' : 'Invalid bank_tran_id',
          });
        }
        const refund = { refundRefId: `RF${token(8)}`, bankTranId, amount };
        refunds.set(refeId, refund);
        return send(200, {
          APIConnect: 'DONE',
          bank_tran_id: bankTranId,
          trans_id: refeId,
          refund_ref_id: refund.refundRefId,
          status: 'success',
          errorReason: '',
        });
      }
      const tranId = params.get('tran_id') ?? '';
      const element = [...sessions.values()]
        .filter((s) => s.tranId === tranId && s.status !== 'PENDING')
        .map(paymentJson);
      return send(200, { APIConnect: 'DONE', no_of_trans_found: element.length, element });
    }

    send(404, { status: 'FAILED', failedreason: 'Unknown endpoint' });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    storeId,
    storePassword,
    behaviour,
    sessions,
    requests,
    refunds,
    sessionOf,
    finish,
    sign,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The `SSLCOMMERZ_*` environment of an API pointed at `standIn`. */
export function sslcommerzEnv(standIn: SslcommerzStandIn): Record<string, string> {
  return {
    SSLCOMMERZ_STORE_ID: standIn.storeId,
    SSLCOMMERZ_STORE_PASSWORD: standIn.storePassword,
    SSLCOMMERZ_SANDBOX: 'true',
    SSLCOMMERZ_API_BASE: standIn.url,
  };
}
