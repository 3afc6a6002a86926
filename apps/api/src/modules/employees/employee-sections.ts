// A save's sections: each sent section merged into the stored one and checked whole (400 naming the
// fields), the sensitive values encrypted, and the names of the fields that changed.
import {
  EMPLOYEE_MESSAGES,
  type EMPLOYEE_SECTIONS,
  employeeRecordProblems,
  ROLES,
  type SensitiveEmployeeField,
  type TEmployeeSaveParsed,
} from '@hr/contracts';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { orgToday } from '../../lib/org-settings.js';
import {
  blankToNull,
  changedFields,
  checkSection,
  day,
  defined,
  type EmployeesDeps,
  invalid,
  loadEmployee,
  storedInput,
  type Tx,
  toDate,
} from './employee-record.js';

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

/** The section writer over the cipher and the clock. */
export function createSectionWriter({ crypto, clock }: Pick<EmployeesDeps, 'crypto' | 'clock'>) {
  /**
   * Writes the sections the body sent, each merged into the stored one and checked whole (400 naming
   * the fields). Answers the names of the fields that changed (never their values).
   */
  async function writeSections(tx: Tx, employeeId: number, body: TEmployeeSaveParsed): Promise<string[]> {
    const stored = await loadEmployee(tx, employeeId);
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

  return writeSections;
}
