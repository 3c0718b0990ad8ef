import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_DIAGNOSTIC_KINDS,
  connectionStatusTexts,
  diagnosticFailure,
  formatAccessAddress,
  hasMultipleAccesses,
  readNetadminAccess,
  toggleDiagnostic,
  transmissionPillColour,
  verificationPillColour,
} from './connection-status.ts';

describe('netadmin pills', () => {
  it('verification: INTE VALIDERAD red, VALIDERAD green, MANUELLT VALIDERAD orange, else purple', () => {
    expect(verificationPillColour('INTE VALIDERAD')).toBe('red');
    expect(verificationPillColour('VALIDERAD')).toBe('green');
    expect(verificationPillColour('MANUELLT VALIDERAD')).toBe('orange');
    expect(verificationPillColour('validerad')).toBe('purple');
    expect(verificationPillColour(null)).toBe('purple');
  });

  it('transmission: IP and IP_CATV alike, KABELTV and DOCSIS their own, else grey', () => {
    expect(transmissionPillColour('IP')).toBe(transmissionPillColour('IP_CATV'));
    const colours = new Set(['IP', 'KABELTV', 'DOCSIS', null].map(transmissionPillColour));
    expect(colours.size).toBe(4);
    expect(transmissionPillColour('LAN')).toBe('grey');
    expect(transmissionPillColour(null)).toBe('grey');
  });

  it('any other text gets the fallback colours', () => {
    const known = new Set([
      'INTE VALIDERAD',
      'VALIDERAD',
      'MANUELLT VALIDERAD',
      'IP',
      'IP_CATV',
      'KABELTV',
      'DOCSIS',
    ]);
    fc.assert(
      fc.property(
        fc.string().filter((text) => !known.has(text)),
        (text) => {
          expect(verificationPillColour(text)).toBe('purple');
          expect(transmissionPillColour(text)).toBe('grey');
        },
      ),
    );
  });

  it('reads product exposure, transmission and verification from codes 1, 2 and 4', () => {
    expect(
      readNetadminAccess({
        id: 4711,
        owner: 'Bostads AB Mälarstaden',
        codes: ['FIBER', 'PRODUKTEXPONERING_ALLA', 'IP', 'LAN', 'VALIDERAD'],
      }),
    ).toEqual({
      id: 4711,
      owner: 'Bostads AB Mälarstaden',
      productExposure: 'PRODUKTEXPONERING_ALLA',
      transmission: 'IP',
      verification: 'VALIDERAD',
    });
    expect(readNetadminAccess({ codes: ['X'] })).toEqual({
      id: null,
      owner: null,
      productExposure: null,
      transmission: null,
      verification: null,
    });
    expect(readNetadminAccess(null)).toBeNull();
    expect(readNetadminAccess([1, 2])).toBeNull();
  });
});

describe('connection status', () => {
  it('names the services with the product and their count', () => {
    expect(connectionStatusTexts('Sappa').services(2)).toBe('INKOPPLADE SAPPATJÄNSTER (2 ST)');
  });

  it("prefixes diagnostic errors with 'Error: '", () => {
    expect(diagnosticFailure('Switchen svarar inte')).toBe('Error: Switchen svarar inte');
  });

  it('opens a diagnostic on click and closes the open one on a second click', () => {
    expect(ACCESS_DIAGNOSTIC_KINDS).toHaveLength(5);
    expect(toggleDiagnostic(null, 'hardware')).toBe('hardware');
    expect(toggleDiagnostic('hardware', 'hardware')).toBeNull();
    expect(toggleDiagnostic('hardware', 'link/status')).toBe('link/status');
  });

  it('writes the ACCESS address on one line', () => {
    expect(
      formatAccessAddress({
        streetName: 'Storgatan',
        streetNumber: '12',
        littera: 'B',
        apartmentNumber: '1101',
        distinguisher: null,
        postalCode: '41301',
        city: 'Göteborg',
      }),
    ).toBe('Storgatan 12B, lgh 1101, 413 01 Göteborg');
  });

  it('finds the multiple-accesses fault: two active accesses on one main agreement, netadmin excluded', () => {
    const today = '2026-11-24';
    const access = (mainAgreementId: number, network = 'openfiber', validTo: string | null = null) => ({
      mainAgreementId,
      network,
      validTo,
    });
    expect(hasMultipleAccesses([access(1), access(1)], 1, today)).toBe(true);
    expect(hasMultipleAccesses([access(1), access(2)], 1, today)).toBe(false);
    expect(hasMultipleAccesses([access(1), access(1, 'netadmin')], 1, today)).toBe(false);
    expect(hasMultipleAccesses([access(1), access(1, 'openfiber', '2026-10-01')], 1, today)).toBe(false);
    expect(hasMultipleAccesses([access(1), access(1, 'openfiber', today)], 1, today)).toBe(true);
  });
});
