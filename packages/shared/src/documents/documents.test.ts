import { describe, expect, it } from 'vitest';
import { documentStatusLabel, fillTemplate } from './documents.ts';

describe('fillTemplate', () => {
  it('fills known fields and empties unknown ones', () => {
    expect(
      fillTemplate('{{kundNamn}}, avtal {{ avtalsnummer }} {{okänt}}{{x}}', {
        kundNamn: 'Anna',
        avtalsnummer: '7',
      }),
    ).toBe('Anna, avtal 7 {{okänt}}');
  });
});

describe('documentStatusLabel', () => {
  it('names the print states of document 3', () => {
    expect(documentStatusLabel('TO_BE_PRINTED')).toBe('Skall skrivas ut');
    expect(documentStatusLabel('PRINTED')).toBe('Utskrivet');
    expect(documentStatusLabel('HANDLED_MANUALLY')).toBe('Hanteras manuellt');
    expect(documentStatusLabel('EMAILED')).toBe('Skickat mejl');
  });
});
