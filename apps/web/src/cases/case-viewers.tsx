import { OtherViewers } from '@/presence/other-viewers.tsx';
import type { CaseViewer } from './case-lock-model.ts';

/** Who else has the case open, and who of them is editing. */
export function CaseViewers({ viewers }: { viewers: readonly CaseViewer[] }) {
  return (
    <OtherViewers
      viewers={viewers}
      label="Andra som har ärendet öppet"
      testId="case-viewers"
      chipText={(viewer) => `${viewer.name} ${viewer.editing ? 'redigerar' : 'tittar'}`}
    />
  );
}
