import { ARCADE_GAME_NAMES, type ArcadeGame } from '@sappis/shared/arcade/arcade-rules';
import { Card } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

/** A game's ten best results with names, the user's own marked, and the user's own best with its place. */
export function HighScoreList({ game }: { game: ArcadeGame }) {
  const scores = trpc.arcade.highScores.useQuery({ game });
  const headingId = `${game}-high-scores`;
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        Topplista {ARCADE_GAME_NAMES[game]}
      </h2>
      {scores.isError && (
        <p role="alert" className="text-sm text-destructive">
          {userMessageOf(scores.error, 'Kunde inte hämta topplistan.')}
        </p>
      )}
      {scores.data?.top.length === 0 && (
        <p className="text-sm text-muted-foreground">Inga resultat än – bli först på listan!</p>
      )}
      {scores.data && scores.data.top.length > 0 && (
        <ol className="flex flex-col gap-1 text-sm" aria-label="Bästa resultat">
          {scores.data.top.map((entry) => (
            <li
              key={entry.id}
              className={`flex items-baseline gap-2 rounded px-1 ${entry.mine ? 'bg-primary/10 font-medium' : ''}`}
              aria-current={entry.id === scores.data.myBest?.id ? 'true' : undefined}
            >
              <span className="w-6 text-right tabular-nums text-muted-foreground">{entry.rank}.</span>
              <span className="min-w-0 flex-1 truncate" title={formatDate(entry.createdAt)}>
                {entry.name}
              </span>
              <span className="tabular-nums">{entry.score}</span>
            </li>
          ))}
        </ol>
      )}
      {scores.data && (
        <p className="border-t pt-2 text-sm" data-testid="my-best">
          {scores.data.myBest
            ? `Ditt bästa: ${scores.data.myBest.score} poäng (plats ${scores.data.myBest.rank}, ${formatDate(scores.data.myBest.createdAt)})`
            : 'Du har inget resultat än.'}
        </p>
      )}
    </Card>
  );
}
