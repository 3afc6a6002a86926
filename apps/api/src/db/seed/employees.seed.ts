// Demo employees: two hired applicants with every section, sensitive fields encrypted (no route reads them yet).
// A part of the demo seed (db/seed/demo.ts runs the parts in order in one transaction).
import { last4 } from '../../lib/crypto.js';
import type { ApplicationsSeed } from '../../modules/applications/index.js';
import type { DemoUsersSeed } from '../../modules/auth/index.js';
import type { LettersSeed } from '../../modules/letters/index.js';
import type { ReferenceDataSeed } from '../../modules/reference-data/index.js';
import * as ref from './reference-data.js';
import { byId, DAY, need, type SeedKit } from './seed-kit.js';

export async function seedEmployees(
  seed: Pick<SeedKit, 'tx' | 'random' | 'day' | 'cipher'> &
    Pick<ReferenceDataSeed, 'countryById' | 'stateCode' | 'departmentIds' | 'positionTypeIds'> &
    Pick<DemoUsersSeed, 'managerId'> &
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
    people,
    applicantRows,
    applications,
    offerOf,
    contractOf,
  } = seed;
  // Two employees from hired applications, with every section; sensitive fields encrypted.
  const hired = applications.filter((a) => a.status === 'HIRED').slice(0, 2);
  const employeeRows = hired.map((a, n) => ({
    a,
    n,
    person: people[a.plan.applicant]!,
    applicant: applicantRows[a.plan.applicant]!,
    status: n === 0 ? 'ACTIVE' : 'ONBOARDING',
  }));
  const employees = byId(
    await tx.employee.createManyAndReturn({
      data: employeeRows.map(({ a, n, status }) => ({
        employeeCode: `EMP-${String(1001 + n)}`,
        applicationId: a.id,
        contractLetterId: contractOf.get(a.id)!,
        departmentId: need(departmentIds, a.plan.r.seed.department),
        positionTypeId: need(positionTypeIds, a.plan.r.seed.type),
        industryId: a.plan.r.industryId,
        disciplineId: a.plan.r.disciplineId,
        employmentStartDate: offerOf.get(a.id)!.data.startDate,
        status,
        approved: status === 'ACTIVE',
      })),
      select: { id: true },
    }),
    employeeRows.length,
  );
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
      taxFileNumberEnc: cipher.encrypt(
        `${random.int(100, 999)} ${random.int(100, 999)} ${random.int(100, 999)}`,
      ),
      residencyStatus: 'Australian resident',
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
