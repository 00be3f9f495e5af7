/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base URL; defaults to `/api`. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A Lingui catalog, compiled by `@lingui/vite-plugin` when imported (decision 325). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
