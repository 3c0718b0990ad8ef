import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { PANEL_TITLES, type PanelType } from '@/customers/panels/panel-types.ts';
import { usePanel } from '@/customers/panels/use-panel.ts';

/** The agreement operations offered on an agreement, as panels (`?panel=<type>&agreement=<n>`). */
const OPERATION_PANELS: { type: PanelType; activeOnly: boolean }[] = [
  { type: 'compensate', activeOnly: false },
  { type: 'payment-method-change', activeOnly: false },
  { type: 'terminate', activeOnly: true },
  { type: 'pause', activeOnly: true },
  { type: 'continue', activeOnly: true },
  // Equipment comes back after a termination too.
  { type: 'return-case', activeOnly: false },
  { type: 'object-log', activeOnly: false },
  { type: 'connection-status', activeOnly: false },
  { type: 'manage-hardware', activeOnly: false },
  // Assignment and manual activation at the agreement's address (document 3 panels 3 and 18).
  { type: 'assignment', activeOnly: true },
  { type: 'manual-activation', activeOnly: false },
  { type: 'move', activeOnly: true },
  { type: 'transfer-service', activeOnly: true },
  { type: 'commerce-order', activeOnly: true },
  { type: 'verify-address', activeOnly: true },
  { type: 'marketability', activeOnly: false },
  { type: 'partner-network', activeOnly: false },
  { type: 'documents', activeOnly: false },
];

/**
 * 'Åtgärder' on an agreement card: opens an operation's panel for that agreement, its log information, and the
 * call specification for an agreement with telephony rows.
 */
export function AgreementActionsMenu({
  agreementNumber,
  ended,
  telephony = false,
}: {
  agreementNumber: number;
  ended: boolean;
  telephony?: boolean;
}) {
  const { openPanel } = usePanel();
  const offered: { type: PanelType }[] = OPERATION_PANELS.filter((item) => !ended || !item.activeOnly);
  if (telephony) offered.push({ type: 'phone-records' });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          Åtgärder <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {offered.map((item) => (
          <DropdownMenuItem
            key={item.type}
            onSelect={() => openPanel(item.type, { agreement: String(agreementNumber) })}
          >
            {PANEL_TITLES[item.type]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
