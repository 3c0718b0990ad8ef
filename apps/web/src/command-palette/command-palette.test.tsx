import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgreementActionsMenu } from '@/agreements/operations/agreement-actions-menu.tsx';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import type { Profile } from '@/auth/profile.ts';
import { toStripCustomer } from '@/customers/customer-model.ts';
import { PANEL_TITLES } from '@/customers/panels/panel-types.ts';
import { testAgreement, testCustomer } from '@/customers/testing/customer-fixture.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { ShellStateProvider, useShellState } from '@/shell/shell-state.tsx';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { CommandPalette } from './command-palette.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AGREEMENT = 1000121;
const customer = testCustomer({
  customerNumber: 100012,
  agreements: [testAgreement({ agreementNumber: AGREEMENT, ended: false })],
});

/** The customer view puts its customer in the shell's strip; the palette acts on that customer. */
function CustomerInView() {
  const { setCustomer } = useShellState();
  useEffect(() => setCustomer(toStripCustomer(customer)), [setCustomer]);
  return null;
}

function renderFor(groups: string[], node: ReactNode) {
  mockApi({ 'customers.byNumber': () => ({ result: { data: customer } }) });
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CurrentUserProvider user={{ ...TEST_PROFILE, groups } as Profile}>
          <ShellStateProvider>
            <MemoryRouter>
              <CustomerInView />
              {node}
            </MemoryRouter>
          </ShellStateProvider>
        </CurrentUserProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

/** The titles of the agreement's actions the palette lists, asking it for every panel there is by name. */
async function paletteTitles(): Promise<string[]> {
  const input = screen.getByRole('combobox', { name: 'Kommando' });
  // The customer's actions are there once its query answered.
  fireEvent.change(input, { target: { value: `historik` } });
  await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
  const listed = Object.values(PANEL_TITLES).flatMap((title) => {
    fireEvent.change(input, { target: { value: `${title} ${AGREEMENT}` } });
    const options = within(screen.getByRole('listbox')).queryAllByRole('option');
    return options.map((option) => option.textContent?.replace(` – avtal ${AGREEMENT}`, '') ?? '');
  });
  return [...new Set(listed)].sort();
}

function menuTitles(): string[] {
  fireEvent.keyDown(screen.getByRole('button', { name: 'Åtgärder' }), { key: 'Enter' });
  const titles = screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
  return titles.sort();
}

describe('CommandPalette', () => {
  it.each([
    { who: 'a user who may act', groups: ['SAPPIS'], terminates: true },
    { who: 'a user who may only read', groups: ['ADMIN'], terminates: false },
  ])(
    "lists exactly the agreement's actions its 'Åtgärder' menu offers to $who",
    async ({ groups, terminates }) => {
      renderFor(groups, <AgreementActionsMenu agreementNumber={AGREEMENT} ended={false} />);
      const menu = menuTitles();
      cleanup();
      renderFor(groups, <CommandPalette open onOpenChange={() => undefined} />);
      const palette = await paletteTitles();
      expect(palette).toEqual(menu);
      expect(palette.includes('Avsluta avtal')).toBe(terminates);
      expect(palette).toContain('Logginformation');
    },
  );
});
