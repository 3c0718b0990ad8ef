import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { MainAgreementDetails } from './main-agreement-details.tsx';

/**
 * Document 3 panel 15, opened from a customer's agreement (`?panel=main-agreement&mainAgreement=<number>`): the
 * main agreement's details, memos and files, for every agent to read.
 */
export default function MainAgreementPanel({ params }: PanelProps) {
  const number = Number(params.get('mainAgreement'));
  if (!Number.isInteger(number) || number <= 0)
    return <p className="text-sm text-destructive">Avtalet har inget huvudavtal.</p>;
  return <MainAgreementDetails number={number} />;
}
