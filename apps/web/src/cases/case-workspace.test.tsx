import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithApi } from '@/test/render-with-api.tsx';
import { casePageFixture } from './case-page-fixture.ts';
import { ChildCasesCard } from './children/child-cases-card.tsx';
import { CaseContactButton } from './contact/case-contact-dialog.tsx';
import { CaseLinkForm } from './link/case-link-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

describe('CaseLinkForm', () => {
  it("disables 'Uppdatera' when empty or the case itself, and links to another case", async () => {
    const fetchMock = mockApi({ 'cases.link': () => ({ result: { data: { version: 5 } } }) });
    renderWithApi(<CaseLinkForm item={casePageFixture()} />);
    const box = screen.getByTestId('case-link');
    const update = within(box).getByRole('button', { name: 'Uppdatera' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    expect(within(box).queryByRole('alert')).toBeNull();

    fireEvent.change(within(box).getByLabelText('Huvudärendets nummer'), { target: { value: '700010' } });
    expect(update.disabled).toBe(true);
    expect(within(box).getByRole('alert').textContent).toBe('Du kan inte länka ett ärende till sig självt.');

    fireEvent.change(within(box).getByLabelText('Huvudärendets nummer'), { target: { value: '700001' } });
    expect(update.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(update);
    });
    await vi.waitFor(() => expect(callsTo(fetchMock, 'cases.link')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'cases.link')[0]?.[1]?.body))[0]).toEqual({
      caseNumber: 700010,
      version: 4,
      mainCaseNumber: 700001,
    });
    expect(await screen.findByText('Ärendet är länkat till huvudärende 700001.')).toBeTruthy();
  });

  it("shows the server's refusal of a cycle", async () => {
    mockApi({
      'cases.link': () => ({
        error: {
          message: 'Ärendet kan inte länkas till ett av sina egna underärenden.',
          code: -32600,
          data: {
            code: 'BAD_REQUEST',
            httpStatus: 400,
            userMessage: 'Ärendet kan inte länkas till ett av sina egna underärenden.',
          },
        },
      }),
    });
    renderWithApi(<CaseLinkForm item={casePageFixture()} />);
    const box = screen.getByTestId('case-link');
    fireEvent.change(within(box).getByLabelText('Huvudärendets nummer'), { target: { value: '700011' } });
    await act(async () => {
      fireEvent.click(within(box).getByRole('button', { name: 'Uppdatera' }));
    });
    expect((await within(box).findByRole('alert')).textContent).toBe(
      'Ärendet kan inte länkas till ett av sina egna underärenden.',
    );
  });
});

describe('ChildCasesCard', () => {
  const child = (number: number) => ({
    number,
    header: `Barn ${number}`,
    status: { key: 'NOT_STARTED', name: 'Ej påbörjad' },
    type: 'Felanmälan bredband',
    ownerGroup: 'Kundservice',
    createdAt: '2026-11-20T08:00:00.000Z',
  });

  it("says 'Inga underärenden hittades.' when there are none", async () => {
    mockApi({ 'cases.children': () => ({ result: { data: { total: 0, children: [] } } }) });
    renderWithApi(<ChildCasesCard caseNumber={700010} />);
    expect(await screen.findByText('Inga underärenden hittades.')).toBeTruthy();
  });

  it('warns when more than 500 exist and lists what came', async () => {
    mockApi({
      'cases.children': () => ({ result: { data: { total: 612, children: [child(9), child(8)] } } }),
    });
    renderWithApi(<ChildCasesCard caseNumber={700010} />);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Ärendet har 612 underärenden; de 500 senaste visas.',
    );
    expect(screen.getByRole('link', { name: '9' }).getAttribute('href')).toBe('/sappis/cases/9');
    expect(screen.getByText('Underärenden (612)')).toBeTruthy();
  });

  it("shows 'Något gick fel: {message}' on failure", async () => {
    mockApi({
      'cases.children': () => ({
        error: {
          message: 'Ärendet finns inte',
          code: -32004,
          data: { code: 'NOT_FOUND', httpStatus: 404, userMessage: 'Ärendet finns inte' },
        },
      }),
    });
    renderWithApi(<ChildCasesCard caseNumber={700010} />);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Något gick fel: Ärendet finns inte',
    );
  });
});

describe('CaseContactButton', () => {
  it('keeps the customer number read only, saves only after a change, and closes after 1.5 s', async () => {
    const fetchMock = mockApi({ 'cases.updateContact': () => ({ result: { data: { version: 5 } } }) });
    const item = casePageFixture();
    renderWithApi(<CaseContactButton item={item} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ändra kontaktuppgifter' }));
    const form = await screen.findByRole('form', { name: 'Kontaktuppgifter' });
    const number = within(form).getByLabelText('Kundnummer') as HTMLInputElement;
    expect(number.readOnly).toBe(true);
    expect(number.value).toBe(String(item.relation?.customerNumber ?? ''));
    const save = within(form).getByRole('button', { name: 'Spara' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(within(form).getByLabelText('E-post'), { target: { value: 'ny@example.se' } });
    expect(save.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(save);
    });
    await vi.waitFor(() => expect(callsTo(fetchMock, 'cases.updateContact')).toHaveLength(1));
    const sent = JSON.parse(String(callsTo(fetchMock, 'cases.updateContact')[0]?.[1]?.body))[0];
    expect(sent.contact.customerEmail).toBe('ny@example.se');
    expect(sent.contact).not.toHaveProperty('customerNumber');
    expect(await screen.findByText('Kontaktuppgifterna har sparats.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: 'Kontaktuppgifter' })).toBeNull(), {
      timeout: 3000,
    });
  });
});
