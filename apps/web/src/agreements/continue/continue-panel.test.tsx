import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationContext, operationRow, renderOperationPanel } from '../testing/operation-fixtures.tsx';
import ContinuePanel from './continue-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Today is 2026-11-24.
const context = operationContext({
  rows: [
    operationRow({
      id: 1,
      productNumber: 'TVSTART',
      productName: 'Sappa Start',
      price: 179,
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
      productNumber: 'PLAY1',
      productName: 'Hyrd Play',
      category: 'Playtjänster',
      endDate: '2026-11-25',
    }),
    operationRow({ id: 5, productNumber: 'BAS250', productName: 'Bredband 250/250', endDate: '2026-12-31' }),
    operationRow({ id: 6, productNumber: 'BOX019', productName: 'Hyrbox 4K', endDate: '2027-03-01' }),
  ],
  inventory: ['TVSTART'],
  products: {
    TVSTART: {
      productNumber: 'TVSTART',
      name: 'Sappa Start',
      type: 'SERVICE',
      categoryNumber: 2,
      prices: [{ priceGroup: 1, salePrice: 199 }],
    },
  },
});

describe('ContinuePanel', () => {
  it('shows only continuable rows with the new price, brings hire siblings and warns about services ending in 3 days', async () => {
    renderOperationPanel(ContinuePanel, { context });
    await screen.findByRole('checkbox', { name: 'Sappa Start' });
    const table = screen.getByRole('table', { name: 'Tjänster att fortsätta' });
    expect(table.textContent).toContain('199 kr/mån');
    expect(screen.queryByRole('checkbox', { name: 'Bredband 250/250' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Hyrbox 4K' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Hyrd Play' }));
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Hyrbox HD' }));
    expect((await screen.findByRole('alert')).textContent).toContain('avslutas inom 3 dagar');
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain('Ny avtalsrad Serviceavgift (30000) från 2026-11-27');
    expect(preview.textContent).toContain('Ärende 309 skapas i ägargrupp 84 med status 1');
  });

  it('submits with the button text of the spec and shows the success text', async () => {
    renderOperationPanel(ContinuePanel, {
      context,
      answers: {
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
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sappa Start' }));
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain('Ärende 309 skapas i ägargrupp 42 med status 2');
    fireEvent.click(screen.getByRole('button', { name: 'Fortsätt med valda tjänster' }));
    expect((await screen.findByTestId('operation-success')).textContent).toContain(
      'Nya avtalsrad(er) har skapats.',
    );
  });

  it('sends no confirmation when the customer has no usable e-mail (the box starts ticked)', async () => {
    const fetchMock = renderOperationPanel(ContinuePanel, {
      context: { ...context, customer: { ...context.customer, email: 'ingen@epost.saknas' } },
      answers: {
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
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sappa Start' }));
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).not.toContain('Ingen bekräftelse kan skickas');
    fireEvent.click(screen.getByRole('button', { name: 'Fortsätt med valda tjänster' }));
    await screen.findByTestId('operation-success');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('agreements.continue'));
    const body = JSON.parse(String(sent?.[1]?.body)) as Record<string, { choices: unknown }>;
    expect(body[0]?.choices).toMatchObject({ rowIds: [1], sendConfirmation: false });
  });
});
