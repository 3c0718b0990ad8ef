import type { OperationKind } from '../agreements/operations/plan.ts';

/** What the customer's history ('Historik') can be filtered on: the kind of write. */
export const HISTORY_KINDS = {
  agreement: 'Avtal och avtalsrader',
  hardware: 'Utrustning',
  case: 'Ärenden',
  customer: 'Kunduppgifter',
  document: 'Dokument och e-post',
  invoice: 'Ekonomi',
} as const;

export type HistoryKind = keyof typeof HISTORY_KINDS;

interface HistoryAction {
  name: string;
  kind: HistoryKind;
}

const agreement = (name: string): HistoryAction => ({ name, kind: 'agreement' });
const hardware = (name: string): HistoryAction => ({ name, kind: 'hardware' });
const customer = (name: string): HistoryAction => ({ name, kind: 'customer' });
const document = (name: string): HistoryAction => ({ name, kind: 'document' });
const invoice = (name: string): HistoryAction => ({ name, kind: 'invoice' });

/** Every agreement operation of the plan pattern is audited as `agreement.<operation>`. */
const OPERATIONS: Record<`agreement.${OperationKind}`, HistoryAction> = {
  'agreement.terminate': agreement('Avsluta avtal'),
  'agreement.regret': agreement('Ånger'),
  'agreement.terminateDeceased': agreement('Avsluta (avliden)'),
  'agreement.pause': agreement('Pausa tjänster'),
  'agreement.continue': agreement('Fortsätt tjänster'),
  'agreement.compensate': agreement('Kompensera kund'),
  'agreement.editRowDates': agreement('Ändra datum'),
  'agreement.paymentMethodChange': agreement('Byte av betalsätt'),
  'agreement.returnCase': agreement('Returärende'),
  'agreement.assignment': agreement('Överlåtelse av avtal'),
  'agreement.move': agreement('Flytta avtal'),
  'agreement.transferService': agreement('Byt avtal'),
  'agreement.commerceOrder': agreement('Beställning via Commerce'),
};

/** The audited writes that concern a customer, by audit action: their Swedish name and kind. */
export const HISTORY_ACTIONS: Record<string, HistoryAction> = {
  ...OPERATIONS,
  'agreement.addAtAddress': agreement('Lägg till avtal på adress'),
  'agreement.ended': agreement('Avtalet avslutat'),
  'agreement.handOver': agreement('Avtalet överlåtet till mottagaren'),
  'agreement.cancelAssignment': agreement('Överlåtelse ångrad'),
  'agreement.sendReturnSlip': agreement('Returfraktsedel skickad'),
  'agreement.setAddress': agreement('Adress skapad för avtalet'),
  'agreement.verifyAddress': agreement('Verifiera adress'),
  'agreement.updateChannels': agreement('Ändra kanaler'),
  'agreementRow.updateDates': agreement('Ändra datum på rad'),
  'agreementRow.updateDeliveryDate': agreement('Ändra leveransdatum'),
  'agreementRow.updateDiscount': agreement('Ändra rabatt'),
  'agreementRow.activateHardware': hardware('Aktivera utrustning'),
  'agreementRow.swapOutHardware': hardware('Utrustning utbytt'),
  'hardware.add': hardware('Lägg till utrustning'),
  'hardware.changeCardRow': hardware('Byt kortrad'),
  'hardware.renameCard': hardware('Byt kortnummer'),
  'hardware.pair': hardware('Para & uppdatera'),
  'hardware.clearPairing': hardware('Rensa parning'),
  'hardware.remove': hardware('Ta bort utrustning'),
  'hardware.transfer': hardware('Flytta utrustning'),
  'hardware.syncToBilling': hardware('Synka utrustning till fakturering'),
  'tvDiagnostics.setTroubleshooting': hardware('Felsökning'),
  'tvDiagnostics.temporarySignalOn': hardware('Tillfällig signal'),
  'case.create': { name: 'Ärende skapat', kind: 'case' },
  'customer.create': customer('Kund skapad'),
  'customer.activationCase': customer('Manuell aktivering'),
  'customer.updateDetails': customer('Ändra kunduppgifter'),
  'customer.moveAddress': customer('Leveransadress ändrad vid flytt'),
  'customer.updateSecurityClass': customer('Säkerhetsklassning'),
  'customer.createTemporaryAddress': customer('Tillfällig utdelningsadress skapad'),
  'customer.updateTemporaryAddress': customer('Tillfällig utdelningsadress ändrad'),
  'customer.merge': customer('Slå ihop kunder'),
  'customer.sync': customer('Synka kund'),
  'customer.syncToAccounting': customer('Synkad till ekonomisystemet'),
  'customer.changePassword': customer('Byt lösenord'),
  'customer.createOtp': customer('Engångslösenord skapat'),
  'creditCheck.perform': customer('Anmärkningskontroll'),
  'play.setExternalId': customer('Play-id satt'),
  'play.removeExternalId': customer('Play-id borttaget'),
  'play.reset': customer('Play återställt'),
  'customer.sendEmail': document('Skicka e-post'),
  'customer.sendSms': document('Skicka SMS'),
  'document.createFromTemplate': document('Skapa ny fil'),
  'document.upload': document('Ladda upp filer'),
  'document.changeStatus': document('Ändra status på dokument'),
  'document.send': document('Mejla dokument'),
  'document.delete': document('Radera dokument'),
  'invoice.defer': invoice('Anstånd'),
  'invoice.reverse': invoice('Vänd faktura'),
  'invoice.email': invoice('Faktura mejlad'),
};

/** The action's Swedish name; an action without one (none should be) shows as it is stored. */
export function historyActionName(action: string): string {
  return HISTORY_ACTIONS[action]?.name ?? action;
}

/** The audit actions of a kind, for the server's filter. */
export function historyActionsOf(kind: HistoryKind): string[] {
  return Object.entries(HISTORY_ACTIONS)
    .filter(([, action]) => action.kind === kind)
    .map(([name]) => name);
}
