// The interviews panel the requisition form's process tab mounts.
export { InterviewsPanel } from './components/interviews-panel';
