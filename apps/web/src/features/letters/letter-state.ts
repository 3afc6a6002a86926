// What the letter screens decide from a letter's state, kept apart from the components so it is tested.
import {
  APPLICATION_ACTIONS,
  CONTRACT_ACTIONS,
  formatMoney,
  LETTER_CODE_PATTERN,
  PAY_PERIOD_PHRASES,
  type PayPeriod,
  type TApplicationRow,
  type TContractLetter,
  type TOfferLetter,
} from '@hr/contracts';

export type LetterKind = 'offer' | 'contract';
type Letter = Pick<TOfferLetter | TContractLetter, 'status' | 'expired'>;

/** HR may edit a letter not saved yet, a draft, or one withdrawn (then send it again). */
export const isEditable = (letter: Letter | null | undefined) =>
  !letter || letter.status === 'DRAFT' || letter.status === 'WITHDRAWN';

/** A sent letter HR may still change: saving it makes the next version and withdraws the sent one. */
export const isRevisable = (letter: Letter | null | undefined) => letter?.status === 'SENT';

/** The applicant may answer a sent letter until its expiry date passes. */
export const isAnswerable = (letter: Letter) => letter.status === 'SENT' && !letter.expired;

/** The applicant may upload documents while the letter is open, and after accepting or signing it. */
export const takesDocuments = (letter: Letter) =>
  isAnswerable(letter) || letter.status === 'ACCEPTED' || letter.status === 'SIGNED';

/** A withdrawn letter, or a sent one past its expiry date, shows nothing to read or sign. */
export const isClosed = (letter: Letter) =>
  letter.status === 'WITHDRAWN' || (letter.status === 'SENT' && letter.expired);

const OFFER_STEPS: readonly string[] = ['PREPARE_OFFER', 'SEND_OFFER'];
const CONTRACT_STEPS: readonly string[] = ['PREPARE_CONTRACT', 'SEND_CONTRACT'];

/**
 * The letter step of an application list row for this user, with its label, or null: offers need
 * SHORTLISTING or ONBOARDING, contracts ONBOARDING (as the server's guards).
 */
export function letterStepOf(
  row: Pick<TApplicationRow, 'action' | 'contractAction'>,
  may: (kind: LetterKind) => boolean,
): { kind: LetterKind; label: string } | null {
  if (OFFER_STEPS.includes(row.action) && may('offer'))
    return { kind: 'offer', label: APPLICATION_ACTIONS[row.action as keyof typeof APPLICATION_ACTIONS] };
  if (CONTRACT_STEPS.includes(row.contractAction) && may('contract'))
    return {
      kind: 'contract',
      label: CONTRACT_ACTIONS[row.contractAction as keyof typeof CONTRACT_ACTIONS],
    };
  return null;
}

/** The emailed link's code: none (a plain visit), damaged (cut by a mail program), or whole. */
export function codeState(code: string | null): 'missing' | 'damaged' | 'whole' {
  if (code === null) return 'missing';
  return LETTER_CODE_PATTERN.test(code.trim()) ? 'whole' : 'damaged';
}

/** 'AUD 95,000 per year', as the letter's terms show the salary. */
export function salaryText(letter: {
  salary: number | null;
  currency: string;
  payPeriod: PayPeriod;
}): string {
  return letter.salary === null
    ? '—'
    : `${formatMoney(letter.salary, letter.currency)} ${PAY_PERIOD_PHRASES[letter.payPeriod]}`;
}

/** A time stamp with its zone, in the reader's locale: '27 Nov 2026, 10:32 AEDT'. */
export function formatWhen(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}
