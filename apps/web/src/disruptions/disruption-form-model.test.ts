// @vitest-environment node
import { DISRUPTION_TEXTS } from '@sappis/shared/disruptions/disruptions';
import { describe, expect, it } from 'vitest';
import {
  disruptionFormOf,
  disruptionInputOf,
  emptyDisruptionForm,
  toLocalInput,
} from './disruption-form-model.ts';

describe('disruption form', () => {
  it('turns the form into the procedure input: local time as ISO, lists split', () => {
    const values = {
      ...emptyDisruptionForm(new Date(2026, 10, 24, 9, 30)),
      title: 'Avbrott',
      text: 'Felsökning pågår',
      networks: 'Öppen fiber, Stadsnät',
      centrals: 'HC-GBG-HISINGEN',
    };
    expect(values.showFrom).toBe('2026-11-24 09:30');
    const result = disruptionInputOf(values, 'create');
    expect(result).toEqual({
      ok: true,
      input: {
        title: 'Avbrott',
        text: 'Felsökning pågår',
        showFrom: new Date(2026, 10, 24, 9, 30).toISOString(),
        markAsFinished: false,
        networks: ['Öppen fiber', 'Stadsnät'],
        centrals: ['HC-GBG-HISINGEN'],
        addressIds: [],
        platforms: [],
      },
    });
  });

  it('says what is missing per field; an update needs no text', () => {
    const empty = { ...emptyDisruptionForm(), showFrom: '' };
    const refused = disruptionInputOf(empty, 'create');
    expect(refused).toEqual({
      ok: false,
      errors: {
        title: DISRUPTION_TEXTS.titleRequired,
        text: DISRUPTION_TEXTS.textRequired,
        showFrom: DISRUPTION_TEXTS.showFromInvalid,
      },
    });
    const form = disruptionFormOf({
      title: 'Avbrott',
      showFrom: '2026-11-24T08:30:00.000Z',
      markAsFinished: true,
      platforms: ['TV'],
      networks: ['Koax'],
      centrals: [],
      addressIds: [],
    });
    expect(form.showFrom).toBe(toLocalInput('2026-11-24T08:30:00.000Z'));
    expect(disruptionInputOf(form, 'update')).toMatchObject({ ok: true, input: { platforms: ['TV'] } });
  });
});
