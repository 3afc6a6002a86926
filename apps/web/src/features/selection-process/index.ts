// The public file of the selection process: the steps panel, the notice interviews show without
// steps, and the hooks interviews reuse.
export { useInterviewerUsers, useSelectionSteps } from './api';
export { NoSelectionStepsNotice, selectionProcessPath } from './components/no-steps-notice';
export { SelectionProcessPanel } from './components/selection-process-panel';
