import { describe, expect, it } from 'vitest';
import {
  canChangeEmployeeStatus,
  EMPLOYEE_PATHS,
  EMPLOYEE_STATUSES,
  EMPLOYEE_TRANSITIONS,
  isValidTfn,
  maskSensitive,
  ZEmployeeCriteria,
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
});
