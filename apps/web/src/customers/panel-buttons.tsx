import { Button } from '@/components/ui/button.tsx';
import { PANEL_TITLES, type PanelType } from './panels/panel-types.ts';
import { usePanel } from './panels/use-panel.ts';

const BUTTONS: PanelType[] = [
  'history',
  'customer-details',
  'security-class',
  'temporary-address',
  'invoices',
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

/** Buttons opening the customer view's own panels. */
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
