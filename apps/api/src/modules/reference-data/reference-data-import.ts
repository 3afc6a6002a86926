// Reference data from a spreadsheet: countries (with their states), cities, industries and
// disciplines. Values already there are skipped, rows that cannot be imported are refused with the
// column and the reason, and the rest are created in one transaction (docs/decisions.md "Imports
// create the good rows and report the rest").
import {
  IMPORT_MESSAGES,
  parseStateEntry,
  REF_IMPORT_COLUMNS,
  REF_KIND_LABELS,
  REF_NAME_MAX,
  refName,
  type TImportSummary,
  type TRefUploadKind,
  ZCountryInput,
} from '@hr/contracts';
import { z } from 'zod';
import type { Database } from '../../db/prisma.js';
import { AppError } from '../../lib/app-error.js';
import {
  columnKey,
  ImportTally,
  importSummary,
  readSheet,
  requireRows,
  type SheetRow,
} from '../../lib/spreadsheet.js';

type Prisma = Database['prisma'];

const lower = (value: string) => value.toLowerCase();
const cell = (row: SheetRow, column: string) => row.values[columnKey(column)] ?? '';
/** The sheet's column a zod issue of a row is about (the schemas' keys are the column names). */
const columnOf = (path: readonly PropertyKey[]) => (path.length > 0 ? String(path[0]) : null);

/** Countries by lower-case ISO code and name (a code wins over a name that is another's code). */
async function countriesByKey(prisma: Prisma) {
  const countries = await prisma.country.findMany({ select: { id: true, name: true, code: true } });
  const byKey = new Map<string, { id: number; name: string; code: string }>();
  for (const c of countries) byKey.set(lower(c.name), c);
  for (const c of countries) byKey.set(lower(c.code), c);
  return byKey;
}

export function createReferenceImport(prisma: Prisma) {
  /** A unique violation while creating: another writer added some of the values meanwhile. */
  async function created<T>(kind: TRefUploadKind, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002') {
        throw new AppError(
          'DUPLICATE',
          `Some ${REF_KIND_LABELS[kind].many.toLowerCase()} were added meanwhile; nothing was imported. Upload the file again.`,
        );
      }
      throw error;
    }
  }

  async function importCountries(rows: SheetRow[], tally: ImportTally) {
    const parsed: { row: number; name: string; code: string; states: string[] }[] = [];
    for (const row of rows) {
      const input = {
        name: cell(row, 'name'),
        code: cell(row, 'code'),
        states: cell(row, 'states')
          .split(';')
          .map((s) => s.trim())
          .filter(Boolean),
      };
      const result = ZCountryInput.safeParse(input);
      if (!result.success) tally.refuseIssues(row.row, result.error.issues, columnOf);
      else parsed.push({ row: row.row, ...result.data, states: result.data.states ?? [] });
    }
    tally.refuseRepeats(
      parsed.map((c) => ({
        row: c.row,
        keys: [
          { key: `name:${lower(c.name)}`, what: `Country '${c.name}'`, column: 'name' },
          { key: `code:${c.code}`, what: `Country code '${c.code}'`, column: 'code' },
        ],
      })),
    );
    const existing = await prisma.country.findMany({ select: { id: true, name: true, code: true } });
    const fresh = parsed.filter((c) => {
      if (tally.isRefused(c.row)) return false;
      const named = existing.find((x) => lower(x.name) === lower(c.name));
      const coded = existing.find((x) => x.code.toUpperCase() === c.code);
      if (named && named === coded) {
        tally.skip(c.row, IMPORT_MESSAGES.alreadyExists(`Country '${named.name}'`, named.id), named.id);
        return false;
      }
      if (named)
        tally.refuse(c.row, 'code', `Country '${named.name}' already exists with the code '${named.code}'.`);
      if (coded) tally.refuse(c.row, 'code', `Country code '${c.code}' is already ${coded.name}'s.`);
      return !tally.isRefused(c.row);
    });
    if (fresh.length === 0) return 0;
    return created('countries', () =>
      prisma.$transaction(async (tx) => {
        const countries = await tx.country.createManyAndReturn({
          data: fresh.map(({ name, code }) => ({ name, code })),
          select: { id: true, name: true },
        });
        const ids = new Map(countries.map((c) => [c.name, c.id]));
        const states = fresh.flatMap((c) =>
          c.states.map((entry) => ({ countryId: ids.get(c.name) as number, ...parseStateEntry(entry) })),
        );
        if (states.length > 0) await tx.state.createMany({ data: states });
        return countries.length;
      }),
    );
  }

  async function importCities(rows: SheetRow[], tally: ImportTally) {
    const schema = z.object({
      country: refName(REF_NAME_MAX.countries, 'country'),
      state: z.string().max(REF_NAME_MAX.countries, 'state must be at most 100 characters.'),
      name: refName(REF_NAME_MAX.cities),
    });
    const parsed: { row: number; country: string; state: string; name: string }[] = [];
    for (const row of rows) {
      const result = schema.safeParse({
        country: cell(row, 'country'),
        state: cell(row, 'state'),
        name: cell(row, 'name'),
      });
      if (!result.success) tally.refuseIssues(row.row, result.error.issues, columnOf);
      else parsed.push({ row: row.row, ...result.data });
    }
    const countries = await countriesByKey(prisma);
    const countryIds = [...new Set(parsed.map((c) => countries.get(lower(c.country))?.id))].filter(
      (id): id is number => id !== undefined,
    );
    const [states, cities] = await Promise.all([
      prisma.state.findMany({
        where: { countryId: { in: countryIds } },
        select: { id: true, name: true, code: true, countryId: true },
      }),
      prisma.city.findMany({
        where: { countryId: { in: countryIds } },
        select: { id: true, name: true, countryId: true, stateId: true, state: { select: { name: true } } },
      }),
    ]);
    const resolved: {
      row: number;
      name: string;
      countryId: number;
      countryName: string;
      stateId: number | null;
    }[] = [];
    for (const c of parsed) {
      const country = countries.get(lower(c.country));
      if (!country) {
        tally.refuse(
          c.row,
          'country',
          `country '${c.country}' is neither a country's ISO code nor its name.`,
        );
        continue;
      }
      let stateId: number | null = null;
      if (c.state) {
        const own = states.filter((s) => s.countryId === country.id);
        const byCode = own.filter((s) => s.code && s.code.toUpperCase() === c.state.toUpperCase());
        const byName = own.filter((s) => lower(s.name) === lower(c.state));
        const matches = byCode.length > 0 ? byCode : byName;
        if (matches.length === 1) stateId = (matches[0] as { id: number }).id;
        else if (matches.length === 0)
          tally.refuse(c.row, 'state', `state '${c.state}' is not a state of ${country.name}.`);
        else
          tally.refuse(
            c.row,
            'state',
            `state '${c.state}' names ${matches.length} states of ${country.name}; give its code (${matches
              .map((s) => s.code ?? '?')
              .sort()
              .join(' or ')}).`,
          );
      }
      if (!tally.isRefused(c.row))
        resolved.push({
          row: c.row,
          name: c.name,
          countryId: country.id,
          countryName: country.name,
          stateId,
        });
    }
    tally.refuseRepeats(
      resolved.map((c) => ({
        row: c.row,
        keys: [
          {
            key: `${c.countryId}:${lower(c.name)}`,
            what: `City '${c.name}' of ${c.countryName}`,
            column: 'name',
          },
        ],
      })),
    );
    const fresh = resolved.filter((c) => {
      if (tally.isRefused(c.row)) return false;
      const there = cities.find(
        (city) => city.countryId === c.countryId && lower(city.name) === lower(c.name),
      );
      if (!there) return true;
      if (there.stateId === c.stateId || c.stateId === null)
        tally.skip(
          c.row,
          IMPORT_MESSAGES.alreadyExists(`City '${there.name}' of ${c.countryName}`, there.id),
          there.id,
        );
      else
        tally.refuse(
          c.row,
          'name',
          `City '${there.name}' of ${c.countryName} already exists in ${there.state?.name ?? 'no state'} (#${there.id}); a country holds one city of a name.`,
        );
      return false;
    });
    if (fresh.length === 0) return 0;
    return created('cities', async () => {
      const { count } = await prisma.city.createMany({
        data: fresh.map(({ name, countryId, stateId }) => ({ name, countryId, stateId })),
      });
      return count;
    });
  }

  async function importIndustries(rows: SheetRow[], tally: ImportTally) {
    const schema = z.object({ name: refName(REF_NAME_MAX.industry) });
    const parsed: { row: number; name: string }[] = [];
    for (const row of rows) {
      const result = schema.safeParse({ name: cell(row, 'name') });
      if (!result.success) tally.refuseIssues(row.row, result.error.issues, columnOf);
      else parsed.push({ row: row.row, name: result.data.name });
    }
    tally.refuseRepeats(
      parsed.map((i) => ({
        row: i.row,
        keys: [{ key: lower(i.name), what: `Industry '${i.name}'`, column: 'name' }],
      })),
    );
    const existing = await prisma.industry.findMany({
      where: { name: { in: parsed.map((i) => i.name), mode: 'insensitive' } },
      select: { id: true, name: true },
    });
    const byName = new Map(existing.map((i) => [lower(i.name), i]));
    const fresh = parsed.filter((i) => {
      if (tally.isRefused(i.row)) return false;
      const there = byName.get(lower(i.name));
      if (there)
        tally.skip(i.row, IMPORT_MESSAGES.alreadyExists(`Industry '${there.name}'`, there.id), there.id);
      return !there;
    });
    if (fresh.length === 0) return 0;
    return created('industry', async () => {
      const { count } = await prisma.industry.createMany({ data: fresh.map(({ name }) => ({ name })) });
      return count;
    });
  }

  async function importDisciplines(rows: SheetRow[], tally: ImportTally) {
    const schema = z.object({
      industry: refName(REF_NAME_MAX.industry, 'industry'),
      name: refName(REF_NAME_MAX.industry_discipline),
    });
    const parsed: { row: number; industry: string; name: string }[] = [];
    for (const row of rows) {
      const result = schema.safeParse({ industry: cell(row, 'industry'), name: cell(row, 'name') });
      if (!result.success) tally.refuseIssues(row.row, result.error.issues, columnOf);
      else parsed.push({ row: row.row, ...result.data });
    }
    const industries = await prisma.industry.findMany({
      where: { name: { in: [...new Set(parsed.map((d) => d.industry))], mode: 'insensitive' } },
      select: { id: true, name: true },
    });
    const industryOf = new Map(industries.map((i) => [lower(i.name), i]));
    const existing = await prisma.industryDiscipline.findMany({
      where: { industryId: { in: industries.map((i) => i.id) } },
      select: { id: true, industryId: true, name: true },
    });
    const resolved: { row: number; industryId: number; industryName: string; name: string }[] = [];
    for (const d of parsed) {
      const industry = industryOf.get(lower(d.industry));
      if (!industry) tally.refuse(d.row, 'industry', `Industry '${d.industry}' does not exist.`);
      else resolved.push({ row: d.row, industryId: industry.id, industryName: industry.name, name: d.name });
    }
    tally.refuseRepeats(
      resolved.map((d) => ({
        row: d.row,
        keys: [
          {
            key: `${d.industryId}:${lower(d.name)}`,
            what: `Discipline '${d.name}' of industry '${d.industryName}'`,
            column: 'name',
          },
        ],
      })),
    );
    const fresh = resolved.filter((d) => {
      if (tally.isRefused(d.row)) return false;
      const there = existing.find((e) => e.industryId === d.industryId && lower(e.name) === lower(d.name));
      if (there)
        tally.skip(
          d.row,
          IMPORT_MESSAGES.alreadyExists(
            `Discipline '${there.name}' of industry '${d.industryName}'`,
            there.id,
          ),
          there.id,
        );
      return !there;
    });
    if (fresh.length === 0) return 0;
    return created('industry_discipline', async () => {
      const { count } = await prisma.industryDiscipline.createMany({
        data: fresh.map(({ industryId, name }) => ({ industryId, name })),
      });
      return count;
    });
  }

  const importers: Record<TRefUploadKind, (rows: SheetRow[], tally: ImportTally) => Promise<number>> = {
    countries: importCountries,
    cities: importCities,
    industry: importIndustries,
    industry_discipline: importDisciplines,
  };

  return {
    /** Reads the sheet, creates the new values, skips those already there and refuses the rest. */
    async importSheet(kind: TRefUploadKind, buffer: Buffer): Promise<TImportSummary> {
      const columns = REF_IMPORT_COLUMNS[kind];
      const optional = kind === 'countries' ? ['states'] : kind === 'cities' ? ['state'] : [];
      const rows = requireRows(await readSheet(buffer, columns, optional));
      const tally = new ImportTally();
      tally.created = await importers[kind](rows, tally);
      return importSummary(tally, columns, rows);
    },
  };
}

export const templateExample: Record<TRefUploadKind, readonly string[]> = {
  countries: ['Australia', 'AU', 'New South Wales (NSW); Victoria (VIC); Queensland (QLD)'],
  cities: ['AU', 'NSW', 'Sydney'],
  industry: ['Mining'],
  industry_discipline: ['Mining', 'Geology'],
};
