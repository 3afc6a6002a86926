// Who an applicant is: one person per email (case-insensitive). A phone number already on another
// applicant's record is a warning the adding form shows, never a reason to file under that person.
import { z } from 'zod';

/** Digits a phone number must have before it is compared with other records. */
export const PHONE_MATCH_MIN_DIGITS = 6;

/** The digits of a phone number ('+61 (0)4 1234' -> '610412345'). */
export const phoneDigits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');

/** `POST /api/v1/applicant/phone-check`: the numbers a new applicant was given, and their email. */
export const ZPhoneCheck = z.object({
  phones: z.array(z.string().trim().max(30).nullish()).max(2),
  /** The new applicant's email: the applicant who has it is the same person, not a warning. */
  email: z.string().trim().max(254).nullish(),
});
export type TPhoneCheck = z.input<typeof ZPhoneCheck>;

export const ZPhoneMatch = z.object({
  applicantId: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type TPhoneMatch = z.infer<typeof ZPhoneMatch>;

/** Other applicants whose mobile or phone has the same digits (at most PHONE_MATCHES_LIMIT). */
export const ZPhoneCheckAnswer = z.object({ matches: z.array(ZPhoneMatch) });
export type TPhoneCheckAnswer = z.infer<typeof ZPhoneCheckAnswer>;
export const PHONE_MATCHES_LIMIT = 5;

export const APPLICANT_IDENTITY_PATHS = { phoneCheck: '/applicant/phone-check' } as const;

export const PHONE_SHARED = {
  message: (name: string, email: string) =>
    `This phone number is on ${name}'s record (${email}). Same person?`,
  useRecord: 'Use that record',
  keepNew: 'Keep as a new applicant',
} as const;
