// The public file of the interviews module: other modules and the app import it only through here.
export { interviewRecordRoutes } from './interview-record.routes.js';
export { interviewRoutes } from './interviews.routes.js';
export { type InterviewsSeed, seedInterviews } from './interviews.seed.js';
