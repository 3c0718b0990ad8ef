import { Link } from 'react-router';
import { HOME_PATH } from '@/auth/return-path.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Sidan hittades inte" description="Adressen leder inte till någon sida i Sappis." />
      <Button asChild variant="outline">
        <Link to={HOME_PATH}>Till startsidan</Link>
      </Button>
    </div>
  );
}
