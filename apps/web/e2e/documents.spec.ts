import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { demoUser } from '@sappis/db/seed/demo/users';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Documents and main-agreement files (issue 13 sections 1-3), on the demo's documents customer and main agreement.
const customerNumber = DEMO_FIXTURES.customers.documents;
const mainAgreementNumber = DEMO_FIXTURES.mainAgreements.openFiberStockholm;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

test('business support uploads a file to a main agreement and sees it listed', async ({ page }) => {
  const user = demoUser('affarsstod');
  await signIn(page, user.username, user.password);
  await page.goto(`/sappis/huvudavtal?huvudavtal=${mainAgreementNumber}`);
  const details = page.getByTestId('main-agreement-details');
  await expect(
    details.getByRole('heading', { name: new RegExp(`^${mainAgreementNumber} – `) }),
  ).toBeVisible();
  await details.getByRole('tab', { name: /^Filer/ }).click();

  const files = details.getByTestId('main-agreement-files');
  await files.getByRole('button', { name: 'Ny fil' }).click();
  const form = files.getByRole('form', { name: 'Ny fil' });
  await form.getByLabel('Titel').fill('Prislista e2e');
  await form.getByLabel('Publik (visas för kunder)').check();
  await form
    .getByLabel('Välj filer')
    .setInputFiles({ name: 'prislista-e2e.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByTestId('chosen-files')).toContainText('prislista-e2e.pdf');
  await form.getByRole('button', { name: 'Spara' }).click();

  const link = files.getByRole('link', { name: 'Prislista e2e' });
  await expect(link).toBeVisible();
  await expect(files.getByRole('listitem').filter({ hasText: 'Prislista e2e' })).toContainText(
    'prislista-e2e.pdf',
  );
  const download = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect((await download.body()).equals(PDF)).toBe(true);
});

test("an agent creates a document from 'Tom mall' and opens it", async ({ page }) => {
  const user = demoUser('agent');
  await signIn(page, user.username, user.password);
  await page.goto(`/klc/${customerNumber}/tjanster?panel=create-document`);
  const panel = page.getByTestId('panel-create-document');
  await expect(panel.getByTestId('template-list')).toContainText('Tom företagsmall');
  await panel.getByLabel('Tom mall', { exact: true }).check();
  await panel.getByRole('button', { name: 'Skapa ny fil' }).click();
  await expect(panel.getByRole('status')).toContainText('Dokumentet har skapats');

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    panel.getByRole('link', { name: 'Öppna dokument' }).click(),
  ]);
  expect(popup.url()).toMatch(/\/files\/documents\/\d+$/);
  const opened = await page.request.get(popup.url());
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect((await opened.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await popup.close();

  await panel.getByRole('button', { name: 'Till dokumenten' }).click();
  const documents = page.getByTestId('panel-documents');
  await expect(documents.getByTestId('documents-table')).toContainText('Tom mall');
  await expect(documents.getByTestId('documents-table')).toContainText('Skall skrivas ut');
});
