import { readFile } from 'node:fs/promises';
import { CASE_EXPORT_COLUMNS } from '@sappis/shared/case-search';
import ExcelJS from 'exceljs';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// 'Alla ärenden': check three cases, 'Exportera markerade (3)', and read the downloaded .xlsx back.
test('an agent exports three checked cases to an .xlsx with exactly those rows', async ({ page }) => {
  await signIn(page, 'agent');
  await page.goto('/sappis/cases');
  const table = page.getByTestId('case-table');
  await expect(table).toBeVisible();

  const rows = table.locator('tbody tr');
  const picked: number[] = [];
  for (const index of [0, 1, 2]) {
    const row = rows.nth(index);
    picked.push(Number(await row.getAttribute('data-case-number')));
    await row.getByRole('checkbox').check();
  }
  const exportSelected = page.getByRole('link', { name: 'Exportera markerade (3)' });
  await expect(exportSelected).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), exportSelected.click()]);
  expect(download.suggestedFilename()).toMatch(/^arenden-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as the older, non-generic Buffer.
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('Ärenden')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
    CASE_EXPORT_COLUMNS.map((column) => column.header),
  );
  const numbers: number[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) numbers.push(row.getCell(1).value as number);
  });
  expect(numbers.sort()).toEqual([...picked].sort());

  // The headers the list shows are the ones in the file.
  const firstHeader = (await rows.nth(0).locator('td').nth(2).textContent()) ?? '';
  const exportedHeaders: string[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) exportedHeaders.push(String(row.getCell(2).value));
  });
  expect(exportedHeaders).toContain(firstHeader.trim());
});
