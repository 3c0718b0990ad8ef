import { ChevronRight } from 'lucide-react';
import type * as React from 'react';

/**
 * A titled, collapsible group of side menu entries; without a title the entries are shown plainly. A native
 * disclosure (details/summary): it opens and closes without script and costs the first paint no layout reads.
 */
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
    <details open={defaultOpen} className="group px-2">
      <summary className="flex w-full cursor-pointer list-none items-center gap-1 rounded-md px-3 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase select-none hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden="true" className="size-3.5 transition-transform group-open:rotate-90" />
        {label}
      </summary>
      <ul className="flex flex-col gap-0.5">{children}</ul>
    </details>
  );
}
