// The public file of the requisitions module: other modules and the app import it only through here.
export { jobPositionRoutes } from './job-position.routes.js';
export { type RequisitionAuditSeed, seedRequisitionAudit } from './requisition-audit.seed.js';
export { requisitionRoutes } from './requisitions.routes.js';
export { type RequisitionsSeed, seedRequisitions } from './requisitions.seed.js';
export { REQUISITION_LIST } from './requisitions.service.js';
