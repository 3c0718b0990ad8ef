import { useCurrentUser } from '@/auth/current-user.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';

export function HomePage() {
  const user = useCurrentUser();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Välkommen till Sappis" description={`Inloggad som ${user.name}.`} />
      <Card>
        <CardContent className="pt-5 text-sm text-slate-700">
          Sök efter kunder, ärenden och adresser i sökfältet högst upp. Tryck{' '}
          <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">Ctrl</kbd> +{' '}
          <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">K</kbd> eller{' '}
          <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">Q</kbd> för att komma dit
          direkt.
        </CardContent>
      </Card>
    </div>
  );
}
