import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_CHANGED_NOTICE } from '@/customers/agreement-changed-notice.tsx';
import { recordCustomerChange, resetCustomerChanges } from '@/customers/customer-changes.ts';
import { testAgreement, testCustomer } from '@/customers/testing/customer-fixture.ts';
import { renderOperationPanel } from '../testing/operation-fixtures.tsx';
import CompensationPanel from './compensation-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetCustomerChanges();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** 100 kr for the first half of November, previewed, then 'Kompensera'. */
async function submitValidCompensation() {
  fill('Belopp (kr)', '100');
  fill('Orsak', 'Driftstörning');
  fill('Startdatum', '2026-11-01');
  fill('Slutdatum', '2026-11-15');
  await screen.findByRole('region', { name: 'Det här händer' });
  fireEvent.click(screen.getByRole('button', { name: 'Kompensera' }));
}

describe('CompensationPanel', () => {
  it('shows the limit text for 501 kr and previews a valid compensation', async () => {
    renderOperationPanel(CompensationPanel);
    await screen.findByRole('option', { name: /1000011 - Storgatan 12/ });
    fill('Belopp (kr)', '501');
    fill('Orsak', 'Driftstörning');
    fill('Startdatum', '2026-11-01');
    fill('Slutdatum', '2026-11-30');
    fireEvent.click(await screen.findByRole('button', { name: 'Kompensera' }));
    expect(await screen.findByText('Belopp för stort')).toBeTruthy();

    fill('Belopp (kr)', '150,0');
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain(
      'Ny avtalsrad Kompensation (KOMPENSATION) från 2026-11-01 till 2026-11-30',
    );
    expect(preview.textContent).toContain('Ärende Kompensation skapas i ägargrupp Kundservice');
    // The compensation is a credit to the customer, never called a fee.
    expect(preview.textContent).toContain('Kreditering: Kompensation -150 kr.');
    expect(preview.textContent).not.toMatch(/Avgift: Kompensation/);
  });

  it('replaces the form with the success text after submit, sending the previewed plan', async () => {
    const fetchMock = renderOperationPanel(CompensationPanel, {
      answers: {
        'agreements.compensate': () => ({
          result: {
            data: {
              planFingerprint: 'x',
              caseNumbers: [700500],
              createdRowIds: [9],
              endedRowIds: [],
              confirmation: 'NOT_ASKED',
            },
          },
        }),
      },
    });
    await screen.findByRole('option', { name: /1000011/ });
    await submitValidCompensation();
    expect((await screen.findByTestId('operation-success')).textContent).toContain(
      'Kompensationen är registrerad.',
    );
    // The new case opens in a new tab, keeping the customer view (document 3 section 2).
    expect(screen.getByRole('link', { name: 'Ärende 700500' }).getAttribute('target')).toBe('_blank');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('agreements.compensate'));
    const body = JSON.parse(String(sent?.[1]?.body)) as Record<
      string,
      { planFingerprint: string; requestId: string }
    >;
    expect(body[0]?.planFingerprint).toMatch(/^[0-9a-f]{16}$/);
  });

  it('opened from an ended agreement, shows and credits the active agreement it offers', async () => {
    const customer = testCustomer({
      agreements: [
        testAgreement({ agreementNumber: 1000012, deliveryAddress: 'Gamla vägen 3', ended: true }),
        testAgreement(),
      ],
    });
    const fetchMock = renderOperationPanel(CompensationPanel, {
      customer,
      params: 'agreement=1000012',
      answers: {
        'agreements.compensate': () => ({
          result: {
            data: {
              planFingerprint: 'x',
              caseNumbers: [700501],
              createdRowIds: [9],
              endedRowIds: [],
              confirmation: 'NOT_ASKED',
            },
          },
        }),
      },
    });
    await screen.findByRole('option', { name: /1000011 - Storgatan 12/ });
    const picker = screen.getByLabelText('Avtal') as HTMLSelectElement;
    expect([...picker.options].map((option) => option.text)).toEqual(['1000011 - Storgatan 12']);
    expect(picker.value).toBe('1000011');
    await submitValidCompensation();
    await screen.findByTestId('operation-success');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('agreements.compensate'));
    const body = JSON.parse(String(sent?.[1]?.body)) as Record<string, { agreementNumber: number }>;
    expect(body[0]?.agreementNumber).toBe(1000011);
  });

  it("says so before submit when someone else changes the form's agreement", async () => {
    renderOperationPanel(CompensationPanel);
    await screen.findByRole('option', { name: /1000011 - Storgatan 12/ });
    expect(screen.queryByText(AGREEMENT_CHANGED_NOTICE)).toBeNull();
    act(() =>
      recordCustomerChange({
        eventId: '900',
        customerNumber: 100001,
        agreementNumber: 1000011,
        actorId: 99,
        change: 'agreementRow.updateDiscount',
      }),
    );
    expect(await screen.findByText(AGREEMENT_CHANGED_NOTICE)).toBeTruthy();
  });
});
