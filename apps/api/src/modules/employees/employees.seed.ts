// Demo employees: two hired applicants with every section, sensitive fields encrypted. The first is
// employee@demo.local: their applicant row becomes Eddie Employee's, linked to that account, so the
// Employee signs in and reads their own record; both report to manager@demo.local.
// A part of the demo seed (seed/demo.ts runs the parts in order in one transaction).
import { isValidTfn } from '@hr/contracts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.js';
import * as ref from '../../db/seed/reference-data.js';
import { byId, DAY, need, type SeedKit } from '../../db/seed/seed-kit.js';
import { last4 } from '../../lib/crypto.js';
import type { ApplicationsSeed } from '../applications/index.js';
import type { DemoUsersSeed } from '../auth/index.js';
import type { LettersSeed } from '../letters/index.js';
import type { ReferenceDataSeed } from '../reference-data/index.js';

export async function seedEmployees(
  seed: Pick<SeedKit, 'tx' | 'random' | 'day' | 'cipher'> &
    Pick<ReferenceDataSeed, 'countryById' | 'stateCode' | 'departmentIds' | 'positionTypeIds'> &
    Pick<DemoUsersSeed, 'managerId' | 'employeeUserId'> &
    Pick<ApplicationsSeed, 'people' | 'applicantRows' | 'applications'> &
    Pick<LettersSeed, 'offerOf' | 'contractOf'>,
) {
  const {
    tx,
    random,
    day,
    cipher,
    countryById,
    stateCode,
    departmentIds,
    positionTypeIds,
    managerId,
    employeeUserId,
    people,
    applicantRows,
    applications,
    offerOf,
    contractOf,
  } = seed;
  // An employee for each hired application (two), with every section; sensitive fields encrypted.
  const hired = applications.filter((a) => a.status === 'HIRED');
  const eddie = DEMO_ACCOUNTS.find((account) => account.email === 'employee@demo.local')!;
  const employeeRows = hired.map((a, n) => {
    const applied = people[a.plan.applicant]!;
    const person =
      n === 0
        ? {
            ...applied,
            firstName: eddie.firstName,
            surName: eddie.lastName,
            email: eddie.email,
            female: false,
          }
        : applied;
    return {
      a,
      n,
      applied,
      person,
      applicant: applicantRows[a.plan.applicant]!,
      status: n === 0 ? 'ACTIVE' : 'ONBOARDING',
    };
  });
  const first = employeeRows[0]!;
  await tx.applicant.update({
    where: { email: first.applied.email },
    data: {
      firstName: first.person.firstName,
      surName: first.person.surName,
      email: first.person.email,
      userId: employeeUserId,
    },
  });
  /** A tax file number that passes the ATO check, as people write it ("123 456 782"). */
  const taxFileNumber = () => {
    for (;;) {
      const digits = String(random.int(100_000_000, 999_999_999));
      if (isValidTfn(digits)) return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    }
  };
  const employees = byId(
    await tx.employee.createManyAndReturn({
      data: employeeRows.map(({ a, n, status }) => ({
        applicationId: a.id,
        contractLetterId: contractOf.get(a.id)!,
        departmentId: need(departmentIds, a.plan.r.seed.department),
        positionTypeId: need(positionTypeIds, a.plan.r.seed.type),
        industryId: a.plan.r.industryId,
        disciplineId: a.plan.r.disciplineId,
        employmentStartDate: offerOf.get(a.id)!.data.startDate,
        status,
        approved: status === 'ACTIVE',
        userId: n === 0 ? employeeUserId : null,
        managerId,
      })),
      select: { id: true },
    }),
    employeeRows.length,
  );
  // The code the employees service gives every new employee.
  await tx.$executeRaw`UPDATE employee SET employee_code = 'EMP-' || lpad(id::text, 6, '0') WHERE employee_code IS NULL`;
  const employeeId = (n: number) => employees[n]!.id;
  await tx.employeePersonalDetails.createMany({
    data: employeeRows.map(({ n, person, applicant }) => ({
      employeeId: employeeId(n),
      title: applicant.title,
      firstName: person.firstName,
      middleName: applicant.middleName,
      lastName: person.surName,
      preferredName: n === 0 ? person.firstName.slice(0, 3) : null,
      dateOfBirth: new Date(Date.UTC(1985 + n * 7, 2 + n * 4, 11 + n * 9)),
      gender: person.female ? 'Female' : 'Male',
      personalEmail: person.email,
      personalPhone: applicant.mobile,
      workPhone: `(02) 8${random.int(100, 999)} ${random.int(1000, 9999)}`,
      differentAddress: true,
    })),
  });
  await tx.employeeAddress.createMany({
    data: employeeRows.flatMap(({ n, a }) => {
      const city = a.plan.r.city;
      const state = stateCode(city.stateId) ?? null;
      const country = countryById.get(city.countryId)!.name;
      const postcode = String(random.int(2000, 7999));
      return [
        {
          employeeId: employeeId(n),
          kind: 'PHYSICAL',
          line1: `${random.int(1, 120)} ${random.pick(ref.STREETS)}`,
          line2: n === 0 ? `Unit ${random.int(1, 40)}` : null,
          suburb: city.name,
          state,
          postcode,
          country,
        },
        {
          employeeId: employeeId(n),
          kind: 'POSTAL',
          line1: `PO Box ${random.int(100, 9999)}`,
          line2: null,
          suburb: city.name,
          state,
          postcode,
          country,
        },
      ];
    }),
  });
  await tx.employeeContact.createMany({
    data: employeeRows.flatMap(({ n, person }) => [
      {
        employeeId: employeeId(n),
        position: 1,
        name: `${random.pick(ref.FIRST_NAMES)} ${person.surName}`,
        relationship: 'Partner',
        phone: `04${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`,
        email: `partner.${person.surName.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
        address: 'Same as employee',
      },
      {
        employeeId: employeeId(n),
        position: 2,
        name: `${random.pick(ref.FIRST_NAMES)} ${random.pick(ref.SURNAMES)}`,
        relationship: 'Parent',
        phone: `04${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`,
        email: null,
        address: `${random.int(1, 200)} ${random.pick(ref.STREETS)}, Wollongong NSW 2500`,
      },
    ]),
  });
  await tx.employeeSuperannuation.createMany({
    data: employeeRows.map(({ n }) => {
      const fund = ref.SUPER_FUNDS[n % ref.SUPER_FUNDS.length]!;
      return {
        employeeId: employeeId(n),
        fundName: fund.name,
        fundAbn: fund.abn,
        usi: fund.usi,
        memberNumber: String(random.int(10_000_000, 99_999_999)),
      };
    }),
  });
  await tx.employeeBankDetail.createMany({
    data: employeeRows.map(({ n, person }) => {
      const bank = ref.BANKS[n % ref.BANKS.length]!;
      const accountNumber = String(random.int(10_000_000, 999_999_999));
      return {
        employeeId: employeeId(n),
        accountName: `${person.firstName} ${person.surName}`,
        bankName: bank.name,
        bsb: bank.bsb,
        accountNumberEnc: cipher.encrypt(accountNumber),
        accountLast4: last4(accountNumber),
      };
    }),
  });
  await tx.employeeTaxDetail.createMany({
    data: employeeRows.map(({ n }) => ({
      employeeId: employeeId(n),
      taxFileNumberEnc: cipher.encrypt(taxFileNumber()),
      residencyStatus: 'RESIDENT',
      taxFreeThreshold: n === 0,
      studyLoanDebt: n === 1,
    })),
  });
  await tx.employeeDisability.createMany({
    data: employeeRows.map(({ n }) => ({
      employeeId: employeeId(n),
      hasDisability: n === 1,
      detailsEnc: n === 1 ? cipher.encrypt('Mild hearing impairment; prefers written meeting notes.') : null,
    })),
  });
  await tx.employeeDriversLicense.createMany({
    data: employeeRows.map(({ n, a }) => ({
      employeeId: employeeId(n),
      licenseNumberEnc: cipher.encrypt(String(random.int(10_000_000, 99_999_999))),
      state: stateCode(a.plan.r.city.stateId) ?? null,
      licenseClass: n === 0 ? 'C' : 'HR',
      issueDate: day(-365 * (3 - n) + 40),
      expiryDate: day(365 * (2 + n) + 40),
    })),
  });
  await tx.employeeStatusHistory.createMany({
    data: employeeRows.flatMap(({ n, status, a }) => {
      const start = offerOf.get(a.id)!.data.startDate;
      return [
        {
          employeeId: employeeId(n),
          fromStatus: null,
          toStatus: 'ONBOARDING',
          userId: managerId,
          createdAt: new Date(start.getTime() - 7 * DAY),
        },
        ...(status === 'ACTIVE'
          ? [
              {
                employeeId: employeeId(n),
                fromStatus: 'ONBOARDING',
                toStatus: 'ACTIVE',
                userId: managerId,
                createdAt: start,
              },
            ]
          : []),
      ];
    }),
  });
}

export type EmployeesSeed = Awaited<ReturnType<typeof seedEmployees>>;
