// The public file of the reports module (role dashboards, Recruitment Tracking, HR reports).

export { createDashboardService } from './dashboards.service.js';
export { createHrReportService } from './hr-reports.service.js';
export { type RecountResult, recountKeptFigures } from './kept-figures.js';
export { reportRoutes } from './reports.routes.js';
export { worksOn } from './works-on.js';
