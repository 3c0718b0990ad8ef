import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '../testing/operation-fixtures.tsx';
import AssignmentPanel from './assignment-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const receiver = {
  customerNumber: 200002,
  name: 'Per Holm',
  personalId: '197001011234',
  email: 'ingen@epost.saknas',
  deliveryAddress: 'Holmvägen 1',
  deliveryCity: 'Borås',
};

describe('AssignmentPanel', () => {
  it('searches from 3 characters and says when nothing is found', async () => {
    renderOperationPanel(AssignmentPanel, {
      answers: { 'agreements.assignmentReceivers': () => ({ result: { data: [] } }) },
    });
    const search = screen.getByRole('button', { name: 'Sök' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Kundnummer eller personnummer'), { target: { value: '10' } });
    expect(search.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Kundnummer eller personnummer'), { target: { value: '100001' } });
    fireEvent.click(search);
    expect(await screen.findByText('Sökningen gav inget resultat...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Överlåt avtal' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers month-ends only, previews the plan and shows the result lines', async () => {
    const fetchMock = renderOperationPanel(AssignmentPanel, {
      answers: {
        'agreements.assignmentReceivers': () => ({ result: { data: [receiver] } }),
        'agreements.assign': () => ({
          result: {
            data: {
              planFingerprint: 'x',
              agreementNumber: 1000011,
              receiver: { customerNumber: 200002, name: 'Per Holm', email: 'ingen@epost.saknas' },
              assigner: { name: 'Karin Lindqvist', email: 'karin@example.se' },
              endDate: '2026-12-31',
              startDate: '2027-01-01',
              createdRowIds: [5],
              endedRowIds: [1],
              caseNumbers: [],
              assignerConfirmation: 'SENT',
              assigneeConfirmation: 'NOT_SENT',
            },
          },
        }),
      },
    });
    fireEvent.change(screen.getByLabelText('Kundnummer eller personnummer'), { target: { value: '200002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    fireEvent.click(await screen.findByLabelText(/Per Holm, 200002, 19700101-1234/));
    const dates = await screen.findByLabelText('Slutdatum för överlåtaren');
    // Doc 3 §5: only month ends, from this month's end, for 60 months (today is 2026-11-24).
    fireEvent.click(screen.getByRole('button', { name: 'Öppna kalender, Slutdatum för överlåtaren' }));
    const calendar = screen.getByRole('dialog', { name: 'Kalender' });
    const offered = () =>
      Array.from(calendar.querySelectorAll('[role="grid"] button:not([disabled])'), (day) =>
        day.getAttribute('aria-label'),
      );
    expect(offered()).toEqual(['måndag 30 november 2026']);
    fireEvent.click(within(calendar).getByRole('button', { name: 'Gå till nästa månad' }));
    expect(offered()).toEqual(['torsdag 31 december 2026']);
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Escape' });
    fireEvent.change(dates, { target: { value: '2031-11-30' } });
    expect(screen.getByText('Senast 2031-10-31')).toBeTruthy();
    // The receiver's placeholder address: no confirmation possible.
    expect(screen.getByText('(ogiltig epost)')).toBeTruthy();
    fireEvent.change(dates, { target: { value: '2026-12-31' } });
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain('Bredband 250/250 avslutas 2026-12-31.');
    expect(preview.textContent).toContain('från 2027-01-01');
    expect(preview.textContent).toContain('2027-01-01 går avtalet över till Per Holm (200002).');
    // Before anything is submitted the panel speaks of what will happen, never as done.
    const panel = screen.getByTestId('assignment');
    expect(panel.textContent).toContain('Avtal 1000011 överlåts till Per Holm från 2027-01-01.');
    expect(panel.textContent).toContain(
      'Överlåtaren har kvar avtalet och betalar för det till och med 2026-12-31.',
    );
    expect(panel.textContent).not.toContain('har överlåtits');
    fireEvent.click(screen.getByRole('button', { name: 'Överlåt avtal' }));
    const success = await screen.findByTestId('operation-success');
    expect(success.textContent).toContain('Avtal: 1000011 har överlåtits till Per Holm');
    expect(success.textContent).toContain('Slutdatumen för överlåtaren är 2026-12-31');
    expect(success.textContent).toContain('Startdatumet för mottagaren är 2027-01-01');
    expect(success.textContent).toContain(
      'En bekräftelse har skickats till Karin Lindqvist (karin@example.se)',
    );
    expect(success.textContent).toContain('Det gick INTE att skicka bekräftelse till mottagaren.');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('agreements.assign?'));
    expect(JSON.parse(String(sent?.[1]?.body))[0]).toMatchObject({
      agreementNumber: 1000011,
      choices: { receiverCustomerNumber: 200002, endDate: '2026-12-31' },
    });
  });

  it("says 'Den nya kunden har skapats.' back from 'Skapa ny kund', with the new customer found and chosen", async () => {
    renderOperationPanel(AssignmentPanel, {
      answers: {
        'customers.lookupPersonalNumber': () => ({
          result: { data: { customerNumber: -1, email: null, firstName: 'Per', lastName: 'Holm' } },
        }),
        'customers.create': () => ({ result: { data: { customerNumber: 200002, name: 'Per Holm' } } }),
        'agreements.assignmentReceivers': () => ({ result: { data: [receiver] } }),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Skapa ny kund' }));
    const lookup = await screen.findByTestId('personal-number-lookup');
    fireEvent.change(within(lookup).getByPlaceholderText('ååååmmddxxxx'), {
      target: { value: '197001011234' },
    });
    fireEvent.click(within(lookup).getByRole('button', { name: 'Sök' }));
    const form = await screen.findByTestId('create-customer-form');
    for (const [label, value] of [
      ['Adress *', 'Holmvägen 1'],
      ['Postnummer *', '50330'],
      ['Ort *', 'Borås'],
      ['Epostadress *', 'per.holm@example.se'],
      ['Mobilnummer *', '0701234567'],
    ])
      fireEvent.change(within(form).getByLabelText(label as string), { target: { value } });
    fireEvent.click(within(form).getByRole('button', { name: 'Skapa kund' }));
    expect((await screen.findByTestId('customer-created')).textContent).toContain(
      'Den nya kunden har skapats.',
    );
    expect((await screen.findByTestId('assignment-receiver')).textContent).toBe(
      'Vald mottagare: Per Holm, 200002',
    );
  });
});
