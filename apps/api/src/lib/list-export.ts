// Every list's XLSX export: the filtered, sorted rows of all pages, read through a server-side
// cursor in batches and written with exceljs's streaming writer straight to the reply, so neither
// the rows nor the workbook are ever held whole in memory. A list gets it by declaring its headers.
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { z } from 'zod';
import type { Guard } from './guards.js';
import { buildAllRowsSql, type CriteriaBody, filtersOf, type ListDefinition } from './list-query.js';
import { errors } from './route-kit.js';
import { exportCell, XLSX_MIME } from './spreadsheet.js';

/** Rows fetched from the cursor at a time. */
export const EXPORT_BATCH_SIZE = 500;

/** Answer field -> column header, in the order of the sheet's columns. */
export type ExportHeaders = Record<string, string>;

const cell = (value: unknown) => (value === null || value === undefined ? null : exportCell(value));

/** Writes the XLSX of every row `sql` selects to `out`, one cursor batch at a time. */
export async function writeListXlsx(
  pool: pg.Pool,
  statement: { sql: string; params: unknown[] },
  headers: ExportHeaders,
  out: Writable,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Rows');
  const fields = Object.keys(headers);
  sheet.addRow(fields.map((field) => headers[field])).commit();
  const client = await pool.connect();
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(`DECLARE list_export NO SCROLL CURSOR FOR ${statement.sql}`, statement.params);
    for (;;) {
      const batch = await client.query<Record<string, unknown>>(
        `FETCH ${Number(batchSize)} FROM list_export`,
      );
      for (const row of batch.rows) sheet.addRow(fields.map((field) => cell(row[field]))).commit();
      // Let a slow reader catch up before reading more rows.
      if (out.writableNeedDrain) await once(out, 'drain');
      if (batch.rows.length < batchSize) break;
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  sheet.commit();
  await workbook.commit();
}

export interface ListExportRoute<P extends z.ZodType, B extends z.ZodType> {
  /** The export's path (from contracts), relative to the tree the route file is mounted in. */
  path: string;
  /** The same guard as the list's own call. */
  guard: Guard;
  params?: P;
  /** The list's criteria body schema. */
  body: B;
  /**
   * The list to read for these params (may refuse, e.g. 404 for an unknown requisition); the request
   * for a list scoped to its caller.
   */
  list: (params: z.output<P>, request: FastifyRequest) => ListDefinition | Promise<ListDefinition>;
  headers: ExportHeaders;
  /** The file name, without the extension. */
  fileName: string | ((params: z.output<P>) => string);
}

/** Registers the list's `POST` export: the XLSX of the rows the same criteria body selects. */
export function registerListExport<P extends z.ZodType, B extends z.ZodType>(
  app: FastifyInstance,
  route: ListExportRoute<P, B>,
): void {
  app.post(
    route.path,
    {
      config: { guard: route.guard },
      schema: {
        ...(route.params ? { params: route.params } : {}),
        body: route.body,
        response: errors,
      },
    },
    async (request, reply) => {
      const params = request.params as z.output<P>;
      const list = await route.list(params, request);
      const { query, filters } = filtersOf(request.body as CriteriaBody);
      // Built before anything is sent: a filter the list does not offer is still a 400.
      const statement = buildAllRowsSql(list, query, filters);
      const name = typeof route.fileName === 'function' ? route.fileName(params) : route.fileName;
      const out = new PassThrough();
      writeListXlsx(app.db.pool, statement, route.headers, out).catch((error: unknown) => {
        request.log.error({ err: error }, 'list export failed');
        out.destroy(error as Error);
      });
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="${name}.xlsx"`)
        .send(out);
    },
  );
}
