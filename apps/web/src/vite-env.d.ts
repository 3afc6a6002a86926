/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the main API; defaults to the same origin + /api/v1. */
  readonly VITE_MAIN_API_URL?: string;
  /** Base URL of the HR API; defaults to the same origin + /api/hr/v1. */
  readonly VITE_HR_API_URL?: string;
  /** URL of the user login endpoint; defaults to the same origin + /auth/userLogin. */
  readonly VITE_LOGIN_URL?: string;
  /** Base of the other sign-in calls (sign-out, passwords); defaults to the same origin + /auth. */
  readonly VITE_AUTH_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
