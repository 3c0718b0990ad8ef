import { Badge } from '@/components/ui/badge.tsx';
import { statusPillVariant } from './case-list-model.ts';

export function CaseStatusPill({ name }: { name: string }) {
  return <Badge variant={statusPillVariant(name)}>{name}</Badge>;
}
