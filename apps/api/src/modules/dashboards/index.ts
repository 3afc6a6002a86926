// The public file of the dashboards module (role dashboards, Recruitment Tracking): other modules and
// the app import it only through here.

export { dashboardRoutes } from './dashboards.routes.js';
export { createDashboardService } from './dashboards.service.js';
export { worksOn } from './works-on.js';
