import { Badge } from '@/components/ui/badge.tsx';
import { useProductName } from '@/system/product-name.tsx';
import { statusPillVariant } from './case-list-model.ts';

export function CaseStatusPill({ name }: { name: string }) {
  return <Badge variant={statusPillVariant(name, useProductName())}>{name}</Badge>;
}
