import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCustomer } from '@/customers/testing/customer-fixture.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithApi } from '@/test/render-with-api.tsx';
import CustomerSyncPanel from './customer-sync-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  renderWithApi(
    <CustomerSyncPanel customer={testCustomer()} params={new URLSearchParams()} close={() => {}} />,
  );
}

describe('CustomerSyncPanel', () => {
  it("shows 'Synkar kund…' while syncing, then 'Kund synkad.' for 1.5 s", async () => {
    let answer: (value: unknown) => void = () => {};
    const fetchMock = mockApi({
      'customerSync.sync': () => ({ result: { data: { syncedAt: new Date().toISOString() } } }),
    });
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      await new Promise((resolve) => {
        answer = resolve;
      });
      return original(input, init);
    });
    renderPanel();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Synka till ekonomisystemet' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Synkar kund, det kan ta en liten stund.');
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('customerSync.sync'))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('customerSync.sync'));
    expect(JSON.parse(String(call?.[1]?.body))[0]).toMatchObject({ target: 'accounting' });
    await act(async () => answer(undefined));
    expect((await screen.findByText('Kund synkad.')).getAttribute('role')).toBe('status');
    await vi.waitFor(() => expect(screen.queryByText('Kund synkad.')).toBeNull(), { timeout: 3_000 });
  });

  it("shows 'Någonting gick fel vid synkning av kund.' on failure", async () => {
    mockApi({
      'customerSync.sync': () => ({
        error: {
          message: 'Någonting gick fel vid synkning av kund.',
          code: -32603,
          data: {
            code: 'SERVICE_UNAVAILABLE',
            httpStatus: 503,
            userMessage: 'Någonting gick fel vid synkning av kund.',
          },
        },
      }),
    });
    renderPanel();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Synka kund' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Någonting gick fel vid synkning av kund.');
  });
});
