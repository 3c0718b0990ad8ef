import type { PaymentTypeKey, ProductTypeKey } from '../../customer-codes.ts';
import type { NetworkOperator } from '../external-network.ts';
import type { PendingHandOver } from './assignment/pending-hand-over.ts';

/**
 * What an agreement operation is planned from (document 2): the agreement with its rows, the customer, the
 * catalogue prices it needs. The server loads it from the database (agreements.operationContext) and the form
 * gets the same object, so both run the plan on the same facts. Dates are ISO days, money plain numbers.
 */
export interface OperationRow {
  id: number;
  rowNumber: number;
  /** avtalsradHuvudrad: the row a sub-row (e.g. a campaign's discount) belongs to. */
  parentRowId: number | null;
  type: ProductTypeKey;
  productNumber: string;
  productName: string;
  /** avtalsradKategori, e.g. 'Playtjänster', 'Digitala tjänster'. */
  category: string;
  card: number;
  campaignId: number | null;
  price: number;
  /** avtalsradPrisKampanj: the price while the campaign runs (a discount sub-row usually makes up the difference). */
  campaignPrice: number | null;
  /** The campaign's last day on this row. */
  campaignEndDate: string | null;
  priceList: number;
  invoiceCode: number | null;
  quantity: number;
  startDate: string | null;
  endDate: string | null;
  boundUntil: string | null;
  bindingMonths: number | null;
  invoicedUntil: string | null;
  saleDate: string | null;
  /**
   * Why the agent kept this hardware, card or add-on running without a service of its kind ('Följer med tjänsten'
   * unticked, issue 26); absent or null: never kept. Later operations leave the days it already ran without one.
   */
  keptWithoutService?: string | null;
}

export interface OperationCustomer {
  customerNumber: number;
  name: string;
  customerType: 'PRIVATE' | 'BUSINESS';
  email: string | null;
  phone: string | null;
  mobilePhone: string | null;
  paymentType: PaymentTypeKey;
}

export interface OperationAgreement {
  id: number;
  agreementNumber: number;
  ended: boolean;
  deliveryAddress: string;
  deliveryPostalCode: string | null;
  deliveryCity: string;
  mainAgreementNumber: number | null;
  mainCentral: string | null;
  /** The old order system's note on the agreement (the legacy memo, 'orderInfos'); not an order number. */
  orderInfo: string | null;
  /** The order number of the access the agreement runs on (its address under its main agreement), if one is active. */
  accessOrderNumber: string | null;
  /** The operator of the agreement's network (its main agreement's); another operator's is external (runsOnExternalNetwork). */
  networkOperator: NetworkOperator | null;
  rows: OperationRow[];
  /** An assignment registered and not yet handed over (the receiver's start date is to come). Absent: none. */
  handOver?: PendingHandOver | null;
}

/** A catalogue product an operation prices from (PAUS, ANGERAVGIFT, FRAKTRETUR, continue's list prices) or offers as hardware. */
export interface OperationProduct {
  productNumber: string;
  name: string;
  type: ProductTypeKey;
  /** produktKategoriNummer: TV 0, 2, 14; Bredband 3; Fast telefoni 4 (the return case's hardware types). */
  categoryNumber: number;
  /** Current sale price per price group (the newest valid price of each). */
  prices: { priceGroup: number; salePrice: number }[];
  /**
   * A channel package's rule (produktAntalValbaraKanaler and the channels it offers, the hidden FRI045 left out);
   * absent for any other product.
   */
  channelPackage?: { selectableChannelCount: number; channels: string[] };
}

/** A termination reason of the catalogue (uppsägningsorsak); its scope is the group it is offered in. */
export interface OperationTerminationReason {
  id: number;
  name: string;
  scope: 'AGREEMENT' | 'SUBSCRIPTION';
}

export interface OperationContext {
  customer: OperationCustomer;
  agreement: OperationAgreement;
  /** Products of the catalogue the operations read, by product number. */
  products: Record<string, OperationProduct>;
  /** The termination reasons of the catalogue (terminate, regret, deceased and pause name theirs in cases). */
  terminationReasons: OperationTerminationReason[];
}
