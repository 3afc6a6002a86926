// The public file of the reports module (the Human Resource Reports and their kept figures).

export { createHrReportService } from './hr-reports.service.js';
export { type RecountResult, recountKeptFigures } from './kept-figures.js';
export { percentileSql } from './percentiles.js';
export { reportRoutes } from './reports.routes.js';
