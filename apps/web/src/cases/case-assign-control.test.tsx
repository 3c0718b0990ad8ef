import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import type { Profile } from '@/auth/profile.ts';
import { Toaster } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { CaseAssignControl } from './case-assign-control.tsx';
import type { CasePageData } from './case-lock-model.ts';
import { casePageFixture } from './case-page-fixture.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COLLEAGUES = [
  { id: 21, name: 'Bo Berg', email: 'bo@sappa.se' },
  { id: 22, name: 'Cia Ek', email: 'cia@sappa.se' },
];

function renderControl(item: CasePageData, user: Profile = TEST_PROFILE as Profile) {
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CurrentUserProvider user={user}>
          <Toaster>
            <CaseAssignControl item={item} />
          </Toaster>
        </CurrentUserProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe('CaseAssignControl', () => {
  it("assigns the case to the chosen colleague with the version shown ('Tilldela')", async () => {
    const fetchMock = mockApi({
      'messages.recipients': () => ({ result: { data: COLLEAGUES } }),
      'cases.assign': () => ({ result: { data: { version: 5 } } }),
    });
    renderControl(casePageFixture());
    const box = screen.getByTestId('case-assignment');
    expect(within(box).getByText('Ingen')).toBeTruthy();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('messages.recipients'))).toBe(true),
    );

    fireEvent.change(within(box).getByLabelText('Tilldela till'), { target: { value: 'nobody@sappa.se' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Tilldela' }));
    expect(within(box).getByRole('alert').textContent).toBe('Välj en användare');

    fireEvent.change(within(box).getByLabelText('Tilldela till'), { target: { value: 'cia@sappa.se' } });
    await act(async () => {
      fireEvent.click(within(box).getByRole('button', { name: 'Tilldela' }));
    });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cases.assign'))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('cases.assign'));
    expect(JSON.parse(String(call?.[1]?.body))[0]).toEqual({
      caseNumber: 700010,
      version: 4,
      assigneeUserId: 22,
    });
    expect(await screen.findByText('Ärendet har tilldelats')).toBeTruthy();
  });

  it("shows the server's refusal and the current assignee; no form without an assigning group", async () => {
    mockApi({
      'messages.recipients': () => ({ result: { data: COLLEAGUES } }),
      'cases.assign': () => ({
        error: {
          message: 'Ärendet är låst av: agda@sappa.se',
          code: -32009,
          data: { code: 'CONFLICT', httpStatus: 409, userMessage: 'Ärendet är låst av: agda@sappa.se' },
        },
      }),
    });
    const item = casePageFixture({ assignee: { id: 21, name: 'Bo Berg', email: 'bo@sappa.se' } });
    renderControl(item);
    const box = screen.getByTestId('case-assignment');
    expect(within(box).getByText('Bo Berg')).toBeTruthy();
    await vi.waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2));
    fireEvent.change(within(box).getByLabelText('Tilldela till'), { target: { value: 'Cia Ek' } });
    await act(async () => {
      fireEvent.click(within(box).getByRole('button', { name: 'Tilldela' }));
    });
    expect((await within(box).findByRole('alert')).textContent).toBe('Ärendet är låst av: agda@sappa.se');
    cleanup();

    renderControl(item, { ...(TEST_PROFILE as Profile), groups: ['CANTAB'] });
    expect(screen.getByText('Bo Berg')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tilldela' })).toBeNull();
  });
});
