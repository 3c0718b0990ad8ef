import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/** Shown when a page fails to render or its code cannot be loaded (for example after a new release). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <div className="flex min-h-full items-center justify-center p-6">
      <div role="alert" className="flex max-w-md flex-col items-center gap-3 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Något gick fel</h1>
        <p className="text-sm text-slate-600">Sidan kunde inte visas. Ladda om sidan och försök igen.</p>
        <Button onClick={() => window.location.reload()}>Ladda om sidan</Button>
      </div>
    </div>
  );
}
