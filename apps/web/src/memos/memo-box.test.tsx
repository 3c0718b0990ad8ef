import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoBox } from './memo-box.tsx';
import type { MemoItem } from './memo-card.tsx';

afterEach(cleanup);

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

const memo = (id: number, overrides: Partial<MemoItem> = {}): MemoItem => ({
  id,
  title: `Memo ${id}`,
  message: 'Planerat arbete i nätet',
  startsAt: '2025-11-01',
  endsAt: null,
  active: true,
  scope: { kind: 'MAIN_AGREEMENT', mainAgreementNumber: 5001 },
  ...overrides,
});

function renderBox(memos: MemoItem[]) {
  render(
    <MemoryRouter>
      <MemoBox memos={memos} />
      <Location />
    </MemoryRouter>,
  );
}

const count = () => within(screen.getByTestId('memo-box')).getByTestId('notice-count').textContent;

describe('MemoBox', () => {
  it('is open with one line for each of at most 2 active memos, the count pill and Visa alla (n)', () => {
    renderBox([memo(1), memo(2), memo(3), memo(4, { active: false })]);
    expect(count()).toBe('3');
    expect(screen.getAllByRole('button', { name: /^Memo \d Planerat arbete i nätet$/ })).toHaveLength(2);
    expect(screen.queryAllByTestId('memo-card')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Visa alla (4)' }));
    expect(screen.getByTestId('location').textContent).toBe('?panel=memos');
  });

  it('opens a line to the memo card: scope, title and message cut with Visa allt / Visa mindre', () => {
    renderBox([memo(1, { title: 't'.repeat(60), message: 'm'.repeat(110) })]);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${'t'.repeat(53)}\\.\\.\\.`) }));
    const card = screen.getByTestId('memo-card');
    expect(within(card).getByText('Gäller huvudavtal 5001')).toBeTruthy();
    expect(within(card).getByText(`${'m'.repeat(102)}...`)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Visa allt' }));
    expect(within(card).getByText('m'.repeat(110))).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Visa mindre' })).toBeTruthy();
  });

  it('is closed and disabled without active memos', () => {
    renderBox([memo(1, { active: false })]);
    expect(count()).toBe('0');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect((screen.getByRole('button', { name: /Aktuell information/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
