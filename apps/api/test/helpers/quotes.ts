import type { App } from '../../src/app.js';
import { sendAs, type TestUser } from './auth.js';
import { postOnce } from './cart.js';

/** `POST /api/quotes` as `user`, with an `Idempotency-Key` when given. */
export function requestQuote(
  app: App,
  user: TestUser,
  body: Record<string, unknown> = {},
  idempotencyKey?: string,
) {
  return postOnce(app, user, '/api/quotes', body, idempotencyKey);
}

/** `POST /api/admin/quotes/{id}/versions` as `admin`. */
export function answerQuote(app: App, admin: TestUser, quoteId: string, body: object) {
  return sendAs(app, admin, 'POST', `/api/admin/quotes/${quoteId}/versions`, body);
}

/** `POST /api/quotes/{id}/accept` as `user`. */
export function acceptQuote(app: App, user: TestUser, quoteId: string, body: object) {
  return sendAs(app, user, 'POST', `/api/quotes/${quoteId}/accept`, body);
}

/** A calendar day `days` from today (UTC date; the shop day differs by at most one). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
