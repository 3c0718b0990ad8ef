import { Button } from '@/components/ui/button.tsx';
import { PANEL_TITLES, type PanelType } from './panels/panel-types.ts';
import { usePanel } from './panels/use-panel.ts';

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
  return (
    <div className="flex flex-wrap gap-2">
      {BUTTONS.map((type) => (
        <Button key={type} variant="outline" size="sm" onClick={() => openPanel(type)}>
          {PANEL_TITLES[type]}
        </Button>
      ))}
    </div>
  );
}
