/** Product name shown on the home page, the login page and as the fallback top-bar title. */
export const APP_NAME = 'HireOnboard';

/** A page chunk that has not loaded after this long counts as failed (spec section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Width of the side menu (spec section 9). */
export const DRAWER_WIDTH = 300;

/** Highest number the expired-requisition badge shows before "99+" (spec section 9). */
export const BADGE_MAX = 99;

/** Toast settings of spec section 9. */
export const TOAST_AUTO_CLOSE_MS = 5000;
