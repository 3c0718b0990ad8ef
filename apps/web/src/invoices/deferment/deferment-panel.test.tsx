import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import DefermentPanel from './deferment-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const invoice = {
  invoiceNumber: 10000104,
  invoiceDate: '2026-11-01',
  dueDate: '2026-11-30',
  remainingAmount: 449,
  controlStatus: null,
  // The server's window: the day after the due date (today is 2026-11-24) to the end of the next month.
  window: { first: '2026-12-01', last: '2026-12-31' },
};

// The catalogue's names, as the server answers them.
const caseNames = {
  caseTypes: [{ id: 248, name: 'Anstånd' }],
  ownerGroups: [{ id: 42, name: 'Kundservice' }],
};

const status = (colour: string, text: string, invoices = [invoice]) => ({
  'invoices.defermentStatus': () => ({
    result: { data: { today: '2026-11-24', colour, text, invoices, caseNames } },
  }),
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('DefermentPanel', () => {
  it('shows the status, refuses a date outside the window and previews a valid deferment', async () => {
    renderOperationPanel(DefermentPanel, { answers: status('GREEN', 'OK att ge kund anstånd') });
    expect((await screen.findByTestId('deferment-status')).textContent).toBe('OK att ge kund anstånd');
    fill('Faktura', '10000104');
    fill('Nytt förfallodatum', '2027-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Ge anstånd' }));
    expect(
      await screen.findByText('Det nya förfallodatumet måste ligga mellan 2026-12-01 och 2026-12-31'),
    ).toBeTruthy();
    fill('Nytt förfallodatum', '2026-11-25');
    expect(
      await screen.findByText(
        'Det nya förfallodatumet måste vara senare än nuvarande förfallodatum 2026-11-30',
      ),
    ).toBeTruthy();
    fill('Nytt förfallodatum', '2026-12-20');
    const preview = await screen.findByTestId('plan-preview');
    expect(preview.textContent).toContain(
      'Faktura 10000104 får förfallodatum 2026-12-20 (i stället för 2026-11-30)',
    );
    // The case by name, as every other preview names it, never 'Ett ärende (typ 248)'.
    expect(preview.textContent).toContain('Ärende Anstånd skapas i ägargrupp Kundservice');
    expect(preview.textContent).not.toContain('typ 248');
  });

  it('offers only the days of the window, and says when there are none left', async () => {
    renderOperationPanel(DefermentPanel, {
      answers: status('GREEN', 'OK att ge kund anstånd'),
      params: 'invoice=10000104',
    });
    await screen.findByLabelText('Nytt förfallodatum');
    fill('Nytt förfallodatum', '2026-11-30');
    expect(screen.getByText('Tidigast 2026-12-01')).toBeTruthy();
    fill('Nytt förfallodatum', '2027-01-01');
    expect(screen.getByText('Senast 2026-12-31')).toBeTruthy();
    expect(screen.getByText('Mellan 2026-12-01 och 2026-12-31')).toBeTruthy();
    cleanup();
    const dueLast = {
      ...invoice,
      dueDate: '2026-12-31',
      window: { first: '2027-01-01', last: '2026-12-31' },
    };
    renderOperationPanel(DefermentPanel, {
      answers: status('GREEN', 'OK att ge kund anstånd', [dueLast]),
      params: 'invoice=10000104',
    });
    expect(
      await screen.findByText('Fakturan kan inte få anstånd: förfallodatumet kan som senast vara 2026-12-31'),
    ).toBeTruthy();
  });

  it('sends the deferment with a request id and shows the success and the case', async () => {
    const fetchMock = renderOperationPanel(DefermentPanel, {
      answers: {
        ...status('YELLOW', 'Dubbelkolla'),
        'invoices.defer': () => ({ result: { data: { caseNumbers: [700600], newDueDate: '2026-12-20' } } }),
      },
      params: 'invoice=10000104',
    });
    await screen.findByTestId('deferment-status');
    fill('Nytt förfallodatum', '2026-12-20');
    fireEvent.click(screen.getByRole('button', { name: 'Ge anstånd' }));
    expect((await screen.findByTestId('operation-success')).textContent).toContain(
      'Anståndet är registrerat.',
    );
    expect(screen.getByRole('link', { name: 'Ärende 700600' })).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => /invoices\.defer(\?|$)/.test(String(url)));
    const body = JSON.parse(String(sent?.[1]?.body)) as Record<
      string,
      { requestId: string; choices: object }
    >;
    expect(body[0]?.choices).toEqual({ invoiceNumber: 10000104, newDueDate: '2026-12-20' });
    expect(body[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('disables the deferment when red, says when there are no invoices and when the status fails', async () => {
    renderOperationPanel(DefermentPanel, { answers: status('RED', 'Inget anstånd får ges') });
    await screen.findByText('Inget anstånd får ges');
    expect((screen.getByRole('button', { name: 'Ge anstånd' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderOperationPanel(DefermentPanel, { answers: status('GREEN', 'OK att ge kund anstånd', []) });
    expect(await screen.findByText('Det finns inga fakturor att ge anstånd till.')).toBeTruthy();
    cleanup();
    renderOperationPanel(DefermentPanel);
    expect(await screen.findByText('Kunde inte hämta anstånd...')).toBeTruthy();
  });
});
