// The public file of the approvals module: other modules and the app import it only through here.
export { approvalRoutes } from './approvals.routes.js';
export { type ApprovalsSeed, seedApprovals } from './approvals.seed.js';
export { type ApproversSeed, seedApprovers } from './approvers.seed.js';
