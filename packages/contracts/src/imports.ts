// What a spreadsheet import answers (the requisition upload and the reference data uploads): the
// good rows are created, rows already there are skipped, the rest are refused with the row, the
// column and the reason. See docs/decisions.md "Imports create the good rows and report the rest".
import { z } from 'zod';

/** A row not imported because what it holds is already there (`id`: the record it already is). */
export const ZImportSkip = z.object({
  row: z.number().int(),
  reason: z.string(),
  id: z.number().int().nullable(),
});
export type TImportSkip = z.infer<typeof ZImportSkip>;

/** One reason a row was refused; `column` is the sheet's column it is about (null: the whole row). */
export const ZImportRefusal = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  reason: z.string(),
});
export type TImportRefusal = z.infer<typeof ZImportRefusal>;

export const ZImportSummary = z.object({
  message: z.string(),
  created: z.number().int(),
  skipped: z.array(ZImportSkip),
  /** By row, then in the sheet's column order; a row may have several. */
  refused: z.array(ZImportRefusal),
  /**
   * The refused rows as an .xlsx (base64): the import's columns as they were given plus each row's
   * reasons, so they can be fixed and uploaded again (the extra columns are ignored). Null when none.
   */
  refusedSheet: z.string().nullable(),
});
export type TImportSummary = z.infer<typeof ZImportSummary>;

/** The media type of an .xlsx file. */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const IMPORT_MESSAGES = {
  summary: (created: number, skipped: number, refusedRows: number) =>
    `${created} created, ${skipped} skipped, ${refusedRows} refused.`,
  /** A key (a name, a code, an external reference) given on more than one row. */
  listedTwice: (what: string, rows: readonly number[]) =>
    `${what} is listed ${rows.length === 2 ? 'twice' : `${rows.length} times`}, rows ${listRows(rows)}.`,
  alreadyImportedRequisition: (id: number) => `already imported as requisition #${id}`,
  alreadyExists: (what: string, id: number) => `${what} already exists (#${id}).`,
  refusedSheetName: 'refused rows',
  refusedColumn: 'Refused because',
  rowColumn: 'Sheet row',
  /** A sheet with a header row and nothing below it. */
  noRows: 'The sheet has no rows below its header row.',
} as const;

function listRows(rows: readonly number[]): string {
  const sorted = [...rows].sort((a, b) => a - b).map(String);
  return sorted.length <= 1 ? sorted.join('') : `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
}

/** The file name of a refused rows sheet, after the file the user uploaded. */
export const refusedSheetFileName = (uploaded: string) =>
  `${uploaded.replace(/\.xlsx$/i, '') || 'import'}-refused.xlsx`;
