// The public file of approvals: the panel the requisition form mounts, the emailed link's page, and
// the in-place answer the manager's dashboard offers.
export { ApprovalsPanel } from './components/approvals-panel';
export { type ApprovalToAnswer, RespondApprovalDialog } from './components/respond-approval-dialog';
