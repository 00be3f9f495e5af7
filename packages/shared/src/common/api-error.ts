import { z } from 'zod';

/**
 * The closed list of machine-readable error codes the API answers with.
 * Clients switch on `code`; `message` is for people.
 */
export const API_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'idempotency_key_reused',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'payment_required',
  'card_declined',
  'insufficient_funds',
  'invalid_card',
  'service_unavailable',
  'internal_error',
] as const;

/** One of {@link API_ERROR_CODES}. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * Every non-2xx body of the API: `{ error: { code, message, details?, requestId? } }`.
 * `details` maps a field path (e.g. `"quantity"`, `"body.productName"` flattened to the field name)
 * to its messages, for forms to show under their fields. `requestId` is the answer's
 * `x-request-id`, the id its log lines carry (decision 332); optional, as answers from before it
 * had none.
 */
export const ApiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(API_ERROR_CODES),
      message: z.string(),
      details: z.record(z.string(), z.array(z.string())).optional(),
      requestId: z
        .string()
        .optional()
        .meta({ description: "The answer's `x-request-id`: quote it when reporting a problem" }),
    }),
  })
  .meta({ id: 'ApiError', description: 'The one error shape of every non-2xx answer' });

/** Body of every non-2xx answer. */
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
