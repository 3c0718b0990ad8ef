import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isPanelType, type PanelType } from './panel-types.ts';

/** The open panel of the customer view, kept in the URL (`?panel=<type>&...`) so it can be linked to. */
export function usePanel() {
  const [params, setParams] = useSearchParams();
  const value = params.get('panel');
  const panel: PanelType | null = isPanelType(value) ? value : null;

  /** Opens a panel by its type; types of panels other areas register are plain strings too. */
  const openPanel = useCallback(
    (type: string, extra: Record<string, string> = {}) => setParams({ panel: type, ...extra }),
    [setParams],
  );
  const closePanel = useCallback(() => setParams({}), [setParams]);

  return { panel, params, openPanel, closePanel };
}
