// The public file of the applications module: other modules and the app import it only through here.
export { applicationList } from './application-list.js';
export { applicationListRoutes } from './application-list.routes.js';
export { applicationHrRoutes, applicationRecordRoutes } from './application-record.routes.js';
// The careers site creates its applications (resume read, applicant linked, scored) as HR's form does.
export {
  type ApplicationRecordService,
  createApplicationRecordService,
} from './application-record.service.js';
export { applyPipelineEvent, lockApplicationStatus, moveApplications } from './application-status.service.js';
export { applicationRoutes } from './applications.routes.js';
export { type ApplicationsSeed, seedApplications } from './applications.seed.js';
export { passInterviewStep } from './pipeline-step.js';
export { type ResumeFields, readResumeFields } from './resume-fields.js';
export { rescoreApplications, rescoreRequisition } from './scoring.js';
