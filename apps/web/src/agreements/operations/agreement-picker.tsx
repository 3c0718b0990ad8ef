import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { Agreement } from '@/customers/customer-model.ts';

/** 'number - delivery address', plus 'Avslutad' for an ended agreement (document 2 section 2). */
export function agreementLabel(
  agreement: Pick<Agreement, 'agreementNumber' | 'deliveryAddress' | 'ended'>,
): string {
  return `${agreement.agreementNumber} - ${agreement.deliveryAddress}${agreement.ended ? ' (Avslutad)' : ''}`;
}

/** The agreements a picker lists: with `activeOnly`, those that have not ended. */
function pickable(agreements: readonly Agreement[], activeOnly: boolean): readonly Agreement[] {
  return activeOnly ? agreements.filter((agreement) => !agreement.ended) : agreements;
}

/**
 * The agreement an operation panel acts on; `activeOnly` lists only agreements that have not ended. A value the
 * list does not hold (an agreement that ended while the panel was open) shows 'Välj avtal', never another
 * agreement than the one the panel would act on.
 */
export function AgreementPicker({
  agreements,
  value,
  onChange,
  activeOnly = true,
}: {
  agreements: readonly Agreement[];
  value: number | null;
  onChange: (agreementNumber: number) => void;
  activeOnly?: boolean;
}) {
  const listed = pickable(agreements, activeOnly);
  const shown = listed.some((agreement) => agreement.agreementNumber === value) ? value : null;
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor="operation-agreement">Avtal</Label>
      <NativeSelect
        id="operation-agreement"
        value={shown ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {shown === null && <option value="">Välj avtal</option>}
        {listed.map((agreement) => (
          <option key={agreement.agreementNumber} value={agreement.agreementNumber}>
            {agreementLabel(agreement)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * The agreement the panel's URL names (`agreement=<n>`) when its picker lists it, else the first active one; a panel
 * whose picker also lists ended agreements (`activeOnly: false`) falls back to the first ended one when none is
 * active. A panel listing only active agreements never starts on an ended one it would not show.
 */
export function initialAgreementNumber(
  agreements: readonly Agreement[],
  params: URLSearchParams,
  { activeOnly = true }: { activeOnly?: boolean } = {},
): number | null {
  const named = Number(params.get('agreement'));
  if (pickable(agreements, activeOnly).some((agreement) => agreement.agreementNumber === named)) return named;
  const first = agreements.find((agreement) => !agreement.ended) ?? (activeOnly ? undefined : agreements[0]);
  return first?.agreementNumber ?? null;
}
