/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Google Identity Services client id; the Google button shows only when it is set. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  readonly VITE_CAREER_ASSESSMENT_URL?: string;
  readonly VITE_DEVELOPMENT_PLAN_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Where the words files are, under the base URL: 'assets/words/<version>/' (scripts/pageWords.ts). */
declare const __WORDS_DIR__: string;
