// What the employee record's use cases share: who calls, the deps, the stored shape and how it is
// read, merged and compared. The use cases: employee-hire (made from a signed contract),
// employee-sections (a save's sections), employee-save, employee-read (record, mine, reveal) and
// employee-status. The four sensitive values are encrypted before they reach the database and are
// never logged, audited or put in an error: the audit rows name fields only.
import { dateOfDay, dayOfDate, EMPLOYEE_SECTIONS, SERVER_MESSAGES } from '@hr/contracts';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { SessionStore } from '../../plugins/sessions.js';

export type Tx = Prisma.TransactionClient;

/** Who calls: the token's user, roles and authorities. */
export interface Caller {
  id: number;
  roles: string;
  authorities: readonly string[];
}

export interface EmployeesDeps extends Pick<ServiceDeps, 'db' | 'crypto' | 'clock'> {
  sessions: Pick<SessionStore, 'endAllOf' | 'forget'>;
}

export const day = (date: Date | null | undefined) => (date ? dayOfDate(date) : null);
export const toDate = (text: string | null | undefined) => (text ? dateOfDay(text) : null);
export const iso = (date: Date) => date.toISOString();
export const blankToNull = <T>(value: T | '' | undefined): T | null =>
  value === undefined || value === '' ? null : (value as T);

export const RECORD_INCLUDE = {
  personalDetails: true,
  addresses: true,
  contacts: true,
  superannuationFund: true,
  bankDetail: true,
  taxDetail: true,
  disability: true,
  driversLicense: true,
  department: { select: { name: true } },
  positionType: { select: { name: true } },
  industry: { select: { name: true } },
  discipline: { select: { name: true } },
  manager: { select: { firstName: true, lastName: true } },
  application: {
    select: {
      id: true,
      status: true,
      jobPositionId: true,
      applicantId: true,
      jobPosition: { select: { positionTitle: true } },
      applicant: { select: { email: true } },
    },
  },
  statusHistory: { orderBy: { createdAt: 'desc' as const }, take: 200 },
} satisfies Prisma.EmployeeInclude;

export type StoredEmployee = Prisma.EmployeeGetPayload<{ include: typeof RECORD_INCLUDE }>;

/** A 400 naming the fields, with the form's words as the message. */
export function invalid(fields: Record<string, string>): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    `${SERVER_MESSAGES.invalidInput} Check: ${Object.keys(fields).join(', ')}.`,
    fields,
  );
}

/** Parses a merged section with its full schema; issues become `section.field` names. */
export function checkSection<K extends keyof typeof EMPLOYEE_SECTIONS>(
  section: K,
  merged: Record<string, unknown>,
  fields: Record<string, string>,
): z.output<(typeof EMPLOYEE_SECTIONS)[K]> | undefined {
  const parsed = EMPLOYEE_SECTIONS[section].safeParse(merged);
  if (parsed.success) return parsed.data as z.output<(typeof EMPLOYEE_SECTIONS)[K]>;
  for (const issue of parsed.error.issues) {
    fields[[section, ...issue.path].join('.')] ??= issue.message;
  }
  return undefined;
}

/** Drops undefined values, so a merge keeps what a partial section left out. */
export const defined = (value: object | null | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined));

/** The stored personal details in the API's shape (the date of birth as its day). */
export function personalDetailsOf(pd: NonNullable<StoredEmployee['personalDetails']>) {
  return {
    title: pd.title,
    firstName: pd.firstName,
    middleName: pd.middleName,
    lastName: pd.lastName,
    preferredName: pd.preferredName,
    dateOfBirth: day(pd.dateOfBirth),
    gender: pd.gender,
    personalEmail: pd.personalEmail,
    personalPhone: pd.personalPhone,
    workPhone: pd.workPhone,
    differentAddress: pd.differentAddress,
  };
}

/** The emergency contact at `position` (1 or 2), or null. */
export function contactOf(employee: Pick<StoredEmployee, 'contacts'>, position: number) {
  const row = employee.contacts.find((c) => c.position === position);
  return row
    ? {
        name: row.name,
        relationship: row.relationship,
        phone: row.phone,
        email: row.email,
        address: row.address,
      }
    : null;
}

/** The superannuation fund (the contract's field keeps its spelling, `superanuationFund`). */
export function superFundOf(fund: StoredEmployee['superannuationFund']) {
  return fund
    ? { fundName: fund.fundName, fundAbn: fund.fundAbn, usi: fund.usi, memberNumber: fund.memberNumber }
    : null;
}

/** The stored sections in the save's input shape (dates as text, no sensitive values). */
export function storedInput(employee: StoredEmployee | null) {
  const address = (kind: string) => {
    const row = employee?.addresses.find((a) => a.kind === kind);
    return row
      ? {
          line1: row.line1,
          line2: row.line2,
          suburb: row.suburb,
          state: row.state,
          postcode: row.postcode,
          country: row.country,
        }
      : null;
  };
  const pd = employee?.personalDetails;
  const bank = employee?.bankDetail;
  const tax = employee?.taxDetail;
  const license = employee?.driversLicense;
  return {
    personalDetails: pd
      ? {
          ...personalDetailsOf(pd),
          physicalAddress: address('PHYSICAL'),
          postalAddress: address('POSTAL'),
        }
      : null,
    contactOne: employee ? contactOf(employee, 1) : null,
    contactTwo: employee ? contactOf(employee, 2) : null,
    superanuationFund: superFundOf(employee?.superannuationFund ?? null),
    bankDetail: bank ? { accountName: bank.accountName, bankName: bank.bankName, bsb: bank.bsb } : null,
    taxDetail: tax
      ? {
          residencyStatus: tax.residencyStatus,
          taxFreeThreshold: tax.taxFreeThreshold,
          studyLoanDebt: tax.studyLoanDebt,
        }
      : null,
    disability: employee?.disability ? { hasDisability: employee.disability.hasDisability } : null,
    driversLicense: license
      ? {
          state: license.state,
          licenseClass: license.licenseClass,
          issueDate: day(license.issueDate),
          expiryDate: day(license.expiryDate),
        }
      : null,
  };
}

/** The field names whose value differs between two flat objects (nested objects compared whole). */
export function changedFields(
  section: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) {
  const names: string[] = [];
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before?.[key] ?? null) !== JSON.stringify(value ?? null))
      names.push(`${section}.${key}`);
  }
  return names;
}

/** The stored record with what the answer shows. */
export const loadEmployee = (tx: Pick<Tx, 'employee'>, id: number) =>
  tx.employee.findUnique({ where: { id }, include: RECORD_INCLUDE });
