// The interviews panel the requisition form's process tab mounts.

// The application record schedules and takes feedback with the same dialogs.
export { FeedbackDialog, ScheduleDialog } from './components/dialogs';
export { InterviewsPanel } from './components/interviews-panel';
