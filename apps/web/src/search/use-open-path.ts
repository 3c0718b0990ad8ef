import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Opens a hit: here, or in a new tab (Ctrl/Cmd-click, middle button). */
export function useOpenPath(): (path: string, newTab: boolean) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string, newTab: boolean) => {
      if (newTab) window.open(path, '_blank', 'noopener');
      else void navigate(path);
    },
    [navigate],
  );
}
