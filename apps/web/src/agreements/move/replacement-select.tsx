import type { ServiceReplacement } from '@sappis/shared/agreements/operations/move/move-check';
import { formatPrice } from '@sappis/shared/agreements/prices';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/** 'Ersättningstjänst för …': one of the services the network offers instead of a broadband service (move, Byt avtal). */
export function ReplacementSelect({
  id,
  replacement,
  value,
  onChange,
  error,
}: {
  id: string;
  replacement: ServiceReplacement;
  value: string | null;
  onChange: (productNumber: string | null) => void;
  error?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{`Ersättningstjänst för ${replacement.existingProductName}`}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">Välj ersättningstjänst</option>
        {replacement.offers.map((offer) => (
          <option key={offer.productNumber} value={offer.productNumber}>
            {`${offer.productName} (${formatPrice(offer.price)})`}
          </option>
        ))}
      </NativeSelect>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </div>
  );
}
