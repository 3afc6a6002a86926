// Spreadsheet import and templates (.xlsx through exceljs), shared by every upload: read the first
// sheet with its first row as the header, validate every row, and report rejected rows by number.
import { REF_MESSAGES, type TImportRejected, type TImportRowRejection } from '@hr/contracts';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** More data rows than this are refused before validating any: imports run in one request. */
export const MAX_IMPORT_ROWS = 20_000;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** An .xlsx file is a zip archive: check the magic bytes before handing it to the parser. */
export function looksLikeXlsx(buffer: Uint8Array): boolean {
  return buffer.length > ZIP_MAGIC.length && ZIP_MAGIC.every((byte, i) => buffer[i] === byte);
}

const notASpreadsheet = () => new AppError('NOT_A_SPREADSHEET', REF_MESSAGES.notASpreadsheet);

/** The one uploaded file of a multipart request, whole in memory (the multipart size limit applies). */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('NO_FILE', REF_MESSAGES.noFile);
  const file = await request.file();
  if (!file) throw new AppError('NO_FILE', REF_MESSAGES.noFile);
  return file.toBuffer();
}

export interface SheetRow {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  row: number;
  /** Cell texts by column name (lower case), trimmed; '' for an empty or missing cell. */
  values: Record<string, string>;
}

/**
 * The data rows of the first worksheet, with the columns matched by header name (case-insensitive).
 * Refuses a file that is not an .xlsx, and a sheet lacking one of `columns` not listed in `optional`.
 */
export async function readSheet(
  buffer: Buffer,
  columns: readonly string[],
  optional: readonly string[] = [],
): Promise<SheetRow[]> {
  if (!looksLikeXlsx(buffer)) throw notASpreadsheet();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw notASpreadsheet();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notASpreadsheet();

  const positions = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const header = cell.text.trim().toLowerCase();
    if (header && !positions.has(header)) positions.set(header, column);
  });
  const missing = columns.filter((column) => !positions.has(column) && !optional.includes(column));
  if (missing.length > 0) {
    throw new AppError(
      'MISSING_COLUMNS',
      `The first row must name the columns: ${columns.join(', ')}. Missing: ${missing.join(', ')}.`,
    );
  }
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS) {
    throw new AppError('TOO_MANY_ROWS', `A spreadsheet may hold at most ${MAX_IMPORT_ROWS} rows.`);
  }

  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: Record<string, string> = {};
    let empty = true;
    for (const column of columns) {
      const position = positions.get(column);
      const text = position === undefined ? '' : row.getCell(position).text.trim();
      values[column] = text;
      if (text) empty = false;
    }
    // A row with only spaces in its cells is a row someone meant to fill: keep it to reject it.
    const blankButTouched = empty && [...positions.values()].some((p) => row.getCell(p).text !== '');
    if (!empty || blankButTouched) rows.push({ row: number, values });
  });
  return rows;
}

export interface ParsedRow<T> {
  row: number;
  data: T;
}

/** A value that must be unique within the file, with how to name it in a rejection. */
export interface UniqueKey {
  key: string;
  label: string;
}

/**
 * Validates every row with `schema` (after `toInput`) and finds values repeated within the file.
 * Answers the valid rows and one rejection per bad row (its reasons joined).
 */
export function validateRows<T>(
  rows: SheetRow[],
  options: {
    schema: z.ZodType<T>;
    toInput?: (values: Record<string, string>) => unknown;
    uniqueKeys?: (data: T) => UniqueKey[];
  },
): { valid: ParsedRow<T>[]; rejected: TImportRowRejection[] } {
  const valid: ParsedRow<T>[] = [];
  const rejected: TImportRowRejection[] = [];
  const seen = new Map<string, number>();
  for (const { row, values } of rows) {
    const parsed = options.schema.safeParse(options.toInput ? options.toInput(values) : values);
    if (!parsed.success) {
      rejected.push({ row, reason: parsed.error.issues.map((issue) => issue.message).join(' ') });
      continue;
    }
    const repeated: string[] = [];
    for (const { key, label } of options.uniqueKeys?.(parsed.data) ?? []) {
      const first = seen.get(key);
      if (first === undefined) seen.set(key, row);
      else repeated.push(`${label} is repeated (first on row ${first}).`);
    }
    if (repeated.length > 0) rejected.push({ row, reason: repeated.join(' ') });
    else valid.push({ row, data: parsed.data });
  }
  return { valid, rejected };
}

/** The answer when any row was rejected: nothing was imported. */
export function importRejected(rows: TImportRowRejection[]): TImportRejected {
  const sorted = [...rows].sort((a, b) => a.row - b.row);
  return { message: REF_MESSAGES.importRejected(sorted.length), code: 'IMPORT_REJECTED', rows: sorted };
}

/** A one-sheet workbook: a bold header row, then `rows`. */
export async function buildWorkbook(
  sheetName: string,
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...headers]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.columns.forEach((column) => {
    column.width = 28;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends an .xlsx as a download. */
export function sendXlsx(reply: FastifyReply, fileName: string, buffer: Buffer) {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .send(buffer);
}
