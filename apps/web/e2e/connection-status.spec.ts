import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Connection status 'Inkopplingsstatus' (issue 11 section 4): opened from an agreement's 'Åtgärder', the ON-API's
// status of the address's accesses, raw data, and two diagnostics loaded on demand (the server runs with
// ADAPTER_LATENCY_MS, so the loading text shows). Customer 100024 has its own access and a netadmin access.
const customerNumber = DEMO_FIXTURES.customers.parcelsAndTvDiagnostics;
const agreementNumber = customerNumber * 10 + 1;
const LOADING = 'Anropar nätets ON-API. Det kan i vissa fall ta upp till 1 minut.';

test('an agent opens the connection status of an agreement and runs two diagnostics', async ({ page }) => {
  await signIn(page, 'agent');
  await page.goto(`/klc/${customerNumber}/tjanster`);
  const agreement = page.getByTestId('agreement').filter({ hasText: `Avtal ${agreementNumber}` });
  await agreement.getByRole('button', { name: 'Åtgärder' }).click();
  await page.getByRole('menuitem', { name: 'Inkopplingsstatus' }).click();

  const panel = page.getByTestId('panel-connection-status');
  await expect(panel.getByText(LOADING).first()).toBeVisible();
  const accesses = panel.getByTestId('access');
  await expect(accesses).toHaveCount(2);

  // The customer's own access: its services and raw data.
  const own = accesses.filter({ hasText: 'INKOPPLADE SAPPATJÄNSTER (3 ST)' });
  await expect(own.getByRole('list', { name: 'Inkopplade tjänster' })).toContainText('Sappa Mix 10');
  await expect(own.getByTestId('access-address')).not.toBeEmpty();
  await own.getByRole('button', { name: 'Visa rådata' }).click();
  await expect(own.getByTestId('access-raw')).toContainText('"operational_state": "UP"');
  await own.getByRole('button', { name: 'Dölj rådata' }).click();
  await expect(own.getByTestId('access-raw')).toHaveCount(0);

  // Hardware Info loads on demand, Link Status replaces it; a second click closes it.
  await own.getByRole('button', { name: 'Hardware Info' }).click();
  const result = own.getByTestId('access-diagnostic');
  await expect(result.getByText(LOADING)).toBeVisible();
  await expect(result).toContainText('Access: ');
  await own.getByRole('button', { name: 'Link Status' }).click();
  await expect(result.getByText(LOADING)).toBeVisible();
  await expect(result).toContainText(/Port ge-0\/0\/\d+: UP/);
  await own.getByRole('button', { name: 'Link Status' }).click();
  await expect(result).toHaveCount(0);
  // Opened again, the cached answer shows at once.
  await own.getByRole('button', { name: 'Hardware Info' }).click();
  await expect(result).toContainText('Access: ');
  // A diagnostic the network fails says so with 'Error: '.
  await own.getByRole('button', { name: 'IGMP Snooping' }).click();
  await expect(result).toContainText('Error: Switchen svarar inte (timeout mot HC)');

  // The netadmin access: its block with the orange MANUELLT VALIDERAD pill, and no services.
  const netadmin = accesses.filter({ has: page.getByTestId('netadmin-block') });
  await expect(netadmin.getByText('MANUELLT VALIDERAD')).toHaveAttribute('data-colour', 'orange');
  await expect(netadmin.getByText('IP_CATV')).toHaveAttribute('data-colour', 'blue');
  await expect(netadmin).toContainText('Brf Solgläntan');
  await expect(netadmin).toContainText('Inga tjänster är inkopplade');
});
