import type * as React from 'react';
import { useRef } from 'react';
import { cn } from '@/lib/utils.ts';
import { useFieldAboveFooter } from './use-field-above-footer.ts';

/**
 * A side panel's submit row: it sticks to the bottom of the scrolling panel while its form is in view, so the
 * submit button is reachable without scrolling at 1366×768 however long the form is (issue 19 item 12). The field
 * being filled in stays in view above it (useFieldAboveFooter).
 */
export function PanelFooter({ className, ...props }: React.ComponentProps<'div'>) {
  const footer = useRef<HTMLDivElement>(null);
  useFieldAboveFooter(footer);
  return (
    <div
      ref={footer}
      data-testid="panel-footer"
      className={cn(
        'sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t bg-white py-3',
        className,
      )}
      {...props}
    />
  );
}
