import type { PillColour } from '@sappis/shared/connection-status/connection-status';
import { cn } from '@/lib/utils.ts';

const PILL_CLASSES: Record<PillColour, string> = {
  red: 'bg-red-100 text-red-800',
  green: 'bg-emerald-100 text-emerald-800',
  orange: 'bg-orange-100 text-orange-800',
  purple: 'bg-purple-100 text-purple-800',
  blue: 'bg-sky-100 text-sky-800',
  teal: 'bg-teal-100 text-teal-800',
  amber: 'bg-amber-100 text-amber-900',
  grey: 'bg-slate-100 text-slate-700',
};

/** A status pill in one of the netadmin block's colours (`data-colour` names it, for tests). */
export function Pill({
  colour,
  label,
  children,
}: {
  colour: PillColour;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <span
      title={label}
      data-colour={colour}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
        PILL_CLASSES[colour],
      )}
    >
      {children}
    </span>
  );
}
