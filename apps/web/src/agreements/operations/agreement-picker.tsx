import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { Agreement } from '@/customers/customer-model.ts';

/** 'number - delivery address', plus 'Avslutad' for an ended agreement (document 2 section 2). */
export function agreementLabel(
  agreement: Pick<Agreement, 'agreementNumber' | 'deliveryAddress' | 'ended'>,
): string {
  return `${agreement.agreementNumber} - ${agreement.deliveryAddress}${agreement.ended ? ' (Avslutad)' : ''}`;
}

/** The agreement an operation panel acts on; `activeOnly` lists only agreements that have not ended. */
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
  const listed = activeOnly ? agreements.filter((agreement) => !agreement.ended) : agreements;
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor="operation-agreement">Avtal</Label>
      <NativeSelect
        id="operation-agreement"
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {value === null && <option value="">Välj avtal</option>}
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
 * The agreement the panel's URL names (`agreement=<n>`), else the first active one; a panel whose picker also
 * lists ended agreements (`activeOnly: false`) falls back to the first ended one when none is active.
 */
export function initialAgreementNumber(
  agreements: readonly Agreement[],
  params: URLSearchParams,
  { activeOnly = true }: { activeOnly?: boolean } = {},
): number | null {
  const named = Number(params.get('agreement'));
  if (agreements.some((agreement) => agreement.agreementNumber === named)) return named;
  const first = agreements.find((agreement) => !agreement.ended) ?? (activeOnly ? undefined : agreements[0]);
  return first?.agreementNumber ?? null;
}
