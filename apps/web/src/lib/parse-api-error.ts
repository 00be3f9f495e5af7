import { ApiErrorSchema } from '@partline/shared';
import { ApiError, errorCodeOf, GENERIC_ERROR_MESSAGE } from './api-error';

/** Reads an error answer (the API's error shape, or anything else) into an {@link ApiError}. */
export function parseApiError(status: number, body: unknown): ApiError {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(status, code, message, details);
  }
  return new ApiError(status, errorCodeOf(status), GENERIC_ERROR_MESSAGE);
}
