// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterActionGroups, offeredActionGroups } from './agreement-actions.ts';

const everything = offeredActionGroups({ ended: false, telephony: true, canAct: true });

describe('offeredActionGroups', () => {
  it('offers all 19 actions once on an active agreement with telephony, and only the lasting ones once it ended', () => {
    const all = everything.flatMap((group) => group.types);
    expect(new Set(all).size).toBe(19);
    expect(
      offeredActionGroups({ ended: true, telephony: false, canAct: true }).flatMap((group) => group.types),
    ).toEqual([
      'compensate',
      'payment-method-change',
      'manage-hardware',
      'return-case',
      'connection-status',
      'manual-activation',
      'marketability',
      'partner-network',
      'object-log',
      'documents',
    ]);
  });

  it('offers a user who may only read the customer (all staff, document 1 section 2.1) only the actions that read', () => {
    expect(offeredActionGroups({ ended: false, telephony: true, canAct: false })).toEqual([
      { label: 'Utrustning', types: ['connection-status'] },
      { label: 'Adress och flytt', types: ['marketability', 'partner-network'] },
      { label: 'Information', types: ['object-log', 'documents', 'phone-records'] },
    ]);
  });
});

describe('filterActionGroups', () => {
  it('matches a title anywhere, ignoring case (å, ä, ö too) and surrounding spaces', () => {
    expect(filterActionGroups(everything, '  ÖVERLÅT ')).toEqual([
      { label: 'Avsluta och ändra', types: ['assignment'] },
    ]);
    expect(filterActionGroups(everything, 'utrust')).toEqual([
      { label: 'Utrustning', types: ['manage-hardware'] },
    ]);
  });

  it('keeps every action for an empty filter and drops groups left empty', () => {
    expect(filterActionGroups(everything, ' ')).toEqual(everything);
    expect(filterActionGroups(everything, 'zz')).toEqual([]);
  });
});
