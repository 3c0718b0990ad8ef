import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FridayBreakBadge } from './friday-break-badge.tsx';
import { ShellStateProvider, useShellState } from './shell-state.tsx';

function OpenCasePanel({ open }: { open: boolean }) {
  const { setCaseSidePanelOpen } = useShellState();
  useEffect(() => setCaseSidePanelOpen(open), [open, setCaseSidePanelOpen]);
  return null;
}

function renderBadge(panelOpen = false) {
  return render(
    <ShellStateProvider>
      <OpenCasePanel open={panelOpen} />
      <FridayBreakBadge />
    </ShellStateProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FridayBreakBadge', () => {
  it('appears at 14:15 and changes at 14:30 as the clock ticks every 5 seconds', () => {
    vi.setSystemTime(new Date(2025, 10, 21, 14, 14, 58));
    renderBadge();
    expect(screen.queryByTestId('friday-break')).toBeNull();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('friday-break').textContent).toBe('SNART FIKA!!');
    vi.setSystemTime(new Date(2025, 10, 21, 14, 30, 1));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('friday-break').textContent).toBe('FREDAGSFIKA!!');
  });

  it('is hidden while the case side panel is open', () => {
    vi.setSystemTime(new Date(2025, 10, 21, 15, 0));
    renderBadge(true);
    expect(screen.queryByTestId('friday-break')).toBeNull();
  });
});
