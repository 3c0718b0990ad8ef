import { DEPENDENT_ROWS_TEXTS } from '@sappis/shared/agreements/operations/dependent-rows/keep-rows';
import { EDIT_ROW_DATES_TEXTS as TEXTS } from '@sappis/shared/agreements/operations/edit-dates/row-date-rules';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationContext, operationRow, renderOperationPanel } from '../testing/operation-fixtures.tsx';
import EditRowDatesPanel from './edit-row-dates-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Today is 2026-11-24 (TEST_TODAY); the row is invoiced until 2026-11-30. */
const upcomingBound = operationRow({ startDate: '2026-12-01', bindingMonths: 12, boundUntil: '2027-11-30' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const savedAnswer = () => ({
  result: {
    data: {
      planFingerprint: 'x',
      caseNumbers: [],
      createdRowIds: [],
      endedRowIds: [],
      confirmation: 'NOT_ASKED',
    },
  },
});
const errorAnswer = (userMessage?: string) => () => ({
  error: {
    message: userMessage ?? 'Internal',
    code: -32600,
    data: { code: userMessage ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR', httpStatus: 400, userMessage },
  },
});

/** The days matching `name` in the field's calendar, opened on its earliest month, and whether each can be chosen. */
function calendarDays(label: string, name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: `Öppna kalender, ${label}` }));
  const previous = () => screen.getByRole('button', { name: 'Gå till föregående månad' });
  for (let month = 0; month < 24 && previous().getAttribute('aria-disabled') !== 'true'; month++) {
    fireEvent.click(previous());
  }
  const days = within(screen.getByRole('grid'))
    .getAllByRole('button', { name })
    .map((button) => ({ day: button.getAttribute('aria-label'), enabled: !button.hasAttribute('disabled') }));
  fireEvent.keyDown(screen.getByRole('grid'), { key: 'Escape' });
  return days;
}

const render = (rows = [upcomingBound], answers = {}) =>
  renderOperationPanel(EditRowDatesPanel, { context: operationContext({ rows }), params: 'row=1', answers });

describe('EditRowDatesPanel', () => {
  it('bounds a future start from tomorrow and the end from after the invoiced month, and recomputes bound-until', async () => {
    render();
    await screen.findByText('Bredband 250/250 (BAS250)');
    expect(field(TEXTS.startLabel)).toMatchObject({ disabled: false, value: '2026-12-01' });
    expect(field(TEXTS.endLabel)).toMatchObject({ disabled: false, value: '' });
    expect(calendarDays(TEXTS.startLabel, /^(måndag|tisdag|onsdag) 2[45] november 2026$/)).toEqual([
      { day: 'tisdag 24 november 2026', enabled: false },
      { day: 'onsdag 25 november 2026', enabled: true },
    ]);

    fill(TEXTS.startLabel, '2027-01-15');
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain('start 2027-01-15, bunden till 2028-01-14');
    expect(calendarDays(TEXTS.endLabel, /^(torsdag|fredag) 1[45] januari 2027$/)).toEqual([
      { day: 'torsdag 14 januari 2027', enabled: false },
      { day: 'fredag 15 januari 2027', enabled: true },
    ]);
  });

  it('locks a started row’s start and a Playtjänster end date with their reasons', async () => {
    render([operationRow({ category: 'Playtjänster', endDate: '2027-06-30' })]);
    await screen.findByText('Bredband 250/250 (BAS250)');
    expect(field(TEXTS.startLabel).disabled).toBe(true);
    expect(field(TEXTS.endLabel).disabled).toBe(true);
    expect(screen.getByText(TEXTS.checkWithBusinessSupport)).toBeTruthy();
    expect(screen.getByText(TEXTS.fixedEndCategory)).toBeTruthy();
  });

  it('locks an end date in the invoiced period with the Visma text', async () => {
    render([operationRow({ endDate: '2026-11-30' })]);
    await screen.findByText('Bredband 250/250 (BAS250)');
    expect(field(TEXTS.endLabel).disabled).toBe(true);
    expect(screen.getAllByText(TEXTS.checkWithBusinessSupport)).toHaveLength(2);
  });

  it('shows the refusal of a passed date typed past the picker, and Spara waits for a date the rules allow', async () => {
    render();
    await screen.findByText('Bredband 250/250 (BAS250)');
    const save = () => screen.getByRole('button', { name: TEXTS.save }) as HTMLButtonElement;
    expect(save().disabled).toBe(false);
    fill(TEXTS.startLabel, '2026-11-20');
    expect(await screen.findByText(TEXTS.checkWithBusinessSupport)).toBeTruthy();
    expect(save().disabled).toBe(true);

    fill(TEXTS.startLabel, '2027-01-15');
    await screen.findByRole('region', { name: 'Det här händer' });
    expect(screen.queryByText(TEXTS.checkWithBusinessSupport)).toBeNull();
    expect(save().disabled).toBe(false);
  });

  it('refuses an end date before the start under the end field, Spara disabled until it is moved', async () => {
    render();
    await screen.findByText('Bredband 250/250 (BAS250)');
    const save = () => screen.getByRole('button', { name: TEXTS.save }) as HTMLButtonElement;
    fill(TEXTS.startLabel, '2027-01-15');
    fill(TEXTS.endLabel, '2027-01-10');
    expect(await screen.findByText(TEXTS.endBeforeStart)).toBeTruthy();
    expect(field(TEXTS.endLabel).getAttribute('aria-invalid')).toBe('true');
    expect(save().disabled).toBe(true);
    fireEvent.click(save());
    expect(screen.queryByTestId('operation-success')).toBeNull();

    fill(TEXTS.endLabel, '2027-12-31');
    await screen.findByRole('region', { name: 'Det här händer' });
    expect(save().disabled).toBe(false);
  });

  it('resets to the row’s dates', async () => {
    render();
    await screen.findByText('Bredband 250/250 (BAS250)');
    fill(TEXTS.startLabel, '2027-01-15');
    fireEvent.click(screen.getByRole('button', { name: TEXTS.reset }));
    expect(field(TEXTS.startLabel).value).toBe('2026-12-01');
    expect(screen.queryByRole('region', { name: 'Det här händer' })).toBeNull();
  });

  it('saves the dates with the previewed plan and says Datum uppdaterade', async () => {
    const fetchMock = render([upcomingBound], { 'agreements.editRowDates': savedAnswer });
    await screen.findByText('Bredband 250/250 (BAS250)');
    fill(TEXTS.endLabel, '2027-12-31');
    await screen.findByRole('region', { name: 'Det här händer' });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.save }));
    expect((await screen.findByTestId('operation-success')).textContent).toContain(TEXTS.success);
    expect(screen.getAllByText(TEXTS.success).length).toBe(2);
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('agreements.editRowDates'));
    const body = JSON.parse(String(sent?.[1]?.body)) as Record<
      string,
      { agreementNumber: number; choices: unknown }
    >;
    expect(body[0]).toMatchObject({
      agreementNumber: 1000011,
      choices: { rowId: 1, startDate: '2026-12-01', endDate: '2027-12-31' },
    });
  });

  it('ending the broadband ends its hire router with it, and the success view offers the return case', async () => {
    // Bredband 250/250 (row 1, started) with the hire router BRED009 of the reference catalogue.
    const router = operationRow({
      id: 2,
      type: 'HARDWARE',
      productNumber: 'BRED009',
      productName: 'Hyrrouter Wi-Fi 6 Mesh',
      category: 'Bredband',
      price: 59,
    });
    render([operationRow(), router], { 'agreements.editRowDates': savedAnswer });
    await screen.findByText('Bredband 250/250 (BAS250)');
    fill(TEXTS.endLabel, '2027-01-15');
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain('Hyrrouter Wi-Fi 6 Mesh avslutas 2027-01-15');
    fireEvent.click(screen.getByRole('button', { name: TEXTS.save }));
    const success = await screen.findByTestId('operation-success');
    expect(within(success).getByRole('button', { name: 'Skapa returärende' })).toBeTruthy();
  });

  it('a router dated past its broadband is kept by those dates: no tick, the form asks why and sends the reason', async () => {
    // The router is row 1, the customer view's; the broadband (row 2) ends 2027-01-31.
    const broadband = operationRow({ id: 2, endDate: '2027-01-31' });
    const router = operationRow({
      type: 'HARDWARE',
      productNumber: 'BRED009',
      productName: 'Hyrrouter Wi-Fi 6 Mesh',
      category: 'Bredband',
      price: 59,
      endDate: '2027-01-31',
    });
    const fetchMock = renderOperationPanel(EditRowDatesPanel, {
      context: operationContext({ rows: [broadband, router] }),
      params: 'row=1',
      answers: { 'agreements.editRowDates': savedAnswer },
    });
    await screen.findByText('Hyrrouter Wi-Fi 6 Mesh (BRED009)');
    fill(TEXTS.endLabel, '2027-06-30');
    const section = await screen.findByRole('region', { name: DEPENDENT_ROWS_TEXTS.heading });
    expect(section.textContent).toContain(DEPENDENT_ROWS_TEXTS.datedIntro);
    expect(section.textContent).toContain('Hyrrouter Wi-Fi 6 Mesh debiteras utan bredband från 2027-02-01');
    expect(within(section).queryByRole('checkbox')).toBeNull();
    // The router runs on: no return case is offered for it.
    expect(section.textContent).not.toContain(DEPENDENT_ROWS_TEXTS.returnOffer);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.save }));
    expect(
      screen.getAllByText(DEPENDENT_ROWS_TEXTS.datedRequired('Hyrrouter Wi-Fi 6 Mesh')).length,
    ).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('agreements.editRowDates'))).toBe(false);

    fill(DEPENDENT_ROWS_TEXTS.datedLabel('Hyrrouter Wi-Fi 6 Mesh'), 'Kunden köper routern i juni');
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain(
      'Hyrrouter Wi-Fi 6 Mesh debiteras utan bredband från 2027-02-01: Kunden köper routern i juni',
    );
    fireEvent.click(screen.getByRole('button', { name: TEXTS.save }));
    await screen.findByTestId('operation-success');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('agreements.editRowDates'));
    expect(JSON.parse(String(sent?.[1]?.body))[0]).toMatchObject({
      choices: {
        rowId: 1,
        endDate: '2027-06-30',
        keepRows: [{ rowId: 1, reason: 'Kunden köper routern i juni' }],
      },
    });
  });

  it('offers no return case when no hardware ends', async () => {
    render([upcomingBound], { 'agreements.editRowDates': savedAnswer });
    await screen.findByText('Bredband 250/250 (BAS250)');
    fill(TEXTS.endLabel, '2027-12-31');
    await screen.findByRole('region', { name: 'Det här händer' });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.save }));
    const success = await screen.findByTestId('operation-success');
    expect(within(success).queryByRole('button', { name: 'Skapa returärende' })).toBeNull();
  });

  it('shows the server’s refusal as Något gick fel and a failure without a message as Lyckades inte', async () => {
    render([upcomingBound], { 'agreements.editRowDates': errorAnswer('Avtalet har ändrats.') });
    await screen.findByText('Bredband 250/250 (BAS250)');
    fill(TEXTS.endLabel, '2027-12-31');
    await screen.findByRole('region', { name: 'Det här händer' });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.save }));
    expect((await screen.findByTestId('operation-error')).textContent).toContain(
      'Något gick fel: Avtalet har ändrats.',
    );
    cleanup();

    render([upcomingBound], { 'agreements.editRowDates': errorAnswer() });
    await screen.findByText('Bredband 250/250 (BAS250)');
    fill(TEXTS.endLabel, '2027-12-31');
    await screen.findByRole('region', { name: 'Det här händer' });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.save }));
    expect((await screen.findByTestId('operation-error')).textContent).toContain(TEXTS.retry);
  });

  it('refuses a row that is not the customer’s', async () => {
    renderOperationPanel(EditRowDatesPanel, { params: 'row=99' });
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.rowMissing);
  });
});
