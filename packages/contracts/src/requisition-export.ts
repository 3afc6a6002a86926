// Requisition PDF export and job position spreadsheet upload (spec sections 3 "Job requisition PDF
// data" and 7 "Requisitions": pdfdata, the PDF download, excel_upload and its template).
import { z } from 'zod';
import { ZId } from './ids.js';

/** At most this many requisitions are exported in one call. */
export const EXPORT_MAX_IDS = 200;

export const ZExportRequest = z.object({
  ids: z
    .array(ZId)
    .min(1, 'Check at least one requisition.')
    .max(EXPORT_MAX_IDS, `Export at most ${EXPORT_MAX_IDS} requisitions at a time.`),
});
export type TExportRequest = z.infer<typeof ZExportRequest>;

/** One requisition's PDF data (spec section 3), plus the certifications and currency the PDF shows. */
export const ZRequisitionPdfData = z.object({
  positionId: z.number().int(),
  positionTitle: z.string(),
  /** Work authorization names. */
  authorizations: z.array(z.string()),
  city: z.string().nullable(),
  compensationFrom: z.number().nullable(),
  compensationTo: z.number().nullable(),
  currency: z.string().nullable(),
  /** Years: the smallest minimum and the largest maximum of the experience rows. */
  minExperience: z.number().int().nullable(),
  maxExperience: z.number().int().nullable(),
  /** The application type's name. */
  contractType: z.string().nullable(),
  qualifications: z.array(z.string()),
  certifications: z.array(z.string()),
  /** Role responsibility names. */
  responsibilities: z.array(z.string()),
  designations: z.array(z.string()),
  skills: z.array(z.string()),
  jobDescription: z.string(),
});
export type TRequisitionPdfData = z.infer<typeof ZRequisitionPdfData>;

export const ZRequisitionPdfDataList = z.array(ZRequisitionPdfData);

/** 400 answer when a requisition to export is incomplete; `incompleteIds` names them. */
export const ZRequisitionIncomplete = z.object({
  message: z.string(),
  code: z.literal('EXPORT_INCOMPLETE'),
  incompleteIds: z.array(z.number().int()),
});
export type TRequisitionIncomplete = z.infer<typeof ZRequisitionIncomplete>;

/** The PDF's file name: one requisition, or several in one combined file. */
export function requisitionPdfFileName(positionIds: readonly number[]): string {
  return positionIds.length === 1
    ? `Job-Requisition_${positionIds[0]}.pdf`
    : `Job-Requisitions_${positionIds.length}.pdf`;
}

/**
 * Header columns of the job position upload sheet, in template order (matched ignoring case, spaces,
 * `_` and `-`: "Salary min" is salaryMin). `country` is a country's ISO code or its name; the salary
 * columns fill the requisition's financial step (`currency` defaults to the organisation's);
 * `externalReference` keys a row so uploading it again does not create it twice.
 */
export const JOB_POSITION_IMPORT_COLUMNS = [
  'positionTitle',
  'jobDescription',
  'positionType',
  'department',
  'industry',
  'discipline',
  'contractType',
  'priority',
  'requestDate',
  'startDate',
  'endDate',
  'numberOfPositions',
  'country',
  'city',
  'salaryMin',
  'salaryMax',
  'currency',
  'payPeriod',
  'externalReference',
] as const;
export type TJobPositionImportColumn = (typeof JOB_POSITION_IMPORT_COLUMNS)[number];

/** The longest external reference a row may carry. */
export const EXTERNAL_REFERENCE_MAX = 100;

export const JOB_POSITION_TEMPLATE_FILE = 'job-positions-template.xlsx';

export const EXPORT_PATHS = {
  pdfData: '/job_position/pdfdata',
  pdf: '/job_position/pdf',
  excelUpload: '/job_position/excel_upload',
  /** How far the upload that named `{id}` in its `progress` query has got (the web polls it). */
  excelUploadProgress: (id: string) => `/job_position/excel_upload/progress/${id}`,
  excelTemplate: '/job_position/excel-template',
} as const;

/** The upload's optional query: an id the browser makes up, to poll the upload's progress by. */
export const ZImportProgressQuery = z.object({ progress: z.uuid().optional() });

/** Where a requisition upload is: reading the sheet, checking its rows, creating them (`done` of `total`). */
export const ZImportProgress = z.object({
  step: z.enum(['reading', 'checking', 'creating']),
  done: z.number().int(),
  total: z.number().int(),
});
export type TImportProgress = z.infer<typeof ZImportProgress>;

export const IMPORT_PROGRESS_MESSAGES = {
  notRunning: 'No upload with this id is running.',
  /** What the upload button says while the server works on the sheet. */
  step: ({ step, done, total }: TImportProgress) =>
    step === 'reading'
      ? 'Reading the sheet…'
      : `${step === 'checking' ? 'Checking' : 'Creating'} rows: ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`,
} as const;
