import { USER_MESSAGES } from '@partline/shared';
import { ApiError, errorCodeOf, GENERIC_ERROR_MESSAGE } from '@/lib/api-error';

interface BetterAuthResult<T> {
  data: T | null;
  error: { status: number; code?: string | undefined; message?: string | undefined } | null;
}

/**
 * The data of a better-auth client call.
 * @throws ApiError when the call answered an error; better-auth's code is its `reason`.
 */
export function unwrapAuthResult<T>(result: BetterAuthResult<T>): T {
  if (result.error) {
    const { status, code, message } = result.error;
    throw new ApiError(status, errorCodeOf(status), message || GENERIC_ERROR_MESSAGE, undefined, {
      reason: code,
    });
  }
  return result.data as T;
}

/** The message shown for a failed sign-in (spec §8: the two sign-in errors word for word). */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.reason === 'USER_NOT_FOUND') return USER_MESSAGES.userDoesNotExist;
    if (error.reason === 'INVALID_PASSWORD') return USER_MESSAGES.wrongPassword;
    return error.message;
  }
  return GENERIC_ERROR_MESSAGE;
}

/** The message shown for any other failed auth call. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}
