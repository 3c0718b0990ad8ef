import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SUPPORT_AREAS,
  SUPPORT_CASE,
  supportCaseFields,
  supportCaseHeader,
  supportOwnerGroup,
  supportPriority,
  supportReportSchema,
} from './support-rules.ts';

describe('support rules', () => {
  it('sends access problems to the access group and everything else to the tool team', () => {
    for (const area of Object.keys(SUPPORT_AREAS) as Array<keyof typeof SUPPORT_AREAS>) {
      expect(supportOwnerGroup(area)).toBe(
        area === 'ACCESS' ? SUPPORT_CASE.accessOwnerGroupId : SUPPORT_CASE.toolOwnerGroupId,
      );
    }
  });

  it('puts someone who cannot work first', () => {
    expect(supportPriority('BLOCKED')).toBe('HIGH');
    expect(supportPriority('HINDERED')).toBe('MEDIUM');
    expect(supportPriority('QUESTION')).toBe('LOW');
  });

  it('keeps every case header within 40 characters, starting with Support:', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), (title) => {
        const header = supportCaseHeader(title);
        expect(header.length).toBeLessThanOrEqual(40);
        expect(header.startsWith('Support: ')).toBe(true);
      }),
    );
    expect(supportCaseHeader('Kort')).toBe('Support: Kort');
  });

  it('fills defaults and leaves empty answers out of the case fields', () => {
    const report = supportReportSchema.parse({
      requestId: '3f1c2a1e-7c1f-4a55-9f51-1b2f8c1d2e3f',
      area: 'OTHER',
      impact: 'QUESTION',
      title: ' Rubrik ',
      description: 'Text',
    });
    expect(report).toMatchObject({ title: 'Rubrik', pageAddress: '', customerNumber: null, browser: '' });
    expect(supportCaseFields(report).map((field) => field.title)).toEqual([
      'Område',
      'Påverkan',
      'Rubrik',
      'Beskrivning',
    ]);
  });
});
