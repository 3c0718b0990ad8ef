import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import { SendMessageForm } from './send-message-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const COLLEAGUES = [{ id: 2, name: 'Johan Eriksson', email: 'johan.eriksson@sappa.se' }];

function renderForm() {
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Toaster>
          <SendMessageForm caseNumber={700001} />
        </Toaster>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

async function write(recipient: string, message: string) {
  fireEvent.change(await screen.findByLabelText('Mottagare'), { target: { value: recipient } });
  fireEvent.change(screen.getByLabelText('Meddelande'), { target: { value: message } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
  });
}

describe('SendMessageForm', () => {
  it("sends to the chosen colleague and says 'Meddelandet har skickats'", async () => {
    const fetchMock = mockApi({
      'messages.recipients': () => ({ result: { data: COLLEAGUES } }),
      'messages.send': () => ({ result: { data: { id: 9 } } }),
    });
    renderForm();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('recipients'))).toBe(true),
    );
    await write('johan.eriksson@sappa.se', 'Kan du ringa kunden?');
    expect(await screen.findByText('Meddelandet har skickats')).toBeTruthy();
    const send = fetchMock.mock.calls.find(([url]) => String(url).includes('messages.send'));
    expect(JSON.parse(String(send?.[1]?.body))[0]).toEqual({
      requestId: expect.stringMatching(UUID),
      caseNumber: 700001,
      recipientUserId: 2,
      message: 'Kan du ringa kunden?',
    });
    expect((screen.getByLabelText('Meddelande') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server’s refusal and asks for what is missing', async () => {
    mockApi({
      'messages.recipients': () => ({ result: { data: [] } }),
      'messages.send': () => ({
        error: {
          message: 'Mottagaren finns inte',
          code: -32004,
          data: { code: 'NOT_FOUND', httpStatus: 404, userMessage: 'Mottagaren finns inte' },
        },
      }),
    });
    renderForm();
    await write('', 'Hej');
    expect((await screen.findByRole('alert')).textContent).toBe('Välj en mottagare');
    await write('okand@sappa.se', 'Hej');
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Mottagaren finns inte'));
  });

  it('sends one request id for a double click and its retry, and a new one for the next message', async () => {
    const sent: { requestId: string; message: string }[] = [];
    mockApi({
      'messages.recipients': () => ({ result: { data: COLLEAGUES } }),
      'messages.send': (input) => {
        sent.push(input as { requestId: string; message: string });
        return sent.length <= 2
          ? { error: { message: 'Nätverksfel', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR' } } }
          : { result: { data: { id: 9 } } };
      },
    });
    renderForm();
    fireEvent.change(await screen.findByLabelText('Mottagare'), {
      target: { value: 'johan.eriksson@sappa.se' },
    });
    fireEvent.change(screen.getByLabelText('Meddelande'), { target: { value: 'Första' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
      fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await screen.findByRole('alert');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    });
    expect(await screen.findByText('Meddelandet har skickats')).toBeTruthy();
    await write('johan.eriksson@sappa.se', 'Andra');
    await vi.waitFor(() => expect(sent).toHaveLength(4));

    const [first, double, retry, next] = sent;
    expect(first?.requestId).toMatch(UUID);
    expect(double?.requestId).toBe(first?.requestId);
    expect(retry).toEqual(first);
    expect(next?.message).toBe('Andra');
    expect(next?.requestId).toMatch(UUID);
    expect(next?.requestId).not.toBe(first?.requestId);
  });
});
