import { formatAmount } from '@sappis/shared/agreements/prices';

export const kr = (value: number) => `${formatAmount(value) || '0'} kr`;
