import { offeredActionGroups } from '@/agreements/operations/agreement-actions.ts';
import { offeredCustomerPanels } from '@/customers/panel-buttons.tsx';
import { PANEL_TITLES, type PanelType } from '@/customers/panels/panel-types.ts';
import { offeredEconomyPanels } from '@/invoices/economy-actions.ts';

/** A panel the palette can open: on the customer, or on one of its agreements (`?panel=<type>&agreement=<n>`). */
export interface PaletteAction {
  type: PanelType;
  agreementNumber: number | null;
}

export interface PaletteAgreement {
  agreementNumber: number;
  ended: boolean;
  telephony: boolean;
}

/**
 * Every action the customer view offers this user by mouse, through the same filters as its menus: the customer's
 * panel buttons and 'Mer', the actions of 'Ekonomi', and each agreement's 'Åtgärder'.
 */
export function paletteActions(agreements: readonly PaletteAgreement[], canAct: boolean): PaletteAction[] {
  const onCustomer = [...offeredCustomerPanels(canAct), ...offeredEconomyPanels(canAct)].map((type) => ({
    type,
    agreementNumber: null,
  }));
  const onAgreements = agreements.flatMap(({ agreementNumber, ended, telephony }) =>
    offeredActionGroups({ ended, telephony, canAct }).flatMap((group) =>
      group.types.map((type) => ({ type, agreementNumber })),
    ),
  );
  return [...onCustomer, ...onAgreements];
}

const words = (text: string) => text.toLocaleLowerCase('sv-SE').split(/\s+/).filter(Boolean);

/**
 * The actions what the agent typed names: every word is the start of a word of the action's title (as the menus
 * show it: 'avsluta' → 'Avsluta avtal', 'komp' → 'Kompensera kund'), and a number among the words picks the agreement
 * ('avsluta 1000121'). Text without any action word names no action (it is a customer search).
 */
export function matchActions(actions: readonly PaletteAction[], text: string): PaletteAction[] {
  const typed = words(text);
  const numbers = typed.filter((word) => /^\d+$/.test(word));
  const names = typed.filter((word) => !/^\d+$/.test(word));
  if (names.length === 0 || numbers.length > 1) return [];
  const agreementNumber = numbers.length === 1 ? Number(numbers[0]) : null;
  return actions.filter((action) => {
    if (agreementNumber !== null && action.agreementNumber !== agreementNumber) return false;
    const titleWords = words(PANEL_TITLES[action.type]);
    return names.every((name) => titleWords.some((word) => word.startsWith(name)));
  });
}

/** How the palette names an action: its menu title, and the agreement it acts on. */
export function actionLabel(action: PaletteAction): string {
  const title = PANEL_TITLES[action.type];
  return action.agreementNumber === null ? title : `${title} – avtal ${action.agreementNumber}`;
}
