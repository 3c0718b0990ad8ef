import type { Page } from '@playwright/test';
import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Documents and main-agreement files (issue 13 sections 1-3), on the demo's documents customer and main agreement.
const customerNumber = DEMO_FIXTURES.customers.documents;
const mainAgreementNumber = DEMO_FIXTURES.mainAgreements.openFiberStockholm;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** The name the browser saves a file's download under (from our Content-Disposition, not from the URL). */
async function savedAs(page: Page, href: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.evaluate((url) => {
      const link = document.createElement('a');
      link.href = url;
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
    }, href),
  ]);
  await download.cancel();
  return download.suggestedFilename();
}

test('business support uploads a file to a main agreement and sees it listed', async ({ page }) => {
  await signIn(page, 'affarsstod');
  await page.goto(`/sappis/huvudavtal?huvudavtal=${mainAgreementNumber}`);
  const details = page.getByTestId('main-agreement-details');
  await expect(
    details.getByRole('heading', { name: new RegExp(`^${mainAgreementNumber} – `) }),
  ).toBeVisible();
  await details.getByRole('tab', { name: /^Filer/ }).click();

  // Named as people name files, with å, ä and ö: the browser sends the name as raw UTF-8.
  const fileName = 'Prislista Årsta Ängby – Öst 2027.pdf';
  const files = details.getByTestId('main-agreement-files');
  await files.getByRole('button', { name: 'Ny fil' }).click();
  const form = files.getByRole('form', { name: 'Ny fil' });
  await form.getByLabel('Titel').fill('Prislista Årsta e2e');
  await form.getByLabel('Publik (visas för kunder)').check();
  await form
    .getByLabel('Välj filer')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByTestId('chosen-files')).toContainText(fileName);
  await form.getByRole('button', { name: 'Spara' }).click();

  const link = files.getByRole('link', { name: 'Prislista Årsta e2e' });
  await expect(link).toBeVisible();
  await expect(files.getByRole('listitem').filter({ hasText: 'Prislista Årsta e2e' })).toContainText(
    fileName,
  );
  const href = (await link.getAttribute('href')) ?? '';
  const download = await page.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect((await download.body()).equals(PDF)).toBe(true);
  expect(await savedAs(page, href)).toBe(fileName);
});

test("an agent uploads a document named with å, ä and ö, e-mails it, and sees it under that name in 'E-post och SMS'", async ({
  page,
}) => {
  await signIn(page, 'agent');
  await page.goto(`/klc/${customerNumber}/tjanster?panel=upload-documents`);
  const fileName = 'Avtalsbekräftelse Åsa Öström.pdf';
  const upload = page.getByTestId('panel-upload-documents');
  await upload
    .getByLabel('Välj filer')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await expect(upload.getByTestId('chosen-files')).toContainText(fileName);
  await upload.getByRole('button', { name: 'Ladda upp' }).click();
  await expect(upload.getByRole('status')).toContainText('Filerna är uppladdade');
  await upload.getByRole('button', { name: 'Till dokumenten' }).click();

  const documents = page.getByTestId('panel-documents');
  const listed = documents.getByTestId('documents-table').getByRole('listitem').filter({ hasText: fileName });
  await expect(listed).toHaveCount(1);
  const actions = listed.getByRole('button', { name: `Åtgärder för ${fileName}` });
  await actions.click();
  const href = (await page.getByRole('menuitem', { name: 'Redigera dokument' }).getAttribute('href')) ?? '';
  await page.keyboard.press('Escape');
  expect(await savedAs(page, href)).toBe(fileName);

  await actions.click();
  await page.getByRole('menuitem', { name: 'Mejla dokument' }).click();
  await expect(documents.getByRole('status')).toContainText('Dokumentet har skickats till kunden per email');

  await page.getByRole('button', { name: 'E-post och SMS' }).click();
  const emails = page.getByTestId('panel-emails').getByRole('region', { name: 'E-post' });
  const sent = emails.getByRole('button', { name: new RegExp(`^Dokument från kundservice: ${fileName}`) });
  await expect(sent).toHaveCount(1);
  await expect(sent.getByText(fileName, { exact: true })).toBeVisible();
  // Its state in Swedish, never the stored status.
  await expect(sent).not.toContainText('PENDING');
});

test("an agent creates a document from 'Tom mall' and opens it", async ({ page }) => {
  await signIn(page, 'agent');
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
