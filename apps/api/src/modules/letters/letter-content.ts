// What a letter says, from its saved fields: the terms, the text (HR's template with its merge fields
// filled), and the content a version's SHA-256 is taken of. The PDF, the applicant's screen and the
// hash all come from here, so they cannot say different things.
import { createHash } from 'node:crypto';
import { formatMoney, PAY_PERIOD_PHRASES, type PayPeriod, renderTemplate } from '@hr/contracts';
import { type LetterKind, longDate } from './letter-store.js';

export const LETTER_TITLE: Record<LetterKind, string> = {
  offer: 'Offer of employment',
  contract: 'Employment contract',
};

/** The saved fields a letter's text and terms are made from. */
export interface LetterFields {
  kind: LetterKind;
  jobTitle: string;
  contractType: string | null;
  salary: number | null;
  currency: string;
  payPeriod: PayPeriod;
  startDate: Date | null;
  expiryDate: Date | null;
}

/** What the letter is about beyond its own fields: who it is to, and where. */
export interface LetterContext {
  applicantName: string;
  applicantEmail: string;
  companyName: string;
  department: string | null;
  city: string | null;
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** 'AUD 95,000' (the amount with its currency). */
export const salaryAmount = (fields: Pick<LetterFields, 'salary' | 'currency'>) =>
  fields.salary === null ? '—' : formatMoney(fields.salary, fields.currency);

/** 'AUD 95,000 per year'. */
export const salaryText = (fields: Pick<LetterFields, 'salary' | 'currency' | 'payPeriod'>) =>
  fields.salary === null ? '—' : `${salaryAmount(fields)} ${PAY_PERIOD_PHRASES[fields.payPeriod]}`;

/** The terms as the letter lists them above its text. */
export function termsOf(
  fields: LetterFields,
  context: Pick<LetterContext, 'applicantName'>,
): [string, string][] {
  return [
    ['Applicant', context.applicantName],
    ['Position', fields.jobTitle],
    ...(fields.kind === 'contract' && fields.contractType
      ? [['Contract type', fields.contractType] as [string, string]]
      : []),
    ['Salary', salaryText(fields)],
    ['Start date', fields.startDate ? longDate(fields.startDate) : '—'],
    ...(fields.expiryDate ? [['Answer by', longDate(fields.expiryDate)] as [string, string]] : []),
  ];
}

/** The merge fields' values: every one comes from a saved field or the letter's context. */
export function mergeValues(fields: LetterFields, context: LetterContext): Record<string, string> {
  return {
    applicantName: context.applicantName,
    companyName: context.companyName,
    ...(context.department ? { department: context.department } : {}),
    ...(context.city ? { city: context.city } : {}),
    jobTitle: fields.jobTitle,
    ...(fields.contractType ? { contractType: fields.contractType } : {}),
    ...(fields.salary === null ? {} : { salary: salaryAmount(fields) }),
    payPeriod: PAY_PERIOD_PHRASES[fields.payPeriod],
    ...(fields.startDate ? { startDate: longDate(fields.startDate) } : {}),
    ...(fields.expiryDate ? { expiryDate: longDate(fields.expiryDate) } : {}),
  };
}

export const renderBody = (template: string, fields: LetterFields, context: LetterContext) =>
  renderTemplate(template, mergeValues(fields, context));

/**
 * The content of a version as sent, one canonical text: who sends it to whom, the version, the terms
 * and the text. Its SHA-256 (UTF-8) is the letter's content hash on the signature certificate.
 */
export function letterContent(
  fields: LetterFields,
  context: LetterContext,
  body: string,
  version: number,
): string {
  return [
    context.companyName,
    `${LETTER_TITLE[fields.kind]}, version ${version}`,
    `To: ${context.applicantName} <${context.applicantEmail}>`,
    ...termsOf(fields, context).map(([label, value]) => `${label}: ${value}`),
    '',
    body,
  ].join('\n');
}
