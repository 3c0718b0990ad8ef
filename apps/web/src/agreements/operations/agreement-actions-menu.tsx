import { ChevronDown } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { FilterableDropdownMenuContent } from '@/components/ui/filterable-dropdown-menu-content.tsx';
import { PANEL_TITLES } from '@/customers/panels/panel-types.ts';
import { usePanel } from '@/customers/panels/use-panel.ts';
import { useCanActOnCustomer } from '@/customers/use-can-act-on-customer.ts';
import { filterActionGroups, offeredActionGroups } from './agreement-actions.ts';

/**
 * 'Åtgärder' on an agreement card: the agreement's operations in groups, each opening its panel for that agreement,
 * with 'Sök åtgärd' on top to filter them from the keyboard.
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
  const [query, setQuery] = useState('');
  const id = useId();
  const canAct = useCanActOnCustomer();
  const groups = filterActionGroups(offeredActionGroups({ ended, telephony, canAct }), query);
  return (
    <DropdownMenu onOpenChange={() => setQuery('')}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          Åtgärder <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <FilterableDropdownMenuContent
        label="Sök åtgärd"
        query={query}
        onQueryChange={setQuery}
        className="w-64"
      >
        {groups.map((group, index) => (
          <Fragment key={group.label}>
            {index > 0 && <DropdownMenuSeparator />}
            <DropdownMenuGroup aria-labelledby={`${id}-${index}`}>
              <DropdownMenuLabel id={`${id}-${index}`} className="pb-1 text-xs text-muted-foreground">
                {group.label}
              </DropdownMenuLabel>
              {group.types.map((type) => (
                <DropdownMenuItem
                  key={type}
                  onSelect={() => openPanel(type, { agreement: String(agreementNumber) })}
                >
                  {PANEL_TITLES[type]}
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </Fragment>
        ))}
        {groups.length === 0 && (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">Ingen åtgärd matchar.</p>
        )}
      </FilterableDropdownMenuContent>
    </DropdownMenu>
  );
}
