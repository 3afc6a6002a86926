// The public file of the audit module (Settings > Audit).
export { auditRoutes } from './audit.routes.js';
export { AUDIT_LIST, auditListFor } from './audit-list.js';
