/**
 * What an API key may do (decision 190): each route an API key may call names the one scope it
 * needs; a key reaches no other route (admin routes and account changes never have one).
 */
export const API_KEY_SCOPES = [
  'catalog:read',
  'orders:read',
  'orders:write',
  'invoices:read',
] as const;

/** One of {@link API_KEY_SCOPES}. */
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The header an API key travels in: `X-API-Key: pl_…` (decision 190). */
export const API_KEY_HEADER = 'x-api-key';
