import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCustomer } from '@/customers/testing/customer-fixture.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithApi } from '@/test/render-with-api.tsx';
import ChangePasswordPanel from './change-password-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  renderWithApi(
    <ChangePasswordPanel customer={testCustomer()} params={new URLSearchParams()} close={() => {}} />,
  );
}

const FAILURE = {
  error: {
    message: 'Tjänsten svarar inte',
    code: -32603,
    data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, userMessage: 'Tjänsten svarar inte' },
  },
};

describe('ChangePasswordPanel', () => {
  it('enables the change only for two equal entries of 3+ characters, and shows the failure text', async () => {
    mockApi({ 'customerAccount.changePassword': () => FAILURE });
    renderPanel();
    const button = screen.getByRole('button', { name: 'Byt lösenord' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Nytt lösenord'), { target: { value: 'ab' } });
    fireEvent.change(screen.getByLabelText('Upprepa lösenordet'), { target: { value: 'ab' } });
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Lösenordet måste vara minst 3 tecken')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nytt lösenord'), { target: { value: 'abc' } });
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Lösenorden är inte lika')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Upprepa lösenordet'), { target: { value: 'abc' } });
    expect(button.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(button);
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Lösenordet kunde inte ändras');
  });

  it("says 'Lösenordet har ändrats!' on success", async () => {
    mockApi({ 'customerAccount.changePassword': () => ({ result: { data: { changed: true } } }) });
    renderPanel();
    fireEvent.change(screen.getByLabelText('Nytt lösenord'), { target: { value: 'hemligt' } });
    fireEvent.change(screen.getByLabelText('Upprepa lösenordet'), { target: { value: 'hemligt' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Byt lösenord' }));
    });
    expect((await screen.findByRole('status')).textContent).toBe('Lösenordet har ändrats!');
  });

  it('shows a one-time password with a countdown, cleared at zero', async () => {
    const issuedAt = Date.now();
    mockApi({
      'customerAccount.createOtp': () => ({
        result: {
          data: {
            otp: '123456',
            issuedAt: new Date(issuedAt).toISOString(),
            expiresAt: new Date(issuedAt + 2_000).toISOString(),
          },
        },
      }),
    });
    renderPanel();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Skapa engångslösenord' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Skapa engångslösenord' }));
    });
    expect((await screen.findByTestId('otp')).textContent).toBe('123456');
    expect(screen.getByText(/Giltigt i [12] s/)).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByTestId('otp')).toBeNull(), { timeout: 4_000 });
  });

  it("says 'Något gick fel, kunde inte generera OTP.' when no code came", async () => {
    mockApi({ 'customerAccount.createOtp': () => FAILURE });
    renderPanel();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Skapa engångslösenord' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Skapa engångslösenord' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Något gick fel, kunde inte generera OTP.');
  });
});
