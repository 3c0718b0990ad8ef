import { MARKETABILITY_TEXTS } from '@sappis/shared';
import { adapterFailure } from '../adapters/adapter-error.ts';
import type { MarketabilityAdapter } from './marketability-adapter.ts';

export const MARKETABILITY_FAILURE = MARKETABILITY_TEXTS.failure;

/** The marketability of an address (and main agreement); a failing or silent Marketability gives the spec's text. */
export async function addressMarketability(
  marketability: MarketabilityAdapter,
  args: { addressId: string; mainAgreementNumber: number | null; today: string },
) {
  try {
    return await marketability.byAddress(args);
  } catch (error) {
    return adapterFailure(error, () => MARKETABILITY_FAILURE);
  }
}
