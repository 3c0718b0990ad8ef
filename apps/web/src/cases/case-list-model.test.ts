// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  caseListParams,
  caseSearchOf,
  nextSort,
  pageCount,
  parseCaseListState,
  parsePage,
  statusPillVariant,
} from './case-list-model.ts';

describe('case list rules', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(10, 3)).toBe(4);
  });

  it('reads the page from the URL defensively', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });

  it('gives unknown statuses a warning pill', () => {
    expect(statusPillVariant('Pågående', 'Sappa')).toBe('default');
    expect(statusPillVariant('Avslutad', 'Sappa')).toBe('success');
    expect(statusPillVariant('Påhittad status', 'Sappa')).toBe('warning');
    expect(statusPillVariant('Fråga till Telia', 'Telia')).toBe('default');
    expect(statusPillVariant('Fråga till Sappa', 'Telia')).toBe('warning');
  });
});

describe('the case list state in the URL', () => {
  it('reads every filter, the sort and the finished choice back from the parameters it writes', () => {
    const state = parseCaseListState(
      new URLSearchParams(
        'sida=3&sortera=priority&omvand=1&avslutade=ja&status=FINISHED&prioritet=HIGH&typ=102&agare=42&taggar=7,9&nummer=700001&kund=1001&fran=2026-11-01&till=2026-11-24',
      ),
    );
    expect(state).toEqual({
      page: 3,
      sort: 'priority',
      reverse: true,
      finished: 'finished',
      filters: {
        status: 'FINISHED',
        priority: 'HIGH',
        typeId: 102,
        ownerGroupId: 42,
        tagIds: [7, 9],
        number: 700001,
        customerNumber: 1001,
        createdFrom: '2026-11-01',
        createdTo: '2026-11-24',
      },
    });
    expect(parseCaseListState(caseListParams(state))).toEqual(state);
    expect(caseSearchOf(state)).toMatchObject({
      showFinished: true,
      filters: { finished: true, typeId: 102 },
    });
  });

  it('ignores what is not a filter value and keeps the old ?avslutade=1 switch', () => {
    const state = parseCaseListState(
      new URLSearchParams('status=NOPE&typ=-1&fran=igår&sortera=x&avslutade=1'),
    );
    expect(state).toMatchObject({ sort: 'created_at', finished: 'all', filters: {} });
    expect(caseSearchOf(state).showFinished).toBe(true);
  });

  it('sorts by a clicked column, and flips the order on a second click', () => {
    const state = parseCaseListState(new URLSearchParams());
    expect(nextSort(state, 'number')).toEqual({ sort: 'number', reverse: false });
    expect(nextSort({ ...state, sort: 'number' }, 'number')).toEqual({ sort: 'number', reverse: true });
  });
});
