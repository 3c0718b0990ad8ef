import { useCallback, useEffect } from 'react';
import { type Location, useBlocker, useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { PANEL_TITLES, type PanelType } from './panel-types.ts';
import { openPanels, type PanelLevel } from './panel-url.ts';
import type { UnsavedInputTracker } from './unsaved-input.ts';

export type PanelTrackers = Map<PanelLevel, UnsavedInputTracker>;

/** Navigation state of a panel that closes itself (after a save, or from its result): it has nothing to keep. */
export interface PanelCloseState {
  closedBy: PanelLevel;
}

/**
 * The panels with unsaved input that a navigation from `current` to `next` would close or replace: closing, another
 * panel opened in its place (from the agreement actions or another panel), the back button, leaving the customer
 * view. A panel closing itself is not asked about.
 */
function losingPanels(trackers: PanelTrackers, current: Location, next: Location): PanelType[] {
  const now = openPanels(new URLSearchParams(current.search));
  const then =
    next.pathname === current.pathname
      ? openPanels(new URLSearchParams(next.search))
      : { left: null, extra: null };
  const closedBy = (next.state as Partial<PanelCloseState> | null)?.closedBy;
  const levels = ['left', 'extra'] as const;
  return levels.flatMap((level) => {
    const open = now[level];
    if (!open || then[level]?.type === open.type || closedBy === level) return [];
    return trackers.get(level)?.hasUnsavedInput() ? [open.type] : [];
  });
}

/**
 * Asks 'Vill du stänga utan att spara?' before a navigation closes a panel the agent has typed into (issue 30
 * item 2), and has the browser ask before the tab is closed or reloaded.
 */
export function UnsavedInputGuard({ trackers }: { trackers: PanelTrackers }) {
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        losingPanels(trackers, currentLocation, nextLocation).length > 0,
      [trackers],
    ),
  );
  const location = useLocation();
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if ([...trackers.values()].some((tracker) => tracker.hasUnsavedInput())) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [trackers]);

  const losing = blocker.state === 'blocked' ? losingPanels(trackers, location, blocker.location) : [];
  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent className="w-[min(28rem,calc(100vw-2rem))] gap-3 p-4">
        <DialogTitle>Vill du stänga utan att spara?</DialogTitle>
        <DialogDescription>
          Det du har fyllt i under {losing.map((type) => `'${PANEL_TITLES[type]}'`).join(' och ')} har inte
          sparats och försvinner.
        </DialogDescription>
        <div className="flex gap-2">
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            Stäng utan att spara
          </Button>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            Fortsätt redigera
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
