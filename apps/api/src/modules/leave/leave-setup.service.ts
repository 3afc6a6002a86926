// Leave types and public holidays (HR maintains both): the rules a request is measured by.
import {
  dateOfDay,
  dayOfDate,
  LEAVE_MESSAGES,
  PUBLIC_HOLIDAY_SHEET_COLUMNS,
  type TImportRowRejection,
  type TLeaveType,
  type TPublicHoliday,
  type ZLeaveTypeInput,
  type ZPublicHolidayInput,
  type ZPublicHolidayQuery,
} from '@hr/contracts';
import { z } from 'zod';
import { audit } from '../../db/audit.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { readSheet, validateRows } from '../../lib/spreadsheet.js';

type LeaveTypeInput = z.output<typeof ZLeaveTypeInput>;
type HolidayInput = z.output<typeof ZPublicHolidayInput>;

const typeSelect = {
  id: true,
  name: true,
  kind: true,
  paid: true,
  accrualDaysPerYear: true,
  accrualFrequency: true,
  proRata: true,
  carryOverCap: true,
  documentRequiredAfterDays: true,
  halfDaysAllowed: true,
  negativeBalanceAllowed: true,
  active: true,
  positionTypes: { select: { positionType: { select: { id: true, name: true } } } },
} satisfies Prisma.LeaveTypeSelect;
type TypeRow = Prisma.LeaveTypeGetPayload<{ select: typeof typeSelect }>;

const decimal = (value: Prisma.Decimal | null) => (value === null ? null : Number(value));

function toType(row: TypeRow): TLeaveType {
  return {
    ...row,
    kind: row.kind as TLeaveType['kind'],
    accrualFrequency: row.accrualFrequency as TLeaveType['accrualFrequency'],
    accrualDaysPerYear: Number(row.accrualDaysPerYear),
    carryOverCap: decimal(row.carryOverCap),
    documentRequiredAfterDays: decimal(row.documentRequiredAfterDays),
    positionTypes: row.positionTypes.map((p) => p.positionType).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

const holidaySelect = {
  id: true,
  countryId: true,
  stateId: true,
  date: true,
  name: true,
  country: { select: { name: true } },
  state: { select: { name: true } },
} satisfies Prisma.PublicHolidaySelect;
type HolidayRow = Prisma.PublicHolidayGetPayload<{ select: typeof holidaySelect }>;

const toHoliday = (row: HolidayRow): TPublicHoliday => ({
  id: row.id,
  countryId: row.countryId,
  countryName: row.country.name,
  stateId: row.stateId,
  stateName: row.state?.name ?? null,
  date: dayOfDate(row.date),
  name: row.name,
});

/** The holiday spreadsheet's row: country and state by name or code, the date as YYYY-MM-DD. */
const ZHolidaySheetRow = z.object({
  country: z.string().trim().min(1, 'Enter the country.'),
  state: z.string().trim(),
  date: z.iso.date({ message: 'Enter the date as YYYY-MM-DD.' }),
  name: z
    .string()
    .trim()
    .min(1, 'Enter the holiday name.')
    .max(100, 'The name is longer than 100 characters.'),
});

export function createLeaveSetupService({ db }: Pick<ServiceDeps, 'db'>) {
  const prisma = db.prisma;

  function typeData(input: LeaveTypeInput) {
    const { positionTypeIds: _ids, ...fields } = input;
    return fields;
  }

  async function checkPositionTypes(ids: number[]) {
    const found = await prisma.positionType.count({ where: { id: { in: ids } } });
    if (found !== new Set(ids).size) {
      throw new AppError('INVALID_REFERENCE', 'Choose position types from the list.', {
        positionTypeIds: 'Choose position types from the list.',
      });
    }
  }

  async function uniqueName(name: string, exceptId?: number) {
    const other = await prisma.leaveType.findFirst({
      where: { name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
      select: { id: true },
    });
    if (other)
      throw new AppError('DUPLICATE', LEAVE_MESSAGES.typeNameTaken, { name: LEAVE_MESSAGES.typeNameTaken });
  }

  async function checkHoliday(input: HolidayInput, exceptId?: number) {
    const country = await prisma.country.findUnique({ where: { id: input.countryId }, select: { id: true } });
    if (!country) {
      throw new AppError('INVALID_REFERENCE', 'Choose a country from the list.', {
        countryId: 'Choose a country from the list.',
      });
    }
    if (input.stateId !== null) {
      const state = await prisma.state.findUnique({
        where: { id: input.stateId },
        select: { countryId: true },
      });
      if (state?.countryId !== input.countryId) {
        throw new AppError('INVALID_REFERENCE', LEAVE_MESSAGES.holidayStateNotInCountry, {
          stateId: LEAVE_MESSAGES.holidayStateNotInCountry,
        });
      }
    }
    const same = await prisma.publicHoliday.findFirst({
      where: {
        countryId: input.countryId,
        stateId: input.stateId,
        date: dateOfDay(input.date),
        ...(exceptId ? { id: { not: exceptId } } : {}),
      },
      select: { id: true },
    });
    if (same)
      throw new AppError('DUPLICATE', LEAVE_MESSAGES.holidayExists, { date: LEAVE_MESSAGES.holidayExists });
  }

  return {
    async listTypes(): Promise<TLeaveType[]> {
      const rows = await prisma.leaveType.findMany({ select: typeSelect, orderBy: { name: 'asc' } });
      return rows.map(toType);
    },

    async createType(input: LeaveTypeInput, actorId: number): Promise<TLeaveType> {
      await uniqueName(input.name);
      await checkPositionTypes(input.positionTypeIds);
      const row = await prisma.$transaction(async (tx) => {
        const created = await tx.leaveType.create({
          data: {
            ...typeData(input),
            positionTypes: { create: input.positionTypeIds.map((positionTypeId) => ({ positionTypeId })) },
          },
          select: typeSelect,
        });
        await audit(tx, { userId: actorId, entity: 'LeaveType', id: created.id, action: 'CREATE' });
        return created;
      });
      return toType(row);
    },

    async updateType(id: number, input: LeaveTypeInput, actorId: number): Promise<TLeaveType> {
      const existing = await prisma.leaveType.findUnique({ where: { id }, select: { id: true } });
      if (!existing) throw notFound('Leave type', id);
      await uniqueName(input.name, id);
      await checkPositionTypes(input.positionTypeIds);
      const row = await prisma.$transaction(async (tx) => {
        await tx.leaveTypePositionType.deleteMany({ where: { leaveTypeId: id } });
        const updated = await tx.leaveType.update({
          where: { id },
          data: {
            ...typeData(input),
            positionTypes: { create: input.positionTypeIds.map((positionTypeId) => ({ positionTypeId })) },
          },
          select: typeSelect,
        });
        await audit(tx, { userId: actorId, entity: 'LeaveType', id, action: 'UPDATE' });
        return updated;
      });
      return toType(row);
    },

    /** A year's holidays (every year when not given); with a state, its own and the national ones. */
    async listHolidays(query: z.output<typeof ZPublicHolidayQuery>): Promise<TPublicHoliday[]> {
      const where: Prisma.PublicHolidayWhereInput = {};
      if (query.countryId) where.countryId = query.countryId;
      if (query.stateId) where.OR = [{ stateId: query.stateId }, { stateId: null }];
      if (query.year) {
        where.date = { gte: dateOfDay(`${query.year}-01-01`), lte: dateOfDay(`${query.year}-12-31`) };
      }
      const rows = await prisma.publicHoliday.findMany({
        where,
        select: holidaySelect,
        orderBy: [{ date: 'asc' }, { id: 'asc' }],
        take: 5000,
      });
      return rows.map(toHoliday);
    },

    async createHoliday(input: HolidayInput, actorId: number): Promise<TPublicHoliday> {
      await checkHoliday(input);
      const row = await prisma.$transaction(async (tx) => {
        const created = await tx.publicHoliday.create({
          data: { ...input, date: dateOfDay(input.date) },
          select: holidaySelect,
        });
        await audit(tx, { userId: actorId, entity: 'PublicHoliday', id: created.id, action: 'CREATE' });
        return created;
      });
      return toHoliday(row);
    },

    async updateHoliday(id: number, input: HolidayInput, actorId: number): Promise<TPublicHoliday> {
      const existing = await prisma.publicHoliday.findUnique({ where: { id }, select: { id: true } });
      if (!existing) throw notFound('Public holiday', id);
      await checkHoliday(input, id);
      const row = await prisma.$transaction(async (tx) => {
        const updated = await tx.publicHoliday.update({
          where: { id },
          data: { ...input, date: dateOfDay(input.date) },
          select: holidaySelect,
        });
        await audit(tx, { userId: actorId, entity: 'PublicHoliday', id, action: 'UPDATE' });
        return updated;
      });
      return toHoliday(row);
    },

    async removeHoliday(id: number, actorId: number): Promise<void> {
      await prisma.$transaction(async (tx) => {
        const { count } = await tx.publicHoliday.deleteMany({ where: { id } });
        if (count === 0) throw notFound('Public holiday', id);
        await audit(tx, { userId: actorId, entity: 'PublicHoliday', id, action: 'DELETE' });
      });
    },

    /**
     * The spreadsheet: every row valid (a known country, a state of it or blank, a date, a name) and
     * then all written in one statement, or none.
     */
    async importHolidays(
      buffer: Buffer,
      actorId: number,
    ): Promise<{ imported: number } | { rejected: TImportRowRejection[] }> {
      const rows = await readSheet(
        buffer,
        PUBLIC_HOLIDAY_SHEET_COLUMNS.map((c) => c.toLowerCase()),
        ['state'],
      );
      const { valid, rejected } = validateRows(rows, {
        schema: ZHolidaySheetRow,
        uniqueKeys: (d) => [
          {
            key: `${d.country.toLowerCase()}|${d.state.toLowerCase()}|${d.date}`,
            label: `The holiday on ${d.date} in ${d.state || d.country}`,
          },
        ],
      });
      const countries = await prisma.country.findMany({
        select: {
          id: true,
          name: true,
          code: true,
          states: { select: { id: true, name: true, code: true } },
        },
      });
      const lower = (s: string | null) => (s ?? '').toLowerCase();
      const resolved: { row: number; data: HolidayInput }[] = [];
      for (const { row, data } of valid) {
        const country = countries.find(
          (c) => lower(c.name) === lower(data.country) || lower(c.code) === lower(data.country),
        );
        if (!country) {
          rejected.push({ row, reason: `Country '${data.country}' is not in the reference data.` });
          continue;
        }
        let stateId: number | null = null;
        if (data.state) {
          const state = country.states.find(
            (s) => lower(s.name) === lower(data.state) || lower(s.code) === lower(data.state),
          );
          if (!state) {
            rejected.push({ row, reason: `State '${data.state}' is not a state of ${country.name}.` });
            continue;
          }
          stateId = state.id;
        }
        resolved.push({ row, data: { countryId: country.id, stateId, date: data.date, name: data.name } });
      }
      if (rejected.length > 0) return { rejected };
      await prisma.$transaction(async (tx) => {
        // One statement: a holiday already there on that date (national or the state's) is renamed.
        await tx.$executeRawUnsafe(
          `INSERT INTO public_holiday (country_id, state_id, date, name)
           SELECT * FROM unnest($1::int[], $2::int[], $3::date[], $4::text[])
           ON CONFLICT (country_id, state_id, date) DO UPDATE SET name = EXCLUDED.name`,
          resolved.map((r) => r.data.countryId),
          resolved.map((r) => r.data.stateId),
          resolved.map((r) => r.data.date),
          resolved.map((r) => r.data.name),
        );
        await audit(tx, { userId: actorId, entity: 'PublicHoliday', id: 'import', action: 'IMPORT' });
      });
      return { imported: resolved.length };
    },
  };
}

/** The template's example rows: a national and a state holiday. */
export const HOLIDAY_TEMPLATE_ROWS = [
  ['Australia', '', '2027-01-26', 'Australia Day'],
  ['Australia', 'NSW', '2027-08-02', 'Bank Holiday'],
] as const;
