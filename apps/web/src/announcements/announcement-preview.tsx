import {
  ANNOUNCEMENT_AUDIENCES,
  type AnnouncementAudience,
} from '@sappis/shared/announcements/announcement-rules';
import { Card } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format.ts';

export interface AnnouncementDraft {
  title: string;
  message: string;
  audience: AnnouncementAudience;
  startsOn: string;
  endsOn: string;
}

/** How a customer sees the announcement: plain text, line breaks kept, nothing interpreted as markup. */
export function AnnouncementPreview({ draft }: { draft: AnnouncementDraft }) {
  const empty = draft.title.trim() === '' && draft.message.trim() === '';
  return (
    <section aria-label="Förhandsvisning" className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-slate-700">Förhandsvisning</h2>
      <Card className="border-l-4 border-l-primary p-4" data-testid="announcement-preview">
        {empty ? (
          <p className="text-sm text-muted-foreground">
            Skriv en rubrik och ett meddelande för att se hur det ser ut.
          </p>
        ) : (
          <>
            <h3 className="font-semibold text-slate-900">{draft.title}</h3>
            <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{draft.message}</p>
          </>
        )}
      </Card>
      <p className="text-xs text-muted-foreground">
        Visas för: {ANNOUNCEMENT_AUDIENCES[draft.audience]}
        {draft.startsOn && ` · från ${formatDate(draft.startsOn)}`}
        {draft.endsOn ? ` till och med ${formatDate(draft.endsOn)}` : ' · tills vidare'}
      </p>
    </section>
  );
}
