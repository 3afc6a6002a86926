import { z } from 'zod';
import { ZId, zId } from './ids.js';

/**
 * Reference data kinds (spec section 3 "Reference data", section 7 "Reference data"). The key is
 * the kind's URL segment: `/ref/{key}`, except lifecycle, computer-skill, language and regulatory,
 * which live at `/{key}` (see `REF_PATHS`).
 */
export const REF_KINDS = [
  'countries',
  'cities',
  'industry',
  'industry_discipline',
  'position_type',
  'departments',
  'work_auth',
  'job_qualification',
  'certification_ref',
  'job_skill',
  'job_designation',
  'job_role_res',
  'job_appl_type',
  'lifecycle',
  'computer-skill',
  'language',
  'regulatory',
] as const;
export type TRefKind = (typeof REF_KINDS)[number];

/** Kinds saved through `POST /{kind}/save` with a body holding a name (spec section 7). */
export const REF_SAVE_KINDS = ['lifecycle', 'computer-skill', 'language'] as const satisfies TRefKind[];
/** Kinds outside `/ref`. */
export const REF_TOP_LEVEL_KINDS = [...REF_SAVE_KINDS, 'regulatory'] as const satisfies TRefKind[];
/** Kinds with maintenance extras: `GET /all` and spreadsheet upload (spec section 7). */
export const REF_UPLOAD_KINDS = [
  'countries',
  'cities',
  'industry',
  'industry_discipline',
] as const satisfies TRefKind[];
export type TRefUploadKind = (typeof REF_UPLOAD_KINDS)[number];

export const isRefUploadKind = (kind: TRefKind): kind is TRefUploadKind =>
  (REF_UPLOAD_KINDS as readonly TRefKind[]).includes(kind);

/** Labels: `one` names a value in messages ("Industry 'Mining' already exists."), `many` the list. */
export const REF_KIND_LABELS: Record<TRefKind, { one: string; many: string }> = {
  countries: { one: 'Country', many: 'Countries' },
  cities: { one: 'City', many: 'Cities' },
  industry: { one: 'Industry', many: 'Industries' },
  industry_discipline: { one: 'Discipline', many: 'Disciplines' },
  position_type: { one: 'Position type', many: 'Position types' },
  departments: { one: 'Department', many: 'Departments' },
  work_auth: { one: 'Work authorization', many: 'Work authorizations' },
  job_qualification: { one: 'Qualification', many: 'Qualifications' },
  certification_ref: { one: 'Certification', many: 'Certifications' },
  job_skill: { one: 'Skill', many: 'Skills' },
  job_designation: { one: 'Designation', many: 'Designations' },
  job_role_res: { one: 'Role responsibility', many: 'Role responsibilities' },
  job_appl_type: { one: 'Application type', many: 'Application types' },
  lifecycle: { one: 'Lifecycle', many: 'Lifecycles' },
  'computer-skill': { one: 'Computer skill', many: 'Computer skills' },
  language: { one: 'Language', many: 'Languages' },
  regulatory: { one: 'Regulatory item', many: 'Regulatory items' },
};

/** The name column's length in the database, per kind. */
export const REF_NAME_MAX: Record<TRefKind, number> = {
  countries: 100,
  cities: 100,
  industry: 100,
  industry_discipline: 100,
  position_type: 100,
  departments: 100,
  work_auth: 150,
  job_qualification: 150,
  certification_ref: 150,
  job_skill: 100,
  job_designation: 150,
  job_role_res: 255,
  job_appl_type: 100,
  lifecycle: 100,
  'computer-skill': 100,
  language: 100,
  regulatory: 200,
};

export const REF_STATE_NAME_MAX = 100;
export const REF_STATE_CODE_MAX = 10;

/** A state as the country form and the countries sheet write it: its name, and its code in brackets. */
export interface TStateEntry {
  name: string;
  code: string | null;
}

const STATE_WITH_CODE = new RegExp(`^(.*?\\S)\\s*\\(\\s*([A-Za-z0-9-]{1,${REF_STATE_CODE_MAX}})\\s*\\)$`);

/**
 * "New South Wales (NSW)" is the state New South Wales with the code NSW; "Victoria" has no code.
 * Two states of one country may share a name when their codes tell them apart ("Chiayi (CYI)",
 * "Chiayi (CYQ)" in Taiwan).
 */
export function parseStateEntry(text: string): TStateEntry {
  const trimmed = text.trim();
  const coded = STATE_WITH_CODE.exec(trimmed);
  return coded
    ? { name: (coded[1] as string).trim(), code: (coded[2] as string).toUpperCase() }
    : { name: trimmed, code: null };
}

/** How a state is written back (the inverse of parseStateEntry). */
export const stateLabel = (state: { name: string; code?: string | null }) =>
  state.code ? `${state.name} (${state.code})` : state.name;

/**
 * What is wrong with a country's list of states, one sentence per problem naming the state: a name
 * given twice without codes that tell the two apart, a code given twice, a name too long.
 */
export function stateListProblems(entries: readonly TStateEntry[]): string[] {
  const problems: string[] = [];
  const byName = new Map<string, TStateEntry[]>();
  const codes = new Map<string, number>();
  for (const entry of entries) {
    if (!entry.name) problems.push('A state has no name.');
    else if (entry.name.length > REF_STATE_NAME_MAX)
      problems.push(
        `State name '${entry.name.slice(0, 40)}…' is longer than ${REF_STATE_NAME_MAX} characters.`,
      );
    const key = entry.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), entry]);
    if (entry.code) codes.set(entry.code, (codes.get(entry.code) ?? 0) + 1);
  }
  for (const [code, count] of codes) if (count > 1) problems.push(`State code '${code}' is listed twice.`);
  for (const same of byName.values()) {
    const first = same[0];
    if (!first || same.length < 2 || same.every((s) => s.code)) continue;
    problems.push(
      `State '${first.name}' is listed twice; give each its code to tell them apart, as in '${first.name} (CODE)'.`,
    );
  }
  return problems;
}

/** A trimmed, required name of at most `max` characters. */
export const refName = (max: number, label = 'Name') =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const refId = (label: string) => zId(`${label} is required.`);

const nameBody = (kind: TRefKind) => z.object({ name: refName(REF_NAME_MAX[kind]) });

export const ZCountryInput = z.object({
  name: refName(REF_NAME_MAX.countries),
  code: z
    .string({ error: 'Code is required.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,3}$/, 'Code must be 2 or 3 letters.'),
  /** "Name" or "Name (CODE)" each (parseStateEntry). */
  states: z
    .array(refName(REF_STATE_NAME_MAX + REF_STATE_CODE_MAX + 3, 'State name'))
    .max(500, 'At most 500 states.')
    .superRefine((states, ctx) => {
      for (const message of stateListProblems(states.map(parseStateEntry))) {
        ctx.addIssue({ code: 'custom', message });
      }
    })
    .optional(),
});
export type TCountryInput = z.infer<typeof ZCountryInput>;

export const ZCityInput = z.object({
  name: refName(REF_NAME_MAX.cities),
  countryId: refId('Country'),
  stateId: ZId.nullish(),
});
export type TCityInput = z.infer<typeof ZCityInput>;
/** `POST /ref/cities/{countryId}` (spec section 7): the city body with its country in the path. */
export const ZCityOfCountryInput = ZCityInput.omit({ countryId: true });

export const ZDisciplineInput = z.object({
  name: refName(REF_NAME_MAX.industry_discipline),
  industryId: refId('Industry'),
});
export type TDisciplineInput = z.infer<typeof ZDisciplineInput>;

/** The body of a create or an update, per kind (role responsibilities take their designation from the path). */
export const REF_INPUT_SCHEMAS = {
  countries: ZCountryInput,
  cities: ZCityInput,
  industry: nameBody('industry'),
  industry_discipline: ZDisciplineInput,
  position_type: nameBody('position_type'),
  departments: nameBody('departments'),
  work_auth: nameBody('work_auth'),
  job_qualification: nameBody('job_qualification'),
  certification_ref: nameBody('certification_ref'),
  job_skill: nameBody('job_skill'),
  job_designation: nameBody('job_designation'),
  job_role_res: nameBody('job_role_res'),
  job_appl_type: nameBody('job_appl_type'),
  lifecycle: nameBody('lifecycle'),
  'computer-skill': nameBody('computer-skill'),
  language: nameBody('language'),
  regulatory: nameBody('regulatory'),
} as const satisfies Record<TRefKind, z.ZodType>;
export type TRefNameInput = { name: string };

// ---------------------------------------------------------------- answers

export const ZRefItem = z.object({ id: z.number().int(), name: z.string() });
export type TRefItem = z.infer<typeof ZRefItem>;

export const ZCountry = ZRefItem.extend({ code: z.string() });
export type TCountry = z.infer<typeof ZCountry>;

export const ZState = ZRefItem.extend({ code: z.string().nullable() });
export type TState = z.infer<typeof ZState>;

export const ZCountryWithStates = ZCountry.extend({ states: z.array(ZState) });
export type TCountryWithStates = z.infer<typeof ZCountryWithStates>;

export const ZCity = ZRefItem.extend({
  countryId: z.number().int(),
  countryName: z.string(),
  stateId: z.number().int().nullable(),
  stateName: z.string().nullable(),
});
export type TCity = z.infer<typeof ZCity>;

export const ZDiscipline = ZRefItem.extend({ industryId: z.number().int(), industryName: z.string() });
export type TDiscipline = z.infer<typeof ZDiscipline>;

export const ZRoleResponsibility = ZRefItem.extend({ designationId: z.number().int() });
export type TRoleResponsibility = z.infer<typeof ZRoleResponsibility>;

/** Any row of the Settings screen's table. */
export type TRefRow = TRefItem &
  Partial<Omit<TCountryWithStates, 'id' | 'name'>> &
  Partial<Omit<TCity, 'id' | 'name'>> &
  Partial<Omit<TDiscipline, 'id' | 'name'>> &
  Partial<Omit<TRoleResponsibility, 'id' | 'name'>>;

export const ZDisciplineQuery = z.object({ industryId: ZId.optional() });

// ---------------------------------------------------------------- spreadsheet import

/** Header columns of each kind's import sheet, in template order (matched case-insensitively). */
export const REF_IMPORT_COLUMNS: Record<TRefUploadKind, readonly string[]> = {
  /** states: "Name (CODE); Name (CODE)", the codes optional unless two states share a name. */
  countries: ['name', 'code', 'states'],
  /** country: its ISO code or name; state (optional): its code, or its name when no other state has it. */
  cities: ['country', 'state', 'name'],
  industry: ['name'],
  industry_discipline: ['industry', 'name'],
};

export const ZImportResult = z.object({ imported: z.number().int() });
export type TImportResult = z.infer<typeof ZImportResult>;

export const ZImportRowRejection = z.object({ row: z.number().int(), reason: z.string() });
export type TImportRowRejection = z.infer<typeof ZImportRowRejection>;

export const ZImportRejected = z.object({
  message: z.string(),
  code: z.literal('IMPORT_REJECTED'),
  rows: z.array(ZImportRowRejection),
});
export type TImportRejected = z.infer<typeof ZImportRejected>;

export const REF_MESSAGES = {
  notASpreadsheet: 'The file is not an Excel spreadsheet (.xlsx).',
  noFile: 'Attach one .xlsx file.',
  importRejected: (count: number) =>
    count === 1
      ? '1 row was rejected; nothing was imported.'
      : `${count} rows were rejected; nothing was imported.`,
  duplicate: (label: string, name: string) => `${label} '${name}' already exists.`,
} as const;
