import { Readable } from 'node:stream';
import type { PrismaClient } from '@sappis/db';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { CASE_EXPORT_COLUMNS, type CaseExportSelection, caseExportUrl } from '@sappis/shared';
import { CASE_EXPORT_SHEET } from '@sappis/trpc';
import { createTestCase } from '@sappis/trpc/testing/fixtures';
import { createTestUser } from '@sappis/trpc/testing/users';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { type AppServer, createServer } from './server.ts';
import { testSettings } from './settings.ts';

/** The case export (GET /export/cases.xlsx) through the real server, read back with exceljs. */

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let server: AppServer;
let baseUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  server = createServer({ prisma, logger: createLogger({ level: 'silent' }), settings: testSettings() });
  ({ url: baseUrl } = await server.listen(0, '127.0.0.1'));
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

async function signIn(groups: string[]) {
  const user = await createTestUser(prisma, { groups });
  const response = await fetch(`${baseUrl}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  return response.headers
    .getSetCookie()
    .find((value) => value.startsWith('sappis_session='))!
    .split(';')[0]!;
}

const download = (cookie: string | undefined, selection: unknown) =>
  fetch(`${baseUrl}${caseExportUrl(selection as CaseExportSelection)}`, {
    headers: cookie ? { cookie } : {},
  });

/** The sheet's rows as objects keyed like CASE_EXPORT_COLUMNS, header row checked. */
async function readRows(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from(Buffer.from(await response.arrayBuffer())));
  const sheet = workbook.getWorksheet(CASE_EXPORT_SHEET)!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(CASE_EXPORT_COLUMNS.map((column) => column.header));
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(CASE_EXPORT_COLUMNS.map((column, i) => [column.key, values[i] ?? null])));
  });
  return rows;
}

describe('GET /export/cases.xlsx', () => {
  it('writes the selected cases, newest first, to an .xlsx that opens', async () => {
    const parent = await createTestCase(prisma, { customerNumber: 4101, header: 'Huvud' });
    const child = await createTestCase(prisma, { customerNumber: 4101, header: 'Barn' });
    await prisma.case.update({ where: { id: child.id }, data: { parentCaseId: parent.id } });
    const other = await createTestCase(prisma, { customerNumber: 4102, header: 'Annat' });
    await createTestCase(prisma, { customerNumber: 4103, header: 'Ej vald' });
    const cookie = await signIn(['SAPPIS']);

    const response = await download(cookie, { numbers: [parent.number, child.number, other.number] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="arenden-.*\.xlsx"/);
    const rows = await readRows(response);
    expect(rows.map((row) => row.number)).toEqual([other.number, child.number, parent.number]);
    expect(rows[1]).toMatchObject({
      header: 'Barn',
      status: 'Ej påbörjad',
      priority: 'Lägsta',
      type: 'Byte av betalsätt',
      ownerGroup: 'Kundservice',
      customerNumber: 4101,
      customerName: 'Karin Lindqvist',
      parentCaseNumber: parent.number,
    });
    expect(rows[1]?.createdAt).toBeInstanceOf(Date);
  });

  it('writes every case the search finds when no numbers are given', async () => {
    const open = await createTestCase(prisma, { customerNumber: 4201 });
    const finished = await createTestCase(prisma, { customerNumber: 4201, status: 'FINISHED' });
    await createTestCase(prisma, { customerNumber: 4202 });
    const cookie = await signIn(['SAPPIS']);

    const active = await readRows(await download(cookie, { search: { filters: { customerNumber: 4201 } } }));
    expect(active.map((row) => row.number)).toEqual([open.number]);
    const onlyFinished = await readRows(
      await download(cookie, { search: { filters: { customerNumber: 4201, finished: true } } }),
    );
    expect(onlyFinished.map((row) => row.number)).toEqual([finished.number]);
  });

  it('refuses without a session, without the group, and for bad input, sending no file', async () => {
    const item = await createTestCase(prisma);
    const anonymous = await download(undefined, { numbers: [item.number] });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { message: 'Du är inte inloggad' } });

    const wrongGroup = await download(await signIn(['CANTAB']), { numbers: [item.number] });
    expect(wrongGroup.status).toBe(403);
    expect(await wrongGroup.json()).toMatchObject({ error: { message: 'Behörighet saknas' } });

    const cookie = await signIn(['SAPPIS']);
    for (const bad of [{ numbers: [] }, { numbers: [-1] }, { numbers: [1], search: {} }, 'x']) {
      const response = await download(cookie, bad);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
    const notJson = await fetch(`${baseUrl}/export/cases.xlsx?q=%7Bnope`, { headers: { cookie } });
    expect(notJson.status).toBe(400);
  });
});
