// Personal data rights (beyond the spec): export what is held about an applicant, erase an
// applicant who was not hired, and the retention after which unsuccessful applicants are erased.
import { z } from 'zod';

/** Paths relative to the main API base (`/api/v1`). */
export const PRIVACY_PATHS = {
  export: (applicantId: number | string) => `/applicant/${applicantId}/export`,
  erase: (applicantId: number | string) => `/applicant/${applicantId}/erase`,
  settings: '/privacy/settings',
} as const;

/** The statuses whose applicants the retention job erases once their last activity is old enough. */
export const UNSUCCESSFUL_APPLICATION_STATUSES = ['REJECTED', 'WITHDRAWN', 'OFFER_DECLINED'] as const;

/** At most ten years; 0 turns the automatic erasure off. */
export const MAX_RETENTION_MONTHS = 120;

export const ZPrivacySettings = z.object({
  retentionMonths: z.number().int().min(0).max(MAX_RETENTION_MONTHS),
});
export type TPrivacySettings = z.infer<typeof ZPrivacySettings>;
export const ZPrivacySettingsAnswer = z.object({ message: z.string(), data: ZPrivacySettings });

/** The erase call's body: the applicant's email typed again, so no one erases the wrong person. */
export const ZEraseApplicant = z.object({ confirmEmail: z.string().trim().min(1).max(254) });
export type TEraseApplicant = z.infer<typeof ZEraseApplicant>;

export const ZEraseAnswer = z.object({
  message: z.string(),
  /** How many files were removed from the storage. */
  filesRemoved: z.number().int(),
});
export type TEraseAnswer = z.infer<typeof ZEraseAnswer>;

/** The download's name: `applicant-<id>-data.zip`. */
export const exportFileName = (applicantId: number) => `applicant-${applicantId}-data.zip`;

export const PRIVACY_MESSAGES = {
  erased: 'The applicant’s personal data has been erased.',
  alreadyErased: 'This applicant’s personal data has already been erased.',
  hired: 'This applicant was hired: their data belongs to the employee record and cannot be erased here.',
  confirmEmailMismatch: 'Type the applicant’s email address exactly to confirm.',
  settingsSaved: 'Successfully saved!',
  exported: 'Data exported',
} as const;
