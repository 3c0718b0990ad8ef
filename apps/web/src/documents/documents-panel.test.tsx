import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCustomer } from '@/customers/testing/customer-fixture.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import CreateDocumentPanel from './create-document-panel.tsx';
import DocumentsPanel from './documents-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const ok = (data: unknown) => () => ({ result: { data } });
const refused = (userMessage: string) => () => ({
  error: { message: userMessage, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, userMessage } },
});

const customer = testCustomer();
const agreementNumber = customer.agreements[0]?.agreementNumber ?? 0;
const document = {
  documentNumber: 900123,
  type: 'PDF',
  name: 'Tom mall 1.pdf',
  status: 'TO_BE_PRINTED',
  statusLabel: 'Skall skrivas ut',
  createdBy: 'agda@sappa.se',
  createdAt: '2026-11-24T10:00:00.000Z',
};

function renderPanel(Panel: typeof DocumentsPanel) {
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Panel
            customer={customer}
            params={new URLSearchParams({ agreement: String(agreementNumber) })}
            close={() => {}}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

async function openActions() {
  const table = await screen.findByTestId('documents-table');
  fireEvent.keyDown(within(table).getByRole('button', { name: /^Åtgärder för/ }), { key: 'Enter' });
}

/** 'Radera' in the document's menu, then 'Radera' in the dialog that asks first. */
async function deleteConfirmed() {
  await openActions();
  fireEvent.click(screen.getByRole('menuitem', { name: 'Radera' }));
  const dialog = await screen.findByRole('dialog', { name: 'Radera dokument' });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Radera' }));
  });
}

describe('DocumentsPanel', () => {
  it('lists number, type, name, status and creator, and offers the actions of panel 23', async () => {
    mockApi({ 'documents.list': ok([document]) });
    renderPanel(DocumentsPanel);
    const table = await screen.findByTestId('documents-table');
    expect(table.textContent).toContain('900123');
    expect(table.textContent).toContain('Skall skrivas ut');
    expect(table.textContent).toContain('agda@sappa.se');
    await openActions();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Öppna dokument',
      'Redigera dokument',
      'Mejla dokument',
      'Utskrivet',
      'Hanteras manuellt',
      'Skickat mejl',
      'Radera',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Redigera dokument' }).getAttribute('href')).toBe(
      '/files/documents/900123',
    );
  });

  it('changes the status, says so, and reads the list again 1 s later', async () => {
    const fetchMock = mockApi({
      'documents.list': ok([document]),
      'documents.changeStatus': ok({ documentNumber: 900123, message: 'Dokumentets status har ändrats' }),
    });
    renderPanel(DocumentsPanel);
    await openActions();
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Utskrivet' }));
    });
    expect(await screen.findByText('Dokumentets status har ändrats')).toBeTruthy();
    const lists = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('documents.list')).length;
    const before = lists();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1100));
    });
    expect(lists()).toBeGreaterThan(before);
  });

  it('asks before deleting: Avbryt deletes nothing, Radera in the dialog deletes', async () => {
    const fetchMock = mockApi({
      'documents.list': ok([document]),
      'documents.remove': ok({ documentNumber: 900123, message: 'Dokumentet har raderats' }),
    });
    const removes = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('documents.remove')).length;
    renderPanel(DocumentsPanel);
    await openActions();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Radera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Radera dokument' });
    expect(dialog.textContent).toContain('Vill du radera Tom mall 1.pdf (900123)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(removes()).toBe(0);

    await deleteConfirmed();
    expect(await screen.findByText('Dokumentet har raderats')).toBeTruthy();
    expect(removes()).toBe(1);
  });

  it('shows the server’s refusal of a delete', async () => {
    mockApi({
      'documents.list': ok([document]),
      'documents.remove': refused('Dokument raderades ej! Försök igen'),
    });
    renderPanel(DocumentsPanel);
    await deleteConfirmed();
    expect((await screen.findByRole('alert')).textContent).toBe('Dokument raderades ej! Försök igen');
  });
});

describe('CreateDocumentPanel', () => {
  it('needs a template, then creates the document and links to it', async () => {
    mockApi({
      'documents.templates': ok([
        { id: 1, name: 'Tom mall' },
        { id: 2, name: 'Tom företagsmall' },
      ]),
      'documents.createFromTemplate': ok({ documentNumber: 900124, message: 'Dokumentet har skapats' }),
    });
    renderPanel(CreateDocumentPanel);
    const create = screen.getByRole('button', { name: 'Skapa ny fil' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(screen.getByTestId('template-list').style.maxHeight).toBe('350px');
    fireEvent.click(await screen.findByLabelText('Tom mall'));
    expect(create.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(create);
    });
    expect((await screen.findByRole('status')).textContent).toContain('Dokumentet har skapats');
    expect(screen.getByRole('link', { name: 'Öppna dokument' }).getAttribute('href')).toBe(
      '/files/documents/900124',
    );
  });
});
