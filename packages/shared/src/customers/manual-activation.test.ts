import { describe, expect, it } from 'vitest';
import {
  activationCaseStarted,
  EMPTY_ACTIVATION_CASE,
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
      header: 'Aktivering går inte att genomföra',
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
    expect(planned.header.length).toBeLessThanOrEqual(40);
  });
});
