// Interviews by requisition: scheduling, changes, interviewers and feedback. Scheduling never moves
// the application's status (the candidates pipeline owns that). Scheduling and rescheduling email
// both sides; the record's "Send again" buttons resend one side, at most once per resend window.
// One file per use case (issue 30); this is the service the routes use.
import { createInterviewListService } from './interview-list.service.js';
import { createInterviewScheduleService } from './interview-schedule.service.js';
import type { InterviewDeps } from './interview-shared.js';

export { INTERVIEW_EXPORT_HEADERS } from './interview-list.service.js';
export { interviewInclude, toFeedback, toRow } from './interview-shared.js';

export function createInterviewService(deps: InterviewDeps) {
  return {
    ...createInterviewListService(deps),
    ...createInterviewScheduleService(deps),
  };
}
