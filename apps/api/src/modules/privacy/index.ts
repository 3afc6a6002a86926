// The public file of the privacy module: other modules and the app import it only through here.
export { privacyJobs } from './jobs.js';
export { privacyRoutes } from './privacy.routes.js';
export { applicantRetentionMonths } from './privacy.service.js';
