/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** 'true' lets `?lng=en-XA` show the pseudo-locale in a production build (scripts/e2e.mjs; i18n/detect.ts). */
  readonly VITE_PSEUDO_LOCALE?: string;
}
