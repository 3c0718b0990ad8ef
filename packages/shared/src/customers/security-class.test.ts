import { describe, expect, it } from 'vitest';
import { NIX_CODES } from '../customer-codes.ts';
import { nixCodeLabel } from './nix-code.ts';
import { SECURITY_CLASSES, securityClassOf, securityFlagsFor } from './security-class.ts';

describe('security class', () => {
  it('maps each class to its three flags and back', () => {
    for (const { value } of SECURITY_CLASSES) expect(securityClassOf(securityFlagsFor(value))).toBe(value);
    expect(securityFlagsFor(0)).toEqual({
      hasTrustee: false,
      creditCheckDone: true,
      protectedIdentity: false,
    });
    expect(securityFlagsFor(2)).toEqual({
      hasTrustee: false,
      creditCheckDone: false,
      protectedIdentity: false,
    });
  });

  it('shows god man first, then check not done, then protected', () => {
    expect(securityClassOf({ hasTrustee: true, creditCheckDone: false, protectedIdentity: true })).toBe(1);
    expect(securityClassOf({ hasTrustee: false, creditCheckDone: false, protectedIdentity: true })).toBe(2);
    expect(securityClassOf({ hasTrustee: false, creditCheckDone: true, protectedIdentity: true })).toBe(3);
    expect(securityClassOf({ hasTrustee: false, creditCheckDone: true, protectedIdentity: false })).toBe(0);
  });
});

describe('nixCodeLabel', () => {
  it("labels known codes and shows unknown ones as 'Ej nixad (0)'", () => {
    expect(nixCodeLabel(1)).toBe('Nixa telefon (1)');
    expect(nixCodeLabel('ALL')).toBe('Nixa allt (7)');
    expect(nixCodeLabel(42)).toBe('Ej nixad (0)');
    expect(nixCodeLabel(null)).toBe('Ej nixad (0)');
    expect(NIX_CODES).toHaveLength(8);
  });
});
