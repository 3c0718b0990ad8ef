import type { Customer } from '../customer-model.ts';

/** The contract of every customer-view panel: the customer, the panel's own URL parameters and how to close it. */
export interface PanelProps {
  customer: Customer;
  params: URLSearchParams;
  close: () => void;
}
