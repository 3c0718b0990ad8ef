import type { Writable } from 'node:stream';
import type { PrismaClient } from '@sappis/db';
import { CASE_EXPORT_COLUMNS, isoDay } from '@sappis/shared';
import ExcelJS from 'exceljs';
import { type ParsedCaseExportSelection, readCaseExportRows } from './case-export-rows.ts';

export const CASE_EXPORT_SHEET = 'Ärenden';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 'arenden-2026-11-24.xlsx' */
export function caseExportFileName(now: Date): string {
  return `arenden-${isoDay(now)}.xlsx`;
}

/** A writable as exceljs's zip sees it: Node's, or the `readable-stream` copy archiver uses. */
interface Sink {
  destroyed?: boolean;
  _writableState?: { needDrain?: boolean };
  once(event: 'drain' | 'close' | 'error', listener: () => void): unknown;
  removeListener(event: 'drain' | 'close' | 'error', listener: () => void): unknown;
}

/** Waits until `stream` has taken in what it was given (it emits 'drain'), or closes. */
async function drained(stream: Sink | undefined): Promise<void> {
  if (!stream?._writableState?.needDrain || stream.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.removeListener('drain', done);
      stream.removeListener('close', done);
      stream.removeListener('error', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
    stream.once('error', done);
  });
}

/**
 * Where exceljs 4.4's streaming worksheet pipes its XML: archiver's input stream for the sheet (a
 * `readable-stream` PassThrough). exceljs writes to it without looking at `write()`'s answer, so when rows
 * come faster than they are zipped its buffer grows; the writer waits for it to drain between batches. Read
 * from exceljs's internals (`worksheet.stream.pipes`; the version is pinned); if they change, only that wait
 * is lost, which write-case-export.test.ts would show.
 */
export function sheetSink(sheet: ExcelJS.Worksheet): Sink | undefined {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const sink = pipes?.[0] as Partial<Sink> | undefined;
  return sink && typeof sink.once === 'function' && sink._writableState ? (sink as Sink) : undefined;
}

/**
 * Streams the selected cases as an .xlsx workbook into `out` (document 3 section 7 'Export cases'). exceljs's
 * streaming WorkbookWriter commits every row as it is written, so the process holds one batch of cases and the
 * zip's buffers, never the whole file; it waits for the compressor and `out` to drain between batches (slow
 * compression or a slow download slows the reading instead of filling memory). Resolves with the number of cases written once the workbook is complete.
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
    await drained(sheetSink(sheet));
    await drained(out as unknown as Sink);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
