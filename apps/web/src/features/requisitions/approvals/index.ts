// The selection process and approvals panels the requisition form's process tab mounts.
export { ApprovalsPanel } from './components/approvals-panel';
export { SelectionProcessPanel } from './components/selection-process-panel';
export interface PanelProps {
  positionId: number;
  locked: boolean;
}
