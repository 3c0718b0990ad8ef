import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCustomer } from '@/customers/testing/customer-fixture.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { renderWithApi } from '@/test/render-with-api.tsx';
import EmailsPanel from './emails-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

/** The panel with 'Skicka SMS' open; sms.send answers `delivery` once `release` is called. */
async function openForm(delivery: 'QUEUED' | 'NOT_CONFIGURED') {
  const fetchMock = mockApi({
    'email.list': () => ({ result: { data: [] } }),
    'email.textMessages': () => ({ result: { data: [] } }),
    'sms.send': () => ({ result: { data: { delivery } } }),
  });
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('sms.send')) await answered;
    return fetchMock(input, init);
  });
  renderWithApi(<EmailsPanel customer={testCustomer()} params={new URLSearchParams()} close={() => {}} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Skicka SMS' }));
  return { fetchMock, release };
}

describe("'Skicka SMS'", () => {
  it("prefills the customer's mobile, counts the characters and sends once, disabled while sending", async () => {
    const { fetchMock, release } = await openForm('QUEUED');
    expect((screen.getByLabelText('Mobilnummer') as HTMLInputElement).value).toBe('070-123 45 67');
    const button = screen.getByRole('button', { name: 'Skicka' }) as HTMLButtonElement;
    expect(screen.getByText('0/480')).toBeTruthy();
    expect(button.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Meddelande'), { target: { value: ' Hej Karin! ' } });
    expect(screen.getByText('10/480')).toBeTruthy();
    expect(button.disabled).toBe(false);

    const listedBefore = callsTo(fetchMock, 'email.textMessages').length;
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    await act(async () => {
      release();
    });
    expect((await screen.findByRole('status')).textContent).toBe('SMS:et har skickats till kunden.');
    expect(callsTo(fetchMock, 'sms.send')).toHaveLength(1);
    expect(JSON.parse(String(callsTo(fetchMock, 'sms.send')[0]?.[1]?.body))[0]).toMatchObject({
      to: '070-123 45 67',
      text: ' Hej Karin! ',
    });
    expect(screen.getByText('0/480')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'email.textMessages').length).toBeGreaterThan(listedBefore),
    );
  });

  it('is not offered to a reader who may not act on customers', async () => {
    mockApi({
      'email.list': () => ({ result: { data: [] } }),
      'email.textMessages': () => ({ result: { data: [] } }),
    });
    const reader = { ...TEST_PROFILE, groups: ['CANTAB'] };
    renderWithApi(
      <EmailsPanel customer={testCustomer()} params={new URLSearchParams()} close={() => {}} />,
      reader as Parameters<typeof renderWithApi>[1],
    );
    expect(await screen.findByText('Inga sms har skickats.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skicka SMS' })).toBeNull();
  });

  it('refuses a number that is no phone number and says when no SMS service is configured', async () => {
    const { release } = await openForm('NOT_CONFIGURED');
    release();
    fireEvent.change(screen.getByLabelText('Meddelande'), { target: { value: 'Hej' } });
    fireEvent.change(screen.getByLabelText('Mobilnummer'), { target: { value: '07' } });
    const button = screen.getByRole('button', { name: 'Skicka' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Ange ett giltigt mobilnummer')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobilnummer'), { target: { value: '+46 70 765 43 21' } });
    await act(async () => {
      fireEvent.click(button);
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'SMS:et kunde INTE skickas: ingen SMS-tjänst är konfigurerad.',
    );
  });
});
