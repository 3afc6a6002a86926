// Spreadsheet import and templates (.xlsx through exceljs), shared by every upload: read the first
// sheet with its first row as the header, validate every row, and report rejected rows by number.

import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  FILE_MESSAGES,
  IMPORT_MESSAGES,
  REF_MESSAGES,
  type TImportRefusal,
  type TImportRejected,
  type TImportRowRejection,
  type TImportSkip,
  type TImportSummary,
} from '@hr/contracts';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import { readOneUpload } from './upload.js';
import { readZipDirectory, unzippedSizeWithin, type ZipDirectory } from './zip.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** More data rows than this are refused before validating any: imports run in one request. */
export const MAX_IMPORT_ROWS = 20_000;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** An .xlsx file is a zip archive: check the magic bytes before handing it to the parser. */
export function looksLikeXlsx(buffer: Uint8Array): boolean {
  return buffer.length > ZIP_MAGIC.length && ZIP_MAGIC.every((byte, i) => buffer[i] === byte);
}

const notASpreadsheet = () => new AppError('NOT_A_SPREADSHEET', REF_MESSAGES.notASpreadsheet);

/** The one uploaded file of a multipart request, whole in memory (UPLOAD_MAX_MB applies). */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  return (await readOneUpload(request, request.server.config.uploadMaxBytes, REF_MESSAGES.noFile)).bytes;
}

export interface SheetRow {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  row: number;
  /** Cell texts by column name (as `columnKey` gives it), trimmed; '' for an empty or missing cell. */
  values: Record<string, string>;
}

/**
 * How a header is matched: ignoring case, spaces, `_` and `-`, so "Position title", "position_title"
 * and "positionTitle" name one column.
 */
export const columnKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/**
 * The most an .xlsx may unpack to. A zip packs repetitive XML a hundredfold: a 7 MB upload can hold
 * a million rows, so the upload limit alone bounds nothing.
 */
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;

const tooLarge = () =>
  new AppError('TOO_MANY_ROWS', `A spreadsheet may hold at most ${MAX_IMPORT_ROWS} rows.`);

/**
 * Refuses an archive that unpacks to more than MAX_UNZIPPED_BYTES (each entry inflated with its
 * output capped, so sizes the archive declares falsely do not matter).
 */
async function checkUnzippedSize(directory: ZipDirectory, buffer: Buffer): Promise<void> {
  const size = await unzippedSizeWithin(directory, buffer, MAX_UNZIPPED_BYTES);
  if (size === 'tooLarge') throw tooLarge();
  if (size === 'damaged') throw notASpreadsheet();
}

/** The archive's entries; not a spreadsheet when it is not a well-formed zip. */
function zipEntries(buffer: Buffer): ZipDirectory {
  const directory = readZipDirectory(buffer);
  if (!directory) throw notASpreadsheet();
  return directory;
}

/**
 * The parts the streaming reader needs before a worksheet, in that order. It reads the archive front
 * to back and looks a worksheet's name up in the workbook part, its strings in the shared strings and
 * its dates in the styles; zip writers (exceljs' own included, now and then) may store a worksheet
 * first, and the reader then fails or reads dates as numbers.
 */
const READ_FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];

/**
 * The archive with its local records moved into `rank` order (stable; lower first). Each record is
 * copied whole (header, data and any data descriptor, up to the next record), and the central
 * directory follows with its offsets updated.
 */
export function reorderZip(
  buffer: Buffer,
  rank: (name: string) => number,
  { entries, directoryStart, end }: ZipDirectory = zipEntries(buffer),
): Buffer {
  const byOffset = [...entries].sort((a, b) => a.localHeader - b.localHeader);
  const records = byOffset.map((entry, i) => {
    const next = byOffset[i + 1]?.localHeader ?? directoryStart;
    if (next < entry.dataStart + entry.compressedSize) throw notASpreadsheet();
    return { entry, rank: rank(entry.name), i, bytes: buffer.subarray(entry.localHeader, next) };
  });
  records.sort((a, b) => a.rank - b.rank || a.i - b.i);
  const directory = Buffer.from(buffer.subarray(directoryStart));
  let offset = 0;
  for (const { entry, bytes } of records) {
    directory.writeUInt32LE(offset, entry.directoryRecord - directoryStart + 42);
    offset += bytes.length;
  }
  directory.writeUInt32LE(offset, end - directoryStart + 16);
  return Buffer.concat([...records.map((record) => record.bytes), directory]);
}

function readFirstRank(name: string): number {
  const at = READ_FIRST.indexOf(name);
  return at < 0 ? READ_FIRST.length : at;
}

/**
 * A cell as text. A formula is read as its own text (`=1+1`), never as its result: an import takes
 * what the cell says, and a formula is not run on the way in (formula injection).
 */
function cellText(cell: ExcelJS.Cell): string {
  if (cell.type === ExcelJS.ValueType.Formula) return `=${cell.formula}`;
  return cell.text;
}

/**
 * The data rows of the first worksheet, with the columns matched by header name (`columnKey`).
 * Refuses a file that is not an .xlsx, and a sheet lacking one of `columns` not listed in `optional`.
 * Bounded: the archive may unpack to MAX_UNZIPPED_BYTES, and the rows are streamed, so reading
 * stops at the first row past MAX_IMPORT_ROWS instead of parsing the whole workbook first.
 */
export async function readSheet(
  buffer: Buffer,
  columns: readonly string[],
  optional: readonly string[] = [],
): Promise<SheetRow[]> {
  if (buffer.length === 0) throw new AppError('FILE_EMPTY', FILE_MESSAGES.empty);
  if (!looksLikeXlsx(buffer)) throw notASpreadsheet();
  const directory = zipEntries(buffer);
  await checkUnzippedSize(directory, buffer);
  const input = Readable.from([reorderZip(buffer, readFirstRank, directory)]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell a date from a number: without them an Excel date reads as its serial number.
    styles: 'cache',
    worksheets: 'emit',
  });
  try {
    for await (const sheet of reader) {
      // Only the first worksheet is read.
      return await readRows(sheet as AsyncIterable<ExcelJS.Row>, columns, optional);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notASpreadsheet();
  } finally {
    input.destroy();
  }
  throw notASpreadsheet();
}

const READ_SLICE_MS = 20;

async function readRows(
  sheet: AsyncIterable<ExcelJS.Row>,
  columns: readonly string[],
  optional: readonly string[],
): Promise<SheetRow[]> {
  const positions = new Map<string, number>();
  const rows: SheetRow[] = [];
  let dataRows = 0;
  let headerSeen = false;
  let since = performance.now();
  for await (const row of sheet) {
    // The rows of one inflated chunk come as microtasks, which starve the event loop: a turn every
    // READ_SLICE_MS keeps other requests served while a 10,000-row sheet is read.
    if (performance.now() - since > READ_SLICE_MS) {
      await nextTurn();
      since = performance.now();
    }
    if (!headerSeen) {
      headerSeen = true;
      if (row.number === 1) {
        row.eachCell((cell, column) => {
          const header = columnKey(cellText(cell));
          if (header && !positions.has(header)) positions.set(header, column);
        });
      }
      requireColumns(columns, optional, positions);
      if (row.number === 1) continue;
    }
    if (!row.hasValues) continue;
    dataRows += 1;
    if (dataRows > MAX_IMPORT_ROWS) throw tooLarge();
    const values: Record<string, string> = {};
    let empty = true;
    for (const column of columns) {
      const key = columnKey(column);
      const position = positions.get(key);
      const text = position === undefined ? '' : cellText(row.getCell(position)).trim();
      values[key] = text;
      if (text) empty = false;
    }
    // A row with only spaces in its cells is a row someone meant to fill: keep it to reject it.
    const blankButTouched = empty && [...positions.values()].some((p) => cellText(row.getCell(p)) !== '');
    if (!empty || blankButTouched) rows.push({ row: row.number, values });
  }
  // A workbook with nothing in its first sheet is an empty file, whatever its bytes.
  if (!headerSeen) throw new AppError('FILE_EMPTY', FILE_MESSAGES.empty);
  return rows;
}

function requireColumns(
  columns: readonly string[],
  optional: readonly string[],
  positions: Map<string, number>,
) {
  const optionalKeys = optional.map(columnKey);
  const missing = columns.filter(
    (column) => !positions.has(columnKey(column)) && !optionalKeys.includes(columnKey(column)),
  );
  if (missing.length > 0) {
    throw new AppError(
      'MISSING_COLUMNS',
      `The first row must name the columns: ${columns.join(', ')}. Missing: ${missing.join(', ')}.`,
    );
  }
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

/** The rows of an import's sheet: a sheet with nothing below its header is refused (400 FILE_EMPTY). */
export function requireRows(rows: SheetRow[]): SheetRow[] {
  if (rows.length === 0) throw new AppError('FILE_EMPTY', IMPORT_MESSAGES.noRows);
  return rows;
}

/**
 * What an import did with each row of a sheet: created, skipped (what it holds is there already) or
 * refused, with one entry per reason naming the column it is about.
 */
export class ImportTally {
  created = 0;
  readonly skipped: TImportSkip[] = [];
  readonly refused: TImportRefusal[] = [];
  readonly #refusedRows = new Set<number>();

  refuse(row: number, column: string | null, reason: string): void {
    this.refused.push({ row, column, reason });
    this.#refusedRows.add(row);
  }

  isRefused(row: number): boolean {
    return this.#refusedRows.has(row);
  }

  skip(row: number, reason: string, id: number | null = null): void {
    this.skipped.push({ row, reason, id });
  }

  /** Each zod issue of a row as a refusal, on the column `columnOf` names for the issue's path. */
  refuseIssues(
    row: number,
    issues: readonly z.core.$ZodIssue[],
    columnOf: (path: readonly PropertyKey[]) => string | null,
  ): void {
    for (const issue of issues) this.refuse(row, columnOf(issue.path), issue.message);
  }

  /**
   * Refuses every row of a key given on more than one row (a name, a code, a reference), naming
   * them all: which of two rows was meant is for the person who wrote the sheet to say.
   */
  refuseRepeats(entries: readonly { row: number; keys: readonly RepeatKey[] }[]): void {
    const rowsOf = new Map<string, { key: RepeatKey; rows: number[] }>();
    for (const { row, keys } of entries) {
      for (const key of keys) {
        const seen = rowsOf.get(key.key);
        if (!seen) rowsOf.set(key.key, { key, rows: [row] });
        else if (!seen.rows.includes(row)) seen.rows.push(row);
      }
    }
    for (const { key, rows } of rowsOf.values()) {
      if (rows.length < 2) continue;
      for (const row of rows) this.refuse(row, key.column, IMPORT_MESSAGES.listedTwice(key.what, rows));
    }
  }
}

/** A value that must be given on one row only: `what` names it ("Country 'Chad'"), `column` holds it. */
export interface RepeatKey {
  key: string;
  what: string;
  column: string | null;
}

/**
 * The summary of an import: the counts, the skipped and refused rows by row number, and the refused
 * rows as a sheet with the import's `columns` (as the template names them) and their reasons.
 */
export async function importSummary(
  tally: ImportTally,
  columns: readonly string[],
  rows: readonly SheetRow[],
): Promise<TImportSummary> {
  const byRow = (a: { row: number }, b: { row: number }) => a.row - b.row;
  const order = new Map(columns.map((column, i) => [column, i]));
  const refused = [...tally.refused].sort(
    (a, b) =>
      a.row - b.row ||
      (order.get(a.column ?? '') ?? columns.length) - (order.get(b.column ?? '') ?? columns.length),
  );
  const refusedRows = rows.filter((row) => tally.isRefused(row.row));
  let refusedSheet: string | null = null;
  if (refusedRows.length > 0) {
    const reasons = new Map<number, string[]>();
    for (const { row, column, reason } of refused) {
      reasons.set(row, [...(reasons.get(row) ?? []), column ? `${column}: ${reason}` : reason]);
    }
    const sheet = await buildWorkbook(
      IMPORT_MESSAGES.refusedSheetName,
      [...columns, IMPORT_MESSAGES.refusedColumn, IMPORT_MESSAGES.rowColumn],
      refusedRows.map((r) => [
        ...columns.map((column) => r.values[columnKey(column)] ?? ''),
        (reasons.get(r.row) ?? []).join(' '),
        r.row,
      ]),
    );
    refusedSheet = sheet.toString('base64');
  }
  const skipped = [...tally.skipped].sort(byRow);
  return {
    message: IMPORT_MESSAGES.summary(tally.created, skipped.length, refusedRows.length),
    created: tally.created,
    skipped,
    refused,
    refusedSheet,
  };
}

/** The answer when any row was rejected: nothing was imported. */
export function importRejected(rows: TImportRowRejection[]): TImportRejected {
  const sorted = [...rows].sort((a, b) => a.row - b.row);
  return { message: REF_MESSAGES.importRejected(sorted.length), code: 'IMPORT_REJECTED', rows: sorted };
}

/** What a spreadsheet program reads as the start of a formula (with tab and CR: OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A value as an exported cell: text that a spreadsheet would run as a formula gets a leading quote
 * (formula injection: `=HYPERLINK(...)` typed into a name must stay text for whoever opens the file).
 */
export function exportCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
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
  for (const row of rows) sheet.addRow(row.map(exportCell));
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
