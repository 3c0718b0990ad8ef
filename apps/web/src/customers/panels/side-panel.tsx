import { ArrowLeft, X } from 'lucide-react';
import { type ComponentType, Suspense, useContext, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { Customer } from '../customer-model.ts';
import { useCanActOnCustomer } from '../use-can-act-on-customer.ts';
import type { PanelProps } from './panel-props.ts';
import { isPanelOffered, PANEL_TITLES, type PanelType } from './panel-types.ts';
import { UnsavedInputTracker } from './unsaved-input.ts';
import type { PanelTrackers } from './unsaved-input-guard.tsx';
import { PanelLevelContext, usePanel } from './use-panel.ts';
import { UnsavedInputContext } from './use-unsaved-input.ts';

/**
 * One panel docked beside the customer view (not over it, so the agreements and their end dates stay in sight),
 * with a back button 'Stäng' (or Escape inside it). It takes the keyboard focus when it opens; `covered` hides it
 * under the extra panel while keeping what the agent has entered. What the agent types is tracked, so closing it
 * with unsaved input asks first (UnsavedInputGuard).
 */
export function SidePanel({
  type,
  Panel,
  customer,
  params,
  covered,
  trackers,
}: {
  type: PanelType;
  Panel: ComponentType<PanelProps>;
  customer: Customer;
  params: URLSearchParams;
  covered: boolean;
  trackers: PanelTrackers;
}) {
  const { closePanel } = usePanel();
  const level = useContext(PanelLevelContext);
  const [tracker] = useState(() => new UnsavedInputTracker());
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    trackers.set(level, tracker);
    return () => {
      if (trackers.get(level) === tracker) trackers.delete(level);
    };
  }, [trackers, level, tracker]);
  // Every change the agent makes starts with a key or a press in the panel (or in a picker it opened): the values
  // before it are noted then.
  const observe = () => panel.current && tracker.observe(panel.current);
  // A link can name a panel that acts on the customer: a user who may only read gets the refusal, not its form.
  const canAct = useCanActOnCustomer();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <aside
      aria-labelledby={titleId}
      ref={panel}
      data-testid={`panel-${type}`}
      hidden={covered}
      onPointerDownCapture={observe}
      onKeyDownCapture={observe}
      onKeyDown={(event) => {
        // Escape in a dialog or menu the panel opened (rendered elsewhere in the page) closes only that.
        if (
          event.key === 'Escape' &&
          !event.defaultPrevented &&
          event.currentTarget.contains(event.target as Node)
        )
          closePanel();
      }}
      className="flex w-[32rem] max-w-full flex-col overflow-y-auto rounded-lg border bg-white p-5 shadow-sm"
    >
      {/* Every right-hand panel has 'Stäng' except the marketability panel (document 3 section 2). */}
      {type === 'marketability' ? (
        <Button
          variant="ghost"
          size="icon-sm"
          className="self-end"
          aria-label="Stäng panelen"
          onClick={() => closePanel()}
        >
          <X aria-hidden="true" />
        </Button>
      ) : (
        <Button variant="ghost" size="sm" className="mb-2 self-start" onClick={() => closePanel()}>
          <ArrowLeft aria-hidden="true" />
          Stäng
        </Button>
      )}
      <h2
        id={titleId}
        ref={title}
        tabIndex={-1}
        className="text-base font-semibold text-slate-900 outline-none"
      >
        {PANEL_TITLES[type]}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        {customer.name}, {customer.customerNumber}
      </p>
      {isPanelOffered(type, canAct) ? (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Laddar...</p>}>
          <UnsavedInputContext value={tracker}>
            <Panel customer={customer} params={params} close={() => closePanel(true)} />
          </UnsavedInputContext>
        </Suspense>
      ) : (
        <p role="alert" className="text-sm text-destructive">
          Behörighet saknas
        </p>
      )}
    </aside>
  );
}
