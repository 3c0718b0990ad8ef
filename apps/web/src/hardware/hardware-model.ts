import type { RouterOutputs } from '@/lib/trpc.ts';

export type Equipment = RouterOutputs['hardware']['equipment'];
export type EquipmentLine = Equipment['rows'][number];
