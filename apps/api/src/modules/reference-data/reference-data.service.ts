import {
  parseStateEntry,
  REF_KIND_LABELS,
  REF_MESSAGES,
  type TCity,
  type TCityInput,
  type TCountry,
  type TCountryInput,
  type TCountryWithStates,
  type TDiscipline,
  type TDisciplineInput,
  type TRefItem,
  type TRefKind,
  type TRefNameInput,
  type TRefUploadKind,
  type TRoleResponsibility,
  type TStateEntry,
} from '@hr/contracts';
import type { Database } from '../../db/prisma.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { createReferenceImport } from './reference-data-import.js';

type Prisma = Database['prisma'];
type Tx = Parameters<Parameters<Prisma['$transaction']>[0]>[0];
type Client = Prisma | Tx;

/** The few calls every reference table answers alike; Prisma's delegates differ only in their types. */
interface RefDelegate {
  findMany(args: object): Promise<Array<Record<string, unknown> & TRefItem>>;
  findFirst(args: object): Promise<(Record<string, unknown> & TRefItem) | null>;
  findUnique(args: object): Promise<(TRefItem & { _count?: Record<string, number> }) | null>;
  create(args: object): Promise<TRefItem>;
  update(args: object): Promise<TRefItem>;
  delete(args: object): Promise<unknown>;
  createMany(args: object): Promise<{ count: number }>;
}

/** Per kind: its table, the parent that scopes name uniqueness, and what may use a value. */
interface KindDef {
  model: (client: Client) => unknown;
  /** Column holding the parent id when names are unique only within a parent. */
  scope?: 'countryId' | 'industryId' | 'designationId';
  /** Relation (Prisma `_count` name) -> [one, many] as the in-use message names them. */
  usedBy: Record<string, [string, string]>;
}

const requisitions: [string, string] = ['requisition', 'requisitions'];
const applicants: [string, string] = ['applicant', 'applicants'];
const employees: [string, string] = ['employee', 'employees'];
const experience: [string, string] = ['requisition experience entry', 'requisition experience entries'];
const packDocuments: [string, string] = ['employee pack document', 'employee pack documents'];

const KINDS: Record<TRefKind, KindDef> = {
  countries: {
    model: (c) => c.country,
    usedBy: { cities: ['city', 'cities'], locations: ['requisition location', 'requisition locations'] },
  },
  cities: {
    model: (c) => c.city,
    scope: 'countryId',
    usedBy: { locations: ['requisition location', 'requisition locations'] },
  },
  industry: {
    model: (c) => c.industry,
    usedBy: {
      disciplines: ['discipline', 'disciplines'],
      positions: requisitions,
      experience,
      applicants,
      employees,
    },
  },
  industry_discipline: {
    model: (c) => c.industryDiscipline,
    scope: 'industryId',
    usedBy: { positions: requisitions, experience, applicants, employees },
  },
  position_type: {
    model: (c) => c.positionType,
    usedBy: { jobPositions: requisitions, experience, employees, packDocuments },
  },
  departments: {
    model: (c) => c.department,
    usedBy: { jobPositions: requisitions, employees, packDocuments },
  },
  work_auth: { model: (c) => c.workAuthorization, usedBy: { specs: requisitions } },
  job_qualification: { model: (c) => c.qualification, usedBy: { specs: requisitions, applicants } },
  certification_ref: { model: (c) => c.certification, usedBy: { specs: requisitions } },
  job_skill: { model: (c) => c.skill, usedBy: { specs: requisitions, applicants } },
  job_designation: { model: (c) => c.designation, usedBy: { specs: requisitions } },
  job_role_res: {
    model: (c) => c.roleResponsibility,
    scope: 'designationId',
    usedBy: { specs: requisitions },
  },
  job_appl_type: { model: (c) => c.applicationType, usedBy: { positions: requisitions } },
  lifecycle: { model: (c) => c.lifecycle, usedBy: { applicants } },
  'computer-skill': { model: (c) => c.computerSkill, usedBy: { applicants } },
  language: { model: (c) => c.language, usedBy: { applicants } },
  regulatory: { model: (c) => c.regulatory, usedBy: { positions: requisitions } },
};

const delegate = (client: Client, kind: TRefKind) => KINDS[kind].model(client) as RefDelegate;
const label = (kind: TRefKind) => REF_KIND_LABELS[kind].one;
const byName = [{ name: 'asc' as const }, { id: 'asc' as const }];
const insensitive = (name: string) => ({ equals: name, mode: 'insensitive' as const });

const prismaCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

const duplicate = (kind: TRefKind, name: string) =>
  new AppError('DUPLICATE', REF_MESSAGES.duplicate(label(kind), name));

function listWords(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Input of a create or an update, whatever the kind (the route validated it with the kind's schema). */
export type RefInput = TRefNameInput | TCountryInput | TCityInput | TDisciplineInput;

type CityRow = { id: number; name: string; countryId: number; stateId: number | null } & {
  country: { name: string };
  state: { name: string } | null;
};
const citySelect = {
  id: true,
  name: true,
  countryId: true,
  stateId: true,
  country: { select: { name: true } },
  state: { select: { name: true } },
};
const toCity = (row: CityRow): TCity => ({
  id: row.id,
  name: row.name,
  countryId: row.countryId,
  countryName: row.country.name,
  stateId: row.stateId,
  stateName: row.state?.name ?? null,
});

type DisciplineRow = { id: number; name: string; industryId: number; industry: { name: string } };
const disciplineSelect = { id: true, name: true, industryId: true, industry: { select: { name: true } } };
const toDiscipline = (row: DisciplineRow): TDiscipline => ({
  id: row.id,
  name: row.name,
  industryId: row.industryId,
  industryName: row.industry.name,
});

const countrySelect = { id: true, name: true, code: true };
const countryWithStatesSelect = {
  ...countrySelect,
  states: { select: { id: true, name: true, code: true }, orderBy: byName },
};

export function createReferenceDataService({ db }: Pick<ServiceDeps, 'db'>) {
  const prisma = db.prisma;

  /** 409 when another value of the kind (in the same parent) has this name, ignoring case. */
  async function ensureFreeName(
    client: Client,
    kind: TRefKind,
    name: string,
    scope: Record<string, number>,
    exceptId?: number,
  ) {
    const clash = await delegate(client, kind).findFirst({
      where: { name: insensitive(name), ...scope, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
      select: { id: true, name: true },
    });
    if (clash) throw duplicate(kind, clash.name);
  }

  async function ensureExists(kind: TRefKind, id: number, field?: string): Promise<TRefItem> {
    const row = await delegate(prisma, kind).findUnique({ where: { id }, select: { id: true, name: true } });
    if (row) return row;
    if (field)
      throw new AppError('VALIDATION_FAILED', `Unknown ${label(kind).toLowerCase()} ${id}.`, {
        [field]: `${label(kind)} ${id} does not exist.`,
      });
    throw notFound(label(kind), id);
  }

  /** Runs a write, turning a unique violation that slipped past the check into the kind's 409. */
  async function write<T>(kind: TRefKind, name: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (prismaCode(error) === 'P2002') {
        // An import raced another writer: nothing was imported (one transaction).
        if (!name)
          throw new AppError(
            'DUPLICATE',
            `Some ${REF_KIND_LABELS[kind].many.toLowerCase()} were added meanwhile; nothing was imported.`,
          );
        throw duplicate(kind, name);
      }
      throw error;
    }
  }

  async function readRow(kind: TRefKind, id: number): Promise<unknown> {
    switch (kind) {
      case 'countries':
        return prisma.country.findUniqueOrThrow({ where: { id }, select: countryWithStatesSelect });
      case 'cities':
        return toCity(await prisma.city.findUniqueOrThrow({ where: { id }, select: citySelect }));
      case 'industry_discipline':
        return toDiscipline(
          await prisma.industryDiscipline.findUniqueOrThrow({ where: { id }, select: disciplineSelect }),
        );
      case 'job_role_res':
        return prisma.roleResponsibility.findUniqueOrThrow({
          where: { id },
          select: { id: true, name: true, designationId: true },
        });
      default:
        return delegate(prisma, kind).findUnique({ where: { id }, select: { id: true, name: true } });
    }
  }

  /** Checks a city's or a discipline's parent ids; answers the uniqueness scope. */
  async function scopeOf(
    kind: TRefKind,
    input: RefInput,
    parentId?: number,
  ): Promise<Record<string, number>> {
    if (kind === 'cities') {
      const city = input as TCityInput;
      await ensureExists('countries', city.countryId, 'countryId');
      if (city.stateId) {
        const state = await prisma.state.findUnique({ where: { id: city.stateId } });
        if (!state || state.countryId !== city.countryId) {
          throw new AppError('VALIDATION_FAILED', 'The state is not one of the country’s states.', {
            stateId: 'Pick a state of the chosen country.',
          });
        }
      }
      return { countryId: city.countryId };
    }
    if (kind === 'industry_discipline') {
      const { industryId } = input as TDisciplineInput;
      await ensureExists('industry', industryId, 'industryId');
      return { industryId };
    }
    if (kind === 'job_role_res' && parentId !== undefined) return { designationId: parentId };
    return {};
  }

  /**
   * Writes a country's states ("Name" or "Name (CODE)" each): keeps those named alike, gives a state
   * the code (or the spelling) now written for it, adds the new ones and removes the missing ones
   * unless a city uses them.
   */
  async function syncStates(tx: Tx, countryId: number, entries: string[]) {
    const current = await tx.state.findMany({
      where: { countryId },
      select: { id: true, name: true, code: true, _count: { select: { cities: true } } },
    });
    const same = (a: TStateEntry, b: TStateEntry) =>
      a.name.toLowerCase() === b.name.toLowerCase() && (a.code ?? '') === (b.code ?? '');
    let wanted = entries.map(parseStateEntry);
    let left = current.filter((state) => {
      const at = wanted.findIndex((entry) => same(entry, state));
      if (at >= 0) wanted = wanted.filter((_, i) => i !== at);
      return at < 0;
    });
    // A state written with another code, or none: the one state of that name takes it.
    const named = <T extends { name: string }>(list: readonly T[], name: string) =>
      list.filter((item) => item.name.toLowerCase() === name.toLowerCase());
    for (const entry of [...wanted]) {
      const [state, ...more] = named(left, entry.name);
      if (!state || more.length > 0 || named(wanted, entry.name).length > 1) continue;
      await tx.state.update({ where: { id: state.id }, data: { name: entry.name, code: entry.code } });
      left = left.filter((s) => s !== state);
      wanted = wanted.filter((w) => w !== entry);
    }
    const removed = left;
    const used = removed.filter((s) => s._count.cities > 0);
    if (used.length > 0) {
      const first = used[0]!;
      throw new AppError(
        'IN_USE',
        `State '${first.name}' is used by ${first._count.cities} ${first._count.cities === 1 ? 'city' : 'cities'}; remove those first.`,
      );
    }
    if (removed.length > 0) await tx.state.deleteMany({ where: { id: { in: removed.map((s) => s.id) } } });
    if (wanted.length > 0)
      await tx.state.createMany({ data: wanted.map((entry) => ({ countryId, ...entry })) });
  }

  async function ensureFreeCountryCode(client: Client, code: string, exceptId?: number) {
    const clash = await client.country.findFirst({
      where: { code: insensitive(code), ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    });
    if (clash) throw new AppError('DUPLICATE', `Country code '${clash.code}' already exists.`);
  }

  async function list(kind: TRefKind, filter: { industryId?: number | undefined } = {}): Promise<unknown[]> {
    switch (kind) {
      case 'countries':
        return prisma.country.findMany({ select: countrySelect, orderBy: byName });
      case 'cities':
        return (await prisma.city.findMany({ select: citySelect, orderBy: byName })).map(toCity);
      case 'industry_discipline':
        return (
          await prisma.industryDiscipline.findMany({
            where: filter.industryId ? { industryId: filter.industryId } : {},
            select: disciplineSelect,
            orderBy: byName,
          })
        ).map(toDiscipline);
      default:
        return delegate(prisma, kind).findMany({ select: { id: true, name: true }, orderBy: byName });
    }
  }

  return {
    list,

    /** The maintenance list (`GET /all`): countries with their states, disciplines with their industry. */
    async listAll(kind: TRefUploadKind): Promise<unknown[]> {
      if (kind === 'countries') {
        return prisma.country.findMany({ select: countryWithStatesSelect, orderBy: byName });
      }
      return list(kind);
    },

    async citiesOfCountry(countryId: number): Promise<TCity[]> {
      await ensureExists('countries', countryId);
      const rows = await prisma.city.findMany({ where: { countryId }, select: citySelect, orderBy: byName });
      return rows.map(toCity);
    },

    async roleResponsibilities(designationId: number): Promise<TRoleResponsibility[]> {
      await ensureExists('job_designation', designationId);
      return prisma.roleResponsibility.findMany({
        where: { designationId },
        select: { id: true, name: true, designationId: true },
        orderBy: byName,
      });
    },

    /** `parentId`: the designation of a role responsibility (from the path). */
    async create(kind: TRefKind, input: RefInput, parentId?: number): Promise<unknown> {
      if (kind === 'job_role_res' && parentId !== undefined) await ensureExists('job_designation', parentId);
      const scope = await scopeOf(kind, input, parentId);
      await ensureFreeName(prisma, kind, input.name, scope);
      if (kind === 'countries') {
        const { name, code, states } = input as TCountryInput;
        await ensureFreeCountryCode(prisma, code);
        const created = await write(kind, name, () =>
          prisma.country.create({
            data: { name, code, states: { create: (states ?? []).map(parseStateEntry) } },
            select: { id: true },
          }),
        );
        return readRow(kind, created.id);
      }
      const data: Record<string, unknown> = { name: input.name, ...scope };
      if (kind === 'cities') data.stateId = (input as TCityInput).stateId ?? null;
      const created = await write(kind, input.name, () =>
        delegate(prisma, kind).create({ data, select: { id: true } }),
      );
      return readRow(kind, created.id);
    },

    async update(kind: TRefKind, id: number, input: RefInput): Promise<unknown> {
      const existing = await ensureExists(kind, id);
      let scope = await scopeOf(kind, input);
      if (kind === 'job_role_res') {
        const row = await prisma.roleResponsibility.findUniqueOrThrow({ where: { id } });
        scope = { designationId: row.designationId };
      }
      await ensureFreeName(prisma, kind, input.name, scope, existing.id);
      if (kind === 'countries') {
        const { name, code, states } = input as TCountryInput;
        await ensureFreeCountryCode(prisma, code, id);
        await write(kind, name, () =>
          prisma.$transaction(async (tx) => {
            await tx.country.update({ where: { id }, data: { name, code } });
            if (states) await syncStates(tx, id, states);
          }),
        );
        return readRow(kind, id);
      }
      const data: Record<string, unknown> = { name: input.name, ...(kind === 'job_role_res' ? {} : scope) };
      if (kind === 'cities') data.stateId = (input as TCityInput).stateId ?? null;
      await write(kind, input.name, () => delegate(prisma, kind).update({ where: { id }, data }));
      return readRow(kind, id);
    },

    /** Refuses (409) while anything uses the value, saying what; owned rows (a country's states) go with it. */
    async remove(kind: TRefKind, id: number): Promise<void> {
      const def = KINDS[kind];
      const row = await delegate(prisma, kind).findUnique({
        where: { id },
        select: {
          id: true,
          name: true,
          _count: { select: Object.fromEntries(Object.keys(def.usedBy).map((k) => [k, true])) },
        },
      });
      if (!row) throw notFound(label(kind), id);
      const uses = Object.entries(def.usedBy)
        .map(([relation, [one, many]]) => ({ count: row._count?.[relation] ?? 0, one, many }))
        .filter((use) => use.count > 0)
        .map((use) => `${use.count} ${use.count === 1 ? use.one : use.many}`);
      const inUse = (what: string) =>
        new AppError('IN_USE', `${label(kind)} '${row.name}' is used by ${what}; remove those first.`);
      if (uses.length > 0) throw inUse(listWords(uses));
      try {
        await delegate(prisma, kind).delete({ where: { id } });
      } catch (error) {
        // Used through a row the count above does not see (a designation's responsibility in a requisition).
        if (prismaCode(error) === 'P2003') throw inUse('other records');
        throw error;
      }
    },

    /** Creates the sheet's new values, skips those already there and refuses the rest (with reasons). */
    importSheet: createReferenceImport(prisma).importSheet,
  };
}

export type ReferenceDataService = ReturnType<typeof createReferenceDataService>;

export type { TCountry, TCountryWithStates };
