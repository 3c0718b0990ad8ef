import { isPanelOffered, type PanelType } from '@/customers/panels/panel-types.ts';

/** The actions of 'Ekonomi' on the customer's invoices, the ones that act only for users who may act. */
export function offeredEconomyPanels(canAct: boolean): PanelType[] {
  return (['deferment', 'extra-billing-rows', 'payouts'] as const).filter((type) =>
    isPanelOffered(type, canAct),
  );
}
