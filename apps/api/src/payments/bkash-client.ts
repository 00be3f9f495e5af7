import type { BkashConfig } from '../config/env.js';
import { ServiceUnavailableError } from '../errors.js';

/** How long one call to bKash may take before it is given up, ms (decision 313). */
export const BKASH_TIMEOUT_MS = 10_000;

/** A token is renewed this long before bKash says it expires, ms. */
const TOKEN_MARGIN_MS = 60_000;

/** A JSON answer of bKash, as parsed: its fields are read by name and checked where used. */
export type BkashAnswer = Record<string, unknown>;

/** Why bKash refused a request: its `statusCode`/`statusMessage` or `errorCode`/`errorMessage`. */
export interface BkashRefusal {
  code: string;
  message: string;
}

/** Options of {@link BkashClient}. */
export interface BkashClientOptions {
  /** Time limit of one call, ms; {@link BKASH_TIMEOUT_MS} unless given (tests shorten it). */
  timeoutMs?: number;
}

/**
 * What bKash refused in `answer`, or `undefined` when it succeeded. bKash's tokenized checkout
 * (v1.2.0-beta) answers HTTP 200 with `statusCode` "0000" on success, another `statusCode` with
 * `statusMessage`, or `errorCode` with `errorMessage`, when it refuses.
 */
export function refusalOf(answer: BkashAnswer): BkashRefusal | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const errorCode = text(answer.errorCode);
  if (errorCode) return { code: errorCode, message: text(answer.errorMessage) ?? 'Refused' };
  const statusCode = text(answer.statusCode);
  if (statusCode && statusCode !== '0000') {
    return { code: statusCode, message: text(answer.statusMessage) ?? 'Refused' };
  }
  return undefined;
}

/**
 * A client of bKash's tokenized checkout API (v1.2.0-beta, developer.bka.sh): JSON `POST`s to
 * `{apiBase}/tokenized/checkout/…` with the `Authorization` (id_token) and `X-APP-Key` headers.
 * The id_token comes from Grant Token (`username`/`password` headers, `app_key`/`app_secret`
 * body), is kept per instance until a minute before its `expires_in`, then renewed with Refresh
 * Token, or granted again when the refresh fails. A call refused as unauthorised (HTTP 401: the
 * token expired early) renews the token and is sent once more.
 */
export class BkashClient {
  private token: { idToken: string; refreshToken: string; expiresAt: number } | undefined;
  private renewing: Promise<string> | undefined;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: BkashConfig,
    options: BkashClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? BKASH_TIMEOUT_MS;
  }

  /**
   * `POST {apiBase}{path}` with `body` and the current id_token; answers bKash's JSON, refusals
   * included (see {@link refusalOf}).
   * @throws ServiceUnavailableError when bKash does not answer within the time limit, answers
   *   another status than 200 (after one token renewal on 401) or no JSON object, or refuses the
   *   token grant.
   */
  async call(path: string, body: Record<string, string>): Promise<BkashAnswer> {
    const token = await this.idToken();
    const first = await this.send(path, body, this.authorized(token));
    if (first.status !== 401) return this.answerOf(first, path);
    // Expired before its time (or revoked): renew once, then the answer is what it is.
    if (this.token?.idToken === token) this.token.expiresAt = 0;
    const again = await this.send(path, body, this.authorized(await this.idToken()));
    return this.answerOf(again, path);
  }

  private authorized(idToken: string) {
    return { authorization: idToken, 'x-app-key': this.config.appKey };
  }

  /** A valid id_token: the kept one, else one renewal shared by concurrent callers. */
  private async idToken(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt - TOKEN_MARGIN_MS) {
      return this.token.idToken;
    }
    this.renewing ??= this.renew().finally(() => {
      this.renewing = undefined;
    });
    return this.renewing;
  }

  private async renew(): Promise<string> {
    const credentials = { username: this.config.username, password: this.config.password };
    const keys = { app_key: this.config.appKey, app_secret: this.config.appSecret };
    if (this.token?.refreshToken) {
      const refreshed = await this.tokenFrom(
        '/tokenized/checkout/token/refresh',
        { ...keys, refresh_token: this.token.refreshToken },
        credentials,
      ).catch(() => undefined);
      if (refreshed) return refreshed;
    }
    const granted = await this.tokenFrom('/tokenized/checkout/token/grant', keys, credentials);
    if (!granted) throw new ServiceUnavailableError('bKash refused to grant a token');
    return granted;
  }

  /** Keeps and answers the id_token of a grant or refresh; `undefined` when bKash refused. */
  private async tokenFrom(
    path: string,
    body: Record<string, string>,
    headers: Record<string, string>,
  ): Promise<string | undefined> {
    const answer = await this.answerOf(await this.send(path, body, headers), path);
    const { id_token: idToken, refresh_token: refreshToken, expires_in: expiresIn } = answer;
    if (refusalOf(answer) || typeof idToken !== 'string' || idToken === '') return undefined;
    const seconds = Number(expiresIn);
    this.token = {
      idToken,
      refreshToken: typeof refreshToken === 'string' ? refreshToken : '',
      expiresAt: Date.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000,
    };
    return idToken;
  }

  private async send(
    path: string,
    body: Record<string, string>,
    headers: Record<string, string>,
  ): Promise<Response> {
    try {
      return await fetch(`${this.config.apiBase}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ServiceUnavailableError(
        timedOut ? 'bKash did not answer in time' : 'bKash could not be reached',
      );
    }
  }

  private async answerOf(response: Response, path: string): Promise<BkashAnswer> {
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      answer = undefined;
    }
    if (response.status !== 200 || typeof answer !== 'object' || answer === null) {
      throw new ServiceUnavailableError(`bKash answered ${response.status} to ${path}`);
    }
    return answer as BkashAnswer;
  }
}

/** Integer poisha as bKash writes an amount in Taka: 123_450 → "1234.50". */
export function takaText(poisha: number): string {
  return `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`;
}

/** The integer poisha of bKash's amount text ("15", "1234.5", "1234.50"); `undefined` otherwise. */
export function poishaOf(amount: unknown): number | undefined {
  const text = typeof amount === 'number' ? String(amount) : amount;
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
