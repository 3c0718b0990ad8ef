import { caseCustomerOf } from '@/cases/case-customer.ts';
import { NewCaseButton } from '@/cases/create-case-dialog.tsx';
import type { Viewer } from '@/presence/presence-model.ts';
import type { Customer } from './customer-model.ts';
import { CustomerViewers } from './customer-viewers.tsx';
import { PanelButtons } from './panel-buttons.tsx';

/** The customer view's heading line: 'Kundbild', whose customer it is, who else has it open, and its buttons. */
export function CustomerHeader({ customer, viewers }: { customer: Customer; viewers: readonly Viewer[] }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="flex min-w-0 flex-col">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">Kundbild</h1>
          <p className="text-sm text-slate-600">
            {customer.name}, {customer.customerNumber}
          </p>
        </div>
        <CustomerViewers viewers={viewers} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <PanelButtons />
        <NewCaseButton variant="outline" size="sm" customer={caseCustomerOf(customer)} />
      </div>
    </header>
  );
}
