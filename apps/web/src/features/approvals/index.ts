// The public file of approvals: the panel the requisition form mounts and the emailed link's page.
export { ApprovalsPanel } from './components/approvals-panel';
