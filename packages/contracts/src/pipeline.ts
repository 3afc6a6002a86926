// The application pipeline: its statuses and the one table of their moves, each marked with what may
// make it. A person (HR with SHORTLISTING) makes the moves marked PERSON through the status calls;
// every other move is made only by its event (a letter sent or answered, an interview scheduled, the
// employee created, the applicant's data erased), raised by the module where the event happens.
// The server refuses a person's move that only an event makes, and no screen offers one.
import { z } from 'zod';

export const APPLICATION_STATUSES = {
  NEW: 'New',
  SCREENING: 'Screening',
  SHORTLISTED: 'Shortlisted',
  INTERVIEW: 'Interview',
  OFFERED: 'Offered',
  OFFER_ACCEPTED: 'Offer accepted',
  OFFER_DECLINED: 'Offer declined',
  CONTRACTED: 'Contracted',
  HIRED: 'Hired',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
} as const;
export type ApplicationStatus = keyof typeof APPLICATION_STATUSES;
export const APPLICATION_STATUS_CODES = Object.keys(APPLICATION_STATUSES) as [
  ApplicationStatus,
  ...ApplicationStatus[],
];
export const ZApplicationStatus = z.enum(APPLICATION_STATUS_CODES);

/** The status's words ("Offer accepted"); an unknown code as it is. */
export function applicationStatusLabel(status: string): string {
  return (APPLICATION_STATUSES as Record<string, string>)[status] ?? status;
}

/**
 * The events that move applications, with what happens in words (completing "…only when <words>").
 * `optional`: where the event has no move from the current status it changes nothing (an interview
 * scheduled for an application already at Offered); the others are refused there.
 */
export const PIPELINE_EVENTS = {
  INTERVIEW_SCHEDULED: { words: 'an interview is scheduled', optional: true },
  INTERVIEW_PASSED: { words: 'an interview step is marked as passed', optional: true },
  INTERVIEW_FAILED: { words: 'an interview step is marked as not passed', optional: true },
  OFFER_SENT: { words: 'the offer letter is sent', optional: false },
  OFFER_WITHDRAWN: { words: 'the offer letter is withdrawn', optional: true },
  OFFER_ACCEPTED: { words: 'the applicant accepts the offer letter', optional: false },
  OFFER_DECLINED: { words: 'the applicant declines the offer letter', optional: false },
  CONTRACT_SIGNED: { words: 'the applicant signs the contract letter', optional: false },
  CONTRACT_DECLINED: { words: 'the applicant declines the contract letter', optional: false },
  EMPLOYEE_CREATED: { words: 'the employee record is created from the signed contract', optional: false },
  APPLICANT_ERASED: { words: "the applicant's personal data is erased", optional: true },
  APPLICANT_WITHDREW: { words: 'the applicant withdraws the application', optional: false },
} as const;
export type PipelineEvent = keyof typeof PIPELINE_EVENTS;
/** Who or what may make a move: a person through the status calls, or an event. */
export type MoveBy = 'PERSON' | PipelineEvent;

const P = 'PERSON';
const TO_INTERVIEW = ['INTERVIEW_SCHEDULED', 'INTERVIEW_PASSED'] as const;
const REJECT = [P, 'INTERVIEW_FAILED'] as const;
const WITHDRAW = [P, 'APPLICANT_ERASED', 'APPLICANT_WITHDREW'] as const;

/**
 * Every move: from -> to -> what may make it. Screening may be skipped (NEW -> SHORTLISTED); an
 * interview scheduled or passed brings any earlier application to INTERVIEW. Until the offer is out a
 * candidate can be rejected; until hired they can withdraw (a manual withdrawal or rejection withdraws
 * the application's open letters). HIRED, REJECTED, WITHDRAWN and OFFER_DECLINED are final.
 */
export const APPLICATION_MOVES: Readonly<
  Record<ApplicationStatus, Readonly<Partial<Record<ApplicationStatus, readonly MoveBy[]>>>>
> = {
  NEW: { SCREENING: [P], SHORTLISTED: [P], INTERVIEW: TO_INTERVIEW, REJECTED: REJECT, WITHDRAWN: WITHDRAW },
  SCREENING: { SHORTLISTED: [P], INTERVIEW: TO_INTERVIEW, REJECTED: REJECT, WITHDRAWN: WITHDRAW },
  SHORTLISTED: { INTERVIEW: [P, ...TO_INTERVIEW], REJECTED: REJECT, WITHDRAWN: WITHDRAW },
  INTERVIEW: { OFFERED: ['OFFER_SENT'], REJECTED: REJECT, WITHDRAWN: WITHDRAW },
  OFFERED: {
    INTERVIEW: ['OFFER_WITHDRAWN'],
    OFFER_ACCEPTED: ['OFFER_ACCEPTED'],
    OFFER_DECLINED: ['OFFER_DECLINED'],
    WITHDRAWN: WITHDRAW,
  },
  OFFER_ACCEPTED: { CONTRACTED: ['CONTRACT_SIGNED'], WITHDRAWN: [...WITHDRAW, 'CONTRACT_DECLINED'] },
  OFFER_DECLINED: {},
  CONTRACTED: { HIRED: ['EMPLOYEE_CREATED'], WITHDRAWN: WITHDRAW },
  HIRED: {},
  REJECTED: {},
  WITHDRAWN: {},
};

/** What may make the move from one status to another (empty: the table has no such move). */
export function movesBy(from: string, to: string): readonly MoveBy[] {
  return (
    (APPLICATION_MOVES as Record<string, Partial<Record<string, readonly MoveBy[]>> | undefined>)[from]?.[
      to
    ] ?? []
  );
}

/** Whether a person (HR with the authority) may move an application from one status to another. */
export function canMoveApplication(from: string, to: string): boolean {
  return movesBy(from, to).includes(P);
}

/** The statuses a person may move an application to from this one (the status menu's choices). */
export function manualMoves(from: string): ApplicationStatus[] {
  return APPLICATION_STATUS_CODES.filter((to) => canMoveApplication(from, to));
}

/** The statuses a person may move any of these applications to (a bulk change's choice). */
export function commonMoves(froms: readonly string[]): ApplicationStatus[] {
  if (froms.length === 0) return [];
  return APPLICATION_STATUS_CODES.filter((to) => froms.some((from) => canMoveApplication(from, to)));
}

/** The status an event moves an application to from this one, or null where it has no move. */
export function eventMove(from: string, event: PipelineEvent): ApplicationStatus | null {
  return APPLICATION_STATUS_CODES.find((to) => movesBy(from, to).includes(event)) ?? null;
}

/** Whether the event's moves lead to this status: the event again (an offer resent) changes nothing there. */
export function eventLeadsTo(event: PipelineEvent, status: string): boolean {
  return APPLICATION_STATUS_CODES.some((from) => movesBy(from, status).includes(event));
}

/** Why a person's move is refused, naming both statuses and, for an event's move, the event. */
export function refusedMoveMessage(from: string, to: string): string {
  const events = movesBy(from, to).filter((by): by is PipelineEvent => by !== P);
  const move = `from ${applicationStatusLabel(from)} to ${applicationStatusLabel(to)}`;
  if (events.length > 0) {
    const when = events.map((event) => PIPELINE_EVENTS[event].words).join(' or when ');
    return `An application moves ${move} only when ${when}.`;
  }
  return `An application cannot move ${move}.`;
}

/** Why an event cannot move an application at this status. */
export function refusedEventMessage(from: string, event: PipelineEvent): string {
  return `This application is ${applicationStatusLabel(from)}: it cannot move on when ${PIPELINE_EVENTS[event].words}.`;
}

export type LetterKindName = 'offer' | 'contract';

/** The statuses at which a letter of each kind may be saved and sent. */
export const LETTER_STAGES: Readonly<Record<LetterKindName, readonly ApplicationStatus[]>> = {
  offer: ['INTERVIEW', 'OFFERED'],
  contract: ['OFFER_ACCEPTED'],
};

/**
 * Why a letter cannot be saved or sent at this status, naming the status, the stage it needs and
 * the action that gets there; null when it can. The server answers it (409) and the Letters tab shows
 * it before the form.
 */
export function letterStageRefusal(kind: LetterKindName, status: string): string | null {
  if (LETTER_STAGES[kind].includes(status as ApplicationStatus)) return null;
  const at = `This application is at ${applicationStatusLabel(status)}`;
  if (status === 'REJECTED' || status === 'WITHDRAWN' || status === 'OFFER_DECLINED')
    return `${at}: it is closed, so no ${kind} letter can be made.`;
  if (kind === 'offer') {
    if (status === 'NEW' || status === 'SCREENING' || status === 'SHORTLISTED')
      return `${at}. An offer can be made once it reaches Interview: schedule an interview on the Interviews tab.`;
    return `${at}: the offer has been accepted, so the next letter is the contract.`;
  }
  if (status === 'CONTRACTED' || status === 'HIRED') return `${at}: the contract has been signed.`;
  if (status === 'OFFERED')
    return `${at}. A contract can be made once the applicant accepts the offer letter.`;
  return `${at}. A contract can be made once the applicant accepts an offer letter: send the offer first.`;
}

/** Whether the application is closed: no move leads anywhere from its status. */
export function isFinalStatus(status: string): boolean {
  return APPLICATION_STATUS_CODES.every((to) => movesBy(status, to).length === 0);
}

/**
 * The stage an applicant sees of their own application, in plain words (docs/decisions.md): HR's
 * steps before the interview read as one "In review", and every offer-and-after step as "Offer"
 * (Hired too: the applicant learns it from their contract, and a second word would only repeat it).
 * Closed applications read "Not progressing", except the applicant's own withdrawal ("Withdrawn"),
 * which is what they did; a declined offer is their decision too, but HR's closing reads the same.
 */
export const APPLICANT_STAGE_WORDS = {
  RECEIVED: 'Received',
  IN_REVIEW: 'In review',
  INTERVIEW: 'Interview',
  OFFER: 'Offer',
  NOT_PROGRESSING: 'Not progressing',
  WITHDRAWN: 'Withdrawn',
} as const;
export type ApplicantStage = keyof typeof APPLICANT_STAGE_WORDS;

export const APPLICANT_STAGE_OF: Readonly<Record<ApplicationStatus, ApplicantStage>> = {
  NEW: 'RECEIVED',
  SCREENING: 'IN_REVIEW',
  SHORTLISTED: 'IN_REVIEW',
  INTERVIEW: 'INTERVIEW',
  OFFERED: 'OFFER',
  OFFER_ACCEPTED: 'OFFER',
  CONTRACTED: 'OFFER',
  HIRED: 'OFFER',
  OFFER_DECLINED: 'NOT_PROGRESSING',
  REJECTED: 'NOT_PROGRESSING',
  WITHDRAWN: 'NOT_PROGRESSING',
};

/**
 * The stage of an application for its applicant. A withdrawal reads "Withdrawn" only when the
 * applicant made it (`withdrawnByApplicant`); HR's withdrawal or an erasure reads "Not progressing".
 */
export function applicantStage(status: string, withdrawnByApplicant = false): ApplicantStage {
  if (status === 'WITHDRAWN' && withdrawnByApplicant) return 'WITHDRAWN';
  return (APPLICANT_STAGE_OF as Record<string, ApplicantStage>)[status] ?? 'IN_REVIEW';
}

/** Why the applicant cannot withdraw an application at this status (null: they can). */
export function applicantWithdrawalRefusal(status: string): string | null {
  if (eventMove(status, 'APPLICANT_WITHDREW') !== null) return null;
  if (status === 'WITHDRAWN') return 'This application has already been withdrawn.';
  if (status === 'HIRED')
    return 'You have been hired for this position, so the application cannot be withdrawn.';
  return 'This application is closed, so it cannot be withdrawn.';
}
