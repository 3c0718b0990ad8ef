import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { PrismaClient } from '@sappis/db';
import { CASE_EXPORT_COLUMNS } from '@sappis/shared';
import ExcelJS from 'exceljs';
import { type ParsedCaseExportSelection, readCaseExportRows } from './case-export-rows.ts';

export const CASE_EXPORT_SHEET = 'Ärenden';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 'arenden-2026-11-24.xlsx' */
export function caseExportFileName(now: Date): string {
  return `arenden-${now.toISOString().slice(0, 10)}.xlsx`;
}

/**
 * Streams the selected cases as an .xlsx workbook into `out` (document 3 section 7 'Export cases'). exceljs's
 * streaming WorkbookWriter commits every row as it is written, so the process holds one batch of cases and the
 * zip's buffers, never the whole file; it waits for `out` to drain between batches (a slow download slows the
 * reading instead of filling memory). Resolves with the number of cases written once the workbook is complete.
 */
export async function writeCaseExport(
  prisma: PrismaClient,
  selection: ParsedCaseExportSelection,
  out: Writable,
  options: { productName: string; batchSize?: number },
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(CASE_EXPORT_SHEET);
  sheet.columns = CASE_EXPORT_COLUMNS.map((column) => ({ ...column }));
  let written = 0;
  for await (const batch of readCaseExportRows(prisma, selection, options)) {
    for (const row of batch) sheet.addRow(row).commit();
    written += batch.length;
    if (out.destroyed) throw new Error('export aborted: the download was closed');
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
