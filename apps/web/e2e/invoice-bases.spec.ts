import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Invoice bases end to end (issue 10): a basis written on a case, saved (ready), back to in progress and saved
// again, printed, seen on /sappis/vidarefakturering, marked invoiced. A matrix case no other spec touches.
const caseNumber = DEMO_FIXTURES.cases.matrixFirst + 31;

/** The base64 PDF of a tRPC answer (plain or batched). */
function pdfOf(body: unknown): Buffer {
  const answer = (Array.isArray(body) ? body[0] : body) as { result: { data: { contentBase64: string } } };
  return Buffer.from(answer.result.data.contentBase64, 'base64');
}

test('an invoice basis is written, made ready, printed, listed for forward billing and marked invoiced', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'ekonomi');
  await page.goto(`/sappis/cases/${caseNumber}`);
  await expect(page.getByTestId('case-view')).toBeVisible();

  // A new basis for a landlord, filled in and saved: it becomes ready and read-only.
  const section = page.getByTestId('invoice-bases');
  await expect(section.getByText('Inga faktureringsunderlag')).toBeVisible();
  await section.getByLabel('Mottagartyp').selectOption({ label: 'Fastighetsägare/BRF' });
  const editor = section.getByTestId('basis-editor');
  await expect(editor).toBeVisible();
  const save = editor.getByRole('button', { name: 'Spara' });
  await expect(save).toBeDisabled();
  await editor.getByLabel('Löpnummer').fill('AO-E2E-1');
  await editor.getByLabel('Kundnamn').fill('BRF Solgläntan');
  await editor.getByRole('button', { name: 'Lägg till kostnad' }).click();
  await editor.getByLabel('Beskrivning 1').fill('Teknikerbesök');
  await editor.getByLabel('Antal 1').fill('1');
  await editor.getByLabel('Pris 1').fill('895');
  await editor.getByRole('button', { name: 'Lägg till kostnad' }).click();
  await editor.getByLabel('Beskrivning 2').fill('Arbetstid (timmar)');
  await editor.getByLabel('Antal 2').fill('1.5');
  await editor.getByLabel('Pris 2').fill('650');
  await editor.getByLabel('Vidarefakturering').selectOption({ label: 'Ja' });
  await expect(editor.getByTestId('basis-total')).toHaveText('Totalt: 1\u00a0870 kr');
  await save.click();

  const readOnly = section.getByTestId('basis-read-only');
  await expect(readOnly).toContainText('Fastighetsägare/BRF, Redo att faktureras');
  const basisId = Number(/Underlag (\d+):/.exec((await readOnly.textContent()) ?? '')?.[1]);
  expect(basisId).toBeGreaterThan(0);
  await expect(section.getByRole('button', { name: `Underlag ${basisId} –`, exact: false })).toContainText(
    'Redo att faktureras',
  );

  // Back to in progress: editable again, with what was saved; saving makes it ready again.
  await readOnly.getByRole('button', { name: 'Ändra status till pågående' }).click();
  await expect(editor.getByLabel('Löpnummer')).toHaveValue('AO-E2E-1');
  await expect(editor.getByLabel('Beskrivning 2')).toHaveValue('Arbetstid (timmar)');
  await expect(section.getByText(`Underlag ${basisId}: Fastighetsägare/BRF, Pågående`)).toBeVisible();
  await editor.getByRole('button', { name: 'Spara' }).click();
  await expect(readOnly).toContainText('Fastighetsägare/BRF, Redo att faktureras');
  await expect(readOnly).toContainText('1\u00a0870 kr');

  // Printing opens the PDF in a new tab; the answer holds a real PDF.
  const [pdfResponse, pdfPage] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('invoiceBases.pdf')),
    context.waitForEvent('page'),
    readOnly.getByRole('button', { name: 'Skriv ut' }).click(),
  ]);
  expect(pdfResponse.status()).toBe(200);
  expect(
    pdfOf(await pdfResponse.json())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  expect(pdfPage.url()).toMatch(/^blob:/);
  await pdfPage.close();
  await expect(section.getByRole('alert')).toHaveCount(0);

  // The ready basis is on /sappis/vidarefakturering (default: Redo att faktureras), with its total.
  await page.goto('/sappis/vidarefakturering?vidarefakturering=ja');
  const row = page.locator(`[data-basis-id="${basisId}"]`);
  await expect(row).toContainText('AO-E2E-1');
  await expect(row).toContainText('BRF Solgläntan');
  await expect(row).toContainText('1\u00a0870 kr');
  await page.getByLabel('Status').selectOption({ label: 'Pågående' });
  await expect(page).toHaveURL(/status=pagaende/);
  await expect(page.locator(`[data-basis-id="${basisId}"]`)).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'Redo att faktureras' });
  await row.getByRole('link', { name: String(caseNumber) }).click();
  await expect(page).toHaveURL(`/sappis/cases/${caseNumber}`);

  // 'Klarmarkera underlaget': invoiced (final), noted in the case log, and no longer waiting on the list.
  await section.getByRole('button', { name: `Underlag ${basisId} –`, exact: false }).click();
  await readOnly.getByRole('button', { name: 'Klarmarkera underlaget' }).click();
  await expect(readOnly).toContainText('Fastighetsägare/BRF, Fakturerad');
  await expect(readOnly.getByRole('button', { name: 'Klarmarkera underlaget' })).toHaveCount(0);
  await expect(readOnly.getByRole('button', { name: 'Skriv ut' })).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('case-logs')).toContainText(
    `Faktureringsunderlag ${basisId} klarmarkerat (1 870 kr).`,
  );

  // Back in the app (no reload): the list asks again rather than showing what it held before.
  await page.goBack();
  await expect(page).toHaveURL('/sappis/vidarefakturering?vidarefakturering=ja');
  await expect(page.getByTestId('forward-billing-table')).toBeVisible();
  await expect(page.locator(`[data-basis-id="${basisId}"]`)).toHaveCount(0);
});

// Issue 19 item 6: /sappis/vidarefakturering's users without SAPPIS (ECONOMY, INVOICE_BASIS) open a basis on the
// page itself, print it and mark it invoiced; the case page stays SAPPIS's.
test('a forward-billing user without SAPPIS prints a ready basis and marks it invoiced on the page', async ({
  page,
  context,
}) => {
  await signIn(page, 'faktura');
  await page.goto('/sappis/vidarefakturering');
  const row = page
    .getByTestId('forward-billing-table')
    .getByRole('row')
    .filter({ hasText: 'HSB Mälardalen' })
    .first();
  await expect(row.getByRole('link')).toHaveCount(0);
  const basisId = await row.getAttribute('data-basis-id');
  await row.getByRole('button', { name: `Öppna underlag ${basisId}` }).click();

  const sheet = page.getByTestId('forward-billing-basis');
  const readOnly = sheet.getByTestId('basis-read-only');
  await expect(readOnly).toContainText('Fastighetsägare/BRF, Redo att faktureras');
  const [pdfPage] = await Promise.all([
    context.waitForEvent('page'),
    readOnly.getByRole('button', { name: 'Skriv ut' }).click(),
  ]);
  expect(pdfPage.url()).toMatch(/^blob:/);
  await pdfPage.close();

  await readOnly.getByRole('button', { name: 'Klarmarkera underlaget' }).click();
  await expect(readOnly).toContainText('Fastighetsägare/BRF, Fakturerad');
  await expect(sheet.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator(`[data-basis-id="${basisId}"]`)).toHaveCount(0);
});
