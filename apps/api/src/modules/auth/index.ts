// The public file of the auth module: other modules and the app import it only through here.

export { ACCOUNT_SELECT, fullName, tokenUserOf } from './account-row.js';
export {
  type AttemptLimiter,
  type AttemptLimits,
  createAttemptLimiter,
  LINK_CODE_ATTEMPT,
} from './attempt-limit.js';
export { authRoutes } from './auth.routes.js';
export { type DemoUsersSeed, seedDemoUsers } from './auth.seed.js';
export { authJobs } from './jobs.js';
