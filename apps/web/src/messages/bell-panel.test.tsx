import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BellPanel, type BellPanelProps } from './bell-panel.tsx';

afterEach(cleanup);

const message = (id: number, read = false) => ({
  id,
  caseNumber: 700_000 + id,
  message: `Meddelande ${id}`,
  sender: 'Anna Lindqvist',
  read,
  createdAt: '2026-11-20T09:05:00.000Z',
});

function renderPanel(props: Partial<BellPanelProps> = {}) {
  const handlers = { onMarkAllRead: vi.fn(), onOpenMessage: vi.fn(), onClose: vi.fn() };
  render(
    <MemoryRouter>
      <BellPanel latest={undefined} failed={false} marking={false} {...handlers} {...props} />
    </MemoryRouter>,
  );
  return handlers;
}

describe('BellPanel', () => {
  it("shows 'X av Y olästa' with at most 5 unread as '[case number] message', time and sender", () => {
    const messages = [5, 4, 3, 2, 1].map((id) => message(id));
    const handlers = renderPanel({ latest: { messages, unreadCount: 12, total: 20, newestId: 5 } });
    expect(screen.getByRole('heading', { name: 'Meddelanden' })).toBeTruthy();
    expect(screen.getByTestId('bell-unread-summary').textContent).toBe('5 av 12 olästa');
    const items = within(screen.getByTestId('bell-messages')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0] as HTMLElement).getByTestId('message-text').textContent).toBe(
      '[700005] Meddelande 5',
    );
    expect(items[0]?.textContent).toContain('Anna Lindqvist');
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T09:05:00.000Z');

    fireEvent.click(screen.getByRole('button', { name: 'Markera alla som lästa' }));
    expect(handlers.onMarkAllRead).toHaveBeenCalledOnce();
    fireEvent.click(within(items[1] as HTMLElement).getByRole('button'));
    expect(handlers.onOpenMessage).toHaveBeenCalledWith(messages[1]);
    expect(screen.getByRole('link', { name: 'Se alla meddelanden' }).getAttribute('href')).toBe(
      '/sappis/meddelanden',
    );
  });

  it("says 'Du har inga olästa meddelanden' and lists 'Dina senaste meddelanden' when all are read", () => {
    renderPanel({
      latest: {
        messages: [message(3, true), message(2, true), message(1, true)],
        unreadCount: 0,
        total: 3,
        newestId: 3,
      },
    });
    expect(screen.getByText('Du har inga olästa meddelanden')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dina senaste meddelanden' })).toBeTruthy();
    expect(within(screen.getByTestId('bell-messages')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByTestId('bell-unread-summary')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Markera alla som lästa' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('has no recent list for a user without messages', () => {
    renderPanel({ latest: { messages: [], unreadCount: 0, total: 0, newestId: null } });
    expect(screen.getByText('Du har inga olästa meddelanden')).toBeTruthy();
    expect(screen.queryByText('Dina senaste meddelanden')).toBeNull();
  });
});
