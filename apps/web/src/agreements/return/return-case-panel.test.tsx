import { testProduct } from '@sappis/shared/agreements/operations/testing/operation-context';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  operationContext,
  operationRow,
  renderOperationPanel,
  TEST_TODAY,
} from '../testing/operation-fixtures.tsx';
import ReturnCasePanel from './return-case-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const context = operationContext({
  rows: [
    operationRow(),
    operationRow({ id: 2, type: 'HARDWARE', productNumber: 'BOX019', productName: 'Hyrbox 4K', card: 1 }),
    operationRow({
      id: 3,
      type: 'HARDWARE',
      productNumber: 'BRED008',
      productName: 'Hyrrouter Wi-Fi 6',
      card: 1,
    }),
  ],
  products: Object.fromEntries(
    [
      testProduct('BOX019', 'Hyrbox 4K', [[1, 49]], 'HARDWARE', 2),
      testProduct('GARBOX019', 'Garantibyte hyrbox 4k', [[1, 0]], 'HARDWARE', 2),
      testProduct('BRED008', 'Hyrrouter Wi-Fi 6', [[1, 39]], 'HARDWARE', 3),
      testProduct('FRAKTRETUR', 'Fraktsedel retur', [[1, 150]], 'EXTRA_BILLING'),
    ].map((product) => [product.productNumber, product]),
  ),
});

/** The server's answer: the return case `caseNumber` was created. */
const created = (caseNumber: number, warnings?: string[]) => () => ({
  result: {
    data: {
      planFingerprint: 'x',
      caseNumbers: [caseNumber],
      createdRowIds: [],
      endedRowIds: [],
      confirmation: 'NOT_ASKED',
      ...(warnings ? { warnings } : {}),
    },
  },
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ReturnCasePanel', () => {
  it('offers no Garanti to an agent outside second line and lists the hardware of the chosen type', async () => {
    renderOperationPanel(ReturnCasePanel, { context });
    const reasons = within(screen.getByLabelText('Orsak'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(reasons).toEqual(['Ånger', 'Retur av hyrd utrustning', 'Felutskick', 'Omskick']);
    expect(await screen.findByLabelText('Hyrbox 4K (BOX019)')).toBeTruthy();
    expect(screen.queryByLabelText('Hyrrouter Wi-Fi 6 (BRED008)')).toBeNull();
    fill('Hårdvarutyp', 'BROADBAND');
    expect(await screen.findByLabelText('Hyrrouter Wi-Fi 6 (BRED008)')).toBeTruthy();
    fill('Orsak', 'RESHIPMENT');
    expect(screen.queryByLabelText('Garantibyte hyrbox 4k (GARBOX019)')).toBeNull();
  });

  it('says it is loading, not that the agreement has no hardware, until the agreement has loaded', async () => {
    renderOperationPanel(ReturnCasePanel, { context });
    expect(screen.queryByText('Avtalet har ingen utrustning av den här typen att returnera.')).toBeNull();
    expect(screen.getByText('Laddar utrustning...')).toBeTruthy();
    expect(await screen.findByLabelText('Hyrbox 4K (BOX019)')).toBeTruthy();
    expect(screen.queryByText('Laddar utrustning...')).toBeNull();
  });

  it('creates the case without a return date: the submit rule needs none (document 2 section 5)', async () => {
    const fetchMock = renderOperationPanel(ReturnCasePanel, {
      context,
      answers: {
        'agreements.createReturnCase': created(700503),
      },
    });
    fireEvent.click(await screen.findByLabelText('Hyrbox 4K (BOX019)'));
    fill('Beskrivning', 'Ångrat');
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain(`${TEST_TODAY} skickas fraktsedeln till kunden automatiskt`);
    fireEvent.click(screen.getByRole('button', { name: 'Skapa returärende' }));
    expect((await screen.findByTestId('operation-success')).textContent).toContain('Returärendet är skapat.');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('agreements.createReturnCase'));
    const body = JSON.parse(String(sent?.[1]?.body)) as Record<string, { choices: unknown }>;
    expect(body[0]?.choices).toMatchObject({ oldRowIds: [2], returnDate: '' });
  });

  it('shows the refusals, previews the case and the slip, and sends the choices', async () => {
    const fetchMock = renderOperationPanel(ReturnCasePanel, {
      context,
      answers: {
        'agreements.createReturnCase': created(700501),
      },
    });
    await screen.findByLabelText('Hyrbox 4K (BOX019)');
    fireEvent.click(screen.getByRole('button', { name: 'Skapa returärende' }));
    expect(await screen.findByText('Välj minst en gammal utrustning')).toBeTruthy();
    expect(screen.getByText('Beskrivningen behöver vara minst 3 tecken')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Hyrbox 4K (BOX019)'));
    fill('Beskrivning', 'Ångrat');
    fill('Returdatum', '2026-12-15');
    fill('Ursprungsärende (valfritt)', '4711');
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain('2026-12-08 skickas fraktsedeln till kunden automatiskt');
    expect(preview.textContent).toContain('Avgift: Fraktsedel retur 150 kr.');
    expect(preview.textContent).toContain(
      'Ärende Retur – Ånger skapas i ägargrupp Kundservice med status Åtgärd bokad',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Skapa returärende' }));
    expect((await screen.findByTestId('operation-success')).textContent).toContain('Returärendet är skapat.');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('agreements.createReturnCase'));
    const body = JSON.parse(String(sent?.[1]?.body)) as Record<string, { choices: unknown }>;
    expect(body[0]?.choices).toMatchObject({ reason: 'REGRET', oldRowIds: [2], parentCaseNumber: 4711 });
  });

  it('warns in the preview and the success text that the slip cannot be e-mailed without a usable address', async () => {
    const warning =
      'Kunden har ingen giltig e-postadress: fraktsedeln kan inte mejlas. Skicka den på annat sätt.';
    renderOperationPanel(ReturnCasePanel, {
      context: { ...context, customer: { ...context.customer, email: 'ingen@epost.saknas' } },
      answers: {
        'agreements.createReturnCase': created(700502, [warning]),
      },
    });
    fireEvent.click(await screen.findByLabelText('Hyrbox 4K (BOX019)'));
    fill('Beskrivning', 'Ångrat');
    fill('Returdatum', '2026-12-15');
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(within(preview).getByText(warning)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skapa returärende' }));
    expect((await screen.findByTestId('operation-success')).textContent).toContain(
      `Returärendet är skapat. ${warning}`,
    );
  });
});
