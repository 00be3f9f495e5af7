/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base URL; defaults to `/api`. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
