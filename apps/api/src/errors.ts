import { ApiErrorSchema, type ApiErrorCode } from '@partline/shared';

/** Per-field messages, e.g. `{ quantity: ['Minimum order is 10'] }`. */
export type ErrorDetails = Record<string, string[]>;

/**
 * An error a client may see. The error handler answers `statusCode` with
 * `{ error: { code, message, details? } }`; services throw the subclasses below.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400 `bad_request`. */
export class BadRequestError extends AppError {
  constructor(message = 'Bad request', details?: ErrorDetails) {
    super(400, 'bad_request', message, details);
  }
}

/** 400 `validation_failed` with per-field messages. */
export class ValidationError extends AppError {
  constructor(details: ErrorDetails, message = 'Some fields are not valid') {
    super(400, 'validation_failed', message, details);
  }
}

/**
 * The base of an error whose status and code are fixed and whose message has a default: the
 * subclass names the case (`class NotFoundError extends fixedError(404, 'not_found', 'Not found')`)
 * and a service may pass a more precise message.
 */
function fixedError(statusCode: number, code: ApiErrorCode, defaultMessage: string) {
  return class extends AppError {
    constructor(message = defaultMessage) {
      super(statusCode, code, message);
    }
  };
}

/** 401 `unauthorized`: no or an invalid session. */
export class UnauthorizedError extends fixedError(401, 'unauthorized', 'Sign in first') {}

/** 403 `forbidden`: signed in but not allowed. */
export class ForbiddenError extends fixedError(
  403,
  'forbidden',
  'You are not allowed to do this',
) {}

/** 404 `not_found`. */
export class NotFoundError extends fixedError(404, 'not_found', 'Not found') {}

/** 409 `conflict`: the request clashes with the current state. */
export class ConflictError extends AppError {
  constructor(message: string, details?: ErrorDetails) {
    super(409, 'conflict', message, details);
  }
}

/**
 * 402: a payment was refused — `card_declined`, `insufficient_funds` or `invalid_card` (the card
 * processor's answer), or `payment_required` (the intent has not succeeded).
 */
export class PaymentError extends AppError {
  constructor(
    code: 'card_declined' | 'insufficient_funds' | 'invalid_card' | 'payment_required',
    message: string,
  ) {
    super(402, code, message);
  }
}

/** 413 `payload_too_large`: the request, or a file in it, is larger than allowed. */
export class PayloadTooLargeError extends fixedError(
  413,
  'payload_too_large',
  'The request body is too large',
) {}

/** 415 `unsupported_media_type`: the body, or a file in it, is of a type not accepted here. */
export class UnsupportedMediaTypeError extends fixedError(
  415,
  'unsupported_media_type',
  'This content type is not supported here',
) {}

/**
 * 429 `rate_limited`: a limit of how often something may be done is reached; the answer carries
 * `Retry-After` (seconds until it may be done again).
 */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate_limited', message);
  }
}

/** 503 `service_unavailable`: a dependency (database, provider) does not answer. */
export class ServiceUnavailableError extends fixedError(
  503,
  'service_unavailable',
  'Service unavailable',
) {}

/**
 * The error answers of a route's schema: each of `statuses` answers `{ error: { code, message,
 * details? } }` (STYLE.md, Errors), e.g. `errorResponses(400, 401, 403)`.
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ApiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema])) as Record<
    Status,
    typeof ApiErrorSchema
  >;
}
