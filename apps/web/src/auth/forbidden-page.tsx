import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { HOME_PATH } from './return-path.ts';

/** Shown instead of a page the user's groups do not open. */
export function ForbiddenPage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-start gap-3 py-12" data-testid="forbidden">
      <h1 className="text-2xl font-semibold text-slate-900">Behörighet saknas</h1>
      <p className="text-slate-600">
        Du har inte behörighet att se den här sidan. Kontakta din administratör om du behöver åtkomst.
      </p>
      <Button asChild variant="outline">
        <Link to={HOME_PATH}>Till startsidan</Link>
      </Button>
    </div>
  );
}
