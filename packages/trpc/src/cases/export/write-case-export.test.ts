import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetSink } from './write-case-export.ts';

describe('sheetSink', () => {
  it("finds where exceljs's streaming worksheet writes, so the export can wait for it to drain", () => {
    const out = new Writable({ write: (_chunk, _encoding, callback) => callback() });
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
    const sheet = workbook.addWorksheet('Ärenden');
    const sink = sheetSink(sheet);
    expect(sink).toBeDefined();
    expect(sink?._writableState).toHaveProperty('needDrain');
  });
});
