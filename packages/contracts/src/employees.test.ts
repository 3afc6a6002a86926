import { describe, expect, it } from 'vitest';
import {
  canChangeEmployeeStatus,
  EMPLOYEE_PATHS,
  EMPLOYEE_STATUSES,
  EMPLOYEE_TRANSITIONS,
  employeeFormValues,
  isValidTfn,
  maskSensitive,
  ZEmployeeCriteria,
  ZEmployeeForm,
  ZEmployeeSave,
} from './employees.js';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('employee contracts', () => {
  it('checks tax file numbers with the ATO weights', () => {
    expect(isValidTfn('123 456 782')).toBe(true);
    expect(isValidTfn('123456789')).toBe(false);
    expect(isValidTfn('12345678')).toBe(false);
    expect(isValidTfn('12345677')).toBe(true);
    expect(isValidTfn('1234567')).toBe(false);
    expect(isValidTfn('12345678a')).toBe(false);
  });

  it('masks a value to its last three characters', () => {
    expect(maskSensitive('123456789')).toBe('•••••789');
    expect(maskSensitive('12')).toBe('•••••');
  });

  it('keeps every status in the conversion table and TERMINATED final', () => {
    expect(Object.keys(EMPLOYEE_TRANSITIONS).sort()).toEqual([...EMPLOYEE_STATUSES].sort());
    expect(EMPLOYEE_TRANSITIONS.TERMINATED).toEqual([]);
    expect(canChangeEmployeeStatus('ONBOARDING', 'ACTIVE')).toBe(true);
    expect(canChangeEmployeeStatus('ONBOARDING', 'ON_LEAVE')).toBe(false);
    expect(canChangeEmployeeStatus('ACTIVE', 'ACTIVE')).toBe(false);
  });

  it('normalises BSB and tax file number, and keeps masked values as not sent', () => {
    const body = ZEmployeeSave.parse({
      bankDetail: { bsb: '062-000', accountNumber: '•••••789' },
      taxDetail: { taxFileNumber: '123 456 782' },
    });
    expect(body.bankDetail).toEqual({ bsb: '062000', accountNumber: undefined });
    expect(body.taxDetail?.taxFileNumber).toBe('123456782');
  });

  it('names the field of a bad TFN, BSB, account, postal address and licence dates', () => {
    expect(issuesOf(ZEmployeeSave.safeParse({ taxDetail: { taxFileNumber: '123456789' } }))).toEqual([
      'taxDetail.taxFileNumber',
    ]);
    expect(issuesOf(ZEmployeeSave.safeParse({ bankDetail: { bsb: '12345' } }))).toEqual(['bankDetail.bsb']);
    expect(issuesOf(ZEmployeeSave.safeParse({ bankDetail: { accountNumber: '1234' } }))).toEqual([
      'bankDetail.accountNumber',
    ]);
    expect(
      issuesOf(ZEmployeeSave.safeParse({ personalDetails: { differentAddress: true, postalAddress: null } })),
    ).toEqual(['personalDetails.postalAddress']);
    expect(
      issuesOf(
        ZEmployeeSave.safeParse({ driversLicense: { issueDate: '2026-01-01', expiryDate: '2025-01-01' } }),
      ),
    ).toEqual(['driversLicense.expiryDate']);
  });

  it('does not fill defaults into a partial section', () => {
    expect(ZEmployeeSave.parse({ personalDetails: { firstName: 'Ann' } }).personalDetails).toEqual({
      firstName: 'Ann',
    });
  });

  it('takes blank optional inputs as null', () => {
    const body = ZEmployeeSave.parse({ personalDetails: { personalEmail: '', workPhone: ' ' } });
    expect(body.personalDetails).toEqual({ personalEmail: null, workPhone: null });
  });

  it('filters the spec columns', () => {
    expect(
      ZEmployeeCriteria.safeParse({ columns: ['status'], operators: ['SEL_EQUAL'], values: ['ACTIVE'] })
        .success,
    ).toBe(true);
    expect(
      ZEmployeeCriteria.safeParse({ columns: ['status'], operators: ['SEL_EQUAL'], values: ['GONE'] })
        .success,
    ).toBe(false);
    expect(EMPLOYEE_PATHS.get(4)).toBe('/employee/get/4');
  });

  it('turns a read record into form values the form schema and the save accept', () => {
    const record = {
      id: 4,
      employeeCode: 'EMP-000004',
      status: 'ACTIVE',
      approved: true,
      contractId: 9,
      userId: null,
      personalDetails: {
        title: null,
        firstName: 'Ann',
        middleName: null,
        lastName: 'Lee',
        preferredName: null,
        dateOfBirth: '1990-01-01',
        gender: null,
        personalEmail: null,
        personalPhone: '0400 111 222',
        workPhone: null,
        differentAddress: false,
      },
      physicalAddress: {
        line1: '1 King St',
        line2: null,
        suburb: 'Newtown',
        state: 'NSW',
        postcode: '2042',
        country: 'Australia',
      },
      postalAddress: null,
      contactOne: null,
      contactTwo: null,
      superanuationFund: null,
      bankDetail: { accountName: 'Ann Lee', bankName: null, bsb: '062000', accountNumber: '•••••789' },
      taxDetail: {
        taxFileNumber: '•••••782',
        residencyStatus: 'RESIDENT',
        taxFreeThreshold: true,
        studyLoanDebt: false,
      },
      disability: null,
      driversLicense: null,
      employment: {
        departmentId: 1,
        departmentName: 'Sales',
        positionTypeId: null,
        positionTypeName: null,
        industryId: null,
        industryName: null,
        disciplineId: null,
        disciplineName: null,
        employmentStartDate: '2027-02-01',
        managerId: 3,
        managerName: 'Mia Manager',
      },
      application: null,
      statusHistory: [],
      createdAt: '2026-11-23T00:00:00.000Z',
      updatedAt: '2026-11-23T00:00:00.000Z',
    } as const;
    const values = employeeFormValues(record as never);
    const form = ZEmployeeForm.parse(values);
    expect(form.personalDetails.physicalAddress?.line1).toBe('1 King St');
    expect(form.bankDetail?.accountNumber).toBeUndefined();
    expect(ZEmployeeSave.safeParse(values).success).toBe(true);
    expect(
      issuesOf(
        ZEmployeeForm.safeParse({
          ...values,
          personalDetails: { ...values.personalDetails, differentAddress: true },
        }),
      ),
    ).toEqual(['personalDetails.postalAddress']);
  });
});
