import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationContext, operationRow, renderOperationPanel } from '../testing/operation-fixtures.tsx';
import PausePanel from './pause-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAUS = {
  productNumber: 'PAUS',
  name: 'Pausavgift',
  type: 'EXTRA_BILLING' as const,
  categoryNumber: 99,
  prices: [{ priceGroup: 1, salePrice: 295 }],
};

// Today is 2026-11-24: broadband's earliest date is 2026-12-31; the TV is bound until 2027-02-10.
const context = (email = 'karin@example.se') =>
  operationContext({
    customer: { email },
    rows: [
      operationRow(),
      operationRow({ id: 2, productNumber: 'TVSTART', productName: 'Sappa Start', boundUntil: '2027-02-10' }),
      operationRow({ id: 3, productNumber: 'VILLA100', productName: 'Villa Bredband 100' }),
      operationRow({ id: 4, productNumber: 'OLD', productName: 'Avslutad tjänst', endDate: '2026-10-31' }),
    ],
    products: { PAUS },
  });

describe('PausePanel', () => {
  it('lists the pausable services, offers month ends from the latest earliest date and firsts of month 2 to 10 months on', async () => {
    renderOperationPanel(PausePanel, { context: context() });
    const villa = (await screen.findByRole('checkbox', { name: 'Villa Bredband 100' })) as HTMLInputElement;
    expect(villa.disabled).toBe(true);
    expect(screen.getByText('Kan inte pausas')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Avslutad tjänst' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Bredband 250/250' }));
    // Only the offered days can be chosen: typing another one says which are.
    const typed = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    typed('Slutdatum (pausen börjar)', '2026-11-30');
    expect(screen.getByText('Tidigast 2026-12-31')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sappa Start' }));
    typed('Slutdatum (pausen börjar)', '2027-01-31');
    expect(screen.getByText('Tidigast 2027-02-28')).toBeTruthy();
    // 60 month ends.
    typed('Slutdatum (pausen börjar)', '2032-02-29');
    expect(screen.getByText('Senast 2032-01-31')).toBeTruthy();
    typed('Slutdatum (pausen börjar)', '2027-03-15');
    expect(screen.getByText('Datumet går inte att välja')).toBeTruthy();

    typed('Slutdatum (pausen börjar)', '2027-02-28');
    typed('Startdatum (pausen slutar)', '2027-03-01');
    expect(screen.getByText('Tidigast 2027-04-01')).toBeTruthy();
    typed('Startdatum (pausen slutar)', '2028-01-01');
    expect(screen.getByText('Senast 2027-12-01')).toBeTruthy();
    typed('Startdatum (pausen slutar)', '2027-04-15');
    expect(screen.getByText('Datumet går inte att välja')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Startdatum (pausen slutar)'), {
      target: { value: '2027-04-01' },
    });
    fireEvent.change(screen.getByLabelText('Beskrivning'), { target: { value: 'Utlandsvistelse' } });
    expect(screen.getByText('Pausen kostar 295 kr, som debiteras som en avgift på avtalet.')).toBeTruthy();

    // The button waits for the four fields (document 2 section 5); the missing one says so.
    const submit = screen.getByRole('button', { name: 'Pausa valda tjänster' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(await screen.findByText('Kunden behöver informeras om pausavgiften')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Kunden är informerad om pausavgiften' }));
    expect(submit.disabled).toBe(false);
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain('Bredband 250/250 pausas 2027-03-01 – 2027-03-31.');
    expect(preview.textContent).toContain('Ny avtalsrad Pausavgift (PAUS) från 2027-03-01');
    // What returns and when, at its old price; the bill drops during the pause and comes back.
    expect(preview.textContent).toContain(
      'Ny avtalsrad Bredband 250/250 (BAS250) från 2027-04-01: 399 kr × 1, prislista 1, fakturakod 1.',
    );
    expect(preview.textContent).toContain('Ny avtalsrad Sappa Start (TVSTART) från 2027-04-01: 399 kr × 1');
    expect(within(preview).getByRole('list', { name: 'Effekt på fakturan' }).textContent).toContain(
      'Månadskostnad för avtalet: 1\u00a0197 kr/mån → 399 kr/mån från 2027-03-01 → 1\u00a0197 kr/mån från 2027-04-01',
    );
    expect(preview.textContent).not.toContain('automatiskt');
    expect(preview.textContent).toContain(
      'Ärende Paus av tjänster skapas i ägargrupp Kundservice med status Pågående',
    );
  });

  it('ticks a campaign row and its discount together, and unticks both with the discount', async () => {
    const withDiscount = operationContext({
      rows: [
        operationRow(),
        operationRow({
          id: 2,
          parentRowId: 1,
          productNumber: 'RABATT',
          productName: 'Kampanjrabatt',
          price: -100,
        }),
        operationRow({ id: 3, productNumber: 'TVSTART', productName: 'Sappa Start' }),
      ],
      products: { PAUS },
    });
    renderOperationPanel(PausePanel, { context: withDiscount });
    const box = async (name: string) => (await screen.findByRole('checkbox', { name })) as HTMLInputElement;
    fireEvent.click(await box('Bredband 250/250'));
    expect((await box('Kampanjrabatt')).checked).toBe(true);
    expect((await box('Sappa Start')).checked).toBe(false);
    fireEvent.click(await box('Kampanjrabatt'));
    expect((await box('Bredband 250/250')).checked).toBe(false);
    fireEvent.click(await box('Kampanjrabatt'));
    expect((await box('Bredband 250/250')).checked).toBe(true);
  });

  it('lists each service at what it bills today: the campaign price, its discount included in it', async () => {
    const campaign = operationContext({
      rows: [
        operationRow({
          productNumber: 'TVMIX10',
          productName: 'Sappa Mix 10',
          price: 399,
          campaignId: 1,
          campaignPrice: 199.5,
          campaignEndDate: '2027-03-31',
        }),
        operationRow({
          id: 2,
          parentRowId: 1,
          productNumber: 'RABATT',
          productName: 'Kampanjrabatt',
          price: -199.5,
          campaignId: 1,
        }),
      ],
      products: { PAUS },
    });
    renderOperationPanel(PausePanel, { context: campaign });
    const priceOf = async (name: string) =>
      within((await screen.findByRole('checkbox', { name })).closest('tr') as HTMLElement).getAllByRole(
        'cell',
      )[2]?.textContent;
    expect(await priceOf('Sappa Mix 10')).toBe('199,50 kr/mån');
    expect(await priceOf('Kampanjrabatt')).toBe('Ingår i kampanjpris');
  });

  it('disables the confirmation with (ogiltig epost) for an unusable address', async () => {
    renderOperationPanel(PausePanel, { context: context('ingen@epost.saknas') });
    await screen.findByRole('checkbox', { name: 'Bredband 250/250' });
    const confirmation = screen.getByRole('checkbox', { name: /Skicka bekräftelse/ }) as HTMLInputElement;
    expect(confirmation.disabled).toBe(true);
    expect(screen.getByText('(ogiltig epost)')).toBeTruthy();
  });

  it('shows the success text with the confirmation after submit', async () => {
    renderOperationPanel(PausePanel, {
      context: context(),
      answers: {
        'agreements.pause': () => ({
          result: {
            data: {
              planFingerprint: 'x',
              caseNumbers: [700600],
              createdRowIds: [9],
              endedRowIds: [1],
              confirmation: 'SENT',
            },
          },
        }),
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Bredband 250/250' }));
    fireEvent.change(screen.getByLabelText('Slutdatum (pausen börjar)'), { target: { value: '2026-12-31' } });
    fireEvent.change(screen.getByLabelText('Startdatum (pausen slutar)'), {
      target: { value: '2027-02-01' },
    });
    fireEvent.change(screen.getByLabelText('Beskrivning'), { target: { value: 'Utlandsvistelse' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kunden är informerad om pausavgiften' }));
    await screen.findByRole('region', { name: 'Det här händer' });
    fireEvent.click(screen.getByRole('button', { name: 'Pausa valda tjänster' }));
    expect((await screen.findByTestId('operation-success')).textContent).toContain(
      'Pausen är registrerad. En bekräftelse har skickats till kunden.',
    );
  });
});
