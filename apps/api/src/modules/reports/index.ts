// The public file of the reports module (role dashboards, Recruitment Tracking).

export { createDashboardService } from './dashboards.service.js';
export { reportRoutes } from './reports.routes.js';
