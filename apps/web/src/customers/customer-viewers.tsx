import { OtherViewers } from '@/presence/other-viewers.tsx';
import type { Viewer } from '@/presence/presence-model.ts';

/** 'Kunden är öppen hos: ...': the other agents with the customer view open right now. */
export function CustomerViewers({ viewers }: { viewers: readonly Viewer[] }) {
  return (
    <OtherViewers
      viewers={viewers}
      lead="Kunden är öppen hos:"
      label="Andra som har kunden öppen"
      testId="customer-viewers"
    />
  );
}
