import type { PanelProps } from '@/customers/panels/panel-host.tsx';
import { MemoCard } from './memo-card.tsx';

/** Panel MEMOS: every memo that concerns the customer, active first, inactive ones greyed. */
export default function MemosPanel({ customer }: PanelProps) {
  const memos = [...customer.memos].sort((a, b) => Number(b.active) - Number(a.active));
  if (memos.length === 0)
    return <p className="text-sm text-muted-foreground">Det finns ingen information.</p>;
  return (
    <div className="flex flex-col gap-2">
      {memos.map((memo) => (
        <MemoCard key={memo.id} memo={memo} />
      ))}
    </div>
  );
}
