import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationContext, operationRow, renderOperationPanel } from '../testing/operation-fixtures.tsx';
import TerminatePanel from './terminate-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reasons = [
  { id: 100, name: 'Flyttar', scope: 'AGREEMENT' as const },
  { id: 106, name: 'Använder inte tjänsten', scope: 'SUBSCRIPTION' as const },
];
const broadband = operationRow({ id: 1 });
const discount = operationRow({
  id: 2,
  parentRowId: 1,
  price: -100,
  productNumber: 'RABATT',
  productName: 'Kampanjrabatt',
});
const play = operationRow({
  id: 3,
  productNumber: 'PLAY',
  productName: 'Sappa Play',
  category: 'Playtjänster',
});
const bound = operationRow({
  id: 4,
  productNumber: 'TVMIX5',
  productName: 'TV Mix 5',
  boundUntil: '2028-06-30',
});
const rows = [broadband, discount, play, bound];

const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) }) as HTMLInputElement;

describe('TerminatePanel', () => {
  it('counts the ticked services, ticks a campaign with its discount and keeps rows without a date unticked', async () => {
    renderOperationPanel(TerminatePanel, {
      context: operationContext({ rows, terminationReasons: reasons }),
    });
    expect(await screen.findByText('0 av 4 är valda')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Nästa' }) as HTMLButtonElement).disabled).toBe(true);
    expect(box('TV Mix 5').disabled).toBe(true);
    fireEvent.click(box('Bredband'));
    expect(box('Kampanjrabatt').checked).toBe(true);
    expect(screen.getByText('2 av 4 är valda')).toBeTruthy();
    fireEvent.click(box('Kampanjrabatt'));
    expect(box('Bredband').checked).toBe(false);
    expect(screen.getByText('0 av 4 är valda')).toBeTruthy();
  });

  it('shows only Avsluta for a plain agent without recent purchases, and the regret tab with its banner otherwise', async () => {
    renderOperationPanel(TerminatePanel, { context: operationContext({ rows }) });
    await screen.findByText('0 av 4 är valda');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Avsluta']);
    cleanup();
    const recent = operationRow({
      id: 5,
      productName: 'TV Bas',
      saleDate: '2026-11-20',
      startDate: '2026-11-21',
    });
    renderOperationPanel(TerminatePanel, { context: operationContext({ rows: [...rows, recent] }) });
    await screen.findByText('0 av 5 är valda');
    const regret = screen.getByRole('tab', { name: 'Ångra' });
    fireEvent.mouseDown(regret);
    expect((await screen.findByRole('note')).textContent).toContain('350 kr');
    expect(await screen.findByText('0 av 1 är valda')).toBeTruthy();
  });

  it('warns about the 3-month notice for a company customer', async () => {
    renderOperationPanel(TerminatePanel, {
      context: operationContext({ rows, customer: { customerType: 'BUSINESS' } }),
    });
    expect((await screen.findByRole('note')).textContent).toBe(
      'Företagskund: uppsägningstiden är 3 månader.',
    );
  });

  it('says when a service already ends, offers only earlier dates and shows the moved end date', async () => {
    const ending = operationRow({
      id: 5,
      productNumber: 'TVSTART',
      productName: 'Sappa Start',
      endDate: '2027-02-28',
    });
    renderOperationPanel(TerminatePanel, {
      context: operationContext({ rows: [...rows, ending], terminationReasons: reasons }),
    });
    await screen.findByText('0 av 5 är valda');
    const label = box('Sappa Start').closest('label') as HTMLElement;
    expect(within(label).getByText('Avslutas 2027-02-28')).toBeTruthy();
    fireEvent.click(box('Sappa Start'));
    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    const date = screen.getByLabelText('Slutdatum Sappa Start');
    // Only the month ends up to the current end date can be chosen.
    fireEvent.change(date, { target: { value: '2026-11-30' } });
    expect(screen.getByText('Tidigast 2026-12-31')).toBeTruthy();
    fireEvent.change(date, { target: { value: '2027-02-28' } });
    expect(screen.getByText('Senast 2027-01-31')).toBeTruthy();
    fireEvent.change(date, { target: { value: '2027-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    fireEvent.change(screen.getByLabelText('Orsak'), { target: { value: '106' } });
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain(
      'Sappa Start avslutas 2027-01-31: flyttar slutdatumet från 2027-02-28 till 2027-01-31.',
    );
    // The case is named; its codes are in the tooltip.
    const caseLine = within(preview).getByText(/^Ärende Uppsägning av abonnemang/);
    expect(caseLine.title).toBe('Ärendetyp 183, ägargrupp 42, status 2');
  });

  it('walks the three steps and replaces the wizard with the success text', async () => {
    const fetchMock = renderOperationPanel(TerminatePanel, {
      context: operationContext({ rows, terminationReasons: reasons }),
      answers: {
        'agreements.terminate': () => ({
          result: {
            data: {
              planFingerprint: 'x',
              caseNumbers: [700600],
              createdRowIds: [],
              endedRowIds: [3],
              confirmation: 'SENT',
            },
          },
        }),
      },
    });
    await screen.findByText('0 av 4 är valda');
    fireEvent.click(box('Sappa Play'));
    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    const date = screen.getByLabelText('Slutdatum Sappa Play') as HTMLInputElement;
    expect(date.value).toBe('2026-12-31');
    // 12 month ends.
    fireEvent.change(date, { target: { value: '2027-12-31' } });
    expect(screen.getByText('Senast 2027-11-30')).toBeTruthy();
    // A day that is not offered: step 3 would have no plan, so 'Nästa' waits for one that is.
    const next = () => screen.getByRole('button', { name: 'Nästa' }) as HTMLButtonElement;
    expect(next().disabled).toBe(true);
    fireEvent.change(date, { target: { value: '2027-01-15' } });
    expect(next().disabled).toBe(true);
    fireEvent.change(date, { target: { value: '2027-01-31' } });
    expect(next().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    const reason = screen.getByLabelText('Orsak') as HTMLSelectElement;
    // One of several services: only the subscription reasons are offered.
    expect([...reason.options].map((option) => option.text)).toEqual([
      'Välj orsak',
      'Använder inte tjänsten',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Avsluta' }));
    expect(await screen.findByText('Välj en orsak')).toBeTruthy();
    fireEvent.change(reason, { target: { value: '106' } });
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain('Sappa Play avslutas 2027-01-31.');
    expect(preview.textContent).toContain(
      'Ärende Uppsägning av abonnemang skapas i ägargrupp Kundservice med status Pågående',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Avsluta' }));
    const success = await screen.findByTestId('operation-success');
    expect(success.textContent).toContain('Uppsägning genomfördes. En bekräftelse har skickats till kunden.');
    expect(within(success).getByRole('link', { name: 'Ärende 700600' })).toBeTruthy();
    // One service of several, no hardware ending: nothing to return.
    expect(within(success).queryByRole('button', { name: 'Skapa returärende' })).toBeNull();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('agreements.terminate'));
    const body = JSON.parse(String(sent?.[1]?.body)) as Record<string, { choices: unknown }>;
    expect(body[0]?.choices).toMatchObject({ rows: [{ rowId: 3, endDate: '2027-01-31' }], reasonId: 106 });
  });

  it('offers a shared date for two services and disables the confirmation for an invalid address', async () => {
    renderOperationPanel(TerminatePanel, {
      context: operationContext({
        rows,
        terminationReasons: reasons,
        customer: { email: 'ingen@epost.saknas' },
      }),
    });
    await screen.findByText('0 av 4 är valda');
    fireEvent.click(box('Bredband'));
    fireEvent.click(box('Sappa Play'));
    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    fireEvent.change(screen.getByLabelText('Gemensamt slutdatum'), { target: { value: '2027-02-28' } });
    expect((screen.getByLabelText('Slutdatum Sappa Play') as HTMLInputElement).value).toBe('2027-02-28');
    expect(screen.getByText(/Kampanjrabatt/).closest('p')?.textContent).toContain('2027-02-28');
    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect((screen.getByRole('checkbox', { name: /bekräftelse/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('(ogiltig epost)')).toBeTruthy();
  });

  it('ends the whole agreement with its add-on and hire box, shows 0 kr/mån and offers the return case', async () => {
    const sport = operationRow({
      id: 5,
      type: 'ADDON',
      productNumber: 'TVSPORT',
      productName: 'Sappa Sport',
      price: 349,
    });
    const hireBox = operationRow({
      id: 6,
      type: 'HARDWARE',
      productNumber: 'BOX015',
      productName: 'Hyrbox HD',
      price: 29,
    });
    const whole = [broadband, discount, play, sport, hireBox];
    renderOperationPanel(TerminatePanel, {
      context: operationContext({ rows: whole, terminationReasons: reasons }),
      answers: {
        'agreements.terminate': () => ({
          result: {
            data: {
              planFingerprint: 'x',
              caseNumbers: [700601],
              createdRowIds: [],
              endedRowIds: [1, 2, 3, 5, 6],
              confirmation: 'SENT',
            },
          },
        }),
      },
    });
    expect(await screen.findByText('0 av 4 är valda')).toBeTruthy();
    for (const name of ['Bredband', 'Sappa Play', 'Sappa Sport']) fireEvent.click(box(name));
    expect(screen.getByText('4 av 4 är valda')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    fireEvent.change(screen.getByLabelText('Gemensamt slutdatum'), { target: { value: '2027-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    fireEvent.change(screen.getByLabelText('Orsak'), { target: { value: '100' } });
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain('Hyrbox HD avslutas 2027-01-31.');
    expect(preview.textContent).toContain('→ 0 kr/mån från 2027-02-01');
    fireEvent.click(screen.getByRole('button', { name: 'Avsluta' }));
    const success = await screen.findByTestId('operation-success');
    expect(within(success).getByRole('button', { name: 'Skapa returärende' })).toBeTruthy();
  });

  it('shows the day a discount really ends and labels the rows returning after a pause, and says when a date cancels one', async () => {
    // Sappa Mix 10 paused from 2027-08-31 to 2027-10-01: its discount keeps its own earlier end, and Mix 10 and Play
    // return as rows of their own (bound until 2027-08-31 as before).
    const mix = operationRow({
      id: 10,
      productNumber: 'TVMIX10',
      productName: 'Sappa Mix 10',
      price: 399,
      endDate: '2027-08-31',
      boundUntil: '2027-08-31',
    });
    const mixDiscount = operationRow({
      id: 11,
      parentRowId: 10,
      productNumber: 'RABATT',
      productName: 'Kampanjrabatt',
      price: -199.5,
      endDate: '2027-03-31',
    });
    const returning = { startDate: '2027-10-01', saleDate: '2026-11-24', invoicedUntil: null };
    const mixBack = operationRow({ ...mix, id: 12, endDate: null, ...returning });
    const playBack = operationRow({ ...play, id: 13, ...returning });
    renderOperationPanel(TerminatePanel, {
      context: operationContext({
        rows: [mix, mixDiscount, play, mixBack, playBack],
        terminationReasons: reasons,
      }),
    });
    await screen.findByText('0 av 5 är valda');
    const labels = screen.getAllByRole('checkbox').map((item) => item.closest('label')?.textContent);
    expect(labels).toEqual([
      'Sappa Mix 10Avslutas 2027-08-31',
      'KampanjrabattAvslutas 2027-03-31',
      'Sappa Play',
      'Sappa Mix 10 (från 2027-10-01)',
      'Sappa Play (från 2027-10-01)',
    ]);
    fireEvent.click(box('Sappa Mix 10 \\(från 2027-10-01\\)'));
    fireEvent.click(box('Sappa Play \\(från 2027-10-01\\)'));
    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    const mixDate = screen.getByLabelText('Slutdatum Sappa Mix 10 (från 2027-10-01)') as HTMLInputElement;
    const playDate = screen.getByLabelText('Slutdatum Sappa Play (från 2027-10-01)') as HTMLInputElement;
    // The earliest date (the binding's end) comes before their start: ended then, they never start, and step 2
    // says so; a date after the start ends them as usual.
    expect([mixDate.value, playDate.value]).toEqual(['2027-08-31', '2026-12-31']);
    expect(screen.getAllByText(/startar inte, tas bort/)).toHaveLength(2);
    fireEvent.change(mixDate, { target: { value: '2027-10-31' } });
    expect(screen.getAllByText(/startar inte, tas bort/)).toHaveLength(1);
  });

  it('a refused end date leaves the discount on the last date the rules accepted (100178 / 1001781)', async () => {
    renderOperationPanel(TerminatePanel, {
      context: operationContext({ rows, terminationReasons: reasons }),
    });
    await screen.findByText('0 av 4 är valda');
    fireEvent.click(box('Bredband'));
    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    const date = screen.getByLabelText(/^Slutdatum Bredband/);
    const discountLine = () => screen.getByText(/Kampanjrabatt/).closest('p')?.textContent;
    expect(discountLine()).toBe('Kampanjrabatt: 2026-12-31');
    fireEvent.change(date, { target: { value: '2027-01-31' } });
    expect(discountLine()).toBe('Kampanjrabatt: 2027-01-31');
    // A day before the earliest, and a day that is no month end, are refused under the field: the discount stays.
    fireEvent.change(date, { target: { value: '2026-11-30' } });
    expect(screen.getByText('Tidigast 2026-12-31')).toBeTruthy();
    expect(discountLine()).toBe('Kampanjrabatt: 2027-01-31');
    fireEvent.change(date, { target: { value: '2027-03-15' } });
    expect(discountLine()).toBe('Kampanjrabatt: 2027-01-31');
    expect((screen.getByRole('button', { name: 'Nästa' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(date, { target: { value: '2027-02-28' } });
    expect(discountLine()).toBe('Kampanjrabatt: 2027-02-28');
  });

  it('shows a discount ending before the chosen date of its service on its own end date', async () => {
    const bandwidth = operationRow({ id: 20, productNumber: 'BAS100', boundUntil: '2027-08-31' });
    const ownEnd = operationRow({
      id: 21,
      parentRowId: 20,
      productNumber: 'RABATT',
      productName: 'Kampanjrabatt',
      price: -100,
      endDate: '2027-03-01',
    });
    renderOperationPanel(TerminatePanel, {
      context: operationContext({ rows: [bandwidth, ownEnd, play], terminationReasons: reasons }),
    });
    await screen.findByText('0 av 3 är valda');
    fireEvent.click(box('Bredband'));
    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect((screen.getByLabelText(/^Slutdatum Bredband/) as HTMLInputElement).value).toBe('2027-08-31');
    expect(screen.getByText(/Kampanjrabatt/).closest('p')?.textContent).toBe('Kampanjrabatt: 2027-03-01');
  });
});
