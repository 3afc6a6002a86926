// The employee record: made from a signed contract, edited section by section, read masked, revealed
// field by field (audited), and moved through the status conversion table. The four sensitive values
// are encrypted before they reach the database and are never logged, audited or put in an error: the
// audit rows name fields only.
import {
  canChangeEmployeeStatus,
  dateOfDay,
  dayOfDate,
  EMPLOYEE_MESSAGES,
  EMPLOYEE_SECTIONS,
  type EmployeeStatus,
  employeeRecordProblems,
  hasAuthority,
  maskSensitive,
  parseRoles,
  ROLES,
  refusedEmployeeStatusMessage,
  SERVER_MESSAGES,
  type SensitiveEmployeeField,
  type TEmployeeChangeStatusAnswer,
  type TEmployeeRecord,
  type TEmployeeSaveAnswer,
  type TEmployeeSaveParsed,
  type TMyEmployee,
  type TRevealedEmployeeField,
  type ZEmployeeChangeStatus,
} from '@hr/contracts';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { orgToday } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { SessionStore } from '../../plugins/sessions.js';
import { applyPipelineEvent } from '../applications/index.js';
import { applyLearningRules } from '../learning/index.js';
import { moveRequisitionStatus } from '../requisition-core/index.js';
import { makeEmployee } from '../users/index.js';

type Tx = Prisma.TransactionClient;

/** Who calls: the token's user, roles and authorities. */
export interface Caller {
  id: number;
  roles: string;
  authorities: readonly string[];
}

export interface EmployeesDeps extends Pick<ServiceDeps, 'db' | 'crypto' | 'clock'> {
  sessions: Pick<SessionStore, 'endAllOf' | 'forget'>;
}

/** The requisition statuses a hire walks through, in order, up to Candidate accepted. */
const HIRE_PATH = ['RVA', 'IN', 'RCK', 'CCK', 'CA'] as const;

const day = (date: Date | null | undefined) => (date ? dayOfDate(date) : null);
const toDate = (text: string | null | undefined) => (text ? dateOfDay(text) : null);
const iso = (date: Date) => date.toISOString();
const blankToNull = <T>(value: T | '' | undefined): T | null =>
  value === undefined || value === '' ? null : (value as T);

const RECORD_INCLUDE = {
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

type StoredEmployee = Prisma.EmployeeGetPayload<{ include: typeof RECORD_INCLUDE }>;

/** A 400 naming the fields, with the form's words as the message. */
function invalid(fields: Record<string, string>): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    `${SERVER_MESSAGES.invalidInput} Check: ${Object.keys(fields).join(', ')}.`,
    fields,
  );
}

/** Parses a merged section with its full schema; issues become `section.field` names. */
function checkSection<K extends keyof typeof EMPLOYEE_SECTIONS>(
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
const defined = (value: object | null | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined));

/** The stored sections in the save's input shape (dates as text, no sensitive values). */
function storedInput(employee: StoredEmployee | null) {
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
  const contact = (position: number) => {
    const row = employee?.contacts.find((c) => c.position === position);
    return row
      ? {
          name: row.name,
          relationship: row.relationship,
          phone: row.phone,
          email: row.email,
          address: row.address,
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
          physicalAddress: address('PHYSICAL'),
          postalAddress: address('POSTAL'),
        }
      : null,
    contactOne: contact(1),
    contactTwo: contact(2),
    superanuationFund: employee?.superannuationFund
      ? {
          fundName: employee.superannuationFund.fundName,
          fundAbn: employee.superannuationFund.fundAbn,
          usi: employee.superannuationFund.usi,
          memberNumber: employee.superannuationFund.memberNumber,
        }
      : null,
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
function changedFields(
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

export function createEmployeesService(deps: EmployeesDeps) {
  const { db, crypto, clock, sessions } = deps;
  const { prisma } = db;

  const load = (tx: Tx | typeof prisma, id: number) =>
    tx.employee.findUnique({ where: { id }, include: RECORD_INCLUDE });

  /** The record as the API answers it: addresses beside personalDetails, sensitive values masked. */
  async function toRecord(employee: StoredEmployee): Promise<TEmployeeRecord> {
    const masked = (stored: string | null | undefined) =>
      stored ? maskSensitive(crypto.decrypt(stored)) : null;
    const address = (kind: string) => {
      const row = employee.addresses.find((a) => a.kind === kind);
      return row
        ? {
            line1: row.line1,
            line2: row.line2,
            suburb: row.suburb ?? '',
            state: row.state ?? '',
            postcode: row.postcode ?? '',
            country: row.country ?? '',
          }
        : null;
    };
    const contact = (position: number) => {
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
    };
    const changers = await userNames(employee.statusHistory.map((h) => h.userId));
    const pd = employee.personalDetails;
    const license = employee.driversLicense;
    const application = employee.application;
    return {
      id: employee.id,
      employeeCode: employee.employeeCode,
      status: employee.status as EmployeeStatus,
      approved: employee.approved,
      contractId: employee.contractLetterId,
      userId: employee.userId,
      personalDetails: pd
        ? {
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
          }
        : null,
      physicalAddress: address('PHYSICAL'),
      postalAddress: address('POSTAL'),
      contactOne: contact(1),
      contactTwo: contact(2),
      superanuationFund: employee.superannuationFund
        ? {
            fundName: employee.superannuationFund.fundName,
            fundAbn: employee.superannuationFund.fundAbn,
            usi: employee.superannuationFund.usi,
            memberNumber: employee.superannuationFund.memberNumber,
          }
        : null,
      bankDetail: employee.bankDetail
        ? {
            accountName: employee.bankDetail.accountName,
            bankName: employee.bankDetail.bankName,
            bsb: employee.bankDetail.bsb,
            accountNumber: masked(employee.bankDetail.accountNumberEnc) ?? '',
          }
        : null,
      taxDetail: employee.taxDetail
        ? {
            taxFileNumber: masked(employee.taxDetail.taxFileNumberEnc) ?? '',
            residencyStatus: employee.taxDetail.residencyStatus,
            taxFreeThreshold: employee.taxDetail.taxFreeThreshold,
            studyLoanDebt: employee.taxDetail.studyLoanDebt,
          }
        : null,
      disability: employee.disability
        ? {
            hasDisability: employee.disability.hasDisability,
            details: masked(employee.disability.detailsEnc),
          }
        : null,
      driversLicense: license
        ? {
            licenseNumber: masked(license.licenseNumberEnc) ?? '',
            state: license.state,
            licenseClass: license.licenseClass,
            issueDate: day(license.issueDate),
            expiryDate: day(license.expiryDate),
          }
        : null,
      employment: {
        departmentId: employee.departmentId,
        departmentName: employee.department?.name ?? null,
        positionTypeId: employee.positionTypeId,
        positionTypeName: employee.positionType?.name ?? null,
        industryId: employee.industryId,
        industryName: employee.industry?.name ?? null,
        disciplineId: employee.disciplineId,
        disciplineName: employee.discipline?.name ?? null,
        employmentStartDate: day(employee.employmentStartDate),
        managerId: employee.managerId,
        managerName: employee.manager
          ? `${employee.manager.firstName} ${employee.manager.lastName}`.trim()
          : null,
      },
      application: application
        ? {
            id: application.id,
            status: application.status,
            requisitionId: application.jobPositionId,
            positionTitle: application.jobPosition.positionTitle,
            applicantId: application.applicantId,
            applicantEmail: application.applicant.email,
          }
        : null,
      statusHistory: employee.statusHistory.map((h) => ({
        fromStatus: h.fromStatus,
        toStatus: h.toStatus,
        effectiveDate: day(h.effectiveDate),
        reason: h.reason,
        changedBy: h.userId === null ? null : (changers.get(h.userId) ?? null),
        createdAt: iso(h.createdAt),
      })),
      createdAt: iso(employee.createdAt),
      updatedAt: iso(employee.updatedAt),
    };
  }

  async function userNames(ids: (number | null)[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const users = await prisma.user.findMany({
      where: { id: { in: wanted } },
      select: { id: true, firstName: true, lastName: true },
    });
    return new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
  }

  /** 400 naming each reference id of the employment section that does not exist. */
  async function checkReferences(tx: Tx, employment: TEmployeeSaveParsed['employment']) {
    if (!employment) return;
    const fields: Record<string, string> = {};
    const checks: [string, number | null | undefined, () => Promise<unknown>][] = [
      [
        'departmentId',
        employment.departmentId,
        () => tx.department.findUnique({ where: { id: employment.departmentId! } }),
      ],
      [
        'positionTypeId',
        employment.positionTypeId,
        () => tx.positionType.findUnique({ where: { id: employment.positionTypeId! } }),
      ],
      [
        'industryId',
        employment.industryId,
        () => tx.industry.findUnique({ where: { id: employment.industryId! } }),
      ],
      [
        'disciplineId',
        employment.disciplineId,
        () => tx.industryDiscipline.findUnique({ where: { id: employment.disciplineId! } }),
      ],
    ];
    for (const [name, id, find] of checks) {
      if (id != null && !(await find())) fields[`employment.${name}`] = 'Choose one from the list';
    }
    if (employment.managerId != null) {
      const manager = await tx.user.findUnique({
        where: { id: employment.managerId },
        select: { active: true, roles: { select: { role: { select: { name: true } } } } },
      });
      const roles = manager?.roles.map((r) => r.role.name) ?? [];
      if (!manager?.active || (roles.length === 1 && roles[0] === ROLES.APPLICANT)) {
        fields['employment.managerId'] = EMPLOYEE_MESSAGES.unknownManager;
      }
    }
    if (Object.keys(fields).length > 0) throw invalid(fields);
  }

  /** Walks the requisition on towards Candidate accepted as far as the status table allows. */
  async function advanceRequisition(tx: Tx, positionId: number, actorId: number) {
    const rows = await tx.$queryRaw<
      { status: string }[]
    >`SELECT status FROM job_position WHERE id = ${positionId}`;
    const from = HIRE_PATH.indexOf(rows[0]?.status as (typeof HIRE_PATH)[number]);
    if (from < 0) return;
    for (const to of HIRE_PATH.slice(from + 1)) {
      await moveRequisitionStatus(tx, { userId: actorId }, positionId, to);
    }
  }

  /**
   * Creates the employee of a signed contract: prefilled from the applicant, the requisition (where
   * they work, the hiring manager) and the contract (start date). Answers the new id.
   */
  async function create(
    tx: Tx,
    contractId: number,
    actorId: number,
  ): Promise<{ id: number; userId: number | null }> {
    // Two "Create employee" clicks at once: the second waits here, then finds the first's employee.
    await tx.$queryRaw`SELECT id FROM contract_letter WHERE id = ${contractId} FOR UPDATE`;
    const contract = await tx.contractLetter.findUnique({
      where: { id: contractId },
      select: {
        status: true,
        startDate: true,
        employee: { select: { id: true } },
        application: {
          select: {
            id: true,
            jobPositionId: true,
            applicant: true,
            jobPosition: {
              select: {
                departmentId: true,
                positionTypeId: true,
                industryId: true,
                disciplineId: true,
                hiringManagerId: true,
              },
            },
          },
        },
      },
    });
    if (!contract) throw notFound('Contract letter', contractId);
    if (contract.status !== 'SIGNED')
      throw new AppError('CONTRACT_NOT_SIGNED', EMPLOYEE_MESSAGES.contractNotSigned);
    if (contract.employee) throw new AppError('EMPLOYEE_EXISTS', EMPLOYEE_MESSAGES.employeeExists);
    const { applicant, jobPosition } = contract.application;
    if (applicant.userId !== null) {
      const linked = await tx.employee.findUnique({
        where: { userId: applicant.userId },
        select: { id: true },
      });
      if (linked) throw new AppError('EMPLOYEE_EXISTS', EMPLOYEE_MESSAGES.personIsEmployee);
    }
    const employee = await tx.employee.create({
      data: {
        applicationId: contract.application.id,
        contractLetterId: contractId,
        userId: applicant.userId,
        departmentId: jobPosition.departmentId,
        positionTypeId: jobPosition.positionTypeId,
        industryId: jobPosition.industryId,
        disciplineId: jobPosition.disciplineId,
        managerId: jobPosition.hiringManagerId,
        employmentStartDate: contract.startDate,
        status: 'ONBOARDING',
      },
      select: { id: true },
    });
    await tx.$executeRaw`UPDATE employee SET employee_code = 'EMP-' || lpad(id::text, 6, '0') WHERE id = ${employee.id}`;
    // Prefilled personal details: only the applicant's values the record's rules accept.
    const prefill: Record<string, unknown> = {
      title: applicant.title,
      firstName: applicant.firstName,
      middleName: applicant.middleName,
      lastName: applicant.surName,
      personalEmail: applicant.email,
      personalPhone: applicant.mobile ?? applicant.phone,
    };
    const shape = EMPLOYEE_SECTIONS.personalDetails.shape;
    const accepted = Object.fromEntries(
      Object.entries(prefill).filter(
        ([key, value]) => value != null && shape[key as keyof typeof shape].safeParse(value).success,
      ),
    );
    await tx.employeePersonalDetails.create({
      data: {
        employeeId: employee.id,
        firstName: applicant.firstName,
        lastName: applicant.surName,
        ...accepted,
        differentAddress: false,
      },
    });
    await tx.employeeStatusHistory.create({
      data: {
        employeeId: employee.id,
        fromStatus: null,
        toStatus: 'ONBOARDING',
        effectiveDate: contract.startDate,
        reason: 'Employee record created from the signed contract',
        userId: actorId,
      },
    });
    // Hired is reached only here: refused (and the employee not made) unless the application is Contracted.
    await applyPipelineEvent(
      tx,
      contract.application.id,
      'EMPLOYEE_CREATED',
      actorId,
      'Employee record created',
    );
    await advanceRequisition(tx, contract.application.jobPositionId, actorId);
    const roleChanged =
      applicant.userId !== null ? await makeEmployee(tx, sessions, applicant.userId, actorId) : false;
    return { id: employee.id, userId: roleChanged ? applicant.userId : null };
  }

  /**
   * Writes the sections the body sent, each merged into the stored one and checked whole (400 naming
   * the fields). Answers the names of the fields that changed (never their values).
   */
  async function writeSections(tx: Tx, employeeId: number, body: TEmployeeSaveParsed): Promise<string[]> {
    const stored = await load(tx, employeeId);
    if (!stored) throw notFound('Employee', employeeId);
    const before = storedInput(stored);
    const fields: Record<string, string> = {};
    const changed: string[] = [];
    const today = await orgToday(tx, clock());

    // personalDetails with its addresses.
    let personal: z.output<typeof EMPLOYEE_SECTIONS.personalDetails> | undefined;
    if (body.personalDetails) {
      const merged = {
        differentAddress: false,
        ...defined(before.personalDetails),
        ...defined(body.personalDetails),
      };
      personal = checkSection('personalDetails', merged, fields);
      if (personal) {
        if (!personal.differentAddress) personal.postalAddress = null;
        for (const problem of employeeRecordProblems({ personalDetails: personal, today })) {
          fields[problem.path.join('.')] ??= problem.message;
        }
        changed.push(...changedFields('personalDetails', before.personalDetails, personal));
      }
    }

    const simple = {} as {
      contactOne?: z.output<typeof EMPLOYEE_SECTIONS.contactOne> | null;
      contactTwo?: z.output<typeof EMPLOYEE_SECTIONS.contactTwo> | null;
      superanuationFund?: z.output<typeof EMPLOYEE_SECTIONS.superanuationFund>;
    };
    for (const section of ['contactOne', 'contactTwo', 'superanuationFund'] as const) {
      const sent = body[section];
      if (sent === undefined) continue;
      if (sent === null) {
        if (before[section]) changed.push(section);
        simple[section as 'contactTwo'] = null;
        continue;
      }
      const checked = checkSection(section, { ...defined(before[section]), ...defined(sent) }, fields);
      if (checked) {
        (simple as Record<string, unknown>)[section] = checked;
        changed.push(...changedFields(section, before[section], checked));
      }
    }

    /** A sensitive value: the new one (encrypted), the stored one, or a 400 when neither exists. */
    const secret = (
      path: SensitiveEmployeeField,
      sent: string | undefined,
      storedEnc: string | null | undefined,
    ) => {
      if (sent !== undefined) {
        if (!storedEnc || crypto.decrypt(storedEnc) !== sent) changed.push(path);
        return crypto.encrypt(sent);
      }
      if (storedEnc) return storedEnc;
      fields[path] ??= 'Required';
      return undefined;
    };

    let bank:
      | { data: z.output<typeof EMPLOYEE_SECTIONS.bankDetail>; enc?: string; last4: string | null }
      | undefined;
    if (body.bankDetail) {
      const data = checkSection(
        'bankDetail',
        { ...defined(before.bankDetail), ...defined(body.bankDetail) },
        fields,
      );
      const enc = secret(
        'bankDetail.accountNumber',
        body.bankDetail.accountNumber,
        stored.bankDetail?.accountNumberEnc,
      );
      if (data) {
        changed.push(
          ...changedFields('bankDetail', before.bankDetail, { ...data, accountNumber: undefined }),
        );
        const plain = body.bankDetail.accountNumber;
        bank = { data, enc, last4: plain ? plain.slice(-4) : (stored.bankDetail?.accountLast4 ?? null) };
      }
    }

    let tax: { data: z.output<typeof EMPLOYEE_SECTIONS.taxDetail>; enc?: string } | undefined;
    if (body.taxDetail) {
      const merged = {
        residencyStatus: 'RESIDENT',
        taxFreeThreshold: false,
        studyLoanDebt: false,
        ...defined(before.taxDetail),
        ...defined(body.taxDetail),
      };
      const data = checkSection('taxDetail', merged, fields);
      const enc = secret(
        'taxDetail.taxFileNumber',
        body.taxDetail.taxFileNumber,
        stored.taxDetail?.taxFileNumberEnc,
      );
      if (data) {
        changed.push(...changedFields('taxDetail', before.taxDetail, { ...data, taxFileNumber: undefined }));
        tax = { data, enc };
      }
    }

    let disability: { hasDisability: boolean; enc: string | null } | null | undefined;
    if (body.disability === null) {
      if (stored.disability) changed.push('disability');
      disability = null;
    } else if (body.disability) {
      const data = checkSection(
        'disability',
        { ...defined(before.disability), ...defined(body.disability) },
        fields,
      );
      if (data) {
        if (!data.hasDisability) {
          if (stored.disability?.detailsEnc) changed.push('disability.details');
          disability = { hasDisability: false, enc: null };
        } else {
          const enc = secret('disability.details', body.disability.details, stored.disability?.detailsEnc);
          if (enc) disability = { hasDisability: true, enc };
        }
        changed.push(
          ...changedFields('disability', before.disability, { hasDisability: data.hasDisability }),
        );
      }
    }

    let license: { data: z.output<typeof EMPLOYEE_SECTIONS.driversLicense>; enc?: string } | null | undefined;
    if (body.driversLicense === null) {
      if (stored.driversLicense) changed.push('driversLicense');
      license = null;
    } else if (body.driversLicense) {
      const data = checkSection(
        'driversLicense',
        { ...defined(before.driversLicense), ...defined(body.driversLicense) },
        fields,
      );
      const enc = secret(
        'driversLicense.licenseNumber',
        body.driversLicense.licenseNumber,
        stored.driversLicense?.licenseNumberEnc,
      );
      if (data) {
        for (const problem of employeeRecordProblems({ driversLicense: data })) {
          fields[problem.path.join('.')] ??= problem.message;
        }
        changed.push(
          ...changedFields('driversLicense', before.driversLicense, { ...data, licenseNumber: undefined }),
        );
        license = { data, enc };
      }
    }

    if (body.employment) {
      await checkReferences(tx, body.employment);
      const current = {
        departmentId: stored.departmentId,
        positionTypeId: stored.positionTypeId,
        industryId: stored.industryId,
        disciplineId: stored.disciplineId,
        employmentStartDate: day(stored.employmentStartDate),
        managerId: stored.managerId,
        approved: stored.approved,
      };
      changed.push(...changedFields('employment', current, defined(body.employment)));
    }

    if (Object.keys(fields).length > 0) throw invalid(fields);

    // Every check passed: write.
    const id = employeeId;
    if (personal) {
      const { physicalAddress, postalAddress, ...details } = personal;
      const row = {
        title: blankToNull(details.title),
        firstName: details.firstName,
        middleName: blankToNull(details.middleName),
        lastName: details.lastName,
        preferredName: blankToNull(details.preferredName),
        dateOfBirth: toDate(details.dateOfBirth),
        gender: blankToNull(details.gender),
        personalEmail: blankToNull(details.personalEmail),
        personalPhone: blankToNull(details.personalPhone),
        workPhone: blankToNull(details.workPhone),
        differentAddress: details.differentAddress,
      };
      await tx.employeePersonalDetails.upsert({
        where: { employeeId: id },
        create: { employeeId: id, ...row },
        update: row,
      });
      for (const [kind, address] of [
        ['PHYSICAL', physicalAddress],
        ['POSTAL', postalAddress],
      ] as const) {
        if (address) {
          const data = { ...address, line2: blankToNull(address.line2) };
          await tx.employeeAddress.upsert({
            where: { employeeId_kind: { employeeId: id, kind } },
            create: { employeeId: id, kind, ...data },
            update: data,
          });
        } else {
          await tx.employeeAddress.deleteMany({ where: { employeeId: id, kind } });
        }
      }
    }
    for (const [section, position] of [
      ['contactOne', 1],
      ['contactTwo', 2],
    ] as const) {
      const contact = simple[section];
      if (contact === undefined) continue;
      if (contact === null) {
        await tx.employeeContact.deleteMany({ where: { employeeId: id, position } });
        continue;
      }
      const data = {
        name: contact.name,
        relationship: blankToNull(contact.relationship),
        phone: contact.phone,
        email: blankToNull(contact.email),
        address: blankToNull(contact.address),
      };
      await tx.employeeContact.upsert({
        where: { employeeId_position: { employeeId: id, position } },
        create: { employeeId: id, position, ...data },
        update: data,
      });
    }
    if (simple.superanuationFund) {
      const fund = simple.superanuationFund;
      const data = {
        fundName: fund.fundName,
        fundAbn: blankToNull(fund.fundAbn),
        usi: blankToNull(fund.usi),
        memberNumber: blankToNull(fund.memberNumber),
      };
      await tx.employeeSuperannuation.upsert({
        where: { employeeId: id },
        create: { employeeId: id, ...data },
        update: data,
      });
    }
    if (bank?.enc) {
      const data = {
        accountName: bank.data.accountName,
        bankName: blankToNull(bank.data.bankName),
        bsb: bank.data.bsb,
        accountNumberEnc: bank.enc,
        accountLast4: bank.last4,
      };
      await tx.employeeBankDetail.upsert({
        where: { employeeId: id },
        create: { employeeId: id, ...data },
        update: data,
      });
    }
    if (tax?.enc) {
      const data = {
        taxFileNumberEnc: tax.enc,
        residencyStatus: tax.data.residencyStatus,
        taxFreeThreshold: tax.data.taxFreeThreshold,
        studyLoanDebt: tax.data.studyLoanDebt,
      };
      await tx.employeeTaxDetail.upsert({
        where: { employeeId: id },
        create: { employeeId: id, ...data },
        update: data,
      });
    }
    if (disability === null) await tx.employeeDisability.deleteMany({ where: { employeeId: id } });
    else if (disability) {
      const data = { hasDisability: disability.hasDisability, detailsEnc: disability.enc };
      await tx.employeeDisability.upsert({
        where: { employeeId: id },
        create: { employeeId: id, ...data },
        update: data,
      });
    }
    if (license === null) await tx.employeeDriversLicense.deleteMany({ where: { employeeId: id } });
    else if (license?.enc) {
      const data = {
        licenseNumberEnc: license.enc,
        state: license.data.state,
        licenseClass: license.data.licenseClass,
        issueDate: toDate(license.data.issueDate),
        expiryDate: toDate(license.data.expiryDate),
      };
      await tx.employeeDriversLicense.upsert({
        where: { employeeId: id },
        create: { employeeId: id, ...data },
        update: data,
      });
    }
    if (body.employment) {
      const e = body.employment;
      await tx.employee.update({
        where: { id },
        data: {
          ...(e.departmentId !== undefined ? { departmentId: e.departmentId } : {}),
          ...(e.positionTypeId !== undefined ? { positionTypeId: e.positionTypeId } : {}),
          ...(e.industryId !== undefined ? { industryId: e.industryId } : {}),
          ...(e.disciplineId !== undefined ? { disciplineId: e.disciplineId } : {}),
          ...(e.employmentStartDate !== undefined
            ? { employmentStartDate: toDate(e.employmentStartDate) }
            : {}),
          ...(e.managerId !== undefined ? { managerId: e.managerId } : {}),
          ...(e.approved !== undefined ? { approved: e.approved } : {}),
        },
      });
    } else if (changed.length > 0) {
      await tx.employee.update({ where: { id }, data: { updatedAt: clock() } });
    }
    return [...new Set(changed)];
  }

  return {
    /**
     * `save/{contractId}`: creates (no employeeId) or updates (employeeId of this contract's employee).
     * The create, the sections, the application's and requisition's moves, the account's new role and
     * the audit row are one transaction.
     */
    async save(contractId: number, body: TEmployeeSaveParsed, actorId: number): Promise<TEmployeeSaveAnswer> {
      let userToForget: number | null = null;
      const result = await prisma.$transaction(async (tx) => {
        let employeeId: number;
        const creating = body.employeeId === undefined;
        if (creating) {
          const made = await create(tx, contractId, actorId);
          employeeId = made.id;
          // The mandatory courses of the new hire's department and position type (idempotent).
          await applyLearningRules(tx, await orgToday(tx, clock()), { employeeId });
          userToForget = made.userId;
        } else {
          employeeId = body.employeeId!;
          const found = await tx.employee.findUnique({
            where: { id: employeeId },
            select: { contractLetterId: true },
          });
          if (!found) throw notFound('Employee', employeeId);
          if (found.contractLetterId !== contractId) {
            throw invalid({ employeeId: EMPLOYEE_MESSAGES.notThisContract });
          }
          // One save at a time per employee: the merge reads what the previous one wrote.
          await tx.$queryRaw`SELECT id FROM employee WHERE id = ${employeeId} FOR UPDATE`;
        }
        const changed = await writeSections(tx, employeeId, body);
        await audit(tx, {
          userId: actorId,
          entity: 'Employee',
          id: employeeId,
          action: creating ? 'CREATE' : 'UPDATE',
          fields: changed,
        });
        return {
          employeeId,
          message: creating ? EMPLOYEE_MESSAGES.created : EMPLOYEE_MESSAGES.updated,
        };
      });
      if (userToForget !== null) sessions.forget(userToForget);
      return result;
    },

    /**
     * The record, masked. ONBOARDING reads any; an Employee without it reads only their own (any
     * other id answers 404, as a missing one does); other staff get 403.
     */
    async get(id: number, caller: Caller): Promise<TEmployeeRecord> {
      const mayReadAll = hasAuthority(caller.authorities, 'ONBOARDING');
      if (!mayReadAll && !parseRoles(caller.roles).includes(ROLES.EMPLOYEE)) {
        throw new AppError('FORBIDDEN', SERVER_MESSAGES.forbidden);
      }
      const employee = await load(prisma, id);
      if (!employee || (!mayReadAll && employee.userId !== caller.id)) throw notFound('Employee', id);
      return toRecord(employee);
    },

    /** The caller's own employee id (null when no employee record is theirs). */
    async mine(userId: number): Promise<TMyEmployee> {
      const own = await prisma.employee.findUnique({ where: { userId }, select: { id: true } });
      return { employeeId: own?.id ?? null };
    },

    /** One sensitive field in full; the audit row says who saw which field of whom (never the value). */
    async reveal(
      id: number,
      field: SensitiveEmployeeField,
      actorId: number,
    ): Promise<TRevealedEmployeeField> {
      const employee = await prisma.employee.findUnique({
        where: { id },
        select: {
          bankDetail: { select: { accountNumberEnc: true } },
          taxDetail: { select: { taxFileNumberEnc: true } },
          driversLicense: { select: { licenseNumberEnc: true } },
          disability: { select: { detailsEnc: true } },
        },
      });
      if (!employee) throw notFound('Employee', id);
      const stored = {
        'bankDetail.accountNumber': employee.bankDetail?.accountNumberEnc,
        'taxDetail.taxFileNumber': employee.taxDetail?.taxFileNumberEnc,
        'driversLicense.licenseNumber': employee.driversLicense?.licenseNumberEnc,
        'disability.details': employee.disability?.detailsEnc,
      }[field];
      if (!stored) throw new AppError('NOT_FOUND', EMPLOYEE_MESSAGES.fieldNotSet);
      const value = crypto.decrypt(stored);
      await audit(prisma, { userId: actorId, entity: 'Employee', id, action: 'REVEAL', fields: [field] });
      return { field, value };
    },

    /** A move through the conversion table (409 when refused), kept as a history row and audited. */
    async changeStatus(
      body: z.output<typeof ZEmployeeChangeStatus>,
      actorId: number,
    ): Promise<TEmployeeChangeStatusAnswer> {
      return prisma.$transaction(async (tx) => {
        const rows = await tx.$queryRaw<{ status: string }[]>`
          SELECT status FROM employee WHERE id = ${body.employeeId} FOR UPDATE`;
        const from = rows[0]?.status;
        if (from === undefined) throw notFound('Employee', body.employeeId);
        if (!canChangeEmployeeStatus(from, body.status)) {
          throw new AppError('INVALID_TRANSITION', refusedEmployeeStatusMessage(from, body.status));
        }
        await tx.employee.update({ where: { id: body.employeeId }, data: { status: body.status } });
        await tx.employeeStatusHistory.create({
          data: {
            employeeId: body.employeeId,
            fromStatus: from,
            toStatus: body.status,
            effectiveDate: toDate(body.effectiveDate),
            reason: body.reason,
            userId: actorId,
          },
        });
        await audit(tx, {
          userId: actorId,
          entity: 'Employee',
          id: body.employeeId,
          action: 'STATUS_CHANGE',
          fields: ['status'],
          details: { from, to: body.status, effectiveDate: body.effectiveDate },
        });
        return {
          message: EMPLOYEE_MESSAGES.statusChanged,
          employeeId: body.employeeId,
          fromStatus: from as EmployeeStatus,
          status: body.status,
        };
      });
    },
  };
}
