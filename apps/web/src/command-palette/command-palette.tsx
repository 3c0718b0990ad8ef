import { visibleSearchTabs } from '@sappis/shared/search/tabs';
import { useEffect, useId, useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { usePanel } from '@/customers/panels/use-panel.ts';
import { useCanActOnCustomer } from '@/customers/use-can-act-on-customer.ts';
import { customerViewPath } from '@/lib/app-paths.ts';
import { trpc } from '@/lib/trpc.ts';
import { cn } from '@/lib/utils.ts';
import { customerHitPath } from '@/search/search-paths.ts';
import { useOpenPath } from '@/search/use-open-path.ts';
import { useShellState } from '@/shell/shell-state.tsx';
import { hasTelephony } from '@/telephony/telephony-agreements.ts';
import { actionLabel, matchActions, type PaletteAction, paletteActions } from './palette-actions.ts';

const SEARCH_DELAY_MS = 250;
const HITS = 5;

interface Option {
  key: string;
  label: string;
  run: () => void;
}

/** The actions of the customer open in the view (none elsewhere), filtered as its menus are. */
function useCustomerActions(): PaletteAction[] {
  const customerNumber = useShellState().customer?.customerNumber;
  const canAct = useCanActOnCustomer();
  // The customer view's own query: answered from its cache.
  const { data } = trpc.customers.byNumber.useQuery(
    { customerNumber: customerNumber ?? 0 },
    { enabled: customerNumber !== undefined },
  );
  if (customerNumber === undefined || !data) return [];
  const agreements = data.agreements.map((agreement) => ({
    agreementNumber: agreement.agreementNumber,
    ended: agreement.ended,
    telephony: hasTelephony(agreement),
  }));
  return paletteActions(agreements, canAct);
}

/**
 * What the text finds through the global search (each for users who have its tab): customers by number, personal
 * number, phone or name, and the customers of agreements by agreement number.
 */
function useSearchHits(text: string) {
  const { groups } = useCurrentUser();
  const tabs = visibleSearchTabs(groups).map((tab) => tab.key);
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const input = { query, page: 1, pageSize: HITS };
  const customers = trpc.search.customers.useQuery(input, {
    enabled: tabs.includes('customers') && query !== '',
  });
  const agreements = trpc.search.agreements.useQuery(input, {
    enabled: tabs.includes('agreements') && /^\d+$/.test(query),
  });
  if (query !== text.trim() || query === '') return { customers: [], agreements: [] };
  return { customers: customers.data?.hits ?? [], agreements: agreements.data?.hits ?? [] };
}

/**
 * The command palette (Ctrl/Cmd+K, issue 30): a customer number, personal number, agreement number, phone number
 * or name opens the customer; on a customer, an action's name, optionally with an agreement number ('avsluta
 * 1000121'), opens its panel. Arrows move between the choices, Enter takes the marked one.
 */
export function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { openPanel } = usePanel();
  const openPath = useOpenPath();
  const listId = useId();
  const actions = matchActions(useCustomerActions(), text);
  const hits = useSearchHits(text);
  const close = () => {
    onOpenChange(false);
    setText('');
  };
  const options: Option[] = [
    ...actions.map((action) => ({
      key: `${action.type}-${action.agreementNumber}`,
      label: actionLabel(action),
      run: () =>
        openPanel(
          action.type,
          action.agreementNumber === null ? {} : { agreement: String(action.agreementNumber) },
        ),
    })),
    ...hits.customers.map((hit) => ({
      key: `customer-${hit.source}-${hit.customerNumber}`,
      label: `Öppna kund ${hit.customerNumber} ${hit.name}`,
      run: () => openPath(customerHitPath(hit), false),
    })),
    ...hits.agreements.map((hit) => ({
      key: `agreement-${hit.agreementNumber}`,
      label: `Öppna kund ${hit.customerNumber} (avtal ${hit.agreementNumber}, ${hit.deliveryAddress})`,
      run: () => openPath(customerViewPath(hit.customerNumber), false),
    })),
  ];
  const marked = Math.min(active, options.length - 1);
  const choose = (option: Option | undefined) => {
    if (!option) return;
    close();
    option.run();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        className="w-[min(36rem,calc(100vw-2rem))] gap-2 p-3"
        data-testid="command-palette"
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <DialogTitle className="sr-only">Kommandopalett</DialogTitle>
        <DialogDescription className="sr-only">
          Skriv kundnummer, personnummer, avtalsnummer, telefonnummer eller namn för att öppna kunden, eller
          en åtgärd som 'avsluta 1000121' på den öppna kunden. Enter väljer.
        </DialogDescription>
        <Input
          role="combobox"
          aria-label="Kommando"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={options.length > 0 ? `${listId}-${marked}` : undefined}
          placeholder="Kund, avtal eller åtgärd..."
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((marked + step + options.length) % Math.max(options.length, 1));
            } else if (event.key === 'Enter') {
              event.preventDefault();
              choose(options[marked]);
            }
          }}
        />
        <div id={listId} role="listbox" aria-label="Val" className="flex flex-col">
          {options.map((option, index) => (
            <div
              key={option.key}
              tabIndex={-1}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === marked}
              className={cn('cursor-pointer rounded px-2 py-1.5 text-sm', index === marked && 'bg-accent')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onKeyDown={() => undefined}
            >
              {option.label}
            </div>
          ))}
        </div>
        {text.trim() !== '' && options.length === 0 && (
          <p className="px-2 text-sm text-muted-foreground">Inget matchar.</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
