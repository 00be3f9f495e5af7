import { ApiErrorSchema, type ApiErrorCode } from '@partline/shared';
import { ApiError } from './api-client';

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/** Reads an error answer (the API's error shape, or anything else) into an {@link ApiError}. */
export function parseApiError(status: number, body: unknown): ApiError {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(status, code, message, details);
  }
  const code: ApiErrorCode = status >= 500 ? 'internal_error' : 'bad_request';
  return new ApiError(status, code, GENERIC_MESSAGE);
}
