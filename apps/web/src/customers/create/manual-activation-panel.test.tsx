import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationContext, renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import ManualActivationPanel from './manual-activation-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const context = operationContext({
  agreement: { mainCentral: 'HC-GBG-12', accessOrderNumber: 'ORD-4711', orderInfo: 'Ring kunden efter 17' },
});
const lookupAnswer =
  (customerNumber: number, email: string | null = null) =>
  () => ({
    result: { data: { customerNumber, email, firstName: null, lastName: null } },
  });
/** The answer of the case search before step 2: the customer's activation cases. */
const activationCases =
  (...cases: { number: number; status: 'NOT_STARTED' | 'FINISHED' }[]) =>
  () => ({
    result: {
      data: {
        page: 1,
        pageSize: 25,
        total: cases.length,
        cases: cases.map(({ number, status }) => ({
          id: number,
          number,
          externalTicketNumber: null,
          header: 'Visma-ärende/Aktivering (Aktivering går inte att genomföra)',
          status: {
            key: status,
            id: status === 'FINISHED' ? 10 : 1,
            name: status === 'FINISHED' ? 'Avslutad' : 'Ej påbörjad',
          },
          priority: { key: 'LOWEST', name: 'Lägsta' },
          type: { id: 212, name: 'Aktivering', category: 'Visma' },
          ownerGroup: { id: 42, name: 'Kundservice' },
          customerNumber: 100042,
          customerName: 'Anna Berg',
          createdAt: '2026-11-30T09:00:00.000Z',
          locked: false,
          lockedBy: null,
          viewers: [],
        })),
      },
    },
  });
const error = (message: string) => () => ({
  error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, userMessage: message } },
});

async function lookUp(personalNumber = '198112189876') {
  const lookup = await screen.findByTestId('personal-number-lookup');
  expect((within(lookup).getByLabelText('Med anmärkningskontroll') as HTMLInputElement).checked).toBe(true);
  const search = within(lookup).getByRole('button', { name: 'Sök' }) as HTMLButtonElement;
  fireEvent.change(within(lookup).getByPlaceholderText('ååååmmddxxxx'), { target: { value: '19811218987' } });
  expect(search.disabled).toBe(true);
  fireEvent.change(within(lookup).getByPlaceholderText('ååååmmddxxxx'), {
    target: { value: personalNumber },
  });
  expect(search.disabled).toBe(false);
  fireEvent.click(search);
}

describe('ManualActivationPanel', () => {
  it('shows the address header and, for an existing person, the link to that customer', async () => {
    renderOperationPanel(ManualActivationPanel, {
      context,
      answers: { 'customers.lookupPersonalNumber': lookupAnswer(100042, 'a@b.se') },
    });
    expect(await screen.findByText('Huvudcentral: HC-GBG-12')).toBeTruthy();
    // The access's order number, not the agreement's note.
    expect(screen.getByText('Ordernummer: ORD-4711')).toBeTruthy();
    expect(screen.queryByText(/Ring kunden efter 17/)).toBeNull();
    await lookUp();
    expect(await screen.findByText('Det finns redan en kund med det personnumret.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Gå till kunden 100042/ }).getAttribute('href')).toBe(
      '/klc/100042/tjanster',
    );
    expect(screen.queryByTestId('create-customer-form')).toBeNull();
  });

  it.each([-100, 99, 100])('shows the e-mail field of answer %i as an error', async (customerNumber) => {
    renderOperationPanel(ManualActivationPanel, {
      context,
      answers: {
        'customers.lookupPersonalNumber': lookupAnswer(
          customerNumber,
          'Kundens anmärkningskontroll gick ej igenom.',
        ),
      },
    });
    await lookUp();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Kundens anmärkningskontroll gick ej igenom.',
    );
  });

  it('creates the customer, then the activation case, then shows the check and both links', async () => {
    const fetchMock = renderOperationPanel(ManualActivationPanel, {
      context,
      answers: {
        'customers.lookupPersonalNumber': lookupAnswer(-1),
        'customers.create': () => ({
          result: { data: { customerNumber: 100301, name: 'Nora Ek', agreementNumber: 1003011 } },
        }),
        'customers.createActivationCase': () => ({ result: { data: { caseNumber: 700901 } } }),
        'cases.search': activationCases(),
      },
    });
    await lookUp();
    const form = await screen.findByTestId('create-customer-form');
    expect((within(form).getByLabelText('Personnummer') as HTMLInputElement).value).toBe('19811218-9876');
    expect((within(form).getByLabelText('Adress *') as HTMLInputElement).value).toBe('Storgatan 12');
    const create = within(form).getByRole('button', { name: 'Skapa kund' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Förnamn *'), { target: { value: 'Nora' } });
    fireEvent.change(within(form).getByLabelText('Efternamn *'), { target: { value: 'Ek' } });
    fireEvent.change(within(form).getByLabelText('Epostadress *'), { target: { value: 'nora@exempel' } });
    fireEvent.change(within(form).getByLabelText('Telefonnummer'), { target: { value: '031-12' } });
    expect(within(form).getByText('Epostadressen är inte giltig')).toBeTruthy();
    expect(within(form).getByText('Telefonnummer ska vara ett nummer')).toBeTruthy();
    expect(create.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Epostadress *'), { target: { value: 'nora@exempel.se' } });
    fireEvent.change(within(form).getByLabelText('Telefonnummer'), { target: { value: '' } });
    expect(create.disabled).toBe(false);
    fireEvent.click(create);
    expect((await screen.findByTestId('customer-created')).textContent).toContain(
      'Den nya kunden har skapats.',
    );
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('customers.create'));
    expect(JSON.parse(String(sent?.[1]?.body))[0]).toMatchObject({
      withCreditCheck: true,
      placeAgreementNumber: 1000011,
    });

    // The search for duplicates comes first: the new customer has none.
    const caseForm = await screen.findByTestId('activation-case-form');
    expect(screen.getByText('Kunden har inga aktiveringsärenden.')).toBeTruthy();
    const search = fetchMock.mock.calls.find(([url]) => String(url).includes('cases.search'));
    const url = new URL(String(search?.[0]), 'http://localhost');
    const paths = url.pathname.split('/').at(-1)?.split(',') ?? [];
    expect(JSON.parse(url.searchParams.get('input') ?? '{}')[paths.indexOf('cases.search')]).toEqual({
      page: 1,
      showFinished: true,
      filters: { customerNumber: 100301, typeId: 212 },
    });
    const createCase = within(caseForm).getByRole('button', { name: 'Skapa ärende' }) as HTMLButtonElement;
    expect(createCase.disabled).toBe(true);
    for (const [label, value] of [
      ['Kortnummer *', '1'],
      ['CAM-id *', '2'],
      ['MAC-adress *', 'AA'],
      ['Beskrivning *', 'Fungerar inte'],
    ] as const) {
      fireEvent.change(within(caseForm).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(createCase);
    expect(await screen.findByTestId('activation-done')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ny kund: Nora Ek, 100301, avtal 1003011' }).getAttribute('href'),
    ).toBe('/klc/100301/tjanster');
    const caseLink = screen.getByRole('link', { name: 'Nytt ärende: 700901' });
    expect(caseLink.getAttribute('href')).toBe('/sappis/cases/700901');
    // Both open in a new tab, keeping the customer view (document 1 section 2.1, document 3 section 2).
    expect(caseLink.getAttribute('target')).toBe('_blank');
    expect(
      screen.getByRole('link', { name: 'Ny kund: Nora Ek, 100301, avtal 1003011' }).getAttribute('target'),
    ).toBe('_blank');
  });

  it('goes on with an existing customer: its activation cases are listed, and one that is not finished leaves nothing to create', async () => {
    renderOperationPanel(ManualActivationPanel, {
      context,
      answers: {
        'customers.lookupPersonalNumber': () => ({
          result: { data: { customerNumber: 100042, email: null, firstName: 'Anna', lastName: 'Berg' } },
        }),
        'cases.search': activationCases(
          { number: 700902, status: 'NOT_STARTED' },
          { number: 700800, status: 'FINISHED' },
        ),
      },
    });
    await lookUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Skapa aktiveringsärendet på den kunden' }));
    const list = await screen.findByTestId('existing-activation-cases');
    expect(within(list).getByRole('link', { name: '700902' }).getAttribute('href')).toBe(
      '/sappis/cases/700902',
    );
    expect(within(list).getByRole('link', { name: '700800' })).toBeTruthy();
    expect(within(list).getByText(/Avslutad/)).toBeTruthy();
    expect(
      screen.getByText('Kunden har redan ett aktiveringsärende som inte är avslutat: 700902'),
    ).toBeTruthy();
    expect(screen.queryByTestId('activation-case-form')).toBeNull();
  });

  it('with only finished activation cases the existing customer may get a new one', async () => {
    renderOperationPanel(ManualActivationPanel, {
      context,
      answers: {
        'customers.lookupPersonalNumber': () => ({
          result: { data: { customerNumber: 100042, email: null, firstName: 'Anna', lastName: 'Berg' } },
        }),
        'cases.search': activationCases({ number: 700800, status: 'FINISHED' }),
        'customers.createActivationCase': () => ({ result: { data: { caseNumber: 700903 } } }),
      },
    });
    await lookUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Skapa aktiveringsärendet på den kunden' }));
    const caseForm = await screen.findByTestId('activation-case-form');
    for (const label of ['Kortnummer *', 'CAM-id *', 'MAC-adress *', 'Beskrivning *']) {
      fireEvent.change(within(caseForm).getByLabelText(label), { target: { value: 'x' } });
    }
    fireEvent.click(within(caseForm).getByRole('button', { name: 'Skapa ärende' }));
    expect(await screen.findByTestId('activation-done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kund: Anna Berg, 100042' }).getAttribute('href')).toBe(
      '/klc/100042/tjanster',
    );
  });

  it('says what went wrong with the case', async () => {
    renderOperationPanel(ManualActivationPanel, {
      context,
      answers: {
        'customers.lookupPersonalNumber': lookupAnswer(-1),
        'customers.create': () => ({
          result: { data: { customerNumber: 100301, name: 'Nora Ek', agreementNumber: 1003011 } },
        }),
        'customers.createActivationCase': error('Ägargruppen finns inte'),
        'cases.search': activationCases(),
      },
    });
    await lookUp();
    const form = await screen.findByTestId('create-customer-form');
    fireEvent.change(within(form).getByLabelText('Förnamn *'), { target: { value: 'Nora' } });
    fireEvent.change(within(form).getByLabelText('Efternamn *'), { target: { value: 'Ek' } });
    fireEvent.change(within(form).getByLabelText('Epostadress *'), { target: { value: 'nora@exempel.se' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Skapa kund' }));
    const caseForm = await screen.findByTestId('activation-case-form');
    for (const label of ['Kortnummer *', 'CAM-id *', 'MAC-adress *', 'Beskrivning *']) {
      fireEvent.change(within(caseForm).getByLabelText(label), { target: { value: 'x' } });
    }
    fireEvent.click(within(caseForm).getByRole('button', { name: 'Skapa ärende' }));
    expect((await within(caseForm).findByRole('alert')).textContent).toContain(
      'Något gick fel när ärendet skulle skapas: Ägargruppen finns inte',
    );
  });
});
