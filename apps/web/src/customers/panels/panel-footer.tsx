import type * as React from 'react';
import { cn } from '@/lib/utils.ts';

/**
 * A side panel's submit row: it sticks to the bottom of the scrolling panel while its form is in view, so the
 * submit button is reachable without scrolling at 1366×768 however long the form is (issue 19 item 12).
 */
export function PanelFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-testid="panel-footer"
      className={cn(
        'sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t bg-white py-3',
        className,
      )}
      {...props}
    />
  );
}
