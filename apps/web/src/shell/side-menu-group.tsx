import { ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible.tsx';

/** A titled, collapsible group of side menu entries; without a title the entries are shown plainly. */
export function SideMenuGroup({
  label,
  defaultOpen = true,
  children,
}: {
  label: string | null;
  defaultOpen?: boolean;
  children: React.ReactNode;
}) {
  if (!label) return <ul className="flex flex-col gap-0.5 px-2">{children}</ul>;
  return (
    <Collapsible defaultOpen={defaultOpen} className="px-2">
      <CollapsibleTrigger className="group flex w-full items-center gap-1 rounded-md px-3 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <ChevronRight
          aria-hidden="true"
          className="size-3.5 transition-transform group-data-[state=open]:rotate-90"
        />
        {label}
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="flex flex-col gap-0.5">{children}</ul>
      </CollapsibleContent>
    </Collapsible>
  );
}
