import { Badge } from '@/components/ui/badge.tsx';
import { useNow } from '@/lib/use-now.ts';
import { fridayBreakLabel } from './friday-break.ts';
import { useShellState } from './shell-state.tsx';

export const FRIDAY_CLOCK_REFRESH_MS = 5000;

export function FridayBreakBadge() {
  const now = useNow(FRIDAY_CLOCK_REFRESH_MS);
  const { caseSidePanelOpen } = useShellState();
  const label = fridayBreakLabel(now);
  if (!label || caseSidePanelOpen) return null;
  return (
    <Badge variant="festive" data-testid="friday-break">
      {label}
    </Badge>
  );
}
