// The public file of requisition-core: what every module that changes a requisition shares
// (status transitions, the lock, completeness and the audit log). Import it only through here.
export { type AuditChange, type AuditContext, auditText, diffFields, recordAudit, type Tx } from './audit.js';
export { refuseWhileAwaitingApproval } from './candidates-rule.js';
export {
  type Completeness,
  checkCompleteness,
  refreshProgress,
  refuseUnlessReadyToSubmit,
} from './completeness.js';
export { lockState, refuseLocked } from './lock.js';
export { onRequirementsChanged, requirementsChanged } from './requirements-changed.js';
export { moveRequisitionStatus } from './status.js';
export { completenessIn, refreshProgressIn, txQuery } from './tx-sql.js';
