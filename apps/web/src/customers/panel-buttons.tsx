import { Button } from '@/components/ui/button.tsx';
import { isPanelOffered, PANEL_TITLES, type PanelType } from './panels/panel-types.ts';
import { usePanel } from './panels/use-panel.ts';
import { useCanActOnCustomer } from './use-can-act-on-customer.ts';

const BUTTONS: PanelType[] = [
  'customer-details',
  'security-class',
  'temporary-address',
  'invoices',
  'credit-check',
  'emails',
  'object-log',
  'parcels',
  'tv-diagnostics',
  'merge-customers',
  'add-agreement',
  'change-password',
  'customer-sync',
  'send-email',
];

/** Buttons opening the customer view's own panels (document 1 section 2.5 lists the credit check among them). */
export function PanelButtons() {
  const { openPanel } = usePanel();
  const canAct = useCanActOnCustomer();
  return (
    <div className="flex flex-wrap gap-2">
      {BUTTONS.filter((type) => isPanelOffered(type, canAct)).map((type) => (
        <Button key={type} variant="outline" size="sm" onClick={() => openPanel(type)}>
          {PANEL_TITLES[type]}
        </Button>
      ))}
    </div>
  );
}
