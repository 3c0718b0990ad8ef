import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchTrigger } from './use-search-trigger.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSearchTrigger', () => {
  it('searches 650 ms after typing stops, with the trimmed text', () => {
    const { result } = renderHook(() => useSearchTrigger());
    act(() => result.current.setText('An'));
    act(() => vi.advanceTimersByTime(400));
    act(() => result.current.setText(' Anna '));
    act(() => vi.advanceTimersByTime(649));
    expect(result.current.open).toBe(false);
    expect(result.current.query).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
    expect(result.current.query).toBe('Anna');
  });

  it('never opens for blank text, and Enter searches at once', () => {
    const { result } = renderHook(() => useSearchTrigger());
    act(() => result.current.setText('   '));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.open).toBe(false);
    act(() => result.current.searchNow());
    expect(result.current.open).toBe(false);

    act(() => result.current.setText('100001'));
    act(() => result.current.searchNow());
    expect(result.current.open).toBe(true);
    expect(result.current.query).toBe('100001');
  });
});
