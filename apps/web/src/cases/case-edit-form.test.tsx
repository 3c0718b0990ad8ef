import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import { CaseEditForm } from './case-edit-form.tsx';
import { casePageFixture } from './case-page-fixture.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TYPES = [
  { id: 102, name: 'Felanmälan bredband', category: 'Bredband' },
  { id: 182, name: 'Uppsägning av avtal', category: 'Uppsägning' },
];

describe('CaseEditForm', () => {
  it("changes the case type ('Typ') and sends only what changed with the version shown", async () => {
    const fetchMock = mockApi({
      'cases.types': () => ({ result: { data: TYPES } }),
      'cases.update': () => ({ result: { data: { version: 5 } } }),
    });
    const queryClient = createQueryClient();
    const onDirtyChange = vi.fn();
    render(
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <CaseEditForm item={casePageFixture()} onDirtyChange={onDirtyChange} />
        </QueryClientProvider>
      </trpc.Provider>,
    );
    await screen.findByRole('option', { name: 'Uppsägning – Uppsägning av avtal' });
    const save = screen.getByRole('button', { name: 'Spara ändringar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Typ'), { target: { value: '182' } });
    expect(save.disabled).toBe(false);
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await act(async () => {
      fireEvent.click(save);
    });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cases.update'))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('cases.update'));
    expect(JSON.parse(String(call?.[1]?.body))[0]).toEqual({ caseNumber: 700010, version: 4, typeId: 182 });
  });

  it('follows a newer version while untouched, but keeps an edit and the version it started from', async () => {
    const fetchMock = mockApi({
      'cases.types': () => ({ result: { data: TYPES } }),
      'cases.update': () => ({ result: { data: { version: 6 } } }),
    });
    const queryClient = createQueryClient();
    const view = (item: ReturnType<typeof casePageFixture>) => (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <CaseEditForm item={item} onDirtyChange={() => {}} />
        </QueryClientProvider>
      </trpc.Provider>
    );
    const { rerender } = render(view(casePageFixture()));
    const header = screen.getByLabelText('Rubrik') as HTMLInputElement;
    const save = screen.getByRole('button', { name: 'Spara ändringar' }) as HTMLButtonElement;

    // Someone else saved: the untouched form shows their header and stays clean.
    rerender(view(casePageFixture({ version: 5, header: 'Ändrad av Anna' })));
    await vi.waitFor(() => expect(header.value).toBe('Ändrad av Anna'));
    expect(save.disabled).toBe(true);

    // An edit moves on to a newer version that left the form's fields alone (say a tag was added).
    fireEvent.change(header, { target: { value: 'Min rubrik' } });
    rerender(view(casePageFixture({ version: 6, header: 'Ändrad av Anna' })));
    // It survives a newer version that changed them, and is sent with the version it was made on (refused as stale).
    rerender(view(casePageFixture({ version: 7, header: 'Ändrad igen' })));
    expect(header.value).toBe('Min rubrik');
    await act(async () => {
      fireEvent.click(save);
    });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cases.update'))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('cases.update'));
    expect(JSON.parse(String(call?.[1]?.body))[0]).toEqual({
      caseNumber: 700010,
      version: 6,
      header: 'Min rubrik',
    });
  });
});
