import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import { SendInvoiceEmailButton } from './send-invoice-email-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const button = () => screen.getByRole('button', { name: 'Skicka fakturan via e-post' }) as HTMLButtonElement;

describe('SendInvoiceEmailButton', () => {
  it('sends the invoice with a request id and says where it went', async () => {
    const fetchMock = renderOperationPanel(
      () => <SendInvoiceEmailButton invoiceNumber={5001} email="karin@example.se" />,
      {
        answers: {
          'invoices.sendByEmail': () => ({
            result: { data: { recipient: 'karin@example.se', status: 'PENDING' } },
          }),
        },
      },
    );
    fireEvent.click(button());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Fakturan har skickats till karin@example.se.',
    );
    const sent = fetchMock.mock.calls.find(([url]) => /invoices\.sendByEmail/.test(String(url)));
    const body = JSON.parse(String(sent?.[1]?.body)) as Record<string, { requestId: string }>;
    expect(body[0]).toMatchObject({
      invoiceNumber: 5001,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("is disabled with '(ogiltig epost)' when the customer's address cannot receive", () => {
    renderOperationPanel(() => <SendInvoiceEmailButton invoiceNumber={5001} email="ingen@epost.saknas" />);
    expect(button().disabled).toBe(true);
    expect(screen.getByText('(ogiltig epost)')).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    renderOperationPanel(() => <SendInvoiceEmailButton invoiceNumber={5001} email="karin@example.se" />, {
      answers: {
        'invoices.sendByEmail': () => ({
          error: {
            message: 'Fakturan hittades inte',
            code: -32600,
            data: { code: 'BAD_REQUEST', httpStatus: 400, userMessage: 'Fakturan kan inte skickas.' },
          },
        }),
      },
    });
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe('Fakturan kan inte skickas.');
  });

  it('does not claim the invoice was sent when no e-mail server is configured', async () => {
    renderOperationPanel(() => <SendInvoiceEmailButton invoiceNumber={5001} email="karin@example.se" />, {
      answers: {
        'invoices.sendByEmail': () => ({
          result: { data: { recipient: 'karin@example.se', status: 'NOT_CONFIGURED' } },
        }),
      },
    });
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Det gick inte att skicka fakturan. Inte skickat: ingen e-postserver är konfigurerad',
    );
  });
});
