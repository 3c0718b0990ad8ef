import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import SentEmailsPanel from './sent-emails-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SentEmailsPanel', () => {
  it('shows each sent e-mail with its recipient, state and text', async () => {
    renderOperationPanel(SentEmailsPanel, {
      answers: {
        'email.sent': () => ({
          result: {
            data: [
              {
                id: 1,
                title: 'Bekräftelse',
                subject: 'Din uppsägning',
                recipient: 'karin@example.se',
                status: 'PENDING',
                operation: 'terminate',
                sentAt: '2026-11-24T10:00:00.000Z',
                paragraphs: ['Hej Karin!', 'Sappa Play avslutas 2026-12-31.'],
              },
            ],
          },
        }),
      },
    });
    expect(await screen.findByText('Din uppsägning')).toBeTruthy();
    expect(screen.getByText(/till karin@example.se · PENDING/)).toBeTruthy();
    expect(screen.getByText('Sappa Play avslutas 2026-12-31.')).toBeTruthy();
  });

  it('says when nothing was sent', async () => {
    renderOperationPanel(SentEmailsPanel, { answers: { 'email.sent': () => ({ result: { data: [] } }) } });
    expect(await screen.findByText('Ingen e-post har skickats.')).toBeTruthy();
  });
});
