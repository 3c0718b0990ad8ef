import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import { formatDate } from '@/lib/format.ts';
import type { mockApi } from '@/test/mock-api.ts';
import TvDiagnosticsPanel from './tv-diagnostics-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => () => ({ result: { data } });
const failure = (message: string) => () => ({
  error: {
    message,
    code: -32603,
    data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, userMessage: message },
  },
});

/** The panel with the API answering `answers` (and nothing else). */
const renderPanel = (answers: Parameters<typeof mockApi>[0]) =>
  renderOperationPanel(TvDiagnosticsPanel, { answers, params: '' });

const today = formatDate(new Date());
const card = (cardNumber: string, camId: string | null, lineId: number | null) => ({
  cardNumber,
  camId,
  orderNumber: 1000241,
  state: 'ON',
  troubleshooting: false,
  lineId,
  subscriptions: [
    {
      name: 'Sappa Mix 10',
      articleNumber: 'TVMIX10',
      startDate: '2025-01-01',
      expireDate: '2099-12-31',
      invalid: false,
    },
    {
      name: 'Sappa Sport (prova på)',
      articleNumber: 'TVSPORT',
      startDate: '2025-01-01',
      expireDate: today,
      invalid: true,
    },
  ],
});
const device = {
  camId: 'CAM1',
  model: 'Sappa 4K Android TV-box (KSTB6077)',
  macAddress: '00:1A:2B:3C:4D:5E',
  serialNumber: 'SN-1',
  transmission: 'IP',
  mode: 'CW',
  lastConnectedAt: '2026-11-20T10:00:00.000Z',
  firmwareVersion: '4.2.1',
  entitlementExpiresAt: null,
  vismaOrderNumber: 1000241,
  notSupportedInfo: null,
};
const overview = {
  cards: [card('111', 'CAM1', 41), card('222', null, null)],
  devices: [device],
  play: { playId: null, channels: [] },
  coax: false,
};

describe('TV diagnostics panel', () => {
  it('shows the messages of section 8: expired red, missing entitlement, no box, play not activated', async () => {
    renderPanel({ 'tvDiagnostics.overview': ok(overview) });
    const first = await screen.findByRole('region', { name: 'Kort 111' });
    const expired = within(first).getByText('Går ut idag eller har utgått');
    expect(expired.parentElement?.className).toContain('text-red-700');
    expect(within(first).queryByText('Ingen box kopplad till kort')).toBeNull();
    const second = screen.getByRole('region', { name: 'Kort 222' });
    expect(within(second).getByText('Ingen box kopplad till kort')).toBeTruthy();
    expect(within(second).queryByRole('button', { name: 'Tillfällig signal' })).toBeNull();
    expect(screen.getByText('Kund saknar entitlement')).toBeTruthy();
    expect(
      screen.getByText('Kund har inte aktiverat Sappa Play (det saknas Sappa Play-id på kunden i Visma)'),
    ).toBeTruthy();
  });

  it("no cards or devices: 'Inga TV-enheter hittades på kund!'; an empty signal history says so", async () => {
    renderPanel({
      'tvDiagnostics.overview': ok({
        ...overview,
        cards: [],
        devices: [],
        play: { playId: 'P', channels: [] },
      }),
      'tvDiagnostics.signalHistory': ok({ entries: [] }),
    });
    expect(await screen.findByText('Inga TV-enheter hittades på kund!')).toBeTruthy();
    expect(screen.getByText('Sappa Play är aktiverat men inga kanaler är aktiva...')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Signalhistorik' }));
    expect(await screen.findByText('Ingen signalhistorik funnen')).toBeTruthy();
  });

  it('temporary signal: loading, then success about 2 s after the click; a failure shows its message', async () => {
    let calls = 0;
    const fetchMock = renderPanel({
      'tvDiagnostics.overview': ok(overview),
      'tvDiagnostics.signalHistory': ok({ entries: [] }),
      'tvDiagnostics.temporarySignalOn': () => {
        calls += 1;
        return calls === 1
          ? ok({ rowId: 41, cardNumber: '111', signalDate: '2026-11-24T10:00:00.000Z' })()
          : failure('Något gick fel: Kortet 111 är avslutat')();
      },
    });
    const first = await screen.findByRole('region', { name: 'Kort 111' });
    const started = Date.now();
    await act(async () => {
      fireEvent.click(within(first).getByRole('button', { name: 'Tillfällig signal' }));
    });
    expect(within(first).getByRole('button', { name: 'Slår på tillfällig signal...' })).toBeTruthy();
    expect(
      await within(first).findByText('Tillfällig signal är påslagen', {}, { timeout: 4_000 }),
    ).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    const body = fetchMock.mock.calls.find(([url]) => String(url).includes('temporarySignalOn'))?.[1]?.body;
    expect(JSON.parse(String(body))[0]).toMatchObject({ rowId: 41 });

    await act(async () => {
      fireEvent.click(within(first).getByRole('button', { name: 'Tillfällig signal' }));
    });
    expect((await within(first).findByRole('alert')).textContent).toBe(
      'Något gick fel: Kortet 111 är avslutat',
    );
  });
});
