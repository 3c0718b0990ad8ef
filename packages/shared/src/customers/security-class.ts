/**
 * Security classification (document 3 section 4), stored as three flags: 0 ordinary customer, 1 god man
 * (trustee), 2 remark check not done, 3 protected identity.
 */
export interface SecurityFlags {
  hasTrustee: boolean;
  creditCheckDone: boolean;
  protectedIdentity: boolean;
}

export const SECURITY_CLASSES = [
  { value: 0, label: 'Vanlig kund' },
  { value: 1, label: 'God man' },
  { value: 2, label: 'Anmärkningskontroll ej gjord' },
  { value: 3, label: 'Skyddad identitet' },
] as const;

export type SecurityClass = (typeof SECURITY_CLASSES)[number]['value'];

/** The shown class: god man wins, then check-not-done, then protected, else 0. */
export function securityClassOf(flags: SecurityFlags): SecurityClass {
  if (flags.hasTrustee) return 1;
  if (!flags.creditCheckDone) return 2;
  if (flags.protectedIdentity) return 3;
  return 0;
}

export function securityFlagsFor(securityClass: SecurityClass): SecurityFlags {
  switch (securityClass) {
    case 1:
      return { hasTrustee: true, creditCheckDone: true, protectedIdentity: false };
    case 2:
      return { hasTrustee: false, creditCheckDone: false, protectedIdentity: false };
    case 3:
      return { hasTrustee: false, creditCheckDone: true, protectedIdentity: true };
    default:
      return { hasTrustee: false, creditCheckDone: true, protectedIdentity: false };
  }
}
