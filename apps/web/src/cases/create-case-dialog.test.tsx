import { CASE_CREATE_TEXTS } from '@sappis/shared/case-create';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import { Toaster } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import type { CaseCustomer } from './case-customer.ts';
import { NewCaseButton } from './create-case-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TYPES = [
  { id: 102, name: 'Felanmälan bredband', category: 'Bredband' },
  { id: 135, name: 'Uppsägning av tjänst', category: 'Avtal' },
];
const OWNER_GROUPS = [
  { id: 117, name: 'Avslut' },
  { id: 42, name: 'Kundtjänst' },
];
const CUSTOMER: CaseCustomer = {
  customerNumber: 100001,
  name: 'Karin Lindqvist',
  email: 'karin.lindqvist@example.se',
  mobilePhone: '070-123 45 67',
  phone: null,
  address: 'Storgatan 12',
  postal: '41301 Göteborg',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function renderButton(groups: string[] = ['SAPPIS'], customer?: CaseCustomer) {
  const queryClient = createQueryClient();
  return render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CurrentUserProvider user={{ ...TEST_PROFILE, groups }}>
          <Toaster>
            <MemoryRouter initialEntries={['/klc/100001/tjanster']}>
              <Routes>
                <Route path="/klc/:customerNumber/tjanster" element={<NewCaseButton customer={customer} />} />
                <Route path="/sappis/cases/:caseNumber" element={<p>Ärendesidan</p>} />
              </Routes>
            </MemoryRouter>
          </Toaster>
        </CurrentUserProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

const catalogue = {
  'cases.types': () => ({ result: { data: TYPES } }),
  'cases.ownerGroups': () => ({ result: { data: OWNER_GROUPS } }),
};

/** The `cases.create` calls sent, counting each call of a batch. */
const createCalls = (fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) =>
  fetchMock.mock.calls.flatMap(([url, init]) => {
    const paths = new URL(String(url), 'http://localhost').pathname.replace('/trpc/', '').split(',');
    const inputs = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    return paths.flatMap((path, index) => (path === 'cases.create' ? [inputs[index]] : []));
  });

async function openAndFill(description = 'Kunden vill säga upp bredbandet.') {
  fireEvent.click(screen.getByRole('button', { name: 'Nytt ärende' }));
  await screen.findByRole('option', { name: 'Avtal – Uppsägning av tjänst' });
  await screen.findByRole('option', { name: 'Avslut' });
  fireEvent.change(screen.getByLabelText('Ärendetyp'), { target: { value: '135' } });
  fireEvent.change(screen.getByLabelText('Ägargrupp'), { target: { value: '117' } });
  fireEvent.change(screen.getByLabelText('Prioritet'), { target: { value: 'HIGH' } });
  fireEvent.change(screen.getByLabelText('Beskrivning *'), { target: { value: description } });
}

describe('CreateCaseDialog', () => {
  it('sends the case once, even on a second click while pending, then opens it with a toast', async () => {
    const answered = mockApi({
      ...catalogue,
      'cases.create': () => ({ result: { data: { id: 9001, number: 700123, version: 1 } } }),
    });
    // The create's answer waits until the test lets it through.
    let answer: () => void = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('cases.create')) await gate;
      return answered(input, init);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderButton(['SAPPIS'], CUSTOMER);
    await openAndFill();
    expect(screen.getByTestId('create-case-customer').textContent).toContain('Karin Lindqvist, 100001');
    const checkbox = screen.getByLabelText('Tilldela mig ärendet') as HTMLInputElement;
    expect(checkbox.checked).toBe(true);

    const create = screen.getByRole('button', { name: 'Skapa ärende' }) as HTMLButtonElement;
    await act(async () => {
      fireEvent.click(create);
      fireEvent.click(create);
    });
    await vi.waitFor(() => expect(createCalls(fetchMock)).toHaveLength(1));
    expect(create.disabled).toBe(true);
    await act(async () => {
      fireEvent.click(create);
    });
    expect(createCalls(fetchMock)).toHaveLength(1);

    const sent = createCalls(fetchMock)[0];
    expect(sent).toEqual({
      requestId: expect.stringMatching(UUID),
      userAsOwner: true,
      priority: 'HIGH',
      typeId: 135,
      ownerGroupId: 117,
      fields: [
        {
          title: 'Beskrivning',
          fieldType: 2,
          order: 1,
          required: true,
          value: 'Kunden vill säga upp bredbandet.',
        },
      ],
      relation: {
        customerNumber: 100001,
        customerName: 'Karin Lindqvist',
        customerEmail: 'karin.lindqvist@example.se',
        customerMobilePhone: '070-123 45 67',
        customerPhone: null,
        customerAddress: 'Storgatan 12',
        customerPostal: '41301 Göteborg',
      },
    });

    await act(async () => {
      answer();
    });
    await screen.findByText('Ärendesidan');
    expect(screen.queryByTestId('create-case-dialog')).toBeNull();
    expect(await screen.findByText(CASE_CREATE_TEXTS.created)).toBeTruthy();
  });

  it('takes the header from the description: its first 40 characters, on one line (document 1 section 5)', async () => {
    const fetchMock = mockApi({
      ...catalogue,
      'cases.create': () => ({ result: { data: { id: 1, number: 1, version: 1 } } }),
    });
    renderButton();
    await openAndFill('Routern startar om\nflera gånger i timmen sedan i går kväll.');
    expect(screen.queryByLabelText('Rubrik')).toBeNull();
    expect(screen.getByTestId('create-case-header').textContent).toBe(
      'Rubrik: Routern startar om flera gånger i timmen',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Skapa ärende' }));
    });
    await vi.waitFor(() => expect(createCalls(fetchMock)).toHaveLength(1));
    expect(createCalls(fetchMock)[0]).not.toHaveProperty('header');
  });

  it('asks for a type, an owner group and a description before sending', async () => {
    const fetchMock = mockApi(catalogue);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Nytt ärende' }));
    await screen.findByRole('option', { name: 'Avslut' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Skapa ärende' }));
    });
    expect(screen.getByText(CASE_CREATE_TEXTS.typeRequired)).toBeTruthy();
    expect(screen.getByText(CASE_CREATE_TEXTS.ownerGroupRequired)).toBeTruthy();
    expect(screen.getByText(CASE_CREATE_TEXTS.fieldRequired)).toBeTruthy();
    expect(createCalls(fetchMock)).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    mockApi({
      ...catalogue,
      'cases.create': () => ({
        error: {
          message: 'Ägargruppen finns inte',
          code: -32600,
          data: {
            code: 'BAD_REQUEST',
            httpStatus: 400,
            userMessage: 'Ägargruppen finns inte',
            fieldErrors: { ownerGroupId: ['Ägargruppen finns inte'] },
          },
        },
      }),
    });
    renderButton();
    await openAndFill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Skapa ärende' }));
    });
    const alert = await screen.findByTestId('create-case-error');
    expect(alert.textContent).toBe('Ägargruppen finns inte');
    expect(alert.className).toContain('text-destructive');
    expect(screen.getByTestId('create-case-dialog')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Skapa ärende' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is not offered to users without the case groups', () => {
    mockApi(catalogue);
    renderButton(['CANTAB']);
    expect(screen.queryByRole('button', { name: 'Nytt ärende' })).toBeNull();
  });
});
