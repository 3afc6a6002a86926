// What the careers site reads: the open positions (published, approved and not closed, cancelled,
// completed, past their end date or closing day in the organisation's today), one position with
// its requirements, and the organisation's name. Every page reads these afresh, so a position that
// is unpublished or closed leaves the site at once.
import { dateOfDay, dayOfDate, PUBLISHABLE_STATUSES } from '@hr/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { orgCompanyName, orgTimeZone, orgToday } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

export const PAGE_SIZE = 20;

export interface SiteQuery {
  q?: string;
  location?: number;
  department?: number;
  positionType?: number;
  workType?: 'remote' | 'onsite';
  page: number;
}

/** The open positions' condition, on the organisation's day. */
export function openWhere(today: string): Prisma.JobPositionWhereInput {
  const day = dateOfDay(today);
  return {
    published: true,
    status: { in: [...PUBLISHABLE_STATUSES] },
    AND: [
      { OR: [{ endDate: null }, { endDate: { gte: day } }] },
      { OR: [{ closingDate: null }, { closingDate: { gte: day } }] },
    ],
  };
}

const LIST_SELECT = {
  id: true,
  positionTitle: true,
  publishedAt: true,
  closingDate: true,
  department: { select: { id: true, name: true } },
  positionType: { select: { id: true, name: true } },
  location: {
    select: {
      remote: true,
      city: { select: { id: true, name: true } },
      country: { select: { name: true, code: true } },
    },
  },
} as const satisfies Prisma.JobPositionSelect;

export type ListedPosition = Prisma.JobPositionGetPayload<{ select: typeof LIST_SELECT }>;

const POSITION_SELECT = {
  ...LIST_SELECT,
  status: true,
  endDate: true,
  jobDescription: true,
  publicDescription: true,
  applicationType: { select: { name: true } },
  location: {
    select: {
      remote: true,
      address: true,
      city: { select: { id: true, name: true, state: { select: { name: true } } } },
      country: { select: { name: true, code: true } },
    },
  },
  financial: { select: { compensationFrom: true, compensationTo: true, currency: true, salaryOption: true } },
  qualifications: { select: { mandatory: true, qualification: { select: { name: true } } } },
  certifications: { select: { mandatory: true, certification: { select: { name: true } } } },
  workAuthorizations: { select: { mandatory: true, workAuthorization: { select: { name: true } } } },
  designations: { select: { mandatory: true, designation: { select: { name: true } } } },
  experience: {
    select: {
      mandatory: true,
      minYears: true,
      maxYears: true,
      industry: { select: { name: true } },
      discipline: { select: { name: true } },
      positionType: { select: { name: true } },
    },
  },
  skills: { select: { mandatory: true, level: true, skill: { select: { name: true } } } },
} as const satisfies Prisma.JobPositionSelect;

export type PositionRow = Prisma.JobPositionGetPayload<{ select: typeof POSITION_SELECT }>;

/** One line of a requirement: its words, and whether it is a must. */
export interface Requirement {
  text: string;
  mandatory: boolean;
}

const LEVELS: Record<string, string> = { BASIC: 'basic', INTERMEDIATE: 'intermediate', EXPERT: 'expert' };

/** The specification tables in words, musts first in each group. */
export function requirementsOf(p: PositionRow): { heading: string; items: Requirement[] }[] {
  const group = (heading: string, items: (Requirement | null)[]) => ({
    heading,
    items: items
      .filter((item): item is Requirement => item !== null)
      .sort((a, b) => Number(b.mandatory) - Number(a.mandatory)),
  });
  /** Rows of a table that names a reference (a qualification, a role...): its name, when it has one. */
  const named = <R extends { mandatory: boolean }>(rows: R[], ref: (row: R) => { name: string } | null) =>
    rows.map((r) => {
      const name = ref(r)?.name;
      return name ? { text: name, mandatory: r.mandatory } : null;
    });
  const years = (min: number, max: number | null) =>
    max !== null && max > min ? `${min} to ${max} years` : `${min}+ years`;
  const groups: [string, (Requirement | null)[]][] = [
    ['Qualifications', named(p.qualifications, (r) => r.qualification)],
    ['Certifications', named(p.certifications, (r) => r.certification)],
    [
      'Experience',
      p.experience.map((r) => {
        const field = [r.positionType?.name, r.discipline?.name ?? r.industry?.name]
          .filter(Boolean)
          .join(', ');
        return {
          text: `${years(r.minYears, r.maxYears)}${field ? ` in ${field}` : ' of experience'}`,
          mandatory: r.mandatory,
        };
      }),
    ],
    [
      'Skills',
      p.skills.map((r) =>
        r.skill
          ? {
              text: r.level && LEVELS[r.level] ? `${r.skill.name} (${LEVELS[r.level]})` : r.skill.name,
              mandatory: r.mandatory,
            }
          : null,
      ),
    ],
    ['Roles held', named(p.designations, (r) => r.designation)],
    ['Work rights', named(p.workAuthorizations, (r) => r.workAuthorization)],
  ];
  return groups.map(([heading, items]) => group(heading, items)).filter((g) => g.items.length > 0);
}

/** A position's state for its page: open, gone (410), or not there (404). */
export type PositionLookup =
  | { kind: 'open'; position: PositionRow }
  | { kind: 'gone'; position: PositionRow }
  | { kind: 'missing' };

export function createSiteService({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>) {
  const { prisma } = db;

  async function organisation() {
    const [name, timeZone, today] = await Promise.all([
      orgCompanyName(prisma),
      orgTimeZone(prisma),
      orgToday(prisma, clock()),
    ]);
    return { name, timeZone, today };
  }

  return {
    organisation,

    /** A page of open positions matching the query, newest first, and the filters' choices. */
    async list(query: SiteQuery, today: string) {
      const open = openWhere(today);
      const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
      const where: Prisma.JobPositionWhereInput = {
        ...open,
        AND: [
          ...(open.AND as Prisma.JobPositionWhereInput[]),
          ...words.map((word) => ({
            OR: [
              { positionTitle: { contains: word, mode: 'insensitive' as const } },
              { publicDescription: { contains: word, mode: 'insensitive' as const } },
              {
                AND: [
                  { publicDescription: null },
                  { jobDescription: { contains: word, mode: 'insensitive' as const } },
                ],
              },
              { department: { name: { contains: word, mode: 'insensitive' as const } } },
              { location: { city: { name: { contains: word, mode: 'insensitive' as const } } } },
            ],
          })),
          ...(query.location ? [{ location: { cityId: query.location } }] : []),
          ...(query.workType ? [{ location: { remote: query.workType === 'remote' } }] : []),
        ],
        ...(query.department ? { departmentId: query.department } : {}),
        ...(query.positionType ? { positionTypeId: query.positionType } : {}),
      };
      const [total, rows, facets] = await Promise.all([
        prisma.jobPosition.count({ where }),
        prisma.jobPosition.findMany({
          where,
          select: LIST_SELECT,
          orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
          skip: (query.page - 1) * PAGE_SIZE,
          take: PAGE_SIZE,
        }),
        prisma.jobPosition.findMany({ where: open, select: LIST_SELECT }),
      ]);
      const choices = <T extends { id: number; name: string }>(items: (T | null | undefined)[]) =>
        [...new Map(items.filter((i): i is T => !!i).map((i) => [i.id, i.name])).entries()]
          .map(([id, name]) => ({ id, name }))
          .sort((a, b) => a.name.localeCompare(b.name));
      return {
        total,
        rows,
        choices: {
          locations: choices(facets.map((f) => f.location?.city)),
          departments: choices(facets.map((f) => f.department)),
          positionTypes: choices(facets.map((f) => f.positionType)),
        },
      };
    },

    /** Every open position (the sitemap and the feed), newest first. */
    allOpen(today: string) {
      return prisma.jobPosition.findMany({
        where: openWhere(today),
        select: { ...POSITION_SELECT, updatedAt: true },
        orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
        take: 5000,
      });
    },

    async position(id: number, today: string): Promise<PositionLookup> {
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return { kind: 'missing' };
      const [position, open] = await Promise.all([
        prisma.jobPosition.findUnique({ where: { id }, select: POSITION_SELECT }),
        prisma.jobPosition.count({ where: { id, ...openWhere(today) } }),
      ]);
      // Never published: as good as not there (a draft's title is not public).
      if (!position?.publishedAt) return { kind: 'missing' };
      return open ? { kind: 'open', position } : { kind: 'gone', position };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;

export const dayOf = (date: Date | null): string | null => (date ? dayOfDate(date) : null);
