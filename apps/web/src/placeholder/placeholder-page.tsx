import { Construction } from 'lucide-react';
import { PageHeader } from '@/components/page-header.tsx';

/** A page a later issue fills: its title and a note that it is under construction. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-4xl" data-testid="placeholder-page">
      <PageHeader title={title} />
      <div className="flex items-center gap-3 rounded-lg border border-dashed bg-white p-6 text-slate-600">
        <Construction aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <p>Den här vyn är under uppbyggnad och kommer snart.</p>
      </div>
    </div>
  );
}
