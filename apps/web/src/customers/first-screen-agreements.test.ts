import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ROWS, firstScreenCount, useFirstScreenFirst } from './first-screen-agreements.ts';

/** Agreements with these numbers of rows, in the order shown. */
const agreementsWith = (...rowCounts: number[]) =>
  rowCounts.map((count, index) => ({ agreementNumber: index + 1, rows: Array.from({ length: count }) }));

const nextFrame = () =>
  act(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve)))),
  );

describe('firstScreenCount', () => {
  it('takes agreements until their rows fill the first screen', () => {
    expect(firstScreenCount(agreementsWith(10, 10, 10, 10))).toBe(3);
    expect(firstScreenCount(agreementsWith(20, 20, 20), 25)).toBe(2);
  });

  it('always takes the first agreement, however many rows it has', () => {
    expect(firstScreenCount(agreementsWith(FIRST_SCREEN_ROWS * 4, 1))).toBe(1);
    expect(firstScreenCount(agreementsWith(0, 0))).toBe(2);
    expect(firstScreenCount([])).toBe(0);
  });
});

describe('useFirstScreenFirst', () => {
  it('renders the first screen of a customer with 20 agreements of 20 rows, and all of them after that frame', async () => {
    const agreements = agreementsWith(...Array.from({ length: 20 }, () => 20));
    const { result } = renderHook(() => useFirstScreenFirst(agreements));
    expect(result.current.map((agreement) => agreement.agreementNumber)).toEqual([1, 2]);
    await nextFrame();
    expect(result.current).toHaveLength(20);
  });

  it('shows nothing before the customer is loaded, then its first screen', async () => {
    const { result, rerender } = renderHook(({ loaded }) => useFirstScreenFirst(loaded), {
      initialProps: { loaded: undefined as ReturnType<typeof agreementsWith> | undefined },
    });
    await nextFrame();
    expect(result.current).toEqual([]);
    rerender({ loaded: agreementsWith(30, 30) });
    expect(result.current).toHaveLength(1);
    await nextFrame();
    expect(result.current).toHaveLength(2);
  });
});
