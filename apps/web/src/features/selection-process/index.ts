// The public file of the selection process: the steps panel and the hooks interviews reuse.
export { useInterviewerUsers, useSelectionSteps } from './api';
export { SelectionProcessPanel } from './components/selection-process-panel';
