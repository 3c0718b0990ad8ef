import { COMPANY_SIGN_IN_REFUSALS } from '@sappis/shared/auth/company-sign-in';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE as profile } from '@/test/mock-api.ts';
import { LoginPage } from './login-page.tsx';

function renderLogin(entry = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LoginPage /> },
      { path: '/sappis/hem', element: <p>Startsidan</p> },
    ],
    { initialEntries: [entry] },
  );
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillIn(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Användarnamn'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Lösenord'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Logga in' }));
  });
}

describe('LoginPage', () => {
  it("says 'Fel användarnamn eller lösenord' when the server refuses the sign-in", async () => {
    mockApi({});
    renderLogin();
    await fillIn('agda', 'fel');
    expect((await screen.findByRole('alert')).textContent).toBe('Fel användarnamn eller lösenord');
    expect((screen.getByLabelText('Lösenord') as HTMLInputElement).value).toBe('');
  });

  it('goes to the home page after signing in', async () => {
    const fetchMock = mockApi({
      'auth.login': () => ({ result: { data: { profile, expiresAt: '2030-01-01T00:00:00.000Z' } } }),
    });
    const router = renderLogin();
    await fillIn('agda', 'rätt');
    expect(await screen.findByText('Startsidan')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sappis/hem');
    const login = fetchMock.mock.calls.find(([url]) => String(url).includes('auth.login'));
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({
      0: { username: 'agda', password: 'rätt' },
    });
  });

  it('sends a signed-in user straight on', async () => {
    mockApi({ 'auth.profile': () => ({ result: { data: profile } }) });
    renderLogin();
    expect(await screen.findByText('Startsidan')).toBeTruthy();
  });

  it("offers 'Logga in med företagskonto' beside the form when the server has a company sign-in", async () => {
    mockApi({ 'auth.signInMethods': () => ({ result: { data: { password: true, companyAccount: true } } }) });
    renderLogin();
    const link = await screen.findByRole('link', { name: 'Logga in med företagskonto' });
    expect(link.getAttribute('href')).toBe('/auth/oidc/login?from=%2Fsappis%2Fhem');
    expect(screen.getByLabelText('Lösenord')).toBeTruthy();
  });

  it('shows no password form when local sign-in is off', async () => {
    mockApi({
      'auth.signInMethods': () => ({ result: { data: { password: false, companyAccount: true } } }),
    });
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Logga in med företagskonto' })).toBeTruthy();
    expect(screen.queryByLabelText('Lösenord')).toBeNull();
  });

  it('says why a company sign-in was refused', async () => {
    mockApi({ 'auth.signInMethods': () => ({ result: { data: { password: true, companyAccount: true } } }) });
    renderLogin('/?foretagskonto=disabled');
    expect((await screen.findByRole('alert')).textContent).toBe(COMPANY_SIGN_IN_REFUSALS.disabled);
  });
});
