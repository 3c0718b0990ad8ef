import { PAUSE_TEXTS } from '@sappis/shared/agreements/operations/pause/pause';
import { REFERENCE_CASE_NAMES } from '@sappis/shared/agreements/operations/testing/case-names';
import { CUSTOMER_DETAILS_TEXTS } from '@sappis/shared/customers/customer-details';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationContext, operationRow, TEST_TODAY } from '@/agreements/testing/operation-fixtures.tsx';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import { CommandPalette } from '@/command-palette/command-palette.tsx';
import { Toaster } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { ShellStateProvider, useShellState } from '@/shell/shell-state.tsx';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { toStripCustomer } from '../customer-model.ts';
import { testCustomer } from '../testing/customer-fixture.ts';
import { PanelHost } from './panel-host.tsx';
import { usePanel } from './use-panel.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QUESTION = 'Vill du stänga utan att spara?';
const customer = testCustomer();

/** An agreement action on the customer view: it opens another panel in place of the open one. */
function MemosButton() {
  const { openPanel } = usePanel();
  return (
    <button type="button" onClick={() => openPanel('memos')}>
      Aktuell information
    </button>
  );
}

/** The command palette over the customer view (the view puts its customer in the shell's strip). */
function Palette() {
  const { setCustomer } = useShellState();
  useEffect(() => setCustomer(toStripCustomer(customer)), [setCustomer]);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Kommandopalett
      </button>
      <CommandPalette open={open} onOpenChange={setOpen} />
    </>
  );
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** The customer view's panels (the real PanelHost and panels) in a router with one other page to go to. */
function renderCustomerView(search: string) {
  mockApi({
    'agreements.operationContext': () => ({
      result: {
        data: {
          today: TEST_TODAY,
          context: operationContext({
            rows: [operationRow(), operationRow({ id: 2, productName: 'Sappa Start' })],
          }),
          caseNames: REFERENCE_CASE_NAMES,
        },
      },
    }),
    'customers.updateSecurityClass': () => ({ result: { data: null } }),
    'customers.byNumber': () => ({ result: { data: customer } }),
    'memos.list': () => ({ result: { data: [] } }),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/klc/:customerNumber/tjanster',
        element: (
          <>
            <MemosButton />
            <Palette />
            <Link to="/arenden">Alla ärenden</Link>
            <Search />
            <PanelHost customer={customer} />
          </>
        ),
      },
      { path: '/arenden', element: <h1>Alla ärenden</h1> },
    ],
    { initialEntries: [`/klc/${customer.customerNumber}/tjanster${search}`] },
  );
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CurrentUserProvider user={TEST_PROFILE}>
          <ShellStateProvider>
            <Toaster>
              <RouterProvider router={router} />
            </Toaster>
          </ShellStateProvider>
        </CurrentUserProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return router;
}

/** Types as an agent does: a key pressed in the field, then its new value. */
function type(field: HTMLElement, value: string) {
  fireEvent.keyDown(field, { key: value.at(-1) ?? 'Backspace' });
  fireEvent.change(field, { target: { value } });
}

function press(element: HTMLElement) {
  fireEvent.pointerDown(element);
  fireEvent.click(element);
}

const question = () => screen.queryByRole('dialog', { name: QUESTION });

async function typedPause() {
  renderCustomerView('?panel=pause&agreement=1000011');
  const description = await screen.findByLabelText(PAUSE_TEXTS.descriptionLabel);
  type(description, 'Kunden reser bort i vår');
  return description as HTMLTextAreaElement;
}

describe('closing a panel with unsaved input', () => {
  it('Escape asks first, and Escape on the question keeps the panel and its text', async () => {
    const description = await typedPause();
    fireEvent.keyDown(description, { key: 'Escape' });
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    expect(dialog.textContent).toContain("'Pausa tjänster'");
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(question()).toBeNull());
    expect(screen.getByTestId('panel-pause')).toBeTruthy();
    expect(description.value).toBe('Kunden reser bort i vår');
    expect(screen.getByTestId('search').textContent).toContain('panel=pause');
  });

  it("'Fortsätt redigera' keeps the panel, 'Stäng utan att spara' closes it", async () => {
    const description = await typedPause();
    fireEvent.keyDown(description, { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Fortsätt redigera' }));
    await vi.waitFor(() => expect(question()).toBeNull());
    expect(description.value).toBe('Kunden reser bort i vår');

    fireEvent.keyDown(description, { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Stäng utan att spara' }));
    await vi.waitFor(() => expect(screen.queryByTestId('panel-pause')).toBeNull());
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it("'Stäng' and another panel opened in its place ask first", async () => {
    await typedPause();
    press(screen.getByRole('button', { name: 'Stäng' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Fortsätt redigera' }));
    await vi.waitFor(() => expect(question()).toBeNull());

    press(screen.getByRole('button', { name: 'Aktuell information' }));
    expect(await screen.findByRole('dialog', { name: QUESTION })).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toContain('panel=pause');
    fireEvent.click(screen.getByRole('button', { name: 'Stäng utan att spara' }));
    expect(await screen.findByTestId('panel-memos')).toBeTruthy();
    expect(screen.queryByTestId('panel-pause')).toBeNull();
  });

  it('an action opened from the command palette asks first', async () => {
    await typedPause();
    press(screen.getByRole('button', { name: 'Kommandopalett' }));
    const command = await screen.findByRole('combobox', { name: 'Kommando' });
    fireEvent.change(command, { target: { value: 'logg' } });
    // The customer's own log, first; each agreement's follows.
    expect((await screen.findAllByRole('option'))[0]?.textContent).toBe('Logginformation');
    fireEvent.keyDown(command, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: QUESTION })).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toContain('panel=pause');
    fireEvent.click(screen.getByRole('button', { name: 'Stäng utan att spara' }));
    expect(await screen.findByTestId('panel-object-log')).toBeTruthy();
  });

  it('leaving the customer view asks first, and the browser is asked to hold a reload', async () => {
    await typedPause();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    press(screen.getByRole('link', { name: 'Alla ärenden' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stäng utan att spara' }));
    expect(await screen.findByRole('heading', { name: 'Alla ärenden' })).toBeTruthy();
  });

  it('closes without asking when nothing was typed, or the typing was undone', async () => {
    const description = await typedPause();
    type(description, '');
    press(screen.getByRole('button', { name: 'Stäng' }));
    await vi.waitFor(() => expect(screen.queryByTestId('panel-pause')).toBeNull());
    expect(question()).toBeNull();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });

  it("asks for a termination's services and dates once the wizard has gone past them", async () => {
    renderCustomerView('?panel=terminate&agreement=1000011');
    press(await screen.findByRole('checkbox', { name: /Sappa Start/ }));
    press(screen.getByRole('button', { name: 'Nästa' }));
    press(await screen.findByRole('button', { name: 'Stäng' }));
    expect(await screen.findByRole('dialog', { name: QUESTION })).toBeTruthy();
  });

  it('does not ask once the panel has saved what was typed', async () => {
    renderCustomerView('?panel=security-class');
    const nixCode = await screen.findByLabelText('NIXKOD');
    fireEvent.pointerDown(nixCode);
    fireEvent.change(nixCode, { target: { value: '7' } });
    await act(async () => {
      press(screen.getByRole('button', { name: 'SPARA' }));
    });
    expect(await screen.findByText(CUSTOMER_DETAILS_TEXTS.saved)).toBeTruthy();
    press(screen.getByRole('button', { name: 'Stäng' }));
    await vi.waitFor(() => expect(screen.queryByTestId('panel-security-class')).toBeNull());
    expect(question()).toBeNull();
  });
});
