// The public file of the reports module (role dashboards, Recruitment Tracking).
export { reportRoutes } from './reports.routes.js';
