import { REFERENCE_PRODUCTS } from '@sappis/shared/agreements/operations/testing/reference-products';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationContext, operationRow, renderOperationPanel } from '../testing/operation-fixtures.tsx';
import ContinuePanel from './continue-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Today is 2026-11-24.
const rows = [
  // Last year's price 379 kr; the private list price is 399 kr.
  operationRow({
    id: 1,
    productNumber: 'BAS250',
    productName: 'Bredband 250/250',
    price: 379,
    endDate: '2026-12-31',
  }),
  operationRow({
    id: 2,
    productNumber: 'BOX015',
    productName: 'Hyrbox HD',
    card: 3,
    price: 29,
    endDate: '2026-11-26',
  }),
  operationRow({
    id: 3,
    productNumber: '30000',
    productName: 'Serviceavgift',
    card: 3,
    price: 0,
    endDate: '2026-11-26',
  }),
  operationRow({
    id: 4,
    productNumber: 'PLAY',
    productName: 'Sappa Play',
    category: 'Playtjänster',
    price: 0,
    endDate: '2026-11-25',
  }),
  // Ends in the window, but the address no longer offers it.
  operationRow({ id: 5, productNumber: 'BAS100', productName: 'Bredband 100/100', endDate: '2026-12-31' }),
  operationRow({ id: 6, productNumber: 'BOX019', productName: 'Hyrbox 4K', endDate: '2027-03-01' }),
];
const products = {
  BAS250: REFERENCE_PRODUCTS.BAS250,
  BOX015: REFERENCE_PRODUCTS.BOX015,
  PLAY: REFERENCE_PRODUCTS.PLAY,
};
const context = operationContext({ rows, products });
const inventory = (productNumbers: string[]) => ({
  'agreements.continueInventory': () => ({ result: { data: { productNumbers } } }),
});

describe('ContinuePanel', () => {
  it('shows the continuable rows the address offers with the new price, brings hire siblings and warns about services ending in 3 days', async () => {
    renderOperationPanel(ContinuePanel, { context, answers: inventory(['BAS250', 'BAS500', 'PLAY']) });
    await screen.findByRole('checkbox', { name: 'Bredband 250/250' });
    const table = screen.getByRole('table', { name: 'Tjänster att fortsätta' });
    expect(table.textContent).toContain('399 kr/mån');
    expect(screen.queryByRole('checkbox', { name: 'Bredband 100/100' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Hyrbox 4K' })).toBeNull();

    // Playtjänster ending within 3 days: no warning, and the case stays in group 42.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sappa Play' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await screen.findByRole('region', { name: 'Det här händer' })).textContent).toContain(
      'Ärende Fortsätt tjänster skapas i ägargrupp Kundservice med status Pågående',
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Hyrbox HD' }));
    expect((await screen.findByRole('alert')).textContent).toContain('avslutas inom 3 dagar');
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain('Ny avtalsrad Serviceavgift (30000) från 2026-11-27');
    expect(preview.textContent).toContain(
      'Ärende Fortsätt tjänster skapas i ägargrupp Företag/Affärsstöd med status Ej påbörjad',
    );
  });

  it("prices a business customer's service from price group 2", async () => {
    const business = operationContext({ rows, products, customer: { customerType: 'BUSINESS' } });
    renderOperationPanel(ContinuePanel, { context: business, answers: inventory(['BAS250']) });
    await screen.findByRole('checkbox', { name: 'Bredband 250/250' });
    // 379 kr against 319,20 kr in price group 2.
    expect(screen.getByRole('table', { name: 'Tjänster att fortsätta' }).textContent).toContain('379 kr/mån');
  });

  it('says there is nothing to continue when the address offers none of the ending services', async () => {
    renderOperationPanel(ContinuePanel, {
      context: operationContext({ rows: [rows[0]!], products }),
      answers: inventory(['BAS500']),
    });
    expect(await screen.findByText('Det finns inga avslutade tjänster att fortsätta.')).toBeTruthy();
  });

  it("shows Commerce's failure and lists nothing when the inventory cannot be fetched", async () => {
    const failure = 'Fortsättningen av tjänster kunde inte genomföras: Inget svar inom 10 sekunder';
    renderOperationPanel(ContinuePanel, {
      context,
      answers: {
        'agreements.continueInventory': () => ({
          error: {
            message: failure,
            code: -32603,
            data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, userMessage: failure },
          },
        }),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(failure);
    expect(screen.queryByRole('checkbox', { name: 'Bredband 250/250' })).toBeNull();
  });

  it('submits with the button text of the spec and shows the success text', async () => {
    renderOperationPanel(ContinuePanel, {
      context,
      answers: {
        ...inventory(['BAS250']),
        'agreements.continue': () => ({
          result: {
            data: {
              planFingerprint: 'x',
              caseNumbers: [700700],
              createdRowIds: [9],
              endedRowIds: [],
              confirmation: 'NOT_ASKED',
            },
          },
        }),
      },
    });
    const tick = await screen.findByRole('checkbox', { name: 'Bredband 250/250' });
    // Nothing chosen cannot succeed: the button waits for a plan.
    const submit = screen.getByRole('button', { name: 'Fortsätt med valda tjänster' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(tick);
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain(
      'Ärende Fortsätt tjänster skapas i ägargrupp Kundservice med status Pågående',
    );
    expect(submit.disabled).toBe(false);
    fireEvent.click(tick);
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Välj minst en tjänst')).toBeTruthy();
    fireEvent.click(tick);
    fireEvent.click(submit);
    expect((await screen.findByTestId('operation-success')).textContent).toContain(
      'Nya avtalsrad(er) har skapats.',
    );
  });

  it('sends no confirmation when the customer has no usable e-mail (the box starts ticked)', async () => {
    const fetchMock = renderOperationPanel(ContinuePanel, {
      context: { ...context, customer: { ...context.customer, email: 'ingen@epost.saknas' } },
      answers: {
        ...inventory(['BAS250']),
        'agreements.continue': () => ({
          result: {
            data: {
              planFingerprint: 'x',
              caseNumbers: [700701],
              createdRowIds: [9],
              endedRowIds: [],
              confirmation: 'NOT_ASKED',
            },
          },
        }),
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Bredband 250/250' }));
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).not.toContain('Ingen bekräftelse kan skickas');
    fireEvent.click(screen.getByRole('button', { name: 'Fortsätt med valda tjänster' }));
    await screen.findByTestId('operation-success');
    const sent = fetchMock.mock.calls.find(([url]) => /agreements\.continue\?/.test(String(url)));
    const body = JSON.parse(String(sent?.[1]?.body)) as Record<string, { choices: unknown }>;
    expect(body[0]?.choices).toMatchObject({ rowIds: [1], sendConfirmation: false });
  });
});
