import { USER_MESSAGES } from '@partline/shared';

/** The error of a better-auth call: its HTTP status and better-auth's `{ code, message }`. */
export class AuthRequestError extends Error {
  override readonly name = 'AuthRequestError';

  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

interface BetterAuthResult<T> {
  data: T | null;
  error: { status: number; code?: string | undefined; message?: string | undefined } | null;
}

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The data of a better-auth client call.
 * @throws AuthRequestError when the call answered an error.
 */
export function unwrapAuthResult<T>(result: BetterAuthResult<T>): T {
  if (result.error) {
    const { status, code, message } = result.error;
    throw new AuthRequestError(status, code, message || GENERIC_MESSAGE);
  }
  return result.data as T;
}

/** The message shown for a failed sign-in (spec §8: the two sign-in errors word for word). */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof AuthRequestError) {
    if (error.code === 'USER_NOT_FOUND') return USER_MESSAGES.userDoesNotExist;
    if (error.code === 'INVALID_PASSWORD') return USER_MESSAGES.wrongPassword;
    return error.message;
  }
  return GENERIC_MESSAGE;
}

/** The message shown for any other failed auth call. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof AuthRequestError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_MESSAGE;
}
