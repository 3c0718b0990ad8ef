import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVISIONING_PLATFORMS, type ProvisioningPlatform } from '../provisioning/provisioning-rules.ts';
import {
  canEditDisruptions,
  createDisruptionSchema,
  DISRUPTION_TEXTS,
  disruptionEvents,
  disruptionStatusLabel,
  disruptionTouches,
  isDisruptionShown,
  splitScopeList,
} from './disruptions.ts';

const NONE: ProvisioningPlatform[] = [];

const valid = {
  title: 'Avbrott i Öppen fiber',
  text: 'Felsökning pågår',
  showFrom: '2026-11-24T08:00:00.000Z',
  markAsFinished: false,
  networks: [' Öppen fiber ', 'Öppen fiber', ''],
  centrals: ['HC-GBG-HISINGEN '],
  addressIds: [],
};

describe('disruptions', () => {
  it('labels the status Åtgärdat or Pågående', () => {
    expect(disruptionStatusLabel(true)).toBe('Åtgärdat');
    expect(disruptionStatusLabel(false)).toBe('Pågående');
  });

  it('is shown from showFrom on', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(isDisruptionShown({ showFrom: '2026-11-24T10:00:00Z' }, now)).toBe(true);
    expect(isDisruptionShown({ showFrom: '2026-11-24T10:00:01Z' }, now)).toBe(false);
  });

  it('reads the JSON event list newest first and drops what is not an event', () => {
    expect(
      disruptionEvents([
        { UpdatedAt: '2026-11-24T08:00:00Z', Text: 'Första' },
        { Text: 'utan datum' },
        'skräp',
        { UpdatedAt: '2026-11-24T09:00:00Z', Text: 'Andra' },
      ]).map((event) => event.Text),
    ).toEqual(['Andra', 'Första']);
    expect(disruptionEvents(null)).toEqual([]);
  });

  it('property: events come out sorted newest first, none lost', () => {
    const event = fc.record({
      UpdatedAt: fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      Text: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(event), (events) => {
        const sorted = disruptionEvents(events);
        expect(sorted).toHaveLength(events.length);
        for (let i = 1; i < sorted.length; i += 1) {
          expect(Date.parse(sorted[i - 1]!.UpdatedAt)).toBeGreaterThanOrEqual(
            Date.parse(sorted[i]!.UpdatedAt),
          );
        }
      }),
    );
  });

  it('touches a customer by network (any case) or address; an unscoped disruption touches everyone', () => {
    const customer = { networks: ['Öppen fiber'], centrals: [], addressIds: ['123456'], platforms: NONE };
    const scope = { networks: [], centrals: [], addressIds: [], platforms: NONE };
    expect(disruptionTouches(scope, customer)).toBe(true);
    expect(disruptionTouches({ ...scope, networks: ['öppen fiber'] }, customer)).toBe(true);
    expect(disruptionTouches({ ...scope, addressIds: ['123456'] }, customer)).toBe(true);
    expect(disruptionTouches({ ...scope, networks: ['Stadsnät'], addressIds: ['999'] }, customer)).toBe(
      false,
    );
    expect(disruptionTouches({ ...scope, addressIds: ['999'] }, customer)).toBe(false);
  });

  it('touches only the customers at its central when it names one, though the network has the same name', () => {
    const hisingen = {
      networks: ['Öppen fiber', 'Stadsnät'],
      centrals: ['HC-GBG-HISINGEN'],
      addressIds: [],
      platforms: NONE,
    };
    const stockholm = {
      networks: ['Öppen fiber'],
      centrals: ['HC-STHLM-KUNGSHOLMEN'],
      addressIds: ['1'],
      platforms: NONE,
    };
    const goteborg = {
      networks: ['Stadsnät'],
      centrals: ['hc-gbg-hisingen'],
      addressIds: ['2'],
      platforms: NONE,
    };
    const goteborgOtherNetwork = {
      networks: ['Koppar'],
      centrals: ['HC-GBG-HISINGEN'],
      addressIds: ['3'],
      platforms: NONE,
    };
    expect(disruptionTouches(hisingen, stockholm)).toBe(false);
    expect(disruptionTouches(hisingen, goteborg)).toBe(true);
    expect(disruptionTouches(hisingen, goteborgOtherNetwork)).toBe(false);
    // A central alone touches everyone there; a listed address touches its customer wherever it is.
    expect(disruptionTouches({ ...hisingen, networks: [] }, goteborgOtherNetwork)).toBe(true);
    expect(disruptionTouches({ ...hisingen, addressIds: ['1'] }, stockholm)).toBe(true);
  });

  it('touches, when it names platforms, only customers with a service on one of them, and otherwise as by place', () => {
    const values = fc.subarray(['Öppen fiber', 'Stadsnät', 'HC-GBG-HISINGEN', '1', '2']);
    const platforms = fc.subarray([...PROVISIONING_PLATFORMS]);
    const place = fc.record({ networks: values, centrals: values, addressIds: values, platforms });
    fc.assert(
      fc.property(place, place, (scope, customer) => {
        const byPlace = disruptionTouches({ ...scope, platforms: NONE }, customer);
        const onTheirServices =
          scope.platforms.length === 0 ||
          scope.platforms.some((platform) => customer.platforms.includes(platform));
        expect(disruptionTouches(scope, customer)).toBe(byPlace && onTheirServices);
      }),
    );
    // The nationwide TV channel fault is not a broadband-only customer's.
    const tvFault = { networks: [], centrals: [], addressIds: [], platforms: ['TV' as const] };
    const broadbandOnly = {
      networks: ['Öppen fiber'],
      centrals: [],
      addressIds: ['9'],
      platforms: ['NETWORK' as const],
    };
    expect(disruptionTouches(tvFault, broadbandOnly)).toBe(false);
    expect(disruptionTouches(tvFault, { ...broadbandOnly, platforms: ['NETWORK', 'TV'] })).toBe(true);
  });

  it('lets IT, admin, third line and technicians edit', () => {
    expect(canEditDisruptions(['SAPPIS'])).toBe(false);
    expect(canEditDisruptions(['SAPPIS', '{product}_TEKNIK'])).toBe(true);
    expect(canEditDisruptions(['ADMIN'])).toBe(true);
  });

  it('validates the form: title, text and a date-time are required; lists are trimmed and unique', () => {
    const parsed = createDisruptionSchema.parse(valid);
    expect(parsed.networks).toEqual(['Öppen fiber']);
    expect(parsed.centrals).toEqual(['HC-GBG-HISINGEN']);
    const refused = createDisruptionSchema.safeParse({
      ...valid,
      title: ' ',
      text: '',
      showFrom: '2026-13-40',
    });
    expect(refused.success).toBe(false);
    const messages = refused.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        DISRUPTION_TEXTS.titleRequired,
        DISRUPTION_TEXTS.textRequired,
        DISRUPTION_TEXTS.showFromInvalid,
      ]),
    );
    expect(createDisruptionSchema.safeParse({ ...valid, networks: Array(21).fill('x') }).success).toBe(false);
  });

  it('splits the form list on commas and lines', () => {
    expect(splitScopeList('Öppen fiber, Stadsnät\n 123 ,,')).toEqual(['Öppen fiber', 'Stadsnät', '123']);
  });
});
