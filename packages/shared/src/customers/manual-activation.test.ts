import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASE_HEADER_COLUMN_MAX, CASE_HEADER_MAX, CASE_STATUS_KEYS } from '../cases.ts';
import { propertyRuns } from '../testing/property-runs.ts';
import {
  activationCaseSearch,
  activationCaseStarted,
  EMPTY_ACTIVATION_CASE,
  openActivationCase,
  plannedActivationCase,
  validateActivationCase,
} from './manual-activation.ts';

describe('manual activation case', () => {
  it('the button is disabled while every field is empty', () => {
    expect(activationCaseStarted(EMPTY_ACTIVATION_CASE)).toBe(false);
    expect(activationCaseStarted({ ...EMPTY_ACTIVATION_CASE, description: '   ' })).toBe(false);
    expect(activationCaseStarted({ ...EMPTY_ACTIVATION_CASE, camId: '1' })).toBe(true);
  });

  it('all four fields are required', () => {
    expect(validateActivationCase({ ...EMPTY_ACTIVATION_CASE, camId: '1' })).toEqual({
      cardNumber: ['Kortnummer måste fyllas i'],
      macAddress: ['MAC-adress måste fyllas i'],
      description: ['Beskrivning måste fyllas i'],
    });
    expect(
      validateActivationCase({ cardNumber: '1', camId: '2', macAddress: 'AA:BB', description: 'x' }),
    ).toEqual({});
  });

  it('is a case of status 1, group 42, type 212, priority 0 with four required fields', () => {
    const planned = plannedActivationCase({
      cardNumber: ' 123 ',
      camId: '456',
      macAddress: 'AA:BB:CC:DD:EE:FF',
      description: 'Boxen startar inte',
    });
    expect(planned).toEqual({
      typeId: 212,
      ownerGroupId: 42,
      status: 'NOT_STARTED',
      priority: 'LOWEST',
      header: 'Visma-ärende/Aktivering (Aktivering går inte att genomföra)',
      fields: [
        { formTitle: 'Visma-ärende/Aktivering', title: 'Kortnummer', value: '123', required: true },
        { formTitle: 'Visma-ärende/Aktivering', title: 'CAM-id', value: '456', required: true },
        {
          formTitle: 'Visma-ärende/Aktivering',
          title: 'MAC-adress',
          value: 'AA:BB:CC:DD:EE:FF',
          required: true,
        },
        {
          formTitle: 'Visma-ärende/Aktivering',
          title: 'Beskrivning',
          value: 'Boxen startar inte',
          required: true,
        },
      ],
    });
  });

  it("keeps the spec's 59-character header whole, as the header column holds it (document 3 section 9)", () => {
    const { header } = plannedActivationCase({ ...EMPTY_ACTIVATION_CASE, description: 'x' });
    expect(header).toBe('Visma-ärende/Aktivering (Aktivering går inte att genomföra)');
    expect(header.length).toBe(59);
    expect(header.length).toBeGreaterThan(CASE_HEADER_MAX);
    expect(header.length).toBeLessThanOrEqual(CASE_HEADER_COLUMN_MAX);
  });
});

describe('the search for existing activation cases (duplicates)', () => {
  it("is the spec's case search: page 1, finished cases too, the customer's number (and the activation type)", () => {
    expect(activationCaseSearch(100178)).toEqual({
      page: 1,
      showFinished: true,
      filters: { customerNumber: 100178, typeId: 212 },
    });
  });

  it('a customer with an activation case that is not finished gets no second one: the first such is named', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            number: fc.integer({ min: 1, max: 1e6 }),
            status: fc.constantFrom(...CASE_STATUS_KEYS),
          }),
        ),
        (cases) => {
          const open = openActivationCase(cases);
          const firstOpen = cases.find((item) => item.status !== 'FINISHED');
          expect(open).toBe(firstOpen?.number ?? null);
        },
      ),
      { numRuns: propertyRuns(100, 2000), seed: 212 },
    );
  });
});
