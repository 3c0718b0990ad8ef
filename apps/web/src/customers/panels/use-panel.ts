import { createContext, useCallback, useContext, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { openPanels, type PanelLevel, withPanelClosed, withPanelOpened } from './panel-url.ts';
import type { PanelCloseState } from './unsaved-input-guard.tsx';

/** The level of the panel a component is rendered in; the customer view itself is 'page'. */
export const PanelLevelContext = createContext<PanelLevel>('page');

/** Opens a panel by its type; types of panels other areas register are plain strings too. */
export type OpenPanel = (type: string, extra?: Record<string, string>) => void;

/**
 * Opens and closes the customer view's panels, kept in the URL (`?panel=<type>&...`) so they can be linked to.
 * Opened from inside a panel, a panel opens as the extra panel beside it; closed, it returns to the left panel.
 */
export function usePanel() {
  const level = useContext(PanelLevelContext);
  const [, setParams] = useSearchParams();

  const openPanel: OpenPanel = useCallback(
    (type: string, extra: Record<string, string> = {}) =>
      setParams((current) => withPanelOpened(current, level, type, extra)),
    [setParams, level],
  );
  /** `ownClose`: the panel closes itself (after a save, or from its result), so nothing unsaved is asked about. */
  const closePanel = useCallback(
    (ownClose = false) => {
      const state: PanelCloseState | undefined = ownClose ? { closedBy: level } : undefined;
      setParams((current) => withPanelClosed(current, level), { state });
    },
    [setParams, level],
  );

  return { openPanel, closePanel };
}

/** The left panel and the extra panel the URL names (for the panel host). */
export function useOpenPanels() {
  const [params] = useSearchParams();
  return useMemo(() => openPanels(params), [params]);
}
