import { demoUser } from '@sappis/db/seed/demo/users';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

const HEADER = 'adress_id;gata;nummer;uppgang;lagenhet;postnummer;ort;nat;transmission;giltig_till';
const csv = (...rows: string[]) => Buffer.from(`${HEADER}\r\n${rows.join('\r\n')}\r\n`, 'utf8');

// Issue 14 (/sappis/address-manager/import): a file with broken rows is refused with the report of its rejected
// rows and imports nothing; a valid file is imported and shows up in the import tasks list.
test('an address manager sees the rejected rows of a broken CSV, then imports a valid one as a task', async ({
  page,
}) => {
  const user = demoUser('adress');
  await signIn(page, 'adress');
  await page.goto('/sappis/address-manager/import');
  await expect(page.getByRole('heading', { name: 'Adressimport' })).toBeVisible();
  const tasks = page.getByTestId('import-tasks');
  await expect(tasks.getByRole('cell', { name: 'stadsnat-goteborg-v47.csv' })).toBeVisible();

  await page.getByLabel('CSV-fil').setInputFiles({
    name: 'e2e-trasig.csv',
    mimeType: 'text/csv',
    buffer: csv(
      '88000001;E2E-testvägen;1;;;11122;Stockholm;;IP;',
      '123;E2E-testvägen;2;;;11122;Stockholm;;;',
      '88000003;E2E-testvägen;3;;;1112;Stockholm;;DSL;',
    ),
  });
  await page.getByRole('button', { name: 'Importera' }).click();
  const report = page.getByTestId('rejected-rows');
  await expect(report.getByText('2 rader underkändes, inget har importerats')).toBeVisible();
  await expect(report.getByRole('row')).toHaveCount(3);
  await expect(report.getByRole('row', { name: /^3 123 Adress-id ska vara/ })).toBeVisible();
  await expect(
    report.getByRole('row', { name: /^4 88000003 .*Transmission ska vara KOAX, IP eller tom/ }),
  ).toBeVisible();
  await expect(tasks.getByRole('cell', { name: 'e2e-trasig.csv' })).toHaveCount(0);

  await page.getByLabel('CSV-fil').setInputFiles({
    name: 'e2e-hel.csv',
    mimeType: 'text/csv',
    buffer: csv(
      '88000001;E2E-testvägen;1;;;11122;Stockholm;;IP;',
      '88000002;E2E-testvägen;2;A;1001;111 22;Stockholm;;KOAX;',
    ),
  });
  await page.getByRole('button', { name: 'Importera' }).click();
  await expect(page.getByTestId('import-done')).toHaveText(
    'Importen är klar: 2 nya och 0 uppdaterade adresser',
  );
  await expect(report).toHaveCount(0);
  const task = tasks.getByRole('row', { name: /e2e-hel\.csv/ });
  await expect(task).toBeVisible();
  await expect(task.getByRole('cell', { name: `${user.firstName} ${user.lastName}` })).toBeVisible();
});
