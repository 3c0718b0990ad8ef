import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { opensInNewTab } from '@/lib/app-paths.ts';

/**
 * Opens a hit: here, or in a new tab (Ctrl/Cmd-click, middle button, and always for the customer view and the
 * address register: document 1 section 2.1).
 */
export function useOpenPath(): (path: string, newTab: boolean) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string, newTab: boolean) => {
      if (newTab || opensInNewTab(path)) window.open(path, '_blank', 'noopener');
      else void navigate(path);
    },
    [navigate],
  );
}
