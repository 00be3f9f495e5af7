import {
  AmountTooLargeError,
  MONEY_MESSAGES,
  type ApiErrorBody,
  type ApiErrorCode,
} from '@partline/shared';
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { isUnstorableText } from '../db/errors.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/failures.js';
import { AppError, TooManyRequestsError, type ErrorDetails } from '../errors.js';
import { REQUEST_ID_HEADER } from './logger.js';

/** Codes for the statuses Fastify and its plugins answer by themselves. */
const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** Messages for people, for the framework's own errors (whose texts are for developers). */
const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type is JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
};

/** The answer to text PostgreSQL cannot store (a NUL character). */
export const UNSTORABLE_TEXT_MESSAGE = 'Text may not contain NUL characters';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/**
 * Adds the request id to an error answer `payload` (decision 332): a copy of
 * `{ error: { code, message, details? } }` with `error.requestId`; any other payload as it is.
 */
export function withRequestId(payload: unknown, requestId: string): unknown {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return payload;
  const error = payload.error;
  if (typeof error !== 'object' || error === null || !('code' in error)) return payload;
  return { ...payload, error: { ...error, requestId } };
}

/** `{ error: { code, message, details? } }` */
export function errorBody(
  code: ApiErrorCode,
  message: string,
  details?: ErrorDetails,
): ApiErrorBody {
  return { error: details ? { code, message, details } : { code, message } };
}

/**
 * Per-field messages of a schema validation failure: the issue path inside the validated part
 * (`productName`, `items.0.quantity`), or the part itself (`body`) for a whole-part issue.
 */
export function validationDetails(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): ErrorDetails {
  const details: ErrorDetails = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const field = path || (context ?? 'request');
    (details[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return details;
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** The 500 (or a plugin's own 503) for an unexpected error, logged with the request id. */
function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  error: FastifyError,
  status: number,
): FastifyReply {
  request.log.error({ err: error }, 'request failed');
  const code: ApiErrorCode = status === 503 ? 'service_unavailable' : 'internal_error';
  return reply
    .code(status === 503 ? 503 : 500)
    .send(errorBody(code, code === 'internal_error' ? GENERIC_500 : 'Service unavailable'));
}

/**
 * Fastify's `frameworkErrors` server option: what its router refuses before any hook runs — a
 * malformed percent-encoding in the path (400) or a path parameter longer than it allows (414) —
 * answers the one error shape too, without echoing the path, and with `nosniff` (the security
 * headers' hook has not run).
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = statusOf(error);
  request.log.info({ err: error }, 'request refused by the router');
  return reply
    .code(status < 500 ? status : 500)
    .header('x-content-type-options', 'nosniff')
    .header(REQUEST_ID_HEADER, request.id)
    .send(
      withRequestId(
        status < 500
          ? errorBody(
              CODE_BY_STATUS[status] ?? 'bad_request',
              MESSAGE_BY_FASTIFY_CODE[error.code] ?? 'Bad request',
            )
          : errorBody('internal_error', GENERIC_500),
        request.id,
      ),
    );
}

/**
 * The one error handler (STYLE.md, Errors): {@link AppError}s answer their status and code; schema
 * validation failures and totals that cannot be held exactly (`AmountTooLargeError`, decision 296)
 * 400 `validation_failed`; Fastify's own 4xx errors (body too large, unsupported media type, bad
 * JSON…) their status with a mapped code; everything else 500
 * `internal_error` with a generic message, logged with the request id — but 503
 * `service_unavailable` when the database is unreachable (decision 059). Also answers unknown routes
 * 404 `not_found` in the same shape. Every error answer, whoever sent it, carries the request id
 * of its `x-request-id` header and log lines as `error.requestId` (decision 332).
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.addHook('preSerialization', async (request, reply, payload) =>
      reply.statusCode >= 400 ? withRequestId(payload, request.id) : payload,
    );

    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
        if (error instanceof TooManyRequestsError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        return reply
          .code(error.statusCode)
          .send(errorBody(error.code, error.message, error.details));
      }

      if (error.validation) {
        const details = validationDetails(error.validation, error.validationContext);
        request.log.info({ details }, 'request validation failed');
        return reply
          .code(400)
          .send(errorBody('validation_failed', 'Some fields are not valid', details));
      }

      // A total computed from quantities and prices that cannot be held exactly: nothing was
      // written (the transaction that computed it rolled back).
      if (error instanceof AmountTooLargeError) {
        request.log.info({ err: error }, 'amount too large');
        return reply.code(400).send(errorBody('validation_failed', MONEY_MESSAGES.totalTooLarge));
      }

      // NUL in a text field, path or query: refused by PostgreSQL, so a bad request, not a 500.
      if (isUnstorableText(error)) {
        request.log.info({ err: error }, 'text the database cannot store');
        return reply.code(400).send(errorBody('bad_request', UNSTORABLE_TEXT_MESSAGE));
      }

      const status = statusOf(error);
      if (status < 500) {
        const code = CODE_BY_STATUS[status] ?? 'bad_request';
        request.log.info({ err: error }, 'request refused');
        return reply
          .code(status)
          .send(errorBody(code, MESSAGE_BY_FASTIFY_CODE[error.code] ?? error.message));
      }

      if (request.server.hasDecorator('database')) {
        // An unexpected failure while the database does not answer is the outage, not a bug:
        // 503, whatever shape the failure took on its way up (decision 059).
        return request.server.database.ping(1000).then(
          () => sendFailure(request, reply, error, status),
          () => {
            request.log.error({ err: error }, 'request failed: the database is not answering');
            return reply
              .code(503)
              .send(errorBody('service_unavailable', DATABASE_UNAVAILABLE_MESSAGE));
          },
        );
      }
      return sendFailure(request, reply, error, status);
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      return reply.code(404).send(errorBody('not_found', `Nothing at ${request.method} ${path}`));
    });
  },
  { name: 'partline-error-handler' },
);
