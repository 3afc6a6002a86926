/** The exact user-facing strings of spec sections 2, 5 and 8. Tests hold them word for word. */
export const MESSAGES = {
  // Errors and failures (section 8, 5)
  requiredDocumentsNotUploaded: 'Required documents are not uploaded',
  failed: 'Failed',
  failedBang: 'Failed!',
  failedFillAllFields: 'Failed! Make sure you filled all fields',
  failedToUpload: 'Failed to upload!',
  failedToUpdate: 'Failed to update!',
  requisitionIncomplete: 'Job Requisition is Incomplete',
  someRequisitionsIncomplete: 'Some of Checked Job Requisitions are Incomplete',
  applicationExistsPrefix: 'Sorry, an application for this',

  // Success toasts (section 8)
  passwordChanged: 'Password has been changed',
  save: 'Save',
  successfullySavedBang: 'Successfully saved!',
  sending: 'Sending...',
  successfullyCreated: 'Successfully created!',
  successfullyUpdated: 'Successfully updated!',
  successfullyUploaded: 'Successfully uploaded!',
  successfullyReplaced: 'Successfully replaced!',
  successfullySaved: 'Successfully saved',
  messageSent: 'Message sent',
  deleted: 'deleted',
  success: 'Success',
  offerLetterSent: 'Offer letter has been sent.',
  contractLetterSent: 'Contract letter has been sent.',

  // Denied page (section 2)
  unauthorizedTitle: 'Unauthorized Access!!',
  unauthorizedText: "You don't have the permission to access this page.",

  // Expired-requisition dialog (section 2)
  expiredRequisitionText:
    'This job requisition has expired. If you want to extend the date, click the update button or delete this job requisition.',
} as const;

/** Server messages of our own (not in the spec), kept here so web and api agree. */
export const SERVER_MESSAGES = {
  invalidCredentials: 'Incorrect email or password.',
  tooManyLoginAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  unauthenticated: 'Authentication required.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have the permission for this action.',
  notFound: 'Not found.',
  invalidInput: 'Invalid input.',
  internal: 'Something went wrong on the server.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  /** Shown by the web app while it retries a call that answered 503. */
  serviceUnavailableRetrying: 'The service is temporarily unavailable. Retrying…',
  fileMissing: 'The file is missing from storage.',
} as const;

/** INTERVIEW_ALREADY_EXISTS_THIS_DATE -> 'interview already exists this date'. */
export function humanizeErrorCode(code: string): string {
  return code.replace(/_/g, ' ').toLowerCase();
}

/** An interview scheduling error is shown as is when shorter than 60 characters. */
export function interviewScheduleErrorText(message: string | undefined | null): string {
  if (message && message.length < 60) return message;
  return MESSAGES.failedBang;
}
