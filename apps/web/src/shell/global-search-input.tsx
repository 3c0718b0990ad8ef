import { Search } from 'lucide-react';
import type * as React from 'react';
import { Input } from '@/components/ui/input.tsx';

/** The global search box (document 1 section 2.4 wires the search itself). */
export function GlobalSearchInput({ ref }: { ref: React.Ref<HTMLInputElement> }) {
  return (
    <div className="relative w-full max-w-md">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={ref}
        type="search"
        aria-label="Global sökning"
        aria-keyshortcuts="Control+K Meta+K Q"
        placeholder="Sök kund, ärende, adress..."
        className="pl-8"
        data-testid="global-search"
      />
    </div>
  );
}
