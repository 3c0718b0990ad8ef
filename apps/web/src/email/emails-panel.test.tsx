import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import EmailsPanel from './emails-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = [
  {
    id: 1,
    title: 'Bekräftelse på uppsägning',
    subject: 'Din uppsägning',
    sentAt: '2026-11-24T10:00:00.000Z',
    fromDatabase: true,
    recipient: 'karin@example.se',
    status: 'PENDING',
    operation: 'terminate',
    delivery: 'FAILED',
    deliveredAt: null,
    deliveryError: '451 Tillfälligt fel',
    nextAttemptAt: '2026-11-24T10:02:00.000Z',
    attachmentNames: [],
  },
  {
    id: 5,
    title: 'Fullmakt.pdf',
    subject: 'Dokument från kundservice: Fullmakt.pdf',
    sentAt: '2026-11-24T09:00:00.000Z',
    fromDatabase: true,
    recipient: 'karin@example.se',
    status: 'PENDING',
    operation: 'document.send',
    delivery: 'QUEUED',
    deliveredAt: null,
    deliveryError: null,
    nextAttemptAt: null,
    attachmentNames: ['Fullmakt.pdf', 'Bilaga 2.png'],
  },
  {
    id: 3,
    title: 'Bekräftelse på paus',
    subject: 'Din paus',
    sentAt: '2026-11-23T10:00:00.000Z',
    fromDatabase: true,
    recipient: 'karin@example.se',
    status: 'PENDING',
    operation: 'pause',
    delivery: 'SENT',
    deliveredAt: '2026-11-23T10:01:00.000Z',
    deliveryError: null,
    nextAttemptAt: null,
    attachmentNames: [],
  },
  {
    id: 4,
    title: 'Bekräftelse på flytt',
    subject: 'Din flytt',
    sentAt: '2026-11-22T10:00:00.000Z',
    fromDatabase: true,
    recipient: 'karin@example.se',
    status: 'NOT_CONFIGURED',
    operation: 'move',
    delivery: 'NOT_CONFIGURED',
    deliveredAt: null,
    deliveryError: null,
    nextAttemptAt: null,
    attachmentNames: [],
  },
  {
    id: 2,
    title: 'Kampanj: Sappa Sport',
    subject: 'Se hela säsongen',
    sentAt: '2026-11-20T10:00:00.000Z',
    fromDatabase: false,
    recipient: null,
    status: 'DELIVERED',
    operation: null,
    delivery: null,
    deliveredAt: null,
    deliveryError: null,
    nextAttemptAt: null,
    attachmentNames: [],
  },
];

/** An SMS from the old systems: no recipient, no delivery state. */
const SMS = {
  sentAt: '2026-11-21T10:00:00.000Z',
  recipient: null,
  delivery: null,
  deliveredAt: null,
  deliveryError: null,
  nextAttemptAt: null,
};

const answers = {
  'email.list': () => ({ result: { data: LIST } }),
  'email.textMessages': () => ({
    result: {
      data: [
        { ...SMS, id: 12, text: 'Sappa: Din returfraktsedel', recipient: '+46701234567', delivery: 'QUEUED' },
        {
          ...SMS,
          id: 11,
          text: 'Sappa: Ditt byte är klart',
          recipient: '+46701234567',
          delivery: 'SENT',
          deliveredAt: '2026-11-21T12:05:00.000Z',
        },
        {
          ...SMS,
          id: 10,
          text: 'Sappa: Din order',
          recipient: '+46701234567',
          delivery: 'FAILED',
          deliveryError: 'HTTP 500: Operatören svarar inte',
          nextAttemptAt: '2026-11-21T11:02:00.000Z',
        },
        { ...SMS, id: 13, text: 'Sappa: Demo', recipient: '+46701234567', delivery: 'NOT_CONFIGURED' },
        { ...SMS, id: 9, text: 'Sappa: Din tekniker kommer imorgon.' },
      ],
    },
  }),
  'email.content': () => ({
    result: {
      data: {
        id: 1,
        title: 'Bekräftelse på uppsägning',
        subject: 'Din uppsägning',
        sentAt: '2026-11-24T10:00:00.000Z',
        recipient: 'karin@example.se',
        status: 'SENT',
        delivery: 'SENT',
        deliveredAt: '2026-11-24T10:01:00.000Z',
        deliveryError: null,
        nextAttemptAt: null,
        safeHtml: '<p>Hej Karin!</p><p>Sappa Play avslutas <b>2026-12-31</b>.</p>',
      },
    },
  }),
  'email.pdf': () => ({
    result: { data: { fileName: 'Din uppsägning 2026-11-24.pdf', contentBase64: 'JVBERi0=' } },
  }),
};

describe('EmailsPanel', () => {
  it('says what happened to each sent e-mail: failed with the reason and next try, sent with the time, not sent', async () => {
    renderOperationPanel(EmailsPanel, { answers });
    const emails = await screen.findByRole('region', { name: 'E-post' });
    expect(
      await within(emails).findByText(/^Misslyckades: 451 Tillfälligt fel, nytt försök 2026-11-24 \d\d:02$/),
    ).toBeTruthy();
    expect(within(emails).getByText(/^Skickat 2026-11-23 \d\d:01$/)).toBeTruthy();
    expect(within(emails).getByText('Inte skickat: ingen e-postserver är konfigurerad')).toBeTruthy();
    expect(within(emails).getAllByText(/^(Misslyckades|Skickat|Inte skickat|I kö|Skickas)/)).toHaveLength(4);
  });

  it('says what happened to each SMS the same way: queued, sent with the time, failed with the reason, not sent', async () => {
    renderOperationPanel(EmailsPanel, { answers });
    const texts = await screen.findByRole('region', { name: 'SMS' });
    const item = async (text: string) => (await within(texts).findByText(text)).closest('li') as HTMLElement;
    expect(within(await item('Sappa: Din returfraktsedel')).getByText('I kö för att skickas')).toBeTruthy();
    expect(
      within(await item('Sappa: Ditt byte är klart')).getByText(/^Skickat 2026-11-21 \d\d:05$/),
    ).toBeTruthy();
    expect(
      within(await item('Sappa: Din order')).getByText(
        /^Misslyckades: HTTP 500: Operatören svarar inte, nytt försök 2026-11-21 \d\d:02$/,
      ),
    ).toBeTruthy();
    const notSent = within(await item('Sappa: Demo')).getByText(
      'Inte skickat: ingen SMS-tjänst är konfigurerad',
    );
    expect(notSent.className).toContain('text-destructive');
    expect(within(await item('Sappa: Din returfraktsedel')).getByText(/till \+46701234567/)).toBeTruthy();
    // The SMS from the old systems has no state to show.
    const imported = await item('Sappa: Din tekniker kommer imorgon.');
    expect(within(imported).queryByText(/^(Misslyckades|Skickat|Inte skickat|I kö|Skickas)/)).toBeNull();
  });

  it('lists the e-mails, the sent ones with their recipient and state, and the SMS', async () => {
    renderOperationPanel(EmailsPanel, { answers });
    const emails = await screen.findByRole('region', { name: 'E-post' });
    expect(await within(emails).findByText('Din uppsägning')).toBeTruthy();
    expect(within(emails).getAllByText(/till karin@example.se$/)).toHaveLength(4);
    // The state is said in Swedish (the delivery line), never as the stored status or delivery value.
    expect(emails.textContent).not.toMatch(/PENDING|QUEUED|SENDING|SENT|FAILED|NOT_CONFIGURED|DELIVERED/);
    expect(within(emails).getByText('Se hela säsongen')).toBeTruthy();
    expect(await screen.findByText('Sappa: Din tekniker kommer imorgon.')).toBeTruthy();
  });

  it('shows the names of the files that went with an e-mail on it, and on no other', async () => {
    renderOperationPanel(EmailsPanel, { answers });
    const sent = await screen.findByRole('button', { name: /Dokument från kundservice: Fullmakt.pdf/ });
    expect(within(sent).getByText('Fullmakt.pdf')).toBeTruthy();
    expect(within(sent).getByText('Bilaga 2.png')).toBeTruthy();
    const emails = screen.getByRole('region', { name: 'E-post' });
    expect(within(emails).getAllByText(/^(Fullmakt.pdf|Bilaga 2.png)$/)).toHaveLength(2);
  });

  it("opens an e-mail's sanitized content, prints it and saves it as a PDF under its file name", async () => {
    const fetchMock = renderOperationPanel(EmailsPanel, { answers });
    fireEvent.click(await screen.findByRole('button', { name: /Din uppsägning/ }));
    const content = await screen.findByRole('article', { name: 'Din uppsägning' });
    expect(within(content).getByText('2026-12-31').tagName).toBe('B');
    expect(within(content).getByText(/till karin@example.se$/)).toBeTruthy();
    expect(within(content).getByText(/^Skickat 2026-11-24 \d\d:01$/)).toBeTruthy();
    expect(content.textContent).not.toMatch(/PENDING|SENT|DELIVERED/);

    fireEvent.click(screen.getByRole('button', { name: 'Skriv ut' }));
    const frame = document.querySelector('iframe');
    expect(frame?.srcdoc).toContain('<p>Hej Karin!</p>');

    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:pdf';
        static override revokeObjectURL = () => {};
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Din uppsägning 2026-11-24.pdf');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Spara som PDF' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('email.pdf'))).toBe(true);
  });

  it('says when nothing was sent', async () => {
    renderOperationPanel(EmailsPanel, {
      answers: { ...answers, 'email.list': () => ({ result: { data: [] } }) },
    });
    expect(await screen.findByText('Ingen e-post har skickats.')).toBeTruthy();
  });
});
