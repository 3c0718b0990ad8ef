import { deceasedDate } from '@sappis/shared/agreements/operations/termination/termination-dates';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { operationRow, TEST_TODAY } from '../testing/operation-fixtures.tsx';
import { EndDateStep } from './end-date-step.tsx';

afterEach(cleanup);

describe('EndDateStep with a fixed date (deceased)', () => {
  it('never shows an end before a row starts: a row returning after a pause is removed, and says so', () => {
    const play = operationRow({ id: 1, productNumber: 'PLAY', productName: 'Sappa Play' });
    const playBack = operationRow({ ...play, id: 2, startDate: '2027-10-01', invoicedUntil: null });
    const fixed = (row: typeof play) => [deceasedDate(row, TEST_TODAY)];
    render(
      <EndDateStep
        listed={[play, playBack]}
        selected={[play, playBack]}
        datesOf={fixed}
        dateOf={(row) => fixed(row)[0]!}
        acceptedDateOf={(row) => fixed(row)[0]!}
        today={TEST_TODAY}
        onDate={() => {}}
      />,
    );
    expect(screen.getAllByText(/Sappa Play/).map((name) => name.closest('p')?.textContent)).toEqual([
      'Sappa Play: 2026-11-30',
      'Sappa Play (från 2027-10-01): startar inte, tas bort',
    ]);
  });
});
