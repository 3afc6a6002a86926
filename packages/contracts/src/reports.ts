// Human Resource Reports (/canprf, issue 12 part 4): every number is an SQL aggregate of the reports
// module, typed here. Each report is also a table (`reportTable`): the page's table view and the
// server's XLSX/CSV export are that one function, so the three always show the same numbers.
import { z } from 'zod';
import { ZId } from './ids.js';
import { APPLICATION_STATUSES, type ApplicationStatus } from './pipeline.js';
import { REQUISITION_STATUSES } from './statuses.js';

export const REPORT_PATHS = {
  hr: '/reports/hr',
  hrExport: '/reports/hr/export',
} as const;

/**
 * The pipeline stages a hire passes through, in order. An application "reached" a stage when its
 * history or current status holds that stage or a later one (screening may be skipped).
 */
export const FUNNEL_STAGES = [
  'NEW',
  'SCREENING',
  'SHORTLISTED',
  'INTERVIEW',
  'OFFERED',
  'OFFER_ACCEPTED',
  'CONTRACTED',
  'HIRED',
] as const satisfies readonly ApplicationStatus[];
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** Employee statuses that mean the person has left (a leaver in the month they moved to one): the
 * employees contract's final status. */
export const EMPLOYEE_LEFT_STATUSES = ['TERMINATED'] as const;
/** Months the headcount report covers when no date range is given (this month included). */
export const HEADCOUNT_DEFAULT_MONTHS = 12;
/** At most this many months of headcount (a wider range shows its last months). */
export const HEADCOUNT_MAX_MONTHS = 120;

const isoDate = z.iso.date({ message: 'Enter a date (YYYY-MM-DD)' });
const optionalId = ZId.optional();

/**
 * The filters of every report (query string): applications created, offers sent, hires made,
 * requisitions requested and approvals answered within the dates (inclusive); department, position
 * type and requisition narrow by the requisition (employees by their own department and type).
 */
export const ZReportFilters = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    departmentId: optionalId,
    positionTypeId: optionalId,
    requisitionId: optionalId,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'From must not be after to', path: ['to'] });
export type TReportFilters = z.infer<typeof ZReportFilters>;

const count = z.number().int();
const days = z.number().nullable();
const ZDuration = z.object({ medianDays: days, p90Days: days, count });

/** `GET /api/v1/reports/hr`: every report for the filters in one answer. */
export const ZHrReports = z.object({
  /** Applications (created in the range) that reached each stage; conversion from the stage before, in %. */
  funnel: z.array(
    z.object({ stage: z.enum(FUNNEL_STAGES), reached: count, conversion: z.number().nullable() }),
  ),
  /** Days from application to first HIRED, over hires made in the range. */
  timeToHire: ZDuration,
  /** Days spent in each stage before the next move, over moves out of it made in the range. */
  stageTimes: z.array(ZDuration.extend({ stage: z.enum(FUNNEL_STAGES) })),
  /**
   * The funnel by source: applications (created in the range) per source, how many of them reached
   * Interview and Offered (their furthest stage, as the funnel counts), and how many were hired.
   */
  sources: z.array(
    z.object({ source: z.string(), applications: count, interviewed: count, offered: count, hired: count }),
  ),
  /** Offer letters sent in the range, by outcome; acceptance = accepted / (accepted + declined), in %. */
  offers: z.object({
    sent: count,
    accepted: count,
    declined: count,
    withdrawn: count,
    awaiting: count,
    acceptanceRate: z.number().nullable(),
  }),
  /** The declined offers' comments (trimmed, case kept as first written), most frequent first. */
  declineReasons: z.array(z.object({ reason: z.string(), count })),
  /** Requisitions requested in the range, per department and status. */
  requisitions: z.array(z.object({ department: z.string(), status: z.string(), count })),
  /** Days from the approval email to the approver's answer, over answers given in the range. */
  approvalTimes: ZDuration,
  /** Per month: employees starting, leaving, and employed at the month's end. */
  headcount: z.array(z.object({ month: z.string(), starters: count, leavers: count, headcount: count })),
});
export type THrReports = z.infer<typeof ZHrReports>;

export const REPORT_KEYS = [
  'funnel',
  'stageTimes',
  'sources',
  'offers',
  'declineReasons',
  'requisitions',
  'approvalTimes',
  'headcount',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

export const REPORT_TITLES: Record<ReportKey, string> = {
  funnel: 'Hiring funnel',
  stageTimes: 'Time to hire and time in each stage',
  sources: 'Funnel by source',
  offers: 'Offer acceptance',
  declineReasons: 'Reasons for declined offers',
  requisitions: 'Requisitions by department and status',
  approvalTimes: 'Approval time',
  headcount: 'Headcount, starters and leavers',
};

export const REPORT_FORMATS = ['xlsx', 'csv'] as const;

/** `GET /api/v1/reports/hr/export`: one report's table as a file, for the same filters. */
export const ZReportExportQuery = z.intersection(
  ZReportFilters,
  z.object({ report: z.enum(REPORT_KEYS), format: z.enum(REPORT_FORMATS) }),
);
export type TReportExportQuery = z.infer<typeof ZReportExportQuery>;

export type ReportCell = string | number | null;
export interface ReportTable {
  headers: string[];
  rows: ReportCell[][];
}

const stageName = (stage: FunnelStage) => APPLICATION_STATUSES[stage];
const statusName = (code: string) => REQUISITION_STATUSES[code as keyof typeof REQUISITION_STATUSES] ?? code;
const durationHeaders = ['Median days', '90th percentile days', 'Count'];
const durationCells = (d: z.infer<typeof ZDuration>) => [d.medianDays, d.p90Days, d.count];

/** One report as the rows of its table view and its export. */
export function reportTable(report: ReportKey, data: THrReports): ReportTable {
  switch (report) {
    case 'funnel':
      return {
        headers: ['Stage', 'Applications reaching it', 'Conversion from previous stage %'],
        rows: data.funnel.map((r) => [stageName(r.stage), r.reached, r.conversion]),
      };
    case 'stageTimes':
      return {
        headers: ['Measure', ...durationHeaders],
        rows: [
          ['Time to hire', ...durationCells(data.timeToHire)],
          ...data.stageTimes.map((r) => [`In ${stageName(r.stage)}`, ...durationCells(r)]),
        ],
      };
    case 'sources':
      return {
        headers: ['Source', 'Applications', 'Reached interview', 'Reached offer', 'Hired'],
        rows: data.sources.map((r) => [r.source, r.applications, r.interviewed, r.offered, r.hired]),
      };
    case 'offers': {
      const o = data.offers;
      return {
        headers: ['Measure', 'Value'],
        rows: [
          ['Sent', o.sent],
          ['Accepted', o.accepted],
          ['Declined', o.declined],
          ['Withdrawn', o.withdrawn],
          ['Awaiting an answer', o.awaiting],
          ['Acceptance rate %', o.acceptanceRate],
        ],
      };
    }
    case 'declineReasons':
      return {
        headers: ['Reason', 'Declined offers'],
        rows: data.declineReasons.map((r) => [r.reason, r.count]),
      };
    case 'requisitions':
      return {
        headers: ['Department', 'Status', 'Requisitions'],
        rows: data.requisitions.map((r) => [r.department, statusName(r.status), r.count]),
      };
    case 'approvalTimes':
      return {
        headers: ['Measure', ...durationHeaders],
        rows: [['Approval answer', ...durationCells(data.approvalTimes)]],
      };
    case 'headcount':
      return {
        headers: ['Month', 'Starters', 'Leavers', 'Headcount at month end'],
        rows: data.headcount.map((r) => [r.month, r.starters, r.leavers, r.headcount]),
      };
  }
}

/** A table as CSV (RFC 4180: fields with commas, quotes or line breaks are quoted). */
export function reportCsv(table: ReportTable): string {
  const field = (cell: ReportCell) => {
    const text = cell === null ? '' : String(cell);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${[table.headers, ...table.rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
