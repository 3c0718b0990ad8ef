import { trpc } from '@/lib/trpc.ts';

/**
 * After a hardware change: the panel's equipment of the agreement and the customer view's agreements (other
 * agents' views follow through 'customer.changed').
 */
export function useHardwareRefresh(customerNumber: number | null) {
  const utils = trpc.useUtils();
  return async (...agreementNumbers: number[]) => {
    await Promise.all([
      ...agreementNumbers.map((agreementNumber) => utils.hardware.equipment.invalidate({ agreementNumber })),
      customerNumber === null ? Promise.resolve() : utils.customers.byNumber.invalidate({ customerNumber }),
    ]);
  };
}
