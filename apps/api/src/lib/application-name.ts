/**
 * What the app's PostgreSQL connections call themselves (`application_name`): the pool's and the
 * LISTEN connection, which every running process keeps open, so `npm run key:rotate` can refuse to
 * run beside a live process (db/encryption-key.ts).
 */
export const APPLICATION_NAME = 'hire-onboard';
