import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';

/** The filter form above a list: its fields, 'Sök' and optional actions on the right. */
export function SearchForm({
  children,
  onSearch,
  actions,
}: {
  children: ReactNode;
  onSearch: () => void;
  actions?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Card className="p-4">
      <form aria-label="Filter" className="flex flex-wrap items-end gap-3" onSubmit={submit}>
        {children}
        <Button type="submit">Sök</Button>
        {actions}
      </form>
    </Card>
  );
}
