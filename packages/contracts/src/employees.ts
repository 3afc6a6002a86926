// Employees (spec sections 2 `/apponb` and `/employee/{employeId}`, 3 "Employee" and "Employee list
// columns", 4 "conversion table modal", 7 "Employees"). An employee is made from a signed contract
// (`save/{contractId}`) and edited through the same call. The record's inner fields are ours (the spec
// does not show them): what an Australian HR team keeps, see docs/decisions.md "Employees".
// Four values are sensitive (bank account number, tax file number, licence number, disability
// details): stored encrypted, answered masked, and read in full only through the audited reveal call.
import { z } from 'zod';
import { localTimeZone, todayIn } from './days.js';
import { ZId } from './ids.js';
import { criteriaSchema, exportPath, type ListFilterSpec, listQuerySchema, pageAnswer } from './paging.js';
import { ZEmail } from './users.js';

// ---------------------------------------------------------------- statuses and their conversion table

export const EMPLOYEE_STATUSES = ['ONBOARDING', 'ACTIVE', 'ON_LEAVE', 'SUSPENDED', 'TERMINATED'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = {
  ONBOARDING: 'Onboarding',
  ACTIVE: 'Active',
  ON_LEAVE: 'On leave',
  SUSPENDED: 'Suspended',
  TERMINATED: 'Terminated',
};

/**
 * The conversion table: the statuses each status may change to. An onboarding hire starts work
 * (ACTIVE) or never does (TERMINATED); leave and suspension end by returning to ACTIVE or by
 * termination; TERMINATED is final (a re-hire is a new application and contract).
 */
export const EMPLOYEE_TRANSITIONS: Record<EmployeeStatus, readonly EmployeeStatus[]> = {
  ONBOARDING: ['ACTIVE', 'TERMINATED'],
  ACTIVE: ['ON_LEAVE', 'SUSPENDED', 'TERMINATED'],
  ON_LEAVE: ['ACTIVE', 'SUSPENDED', 'TERMINATED'],
  SUSPENDED: ['ACTIVE', 'TERMINATED'],
  TERMINATED: [],
};

export function canChangeEmployeeStatus(from: string, to: string): boolean {
  return (EMPLOYEE_TRANSITIONS[from as EmployeeStatus] ?? []).includes(to as EmployeeStatus);
}

/** The server's (and the modal's) words for a refused conversion. */
export function refusedEmployeeStatusMessage(from: string, to: string): string {
  const label = (s: string) => EMPLOYEE_STATUS_LABELS[s as EmployeeStatus] ?? s;
  if (from === to) return `The employee is already ${label(from)}.`;
  return `An employee cannot change from ${label(from)} to ${label(to)}.`;
}

// ---------------------------------------------------------------- field rules

/** ATO check: the weighted digit sum of a tax file number is a multiple of 11. */
const TFN_WEIGHTS: Record<number, readonly number[]> = {
  9: [1, 4, 3, 7, 5, 8, 6, 9, 10],
  8: [10, 7, 8, 4, 6, 3, 5, 1],
};

/** A tax file number's digits (spaces and hyphens as typed are dropped). */
export const tfnDigits = (value: string) => value.replace(/[\s-]/g, '');

/** True for 8 or 9 digits that pass the ATO check digit algorithm. */
export function isValidTfn(value: string): boolean {
  const digits = tfnDigits(value);
  if (!/^\d{8,9}$/.test(digits)) return false;
  const weights = TFN_WEIGHTS[digits.length]!;
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * weights[i]!, 0);
  return sum % 11 === 0;
}

export const EMPLOYEE_FIELD_MESSAGES = {
  tfn: 'Enter a valid tax file number (8 or 9 digits that pass the ATO check)',
  bsb: 'Enter a BSB of exactly 6 digits (e.g. 062-000)',
  accountNumber: 'Enter an account number of 5 to 9 digits',
  licenseNumber: 'Enter a licence number of 4 to 12 letters or digits',
  licenseExpiry: 'The expiry date must be after the issue date',
  postalAddress: 'Enter the postal address (it differs from the physical address)',
  phone: 'Enter a phone number of 6 to 15 digits (spaces, +, - and brackets allowed)',
  abn: 'Enter an ABN of 11 digits',
  postcode: 'Enter a postcode of 3 to 10 letters or digits',
  dateOfBirth: 'The date of birth must be in the past',
  disabilityDetails: 'Describe the disability or the adjustments needed',
  required: 'Required',
} as const;

const isoDate = z.iso.date({ message: 'Enter a date (YYYY-MM-DD)' });
const text = (max: number) => z.string().trim().max(max);

/** A phone number as typed: digits with spaces, +, -, brackets; 6 to 15 digits (E.164's most). */
export const ZPhone = z
  .string()
  .trim()
  .max(30)
  .refine((v) => /^[+()\d\s-]+$/.test(v) && /^\d{6,15}$/.test(v.replace(/\D/g, '')), {
    message: EMPLOYEE_FIELD_MESSAGES.phone,
  });

/** BSB: exactly 6 digits; `062-000` and `062 000` are accepted and stored as `062000`. */
export const ZBsb = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, EMPLOYEE_FIELD_MESSAGES.bsb));
/** An account number: 5 to 9 digits (spaces and hyphens dropped). */
export const ZAccountNumber = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{5,9}$/, EMPLOYEE_FIELD_MESSAGES.accountNumber));
/** A tax file number, stored as its digits. */
export const ZTaxFileNumber = z
  .string()
  .trim()
  .refine(isValidTfn, { message: EMPLOYEE_FIELD_MESSAGES.tfn })
  .transform(tfnDigits);
export const ZLicenseNumber = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{4,12}$/, EMPLOYEE_FIELD_MESSAGES.licenseNumber));
const ZAbn = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{11}$/, EMPLOYEE_FIELD_MESSAGES.abn));

export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
/** Australian licence classes: car, rider, light/medium/heavy rigid, heavy and multi combination. */
export const LICENSE_CLASSES = ['C', 'R', 'LR', 'MR', 'HR', 'HC', 'MC'] as const;
export const RESIDENCY_STATUSES = {
  RESIDENT: 'Australian resident for tax purposes',
  FOREIGN_RESIDENT: 'Foreign resident',
  WORKING_HOLIDAY_MAKER: 'Working holiday maker',
} as const;
export type ResidencyStatus = keyof typeof RESIDENCY_STATUSES;
const RESIDENCY_CODES = Object.keys(RESIDENCY_STATUSES) as [ResidencyStatus, ...ResidencyStatus[]];

// ---------------------------------------------------------------- sensitive values and their mask

/** The four sensitive fields, by their place in the record (the reveal call names one). */
export const SENSITIVE_EMPLOYEE_FIELDS = [
  'bankDetail.accountNumber',
  'taxDetail.taxFileNumber',
  'driversLicense.licenseNumber',
  'disability.details',
] as const;
export type SensitiveEmployeeField = (typeof SENSITIVE_EMPLOYEE_FIELDS)[number];

export const MASK_CHARACTER = '•';
/** A masked value: five bullets and the last three characters ("•••••789"); short values all bullets. */
export function maskSensitive(plain: string): string {
  const compact = plain.replace(/\s/g, '');
  const shown = compact.length > 3 ? compact.slice(-3) : '';
  return `${MASK_CHARACTER.repeat(5)}${shown}`;
}
/** A value the form sends back as it was answered (masked): the server keeps the stored value. */
export const isMaskedValue = (value: unknown): boolean =>
  typeof value === 'string' && value.startsWith(MASK_CHARACTER);

/**
 * A sensitive input: a new value, or nothing to keep the stored one. The masked value the record
 * answered reads as nothing, so a form may send it back unchanged.
 */
const sensitive = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (isMaskedValue(value) || value === '' ? undefined : value), schema.optional());

/** An optional input: a blank (as a form sends an empty input) reads as null. */
const blankable = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullish(),
  );
const optionalText = (max: number) => blankable(text(max));

// ---------------------------------------------------------------- the record's sections (input)

export const ZEmployeeAddress = z.object({
  line1: text(200).min(1, 'Enter the street address'),
  line2: optionalText(200),
  suburb: text(100).min(1, 'Enter the suburb or town'),
  state: text(100).min(1, 'Enter the state'),
  postcode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, EMPLOYEE_FIELD_MESSAGES.postcode),
  country: text(100).min(1, 'Enter the country'),
});
export type TEmployeeAddress = z.infer<typeof ZEmployeeAddress>;

/** personalDetails as the save takes it: the addresses sit inside (spec section 3). */
export const ZPersonalDetailsInput = z.object({
  title: optionalText(20),
  firstName: text(100).min(1, 'Enter the first name'),
  middleName: optionalText(100),
  lastName: text(100).min(1, 'Enter the last name'),
  preferredName: optionalText(100),
  dateOfBirth: blankable(isoDate),
  gender: optionalText(30),
  personalEmail: blankable(ZEmail),
  personalPhone: blankable(ZPhone),
  workPhone: blankable(ZPhone),
  /** False when not given on creation. */
  differentAddress: z.boolean(),
  physicalAddress: ZEmployeeAddress.nullish(),
  /** Required when differentAddress is true; ignored (removed) when it is false. */
  postalAddress: ZEmployeeAddress.nullish(),
});

/** contactOne and contactTwo: emergency contacts. */
export const ZEmergencyContactInput = z.object({
  name: text(200).min(1, 'Enter the contact name'),
  relationship: optionalText(50),
  phone: ZPhone,
  email: blankable(ZEmail),
  address: optionalText(300),
});

/** superanuationFund (the spec's spelling): the employee's chosen fund. */
export const ZSuperannuationInput = z.object({
  fundName: text(200).min(1, 'Enter the fund name'),
  fundAbn: blankable(ZAbn),
  usi: blankable(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{3,20}$/, 'Enter the fund USI (3 to 20 letters or digits)'),
  ),
  memberNumber: optionalText(50),
});

export const ZBankDetailInput = z.object({
  accountName: text(200).min(1, 'Enter the account name'),
  bankName: optionalText(100),
  bsb: ZBsb,
  /** Required on the section's first save (kept when left out later). */
  accountNumber: sensitive(ZAccountNumber),
});

export const ZTaxDetailInput = z.object({
  /** Required on the section's first save (kept when left out later). */
  taxFileNumber: sensitive(ZTaxFileNumber),
  residencyStatus: z.enum(RESIDENCY_CODES),
  taxFreeThreshold: z.boolean(),
  studyLoanDebt: z.boolean(),
});

export const ZDisabilityInput = z.object({
  hasDisability: z.boolean(),
  /** Required when hasDisability; removed when it is false. */
  details: sensitive(text(2000).min(1, EMPLOYEE_FIELD_MESSAGES.disabilityDetails)),
});

export const ZDriversLicenseInput = z.object({
  /** Required on the section's first save (kept when left out later). */
  licenseNumber: sensitive(ZLicenseNumber),
  state: z.enum(AU_STATES),
  licenseClass: z.enum(LICENSE_CLASSES),
  issueDate: blankable(isoDate),
  expiryDate: isoDate,
});

/** Where the employee works: prefilled from the requisition and the contract on creation. */
export const ZEmploymentInput = z.object({
  departmentId: ZId.nullish(),
  positionTypeId: ZId.nullish(),
  industryId: ZId.nullish(),
  disciplineId: ZId.nullish(),
  employmentStartDate: blankable(isoDate),
  /** The staff user the employee reports to. */
  managerId: ZId.nullish(),
  approved: z.boolean().optional(),
});

/** Every section the save takes, by its wire name. */
export const EMPLOYEE_SECTIONS = {
  personalDetails: ZPersonalDetailsInput,
  contactOne: ZEmergencyContactInput,
  contactTwo: ZEmergencyContactInput,
  superanuationFund: ZSuperannuationInput,
  bankDetail: ZBankDetailInput,
  taxDetail: ZTaxDetailInput,
  disability: ZDisabilityInput,
  driversLicense: ZDriversLicenseInput,
  employment: ZEmploymentInput,
} as const;
export type EmployeeSection = keyof typeof EMPLOYEE_SECTIONS;
/** Sections that may be removed by sending null (the others are kept once made). */
export const REMOVABLE_EMPLOYEE_SECTIONS = ['contactTwo', 'disability', 'driversLicense'] as const;

/**
 * Cross-field rules of the record, on whatever sections are present (the save checks the sections it
 * was sent; the server checks them again after merging with what is stored). Paths name the field.
 */
export function employeeRecordProblems(record: {
  personalDetails?: {
    differentAddress?: boolean | null;
    postalAddress?: unknown;
    dateOfBirth?: string | null;
  } | null;
  disability?: { hasDisability?: boolean | null; details?: string | null } | null;
  driversLicense?: { issueDate?: string | null; expiryDate?: string | null } | null;
  today?: string;
}): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const personal = record.personalDetails;
  if (personal?.differentAddress && !personal.postalAddress) {
    problems.push({
      path: ['personalDetails', 'postalAddress'],
      message: EMPLOYEE_FIELD_MESSAGES.postalAddress,
    });
  }
  // The server passes the organisation's today; the web's check is a first pass (the server decides).
  const today = record.today ?? todayIn(localTimeZone());
  if (personal?.dateOfBirth && personal.dateOfBirth >= today) {
    problems.push({
      path: ['personalDetails', 'dateOfBirth'],
      message: EMPLOYEE_FIELD_MESSAGES.dateOfBirth,
    });
  }
  const disability = record.disability;
  if (disability?.hasDisability && !disability.details) {
    problems.push({ path: ['disability', 'details'], message: EMPLOYEE_FIELD_MESSAGES.disabilityDetails });
  }
  const license = record.driversLicense;
  if (license?.issueDate && license.expiryDate && license.expiryDate <= license.issueDate) {
    problems.push({
      path: ['driversLicense', 'expiryDate'],
      message: EMPLOYEE_FIELD_MESSAGES.licenseExpiry,
    });
  }
  return problems;
}

/** Each section partial: an update merges the fields it sends into the stored section. */
const partialSection = <T extends z.ZodObject>(section: T) => section.partial();

/**
 * `POST /api/v1/employee/save/{contractId}`. Without `employeeId` it creates the employee of that
 * signed contract (409 when one exists); with it, it updates that employee. A section not sent is
 * kept; a section sent is merged field by field into the stored one; `null` removes a removable
 * section. A sensitive field left out or sent back masked keeps its stored value.
 */
export const ZEmployeeSave = z
  .object({
    employeeId: ZId.optional(),
    personalDetails: partialSection(ZPersonalDetailsInput).optional(),
    contactOne: partialSection(ZEmergencyContactInput).optional(),
    contactTwo: partialSection(ZEmergencyContactInput).nullish(),
    superanuationFund: partialSection(ZSuperannuationInput).optional(),
    bankDetail: partialSection(ZBankDetailInput).optional(),
    taxDetail: partialSection(ZTaxDetailInput).optional(),
    disability: partialSection(ZDisabilityInput).nullish(),
    driversLicense: partialSection(ZDriversLicenseInput).nullish(),
    employment: ZEmploymentInput.optional(),
  })
  .superRefine((body, ctx) => {
    // What the body alone decides; the server checks the rest after merging with the stored record.
    const license = body.driversLicense;
    const personal = body.personalDetails;
    for (const problem of employeeRecordProblems({
      personalDetails: personal
        ? {
            dateOfBirth: personal.dateOfBirth,
            differentAddress: personal.differentAddress,
            postalAddress: personal.postalAddress === null ? null : true,
          }
        : null,
      driversLicense: license,
    })) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });
export type TEmployeeSave = z.input<typeof ZEmployeeSave>;
export type TEmployeeSaveParsed = z.output<typeof ZEmployeeSave>;

/** The save's answer: the server's message (shown as the toast) and the employee's id. */
export const ZEmployeeSaveAnswer = z.object({ message: z.string(), employeeId: z.number().int() });
export type TEmployeeSaveAnswer = z.infer<typeof ZEmployeeSaveAnswer>;

/**
 * The record form (create and edit): every section whole, checked across fields as the server checks
 * the merged record. Its values are a valid save body (send the sections the form holds; leave out
 * the empty optional ones rather than sending null for contactOne or superanuationFund). Sensitive
 * inputs may hold the masked value they were answered with: it reads as "keep the stored value".
 */
export const ZEmployeeForm = z
  .object({
    employeeId: ZId.optional(),
    personalDetails: ZPersonalDetailsInput,
    contactOne: ZEmergencyContactInput.optional(),
    contactTwo: ZEmergencyContactInput.nullish(),
    superanuationFund: ZSuperannuationInput.optional(),
    bankDetail: ZBankDetailInput.optional(),
    taxDetail: ZTaxDetailInput.optional(),
    disability: ZDisabilityInput.nullish(),
    driversLicense: ZDriversLicenseInput.nullish(),
    employment: ZEmploymentInput.optional(),
  })
  .superRefine((form, ctx) => {
    for (const problem of employeeRecordProblems(form)) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });
export type TEmployeeForm = z.input<typeof ZEmployeeForm>;

// ---------------------------------------------------------------- the record (answer)

const address = ZEmployeeAddress.extend({ line2: z.string().nullable() });
const emergencyContact = z.object({
  name: z.string(),
  relationship: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
});

export const ZEmployeeRecord = z.object({
  id: z.number().int(),
  employeeCode: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  approved: z.boolean(),
  /** The signed contract the employee was made from (the save path's contractId). */
  contractId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  /** personalDetails without the addresses: those are moved out, next to it (spec section 7). */
  personalDetails: z
    .object({
      title: z.string().nullable(),
      firstName: z.string(),
      middleName: z.string().nullable(),
      lastName: z.string(),
      preferredName: z.string().nullable(),
      dateOfBirth: z.string().nullable(),
      gender: z.string().nullable(),
      personalEmail: z.string().nullable(),
      personalPhone: z.string().nullable(),
      workPhone: z.string().nullable(),
      differentAddress: z.boolean(),
    })
    .nullable(),
  physicalAddress: address.nullable(),
  postalAddress: address.nullable(),
  contactOne: emergencyContact.nullable(),
  contactTwo: emergencyContact.nullable(),
  superanuationFund: z
    .object({
      fundName: z.string(),
      fundAbn: z.string().nullable(),
      usi: z.string().nullable(),
      memberNumber: z.string().nullable(),
    })
    .nullable(),
  /** accountNumber is masked ("•••••789"). */
  bankDetail: z
    .object({
      accountName: z.string(),
      bankName: z.string().nullable(),
      bsb: z.string().nullable(),
      accountNumber: z.string(),
    })
    .nullable(),
  /** taxFileNumber is masked. */
  taxDetail: z
    .object({
      taxFileNumber: z.string(),
      residencyStatus: z.string().nullable(),
      taxFreeThreshold: z.boolean(),
      studyLoanDebt: z.boolean(),
    })
    .nullable(),
  /** details is masked. */
  disability: z.object({ hasDisability: z.boolean(), details: z.string().nullable() }).nullable(),
  /** licenseNumber is masked. */
  driversLicense: z
    .object({
      licenseNumber: z.string(),
      state: z.string().nullable(),
      licenseClass: z.string().nullable(),
      issueDate: z.string().nullable(),
      expiryDate: z.string().nullable(),
    })
    .nullable(),
  employment: z.object({
    departmentId: z.number().int().nullable(),
    departmentName: z.string().nullable(),
    positionTypeId: z.number().int().nullable(),
    positionTypeName: z.string().nullable(),
    industryId: z.number().int().nullable(),
    industryName: z.string().nullable(),
    disciplineId: z.number().int().nullable(),
    disciplineName: z.string().nullable(),
    employmentStartDate: z.string().nullable(),
    managerId: z.number().int().nullable(),
    managerName: z.string().nullable(),
  }),
  /** The application the employee came from. */
  application: z
    .object({
      id: z.number().int(),
      status: z.string(),
      requisitionId: z.number().int(),
      positionTitle: z.string(),
      applicantId: z.number().int(),
      applicantEmail: z.string(),
    })
    .nullable(),
  statusHistory: z.array(
    z.object({
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      effectiveDate: z.string().nullable(),
      reason: z.string().nullable(),
      changedBy: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEmployeeRecord = z.infer<typeof ZEmployeeRecord>;

/** `GET /api/v1/employee/get/{employeId}`: "the response data holds the employee". */
export const ZEmployeeAnswer = z.object({ data: ZEmployeeRecord });
export type TEmployeeAnswer = z.infer<typeof ZEmployeeAnswer>;

/** `POST /api/v1/employee/reveal/{employeId}`: one sensitive field in full (ONBOARDING, audited). */
export const ZRevealEmployeeField = z.object({ field: z.enum(SENSITIVE_EMPLOYEE_FIELDS) });
export type TRevealEmployeeField = z.infer<typeof ZRevealEmployeeField>;
export const ZRevealedEmployeeField = z.object({
  field: z.enum(SENSITIVE_EMPLOYEE_FIELDS),
  value: z.string(),
});
export type TRevealedEmployeeField = z.infer<typeof ZRevealedEmployeeField>;

/** `GET /api/v1/employee/mine`: the signed-in user's own employee id (null without a record). */
export const ZMyEmployee = z.object({ employeeId: z.number().int().nullable() });
export type TMyEmployee = z.infer<typeof ZMyEmployee>;

// ---------------------------------------------------------------- status change

/** `POST /api/v1/employee/change-status`. */
export const ZEmployeeChangeStatus = z.object({
  employeeId: ZId,
  status: z.enum(EMPLOYEE_STATUSES),
  effectiveDate: isoDate,
  reason: text(500).min(1, 'Enter the reason'),
});
export type TEmployeeChangeStatus = z.input<typeof ZEmployeeChangeStatus>;
export const ZEmployeeChangeStatusAnswer = z.object({
  message: z.string(),
  employeeId: z.number().int(),
  fromStatus: z.enum(EMPLOYEE_STATUSES),
  status: z.enum(EMPLOYEE_STATUSES),
});
export type TEmployeeChangeStatusAnswer = z.infer<typeof ZEmployeeChangeStatusAnswer>;

// ---------------------------------------------------------------- the list (/apponb)

export const APPROVED_STATES = { YES: 'Yes', NO: 'No' } as const;

/**
 * The spec's employee columns with their filter (the spec gives no operators for this list):
 * ids and reference columns by id (department, position type, industry and discipline, as the
 * requisition list filters them), names and email as text, phones by digits, the start date by day.
 */
export const EMPLOYEE_FILTERS = {
  applicantId: { type: 'number', operator: 'NUM_EQUAL' },
  employeeId: { type: 'number', operator: 'NUM_EQUAL' },
  applicantEmail: { type: 'text', operator: 'STR_CONTAIN' },
  personalDetailsFirstName: { type: 'text', operator: 'STR_CONTAIN' },
  personalDetailsLastName: { type: 'text', operator: 'STR_CONTAIN' },
  personalDetailsMiddleName: { type: 'text', operator: 'STR_CONTAIN' },
  orgDeptName: { type: 'number', operator: 'NUM_EQUAL' },
  jobPositionType: { type: 'number', operator: 'NUM_EQUAL' },
  industry: { type: 'number', operator: 'NUM_EQUAL' },
  discipline: { type: 'number', operator: 'NUM_EQUAL' },
  personalPhoneNumber: { type: 'phone', operator: 'NUM_EQUAL' },
  workPhoneNumber: { type: 'phone', operator: 'NUM_EQUAL' },
  employmentStartDate: { type: 'date', operator: 'TIME_EQUAL' },
  approved: { type: 'select', operator: 'SEL_EQUAL' },
  status: { type: 'select', operator: 'SEL_EQUAL' },
} as const satisfies Record<string, ListFilterSpec>;
export type EmployeeFilterColumn = keyof typeof EMPLOYEE_FILTERS;

/** The spec's columns in its order, then status (the conversion modal's column). */
export const EMPLOYEE_COLUMNS = Object.keys(EMPLOYEE_FILTERS) as [
  EmployeeFilterColumn,
  ...EmployeeFilterColumn[],
];
export const EMPLOYEE_SORT_COLUMNS = [...EMPLOYEE_COLUMNS, 'employeeCode'] as const;
export const EMPLOYEE_SELECT_CODES = {
  approved: Object.keys(APPROVED_STATES) as (keyof typeof APPROVED_STATES)[],
  status: [...EMPLOYEE_STATUSES],
};

/** `GET /api/v1/employee`: page, size, sort, direction and the simple search (names, email, code). */
export const ZEmployeeListQuery = listQuerySchema({
  sortColumns: EMPLOYEE_SORT_COLUMNS,
  defaultSort: 'employeeId',
});
export type TEmployeeListQuery = z.input<typeof ZEmployeeListQuery>;

/** `POST /api/v1/employee/criteria`. */
export const ZEmployeeCriteria = criteriaSchema({
  filters: EMPLOYEE_FILTERS,
  sortColumns: EMPLOYEE_SORT_COLUMNS,
  defaultSort: 'employeeId',
  selectCodes: EMPLOYEE_SELECT_CODES,
});
export type TEmployeeCriteria = z.input<typeof ZEmployeeCriteria>;

/** A list row: reference columns carry their id (filters) and their name (display). Nothing sensitive. */
export const ZEmployeeRow = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeCode: z.string().nullable(),
  applicantId: z.number().int().nullable(),
  applicationId: z.number().int().nullable(),
  applicantEmail: z.string().nullable(),
  personalDetailsFirstName: z.string().nullable(),
  personalDetailsLastName: z.string().nullable(),
  personalDetailsMiddleName: z.string().nullable(),
  orgDeptId: z.number().int().nullable(),
  orgDeptName: z.string().nullable(),
  jobPositionType: z.number().int().nullable(),
  jobPositionTypeName: z.string().nullable(),
  industry: z.number().int().nullable(),
  industryName: z.string().nullable(),
  discipline: z.number().int().nullable(),
  disciplineName: z.string().nullable(),
  personalPhoneNumber: z.string().nullable(),
  workPhoneNumber: z.string().nullable(),
  employmentStartDate: z.string().nullable(),
  approved: z.boolean(),
  status: z.enum(EMPLOYEE_STATUSES),
});
export type TEmployeeRow = z.infer<typeof ZEmployeeRow>;
export const ZEmployeePage = pageAnswer(ZEmployeeRow);
export type TEmployeePage = z.infer<typeof ZEmployeePage>;

// ---------------------------------------------------------------- summary cards

/**
 * The details every employee needs before payroll: personal details, the physical address, a first
 * emergency contact, superannuation, bank and tax details. A record without one of them counts in
 * `missingDetails` (terminated employees are not counted).
 */
export const REQUIRED_EMPLOYEE_SECTIONS = [
  'personalDetails',
  'physicalAddress',
  'contactOne',
  'superanuationFund',
  'bankDetail',
  'taxDetail',
] as const;

/** `GET /api/v1/employee/summary`. */
export const ZEmployeeSummary = z.object({
  total: z.number().int(),
  byStatus: z.array(z.object({ status: z.enum(EMPLOYEE_STATUSES), count: z.number().int() })),
  byDepartment: z.array(
    z.object({
      departmentId: z.number().int().nullable(),
      departmentName: z.string().nullable(),
      count: z.number().int(),
    }),
  ),
  /** Employees whose employment starts in the current calendar month (UTC). */
  startersThisMonth: z.number().int(),
  /** Employees (not terminated) lacking one of REQUIRED_EMPLOYEE_SECTIONS. */
  missingDetails: z.number().int(),
});
export type TEmployeeSummary = z.infer<typeof ZEmployeeSummary>;

// ---------------------------------------------------------------- messages and paths

export const EMPLOYEE_MESSAGES = {
  /** The save's answers (the spec shows "the server message after an employee save"). */
  created: 'Successfully created!',
  updated: 'Successfully updated!',
  statusChanged: 'Successfully updated!',
  contractNotSigned: 'The employee can be made only from a signed contract.',
  employeeExists: 'An employee already exists for this contract.',
  personIsEmployee: 'This applicant is already an employee.',
  notThisContract: 'This employee was not made from this contract.',
  notFound: 'Employee not found.',
  unknownManager: 'Choose a staff user as the manager.',
  fieldNotSet: 'That field has no value on this employee.',
} as const;

/** Paths under the main API base (`/api/v1`). */
export const EMPLOYEE_PATHS = {
  list: '/employee',
  criteria: '/employee/criteria',
  export: exportPath('/employee/criteria'),
  summary: '/employee/summary',
  /** The caller's own employee id, for the self-service link to `/employee/{theirId}`. */
  mine: '/employee/mine',
  changeStatus: '/employee/change-status',
  save: (contractId: number | string) => `/employee/save/${contractId}`,
  get: (employeId: number | string) => `/employee/get/${employeId}`,
  reveal: (employeId: number | string) => `/employee/reveal/${employeId}`,
} as const;

/**
 * The form's values from the record the read answers: the addresses go back inside personalDetails,
 * the sensitive fields keep their masked values (sent back unchanged, they keep the stored ones),
 * and the read-only parts (names of references, history, application) are left out.
 */
export function employeeFormValues(record: TEmployeeRecord): TEmployeeForm {
  const address = (a: TEmployeeRecord['physicalAddress']) => (a ? { ...a, line2: a.line2 ?? '' } : null);
  const { employment } = record;
  return {
    employeeId: record.id,
    personalDetails: {
      ...(record.personalDetails ?? { firstName: '', lastName: '', differentAddress: false }),
      physicalAddress: address(record.physicalAddress),
      postalAddress: address(record.postalAddress),
    } as TEmployeeForm['personalDetails'],
    ...(record.contactOne ? { contactOne: record.contactOne as TEmployeeForm['contactOne'] } : {}),
    contactTwo: record.contactTwo as TEmployeeForm['contactTwo'],
    ...(record.superanuationFund ? { superanuationFund: record.superanuationFund } : {}),
    ...(record.bankDetail ? { bankDetail: record.bankDetail as TEmployeeForm['bankDetail'] } : {}),
    ...(record.taxDetail ? { taxDetail: record.taxDetail as TEmployeeForm['taxDetail'] } : {}),
    disability: record.disability,
    driversLicense: record.driversLicense as TEmployeeForm['driversLicense'],
    employment: {
      departmentId: employment.departmentId,
      positionTypeId: employment.positionTypeId,
      industryId: employment.industryId,
      disciplineId: employment.disciplineId,
      employmentStartDate: employment.employmentStartDate,
      managerId: employment.managerId,
      approved: record.approved,
    },
  };
}
