import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatisticsChart } from './statistics-chart.tsx';

afterEach(cleanup);

const buckets = [
  { start: '2026-11-22', label: '22/11', carts: 10, orders: 4, failed: 1 },
  { start: '2026-11-23', label: '23/11', carts: 0, orders: 0, failed: 0 },
  { start: '2026-11-24', label: '24/11', carts: 5, orders: 5, failed: 0 },
];

describe('StatisticsChart', () => {
  it('draws a bar pair per bucket, scaled to the largest, with the numbers as tooltips', () => {
    render(<StatisticsChart buckets={buckets} title="Kundvagnar och ordrar per dag" />);
    const chart = screen.getByRole('img', { name: 'Kundvagnar och ordrar per dag' });
    const groups = chart.querySelectorAll('[data-bucket]');
    expect(groups).toHaveLength(3);
    expect(groups[0]?.querySelector('title')?.textContent).toBe(
      '22/11: 10 kundvagnar, 4 ordrar, 1 misslyckade',
    );
    const heights = (index: number) =>
      [...(groups[index]?.querySelectorAll('rect') ?? [])].map((rect) => Number(rect.getAttribute('height')));
    // 10 carts reach the top of the axis; 5 carts and 5 orders are half of that; an empty day has no height.
    const [cartsFirst, ordersFirst, failedFirst] = heights(0);
    expect(heights(2)[0]).toBeCloseTo((cartsFirst ?? 0) / 2);
    expect(heights(2)[1]).toBeCloseTo((cartsFirst ?? 0) / 2);
    expect(ordersFirst).toBeCloseTo(((cartsFirst ?? 0) * 4) / 10);
    expect(failedFirst).toBeCloseTo((cartsFirst ?? 0) / 10);
    expect(heights(1)).toEqual([0, 0]);
    expect(screen.getByText('Misslyckade ordrar')).toBeTruthy();
  });
});
