// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatAge, lockedByText, moveInOrder, priorityPillVariant } from './queue-model.ts';

describe('queue model', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('formats the age of a case shortly', () => {
    expect(formatAge('2026-11-22T11:15:00Z', now)).toBe('45 min');
    expect(formatAge('2026-11-22T07:00:00Z', now)).toBe('5 h');
    expect(formatAge('2026-11-19T08:00:00Z', now)).toBe('3 d 4 h');
    expect(formatAge('2026-10-01T12:00:00Z', now)).toBe('52 d');
    expect(formatAge('2026-11-22T12:05:00Z', now)).toBe('0 min');
  });

  it('moves a queue one step and leaves the ends alone', () => {
    expect(moveInOrder([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveInOrder([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveInOrder([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it('marks high priorities and locks', () => {
    expect(priorityPillVariant('HIGHEST')).toBe('destructive');
    expect(priorityPillVariant('HIGH')).toBe('warning');
    expect(priorityPillVariant('LOWEST')).toBe('secondary');
    expect(lockedByText('a@sappa.se')).toBe('Låst av a@sappa.se');
  });
});
