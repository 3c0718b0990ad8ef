import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequestId } from './use-request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('useRequestId', () => {
  it('keeps one id across renders until renewed, then gives a new one', () => {
    const { result, rerender } = renderHook(() => useRequestId());
    const first = result.current.requestId;
    expect(first).toMatch(UUID);
    rerender();
    expect(result.current.requestId).toBe(first);
    act(() => result.current.renew());
    expect(result.current.requestId).toMatch(UUID);
    expect(result.current.requestId).not.toBe(first);
  });

  it('gives each form its own id', () => {
    const one = renderHook(() => useRequestId());
    const other = renderHook(() => useRequestId());
    expect(one.result.current.requestId).not.toBe(other.result.current.requestId);
  });
});
