// Offer and contract letters: HR saves, sends (a one-time code in the emailed link), withdraws and
// reads them; the applicant who owns one reads it, answers it with a typed signature and uploads its
// documents. Ownership is checked here: another applicant's letter answers 404, like a missing one.
// Each sent version keeps its content and SHA-256; an accepted letter's PDF is kept as issued.
// One file per use case (issue 30); this is the letters service the routes and the job use.
import { createLetterAnswerService } from './letter-answer.service.js';
import { createLetterComposeService } from './letter-compose.service.js';
import { createLetterDocumentsService } from './letter-documents.service.js';
import { createLetterRemindersService } from './letter-reminders.service.js';
import type { LettersDeps } from './letter-shared.js';

export type { Caller, LettersDeps } from './letter-shared.js';

export function createLettersService(deps: LettersDeps) {
  return {
    ...createLetterComposeService(deps),
    ...createLetterAnswerService(deps),
    ...createLetterDocumentsService(deps),
    ...createLetterRemindersService(deps),
  };
}

export type LettersService = ReturnType<typeof createLettersService>;
