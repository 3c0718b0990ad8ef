import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { isPanelOffered, PANEL_TITLES, type PanelType } from './panels/panel-types.ts';
import { usePanel } from './panels/use-panel.ts';
import { useCanActOnCustomer } from './use-can-act-on-customer.ts';

// The panels an agent opens on most calls are one click away; the rest share one menu, so the buttons take one line.
const BUTTONS: PanelType[] = ['history', 'customer-details', 'invoices', 'emails', 'object-log', 'parcels'];
const MORE: PanelType[] = [
  'security-class',
  'temporary-address',
  'credit-check',
  'tv-diagnostics',
  'merge-customers',
  'add-agreement',
  'change-password',
  'customer-sync',
  'send-email',
];

/** The customer view's own panels this user is offered, buttons first, then 'Mer' (the command palette's too). */
export function offeredCustomerPanels(canAct: boolean): PanelType[] {
  return [...BUTTONS, ...MORE].filter((type) => isPanelOffered(type, canAct));
}

/**
 * Buttons opening the customer view's own panels (laid out by the header they sit in; document 1 section 2.5 lists
 * the credit check among them). A user who may not act gets those that only read.
 */
export function PanelButtons() {
  const { openPanel } = usePanel();
  const offered = offeredCustomerPanels(useCanActOnCustomer());
  return (
    <>
      {offered
        .filter((type) => BUTTONS.includes(type))
        .map((type) => (
          <Button key={type} variant="outline" size="sm" onClick={() => openPanel(type)}>
            {PANEL_TITLES[type]}
          </Button>
        ))}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            Mer
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {offered
            .filter((type) => MORE.includes(type))
            .map((type) => (
              <DropdownMenuItem key={type} onSelect={() => openPanel(type)}>
                {PANEL_TITLES[type]}
              </DropdownMenuItem>
            ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
