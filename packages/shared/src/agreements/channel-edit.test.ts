import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, firstDayOfNextMonth, lastDayOfMonth } from '../dates.ts';
import { type ChannelPackageState, planChannelEdit } from './channel-edit.ts';
import { channelRunsOn, channelScheduleProblem } from './channel-schedule.ts';
import { CHANNEL_LIMIT_MESSAGE, channelListOf, isSelectedChannel } from './channels.ts';
import { channelEditStartDate, removedChannelsEnd } from './end-date-states.ts';

/** Selectable channels of the reference catalogue (positions 20 and on), as the Mix packages offer them. */
const CATALOGUE_CHANNELS = [
  ['KAN015', 'TV4 Fakta'],
  ['KAN016', 'TV4 Film'],
  ['KAN017', 'TV4 Guld'],
  ['KAN018', 'TV4 Hits'],
  ['KAN019', 'TV4 Stars'],
  ['KAN020', 'Discovery Channel'],
  ['KAN021', 'Animal Planet'],
  ['KAN022', 'National Geographic'],
  ['KAN023', 'History'],
  ['KAN024', 'Investigation Discovery'],
  ['KAN025', 'TLC'],
  ['KAN026', 'Cartoon Network'],
  ['KAN027', 'Nickelodeon'],
] as const;
const available = CATALOGUE_CHANNELS.map(([productNumber, name]) => ({ productNumber, name, tv: true }));
const nameOf = (number: string) => CATALOGUE_CHANNELS.find(([item]) => item === number)?.[1] ?? number;
/** Sappa Mix 5 and Sappa Mix 10 (produktAntalValbaraKanaler 5 and 10). */
const MIX_LIMITS = [5, 10];

type Kind = 'ACTIVE' | 'UPCOMING' | 'TO_BE_REPLACED' | 'ENDED';

/** A package as the server describes it: channel rows of the given kinds, lists and edit dates derived as it does. */
function packageState(
  today: string,
  limit: number,
  packageEnd: string | null,
  rows: { productNumber: string; kind: Kind; endOffset: number }[],
): ChannelPackageState {
  const channels = rows.map((row, index) => {
    const startDate = row.kind === 'UPCOMING' ? firstDayOfNextMonth(today) : '2025-06-01';
    const endDate =
      row.kind === 'TO_BE_REPLACED'
        ? addDays(today, row.endOffset)
        : row.kind === 'ENDED'
          ? addDays(today, -1 - row.endOffset)
          : packageEnd;
    return {
      rowId: index + 1,
      productNumber: row.productNumber,
      name: nameOf(row.productNumber),
      startDate,
      endDate,
      list: channelListOf({ startDate, endDate }, today, packageEnd),
    };
  });
  return {
    endDate: packageEnd,
    selectableChannelCount: limit,
    startDate: channelEditStartDate({
      today,
      hasUpcomingChannels: channels.some((channel) => channel.list === 'UPCOMING'),
      endDate: packageEnd,
    }),
    removedChannelsEnd: removedChannelsEnd(today, packageEnd),
    available,
    channels,
  };
}

const today = fc.constantFrom('2026-02-10', '2026-01-31', '2026-12-15');
const packageArbitrary = today.chain((day) =>
  fc
    .record({
      today: fc.constant(day),
      limit: fc.constantFrom(...MIX_LIMITS),
      // Open, or ending later (after next month's end: still editable; its channels end with it).
      packageEnd: fc.option(
        fc.integer({ min: 0, max: 200 }).map((offset) => addDays(lastDayOfMonth(day, 1), offset)),
      ),
      rows: fc.array(
        fc.record({
          productNumber: fc.constantFrom(...CATALOGUE_CHANNELS.map(([number]) => number)),
          kind: fc.constantFrom<Kind>('ACTIVE', 'UPCOMING', 'TO_BE_REPLACED', 'ENDED'),
          endOffset: fc.integer({ min: 0, max: 45 }),
        }),
        { maxLength: 12 },
      ),
      wanted: fc.subarray(CATALOGUE_CHANNELS.map(([number]) => number)),
    })
    .map((input) => ({
      ...input,
      state: packageState(input.today, input.limit, input.packageEnd, input.rows),
    }))
    // A package as the rule leaves it: its own to-be-replaced rows end before it does.
    .filter(
      ({ state, today: day }) =>
        channelScheduleProblem(state.channels, state.selectableChannelCount, day) === null &&
        state.channels.every(
          (channel) => !state.endDate || !channel.endDate || channel.endDate <= state.endDate,
        ),
    ),
);

/** The package's rows after the plan is written. */
function applied(
  state: ChannelPackageState,
  plan: Extract<ReturnType<typeof planChannelEdit>, { ok: true }>['plan'],
) {
  return [
    ...state.channels
      .filter((channel) => !plan.cancelled.some((item) => item.rowId === channel.rowId))
      .map((channel) => ({
        ...channel,
        endDate: plan.removed.find((item) => item.rowId === channel.rowId)?.endDate ?? channel.endDate,
      })),
    ...plan.added,
  ];
}

describe('planChannelEdit', () => {
  it('every change it plans keeps the rule on every day and leaves exactly the wanted channels chosen', () => {
    fc.assert(
      fc.property(packageArbitrary, ({ state, wanted, today: day }) => {
        const outcome = planChannelEdit(state, wanted, day);
        if (!outcome.ok) return;
        const rows = applied(state, outcome.plan);
        for (let offset = 0; offset <= 400; offset++) {
          const running = rows
            .filter((row) => channelRunsOn(row, addDays(day, offset)))
            .map((row) => row.productNumber);
          expect(running.length).toBeLessThanOrEqual(state.selectableChannelCount);
          expect(new Set(running).size).toBe(running.length);
        }
        const chosen = rows
          .filter((row) => isSelectedChannel(channelListOf(row, day, state.endDate)))
          .map((row) => row.productNumber);
        expect(chosen.sort()).toEqual([...new Set(wanted)].sort());
        // No row it writes ends before it starts; only upcoming channels are cancelled.
        const written = [
          ...outcome.plan.added,
          ...rows.filter((row) =>
            outcome.plan.removed.some((item) => 'rowId' in row && item.rowId === row.rowId),
          ),
        ];
        for (const row of written)
          expect(row.endDate === null || row.startDate === null || row.startDate <= row.endDate).toBe(true);
        for (const item of outcome.plan.cancelled) expect(item.startDate > day).toBe(true);
      }),
    );
  });

  it('refuses only over the count when no removed channel still runs on the edit start date', () => {
    fc.assert(
      fc.property(packageArbitrary, ({ state, wanted, today: day }) => {
        const outcome = planChannelEdit(state, wanted, day);
        const lingering = state.channels.some(
          (channel) =>
            channel.list === 'TO_BE_REPLACED' &&
            channel.endDate !== null &&
            channel.endDate >= state.startDate,
        );
        if (outcome.ok || lingering) return;
        expect(['COUNT', 'NO_CHANGE']).toContain(outcome.reason);
        if (outcome.reason === 'COUNT') expect(wanted.length).toBeGreaterThan(state.selectableChannelCount);
      }),
    );
  });

  it('a swap in a full Sappa Mix 5 starts the new channel the day after the removed one ends', () => {
    const state = packageState(
      '2026-02-10',
      5,
      null,
      ['KAN015', 'KAN016', 'KAN017', 'KAN018', 'KAN019'].map((productNumber) => ({
        productNumber,
        kind: 'ACTIVE' as const,
        endOffset: 0,
      })),
    );
    expect(planChannelEdit(state, ['KAN015', 'KAN016', 'KAN017', 'KAN018', 'KAN020'], '2026-02-10')).toEqual({
      ok: true,
      plan: {
        removed: [{ rowId: 5, productNumber: 'KAN019', endDate: '2026-02-28' }],
        cancelled: [],
        added: [
          { productNumber: 'KAN020', name: 'Discovery Channel', startDate: '2026-03-01', endDate: null },
        ],
        startDate: '2026-03-01',
      },
    });
    expect(
      planChannelEdit(state, ['KAN015', 'KAN016', 'KAN017', 'KAN018', 'KAN019', 'KAN020'], '2026-02-10'),
    ).toEqual({ ok: false, reason: 'COUNT', message: CHANNEL_LIMIT_MESSAGE });
  });

  it('in a package that ends later its channels and the added ones stay chosen, and a chosen one is not added twice', () => {
    const packageEnd = '2026-08-31';
    const state = packageState('2026-02-10', 5, packageEnd, [
      { productNumber: 'KAN015', kind: 'ACTIVE', endOffset: 0 },
      { productNumber: 'KAN016', kind: 'ACTIVE', endOffset: 0 },
    ]);
    expect(state.channels.map((channel) => channel.list)).toEqual(['ACTIVE', 'ACTIVE']);
    const outcome = planChannelEdit(state, ['KAN015', 'KAN016', 'KAN017'], '2026-02-10');
    expect(outcome).toEqual({
      ok: true,
      plan: {
        removed: [],
        cancelled: [],
        added: [{ productNumber: 'KAN017', name: 'TV4 Guld', startDate: '2026-03-01', endDate: packageEnd }],
        startDate: '2026-03-01',
      },
    });
    expect(channelListOf({ startDate: '2026-03-01', endDate: packageEnd }, '2026-03-01', packageEnd)).toBe(
      'ACTIVE',
    );
  });

  it('refuses ticking a removed channel again while it still runs, and a new one while the removed one holds its place', () => {
    const state = packageState('2026-02-10', 2, null, [
      { productNumber: 'KAN015', kind: 'ACTIVE', endOffset: 0 },
      { productNumber: 'KAN016', kind: 'TO_BE_REPLACED', endOffset: 18 },
    ]);
    expect(planChannelEdit(state, ['KAN015', 'KAN016'], '2026-02-10')).toEqual({
      ok: false,
      reason: 'SCHEDULE',
      message: 'TV4 Film skulle finnas två gånger i paketet den 2026-02-10',
    });
    expect(planChannelEdit(state, ['KAN015', 'KAN017'], '2026-02-10')).toEqual({
      ok: false,
      reason: 'SCHEDULE',
      message: 'Paketet skulle ha 3 kanaler den 2026-02-10, men högst 2 får väljas',
    });
    expect(planChannelEdit(state, ['KAN018'], '2026-02-10')).toMatchObject({
      ok: true,
      plan: { startDate: '2026-03-01' },
    });
  });

  it('an upcoming channel unticked is cancelled (it never ran), not ended before it starts', () => {
    const state = packageState('2026-02-10', 5, null, [
      { productNumber: 'KAN015', kind: 'ACTIVE', endOffset: 0 },
      { productNumber: 'KAN016', kind: 'UPCOMING', endOffset: 0 },
    ]);
    expect(planChannelEdit(state, ['KAN015'], '2026-02-10')).toEqual({
      ok: true,
      plan: {
        removed: [],
        cancelled: [{ rowId: 2, productNumber: 'KAN016', startDate: '2026-03-01' }],
        added: [],
        startDate: '2026-03-01',
      },
    });
  });
});
