import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runsOnExternalNetwork } from './external-network.ts';

describe('runsOnExternalNetwork', () => {
  it("is true exactly on another operator's network, whatever the operator is called", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (name, ownNetwork) => {
        expect(runsOnExternalNetwork({ networkOperator: { name, ownNetwork } })).toBe(!ownNetwork);
      }),
    );
  });

  it('is false without a known operator', () => {
    expect(runsOnExternalNetwork({ networkOperator: null })).toBe(false);
  });
});
