// Reading the employee record: masked, the caller's own id, and one sensitive field revealed in full
// (audited: who saw which field of whom, never the value).
import {
  EMPLOYEE_MESSAGES,
  type EmployeeStatus,
  hasAuthority,
  maskSensitive,
  parseRoles,
  ROLES,
  SERVER_MESSAGES,
  type SensitiveEmployeeField,
  type TEmployeeRecord,
  type TMyEmployee,
  type TRevealedEmployeeField,
} from '@hr/contracts';
import { audit } from '../../db/audit.js';
import { AppError, notFound } from '../../lib/app-error.js';
import {
  type Caller,
  contactOf,
  day,
  type EmployeesDeps,
  iso,
  loadEmployee,
  personalDetailsOf,
  type StoredEmployee,
  superFundOf,
} from './employee-record.js';

export function createEmployeeReadService({ db, crypto }: Pick<EmployeesDeps, 'db' | 'crypto'>) {
  const { prisma } = db;

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
      personalDetails: pd ? personalDetailsOf(pd) : null,
      physicalAddress: address('PHYSICAL'),
      postalAddress: address('POSTAL'),
      contactOne: contactOf(employee, 1),
      contactTwo: contactOf(employee, 2),
      superanuationFund: superFundOf(employee.superannuationFund),
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

  return {
    /**
     * The record, masked. ONBOARDING reads any; an Employee without it reads only their own (any
     * other id answers 404, as a missing one does); other staff get 403.
     */
    async get(id: number, caller: Caller): Promise<TEmployeeRecord> {
      const mayReadAll = hasAuthority(caller.authorities, 'ONBOARDING');
      if (!mayReadAll && !parseRoles(caller.roles).includes(ROLES.EMPLOYEE)) {
        throw new AppError('FORBIDDEN', SERVER_MESSAGES.forbidden);
      }
      const employee = await loadEmployee(prisma, id);
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
  };
}
