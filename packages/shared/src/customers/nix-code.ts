import { NIX_CODES, type NixCodeKey } from '../customer-codes.ts';

/** A nix code as shown in the select: 'Nixa telefon (1)'; an unknown value is 'Ej nixad (0)'. */
export function nixCodeLabel(code: number | string | null | undefined): string {
  const known = NIX_CODES.find((nix) => nix.code === code || nix.key === code) ?? NIX_CODES[0];
  return `${known.label} (${known.code})`;
}

export function nixCodeNumber(key: string): number {
  return NIX_CODES.find((nix) => nix.key === key)?.code ?? 0;
}

export function nixCodeKey(code: number): NixCodeKey {
  return NIX_CODES.find((nix) => nix.code === code)?.key ?? 'NOT_NIXED';
}
