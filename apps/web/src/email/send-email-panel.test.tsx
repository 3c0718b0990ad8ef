import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCustomer } from '@/customers/testing/customer-fixture.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithApi } from '@/test/render-with-api.tsx';
import SendEmailPanel from './send-email-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  renderWithApi(<SendEmailPanel customer={testCustomer()} params={new URLSearchParams()} close={() => {}} />);
}

function fill() {
  fireEvent.change(screen.getByLabelText('Ämne'), { target: { value: 'Ditt ärende' } });
  fireEvent.change(screen.getByLabelText('Rubrik'), { target: { value: 'Hej Karin' } });
  fireEvent.change(screen.getByLabelText('Innehåll'), { target: { value: 'Rad ett\nRad två' } });
}

const send = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
  });
};

describe('SendEmailPanel', () => {
  it('sends only when every field is filled and the content is checked; says it is on its way', async () => {
    const fetchMock = mockApi({ 'email.sendGeneric': () => ({ result: { data: { status: 'PENDING' } } }) });
    renderPanel();
    const button = screen.getByRole('button', { name: 'Skicka' }) as HTMLButtonElement;
    fill();
    expect(button.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Jag har kontrollerat att innehållet stämmer'));
    expect(button.disabled).toBe(false);
    await send();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Ett email har skickats och är påväg till kunden.',
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('email.sendGeneric'));
    expect(JSON.parse(String(call?.[1]?.body))[0]).toMatchObject({
      subject: 'Ditt ärende',
      title: 'Hej Karin',
      content: 'Rad ett\nRad två',
      checked: true,
    });
  });

  it("shows 'Något gick fel: {response}' when not queued and 'Något gick väldigt fel: {message}' on failure", async () => {
    mockApi({ 'email.sendGeneric': () => ({ result: { data: { status: 'REJECTED' } } }) });
    renderPanel();
    fill();
    fireEvent.click(screen.getByLabelText('Jag har kontrollerat att innehållet stämmer'));
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe('Något gick fel: REJECTED');
    cleanup();
    vi.unstubAllGlobals();

    mockApi({
      'email.sendGeneric': () => ({
        error: {
          message: 'Kunden saknar en giltig e-postadress',
          code: -32600,
          data: { code: 'BAD_REQUEST', httpStatus: 400, userMessage: 'Kunden saknar en giltig e-postadress' },
        },
      }),
    });
    renderPanel();
    fill();
    fireEvent.click(screen.getByLabelText('Jag har kontrollerat att innehållet stämmer'));
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Något gick väldigt fel: Kunden saknar en giltig e-postadress',
    );
  });
});
