import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canRetry, PROVISIONING_ACTIONS, PROVISIONING_STATUSES } from './provisioning-rules.ts';
import { rowProvisioningNote } from './row-provisioning.ts';

const TODAY = '2026-11-28';

describe("an agreement row's provisioning note", () => {
  it('says a failed order failed (with the partner message), a waiting one its later day, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROVISIONING_STATUSES),
        fc.constantFrom(...PROVISIONING_ACTIONS),
        fc.constantFrom('2026-11-27', TODAY, '2026-11-29', '2027-02-01'),
        fc.option(fc.constantFrom('Porten svarar inte')),
        (status, action, dueOn, message) => {
          const note = rowProvisioningNote({ status, action, dueOn, message }, TODAY);
          if (canRetry(status)) expect(note?.tone).toBe('failed');
          else if (status === 'PENDING_AUTO' && dueOn > TODAY) expect(note?.tone).toBe('pending');
          else expect(note).toBeNull();
        },
      ),
      { numRuns: 200 },
    );
    expect(
      rowProvisioningNote(
        {
          status: 'PROCESS_NEW_ORDER_FAILED',
          action: 'ACTIVATE',
          dueOn: TODAY,
          message: 'Porten svarar inte',
        },
        TODAY,
      ),
    ).toEqual({ tone: 'failed', text: 'Aktivering misslyckades', title: 'Porten svarar inte' });
    expect(
      rowProvisioningNote(
        { status: 'PENDING_AUTO', action: 'DEACTIVATE', dueOn: '2027-02-01', message: null },
        TODAY,
      ),
    ).toEqual({ tone: 'pending', text: 'Avaktivering 2027-02-01', title: 'Väntar på automatisk hantering' });
    expect(rowProvisioningNote(null, TODAY)).toBeNull();
  });
});
