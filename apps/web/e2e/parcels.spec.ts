import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signedInPage } from './sign-in.ts';
import { expect, test } from './test.ts';

// Parcels and disruptions (issue 11 section 5): an agent reads a parcel's timeline in the customer view; a
// disruption created and then fixed by IT reaches another agent's open disruptions page and the first agent's
// open customer view without a reload.
const customerNumber = DEMO_FIXTURES.customers.parcelsAndTvDiagnostics;

test('an agent reads a parcel timeline; a disruption from IT appears and changes live for other agents', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const agent = await signedInPage(browser, 'agent');
  await agent.goto(`/klc/${customerNumber}/tjanster`);
  await expect(agent.getByTestId('customer-view')).toBeVisible();

  // Försändelser: each parcel shows its newest event; the delivered one says so with date, time and city.
  await agent.getByRole('button', { name: 'Försändelser' }).click();
  const panel = agent.getByTestId('panel-parcels');
  await expect(panel.getByTestId('parcel')).toHaveCount(10);
  const delivered = panel.getByTestId('parcel').filter({ hasText: 'Försändelsen har levererats' });
  await expect(delivered).toHaveCount(1);
  await expect(delivered).toContainText('Försändelse-id');
  await expect(delivered.getByTestId('parcel-timeline-entry')).toHaveCount(1);

  // 'Mer information': the whole timeline, newest first, down to the warehouse stages in Göteborg.
  await delivered.getByRole('button', { name: 'Mer information' }).click();
  const entries = delivered.getByTestId('parcel-timeline-entry');
  await expect(entries).toHaveCount(8);
  await expect(entries.first()).toContainText('Försändelsen har levererats');
  await expect(entries.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}, \S/);
  await expect(entries.nth(1)).toContainText('Försändelsen finns att hämta hos ombud');
  await expect(entries.nth(3)).toContainText('Avsändaren har meddelat att försändelsen kommer');
  await expect(entries.nth(4)).toContainText('Postnord har hämtat ordern');
  await expect(entries.last()).toContainText('Beställd hos lager');
  await expect(entries.last()).toContainText('Göteborg');
  await delivered.getByRole('button', { name: 'Mindre information' }).click();
  await expect(entries).toHaveCount(1);

  // A returned shipment's DELIVERED event shows the status header instead.
  const returned = panel.getByTestId('parcel').filter({ hasText: 'Hyrbox 4K (retur)' });
  await returned.getByRole('button', { name: 'Mer information' }).click();
  await expect(returned.getByTestId('parcel-timeline-entry').nth(1)).toContainText(
    'Försändelsen har returnerats till avsändaren',
  );
  await panel.getByRole('button', { name: 'Stäng' }).click();

  // A second agent has the disruptions page open; agents cannot create disruptions.
  const colleague = await signedInPage(browser, 'agent2');
  await colleague.goto('/sappis/disruptions');
  await expect(colleague.getByRole('heading', { name: 'Driftstatus' })).toBeVisible();
  await expect(colleague.getByTestId('disruption-list')).toBeVisible();
  await expect(colleague.getByTestId('disruption-form-create')).toHaveCount(0);

  // IT creates a disruption for every network.
  const it = await signedInPage(browser, 'it');
  await it.goto('/sappis/disruptions');
  const title = `Avbrott i TV-signalen ${Date.now()}`;
  const form = it.getByTestId('disruption-form-create');
  await form.getByRole('button', { name: 'Skapa störning' }).click();
  await expect(form.getByText('Ange en rubrik')).toBeVisible();
  await form.getByLabel('Rubrik').fill(title);
  await form.getByLabel('Händelse').fill('Felsökning pågår.');
  await form.getByRole('button', { name: 'Skapa störning' }).click();
  await expect(it.getByText('Störningen har skapats', { exact: true })).toBeVisible();

  // It reaches the colleague's page and the agent's customer view without a reload.
  const onColleague = colleague.getByTestId('disruption').filter({ hasText: title });
  await expect(onColleague).toContainText('Felsökning pågår.');
  await expect(onColleague.getByTestId('disruption-status')).toHaveText('Pågående');
  const inCustomerView = agent
    .getByTestId('customer-disruptions')
    .getByTestId('disruption')
    .filter({ hasText: title });
  await expect(inCustomerView).toBeVisible();

  // IT adds an event and marks it fixed: the colleague sees Åtgärdat, the customer view drops it.
  const onIt = it.getByTestId('disruption').filter({ hasText: title });
  await onIt.getByRole('button', { name: 'Uppdatera' }).click();
  const update = onIt.getByTestId('disruption-form-update');
  await update.getByLabel('Ny händelse (valfri)').fill('Felet är åtgärdat.');
  await update.getByLabel('Åtgärdat').check();
  await update.getByRole('button', { name: 'Spara' }).click();
  await expect(onColleague.getByTestId('disruption-status')).toHaveText('Åtgärdat');
  await expect(onColleague).toContainText('Felet är åtgärdat.');
  await expect(inCustomerView).toHaveCount(0);
});
