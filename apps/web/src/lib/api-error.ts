import type { ApiErrorCode } from '@partline/shared';

/**
 * A failed call to the API or its auth endpoints. `status` is the HTTP status (0 when the server
 * could not be reached), `code` and `message` come from the API's error shape
 * `{ error: { code, message, details? } }`, `details` maps a form field to its messages, and
 * `reason` is the auth library's own code where it gave one (e.g. better-auth's `USER_NOT_FOUND`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
    options?: { cause?: unknown; reason?: string | undefined },
  ) {
    super(message, options);
    this.reason = options?.reason;
  }

  readonly reason: string | undefined;
}

/** The code of an error answer that did not say one: by its HTTP status (0: unreachable). */
export function errorCodeOf(status: number): ApiErrorCode {
  if (status === 0) return 'service_unavailable';
  return status >= 500 ? 'internal_error' : 'bad_request';
}

/** Said when a failure carries no message of its own. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
