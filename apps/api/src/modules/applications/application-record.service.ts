// The application record (`/appfrm/{id}`): the applicant's details, the resume and its report,
// reviews, compliance review and the interview steps. Every write that changes a score's input
// rescores in the same transaction. One file per use case (issue 30); this is the service the routes
// and the careers site use.
import { createApplicationDetailsService } from './application-details.service.js';
import { createApplicationReadService } from './application-read.service.js';
import type { RecordDeps } from './application-record-shared.js';
import { createApplicationResumeService } from './application-resume.service.js';
import { createApplicationReviewService } from './application-review.service.js';

export function createApplicationRecordService(deps: RecordDeps) {
  return {
    ...createApplicationReadService(deps),
    ...createApplicationDetailsService(deps),
    ...createApplicationResumeService(deps),
    ...createApplicationReviewService(deps),
  };
}

export type ApplicationRecordService = ReturnType<typeof createApplicationRecordService>;
