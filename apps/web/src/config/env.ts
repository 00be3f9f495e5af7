/** Build-time configuration of the web app (Vite `VITE_*` variables). */
export const env = {
  /** Base URL of the API (DESIGN.md: the specification's `{host}`), without a trailing slash. */
  apiUrl: (import.meta.env.VITE_API_URL || '/api').replace(/\/+$/, ''),
} as const;
