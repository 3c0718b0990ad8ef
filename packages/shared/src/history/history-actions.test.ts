import { describe, expect, it } from 'vitest';
import type { OperationKind } from '../agreements/operations/plan.ts';
import { HISTORY_ACTIONS, HISTORY_KINDS, historyActionName, historyActionsOf } from './history-actions.ts';

// Every member of OperationKind: the record forces a new operation to be listed here (and so in the history).
const OPERATION_KINDS: Record<OperationKind, true> = {
  terminate: true,
  regret: true,
  terminateDeceased: true,
  pause: true,
  continue: true,
  compensate: true,
  editRowDates: true,
  paymentMethodChange: true,
  returnCase: true,
  assignment: true,
  move: true,
  transferService: true,
  commerceOrder: true,
};

describe("the customer's history names every action in Swedish", () => {
  it('names every agreement operation, audited as agreement.<operation>', () => {
    for (const kind of Object.keys(OPERATION_KINDS))
      expect(historyActionName(`agreement.${kind}`), kind).not.toBe(`agreement.${kind}`);
  });

  it('gives each action a name of its own, so two actions never read alike', () => {
    const names = Object.values(HISTORY_ACTIONS).map((action) => action.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('puts every action in exactly one kind of the filter, and every kind has actions', () => {
    const byKind = Object.keys(HISTORY_KINDS).flatMap((kind) =>
      historyActionsOf(kind as keyof typeof HISTORY_KINDS),
    );
    expect(byKind.sort()).toEqual(Object.keys(HISTORY_ACTIONS).sort());
    for (const kind of Object.keys(HISTORY_KINDS))
      expect(historyActionsOf(kind as keyof typeof HISTORY_KINDS).length, kind).toBeGreaterThan(0);
  });

  it('shows an action without a name as it is stored rather than hiding the entry', () => {
    expect(historyActionName('agreement.terminate')).toBe('Avsluta avtal');
    expect(historyActionName('something.new')).toBe('something.new');
  });
});
